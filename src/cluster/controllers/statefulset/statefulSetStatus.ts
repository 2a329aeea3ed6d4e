// What the StatefulSet controller asks of a pod (stateful_set_utils.go), and the two
// status-side steps of a sync: completeRollingUpdate and the minReadySeconds requeue.
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';

/** stateful_set_utils.go isRunningAndReady. */
export const isRunningAndReady = (p: PodRecord): boolean => p.phase === 'Running' && p.ready;

/** stateful_set_utils.go isRunningAndAvailable (minReadySeconds, GA 1.25). */
export const isRunningAndAvailable = (p: PodRecord, minReadyMs: number, now: number): boolean =>
  isRunningAndReady(p) &&
  (minReadyMs === 0 || (p.readySince !== null && p.readySince + minReadyMs <= now));

export const isTerminating = (p: PodRecord): boolean => p.deletionTimestamp !== null;

/** stateful_set_utils.go isHealthy: Running and Ready, not terminating. */
export const isHealthy = (p: PodRecord): boolean => isRunningAndReady(p) && !isTerminating(p);

/**
 * stateful_set_control.go completeRollingUpdate: once every pod is updated and Ready the
 * update revision becomes the current one.
 */
export function completeRollingUpdate(c: Cluster, set: StatefulSetRecord): void {
  if (set.updateStrategy.type !== 'RollingUpdate') return;
  if (set.currentTemplate.hash === set.updateTemplate.hash) return;
  const pods = c.world.pods.ownedBy({ kind: 'StatefulSet', name: set.name });
  const updated = pods.filter(
    (p) => !isTerminating(p) && p.template.hash === set.updateTemplate.hash,
  ).length;
  const ready = pods.filter(isRunningAndReady).length;
  if (updated === pods.length && ready === pods.length) set.currentTemplate = set.updateTemplate;
}

/**
 * stateful_set.go sync: with minReadySeconds, requeue after minReadySeconds while some
 * Ready pod is not yet Available.
 */
export function pendingAvailability(
  c: Cluster,
  set: StatefulSetRecord,
  minReadyMs: number,
): number | null {
  if (minReadyMs === 0) return null;
  const now = c.world.now;
  const pods = c.world.pods.ownedBy({ kind: 'StatefulSet', name: set.name });
  const waiting = pods.some(
    (p) => isRunningAndReady(p) && !isRunningAndAvailable(p, minReadyMs, now),
  );
  return waiting ? minReadyMs : null;
}
