// Why the StatefulSet controller deleted Pods of a rolling update where maxUnavailable is
// honoured (MaxUnavailableStatefulSet on: 1.35.0–1.35.3, 1.37). Said through ../../whys.ts `why()`.

export const STATEFULSET_WHYS = {
  statefulSetBudget:
    'maxUnavailable is {max} and {unavailable} Pod(s) are unavailable, so this sync deletes up to {budget} old Pod(s), highest ordinal first (stateful_set_control.go updateStatefulSetAfterInvariantEstablished).',
  statefulSetAlreadyUnavailable:
    'Parallel: an old Pod that is already unavailable is replaced at once, outside the maxUnavailable budget (stateful_set_control.go updateStatefulSetAfterInvariantEstablished, #137666).',
} as const;
