// Pod conditions other components set and controllers read (the Job controller's
// podFailurePolicy matches DisruptionTarget).
import type { Lane } from '../../trace/types.ts';
import { disruptionConditions } from '../../versions/features.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import type { PodRecord } from './podStore.ts';
import type { World } from '../world.ts';

export type DisruptionReason =
  | 'EvictionByEvictionAPI'
  | 'PreemptionByScheduler'
  | 'DeletionByTaintManager'
  | 'DeletionByPodGC'
  | 'TerminationByKubelet';

/**
 * The DisruptionTarget=True condition (gate PodDisruptionConditions: beta, on, 1.26; GA
 * 1.31). Before 1.26 nothing is written. Returns whether the condition was set.
 */
export function setDisruptionTarget(
  world: World,
  pod: PodRecord,
  lane: Lane,
  reason: DisruptionReason,
): boolean {
  if (!disruptionConditions(world.v) || pod.removed) return false;
  pod.disruptionTarget = reason;
  world.emit(
    lane,
    'PodConditionSet',
    pod.key,
    { type: 'DisruptionTarget', reason, status: 'True' },
    undefined,
    versionNote('disruptionTarget', world.v),
  );
  return true;
}

/**
 * A readiness gate's condition set True by the controller that owns it (a PATCH of the
 * Pod's status): the kubelet hears of it by its watch and counts it toward Ready
 * (status/generate.go GeneratePodReadyCondition).
 */
export function setReadinessGate(world: World, pod: PodRecord, lane: Lane, type: string): void {
  if (pod.removed || pod.gatesTrue.has(type)) return;
  pod.gatesTrue.add(type);
  world.emit(lane, 'PodConditionSet', pod.key, { type, status: 'True', reason: '' });
  world.podChanged(pod);
}

/** Whether each of the Pod's readiness gates is True (none: true). */
export const gatesPass = (pod: PodRecord): boolean =>
  (pod.template.readinessGates ?? []).every((g) => pod.gatesTrue.has(g));
