// What the StatefulSet controller asks of a pod (stateful_set_utils.go), and the two
// status-side steps of a sync: completeRollingUpdate and the minReadySeconds requeue.
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import {
  statefulSetMinReadySeconds,
  statefulSetUpdateWaitsForAvailable,
} from '../../../versions/features.ts';
import type { KubeVersion } from '../../../versions/version.ts';
import type { StatusWriter } from '../../workloadStatus.ts';
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

/** stateful_set_utils.go isUnavailable: missing, terminating, or not Running and available. */
export const isUnavailable = (p: PodRecord | undefined, minReadyMs: number, now: number): boolean =>
  !p || isTerminating(p) || !isRunningAndAvailable(p, minReadyMs, now);

/**
 * A Pod updateStatefulSet waits on (its first unhealthy Pod, and a rolling update's wait
 * without maxUnavailable): one not healthy, and from 1.34 one unavailable (#130909: an
 * updated Pod is waited on for minReadySeconds too).
 */
export const holdsTheSync = (p: PodRecord, minReadyMs: number, now: number, v: KubeVersion) =>
  statefulSetUpdateWaitsForAvailable(v) ? isUnavailable(p, minReadyMs, now) : !isHealthy(p);

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

/**
 * stateful_set_control.go computeReplicaStatus, written after the sync (updateStatefulSetStatus,
 * after completeRollingUpdate): every pod that exists counts in replicas, Running and Ready ones
 * (terminating too) in readyReplicas, and pods not terminating by revision in currentReplicas
 * and updatedReplicas; availableReplicas from 1.23 (StatefulSetMinReadySeconds beta).
 */
export function writeStatefulSetStatus(
  c: Cluster,
  set: StatefulSetRecord,
  minReadyMs: number,
  writer: StatusWriter,
): void {
  const now = c.world.now;
  let replicas = 0;
  let ready = 0;
  let available = 0;
  let current = 0;
  let updated = 0;
  for (const p of c.world.pods.ownedBy({ kind: 'StatefulSet', name: set.name })) {
    if (p.removed) continue;
    replicas++;
    if (isRunningAndReady(p)) {
      ready++;
      if (isRunningAndAvailable(p, minReadyMs, now)) available++;
    }
    if (isTerminating(p)) continue;
    if (p.template.hash === set.currentTemplate.hash) current++;
    if (p.template.hash === set.updateTemplate.hash) updated++;
  }
  writer.write({
    replicas,
    readyReplicas: ready,
    currentReplicas: current,
    updatedReplicas: updated,
    ...(statefulSetMinReadySeconds(c.world.v) && { availableReplicas: available }),
    conditions: [],
  });
}
