// The rolling-update step of a StatefulSet sync: which old-revision Pods it deletes once
// every replica and condemned Pod was processed (stateful_set_control.go updateStatefulSet).
// Without MaxUnavailableStatefulSet one Pod at a time; with it (1.35.0–1.35.3, 1.37)
// updateStatefulSetAfterInvariantEstablished, within a budget of unavailable Pods: the
// first algorithm on 1.35.0–1.35.3, the one #137666 fixed for Parallel on 1.37.
import type { IntOrPercent } from '../../../manifest/model/model.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import {
  statefulSetMaxUnavailable,
  statefulSetMaxUnavailableParallelFix,
} from '../../../versions/features.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import type { KubeVersion } from '../../../versions/version.ts';
import { why } from '../../whys.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';
import {
  holdsTheSync,
  isRunningAndAvailable,
  isTerminating,
  isUnavailable,
} from './statefulSetStatus.ts';

/** What the update step reads and how it deletes (statefulSetSync.ts deletePod). */
export interface UpdateStep {
  set: StatefulSetRecord;
  /** The Pod of each ordinal below spec.replicas as the sync listed it (none: created now). */
  replicas: (PodRecord | undefined)[];
  minReadyMs: number;
  now: number;
  v: KubeVersion;
  remove: (pod: PodRecord, why?: string, changed?: string) => void;
}

const isOld = (u: UpdateStep, p: PodRecord): boolean =>
  p.template.hash !== u.set.updateTemplate.hash;

/**
 * stateful_set_utils.go getStatefulSetMaxUnavailable: GetScaledValueFromIntOrPercent of
 * maxUnavailable (1 when unset) over spec.replicas, rounding down, and at least 1.
 */
export function maxUnavailableOf(value: IntOrPercent | undefined, replicas: number): number {
  const v = value ?? 1;
  const n = typeof v === 'number' ? v : Math.floor((Number(v.slice(0, -1)) * replicas) / 100);
  return Math.max(1, n);
}

/**
 * updateStatefulSet without the gate: the highest-ordinal old Pod is deleted, or the loop
 * waits on the first Pod from the top that holds the sync (unhealthy; from 1.34 unavailable);
 * one deletion per sync.
 */
function updateOneAtATime(u: UpdateStep, partition: number): void {
  for (let target = u.replicas.length - 1; target >= partition; target--) {
    const pod = u.replicas[target];
    if (!pod) break;
    if (isOld(u, pod) && !isTerminating(pod)) {
      u.remove(pod);
      return;
    }
    if (holdsTheSync(pod, u.minReadyMs, u.now, u.v)) return;
  }
}

/**
 * Deletes, from the highest ordinal down to the partition, up to `limit` old Pods that are
 * not terminating and that `pick` accepts; how many it deleted.
 */
function deleteOld(
  u: UpdateStep,
  partition: number,
  limit: number,
  pick: (p: PodRecord) => boolean,
  reason: string,
  changed?: string,
): number {
  let deleted = 0;
  for (let target = u.replicas.length - 1; target >= partition && deleted < limit; target--) {
    const pod = u.replicas[target];
    if (!pod || !isOld(u, pod) || isTerminating(pod) || !pick(pod)) continue;
    u.remove(pod, reason, changed);
    deleted++;
  }
  return deleted;
}

const budgetWhy = (max: number, unavailable: number): string =>
  why('statefulSetBudget', { max, unavailable, budget: max - unavailable });

/**
 * updateStatefulSetAfterInvariantEstablished before #137666 (1.35.0–1.35.3, either policy;
 * OrderedReady keeps it in 1.37):
 * once the unavailable Pods (any revision) reach the budget nothing is deleted — old Pods
 * that never become available stall a Parallel rollout (#137409) — else up to
 * maxUnavailable − unavailable old Pods go, highest ordinal first.
 */
function updateWithinBudget(u: UpdateStep, partition: number, max: number): void {
  const unavailable = u.replicas.filter((p) => isUnavailable(p, u.minReadyMs, u.now)).length;
  if (unavailable >= max) return;
  deleteOld(u, partition, max - unavailable, () => true, budgetWhy(max, unavailable));
}

/**
 * updateStatefulSetAfterInvariantEstablished with #137666 (1.37): OrderedReady as before;
 * Parallel first deletes every old, already unavailable Pod at or above the partition
 * (no budget), then available old Pods within maxUnavailable − unavailable.
 */
function updateWithParallelFix(u: UpdateStep, partition: number, max: number): void {
  if (u.set.podManagementPolicy !== 'Parallel') return updateWithinBudget(u, partition, max);
  const unavailable = u.replicas.filter((p) => isUnavailable(p, u.minReadyMs, u.now)).length;
  const needingUpdate = u.replicas.filter(
    (p) => p && isUnavailable(p, u.minReadyMs, u.now) && isOld(u, p) && !isTerminating(p),
  ).length;
  if (unavailable >= max && needingUpdate === 0) return;
  const available = (p: PodRecord): boolean => isRunningAndAvailable(p, u.minReadyMs, u.now);
  const note = versionNote('statefulSetParallelFix', u.v);
  const first = why('statefulSetAlreadyUnavailable');
  deleteOld(u, partition, Infinity, (p) => !available(p), first, note);
  deleteOld(u, partition, max - unavailable, available, budgetWhy(max, unavailable));
}

/** updateStatefulSet's last step for a RollingUpdate StatefulSet, by version. */
export function rollingUpdate(u: UpdateStep): void {
  const s = u.set.updateStrategy;
  if (s.type !== 'RollingUpdate') return;
  if (!statefulSetMaxUnavailable(u.v)) return updateOneAtATime(u, s.partition);
  const max = maxUnavailableOf(s.maxUnavailable, u.set.replicas);
  if (statefulSetMaxUnavailableParallelFix(u.v)) updateWithParallelFix(u, s.partition, max);
  else updateWithinBudget(u, s.partition, max);
}
