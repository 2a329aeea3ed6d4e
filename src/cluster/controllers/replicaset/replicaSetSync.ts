// replica_set.go syncReplicaSet's rules, plain functions over the controller's context:
// manageReplicas (creates in slow-start batches, deletes by rank), calculateStatus and the
// status the trace shows.
import { secondsToMs } from '../../../trace/units.ts';
import { isActive, isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import { terminatingReplicasStatus } from '../../../versions/features.ts';
import { deletionOrder } from './ranking.ts';
import { cond, terminatingNote } from '../../workloadStatus.ts';
import { objectKey } from '../../objectKey.ts';
import {
  isAvailable,
  kindOf,
  ownerOf,
  type ReplicaSetCtx,
  type ReplicaSetInput,
} from './replicaSetRecord.ts';

/** replica_set.go BurstReplicas: at most this many creates or deletes per sync. */
const BURST_REPLICAS = 500;

/**
 * replica_set.go manageReplicas: creates through slowStartBatch (batches of 1, 2, 4, … that
 * stop after a batch with a failure: SlowStartInitialBatchSize), deletes at once. Returns the
 * first create error (the API server's Forbidden), which controller_utils.go CreatePods
 * already reported as a Warning FailedCreate "Error creating: …" on the ReplicaSet.
 */
export function manageReplicas(
  { cluster, rs }: ReplicaSetInput,
  active: PodRecord[],
): string | null {
  const { world } = cluster;
  const owner = ownerOf(rs);
  const { events } = kindOf(rs);
  const key = objectKey(owner.kind, rs.name);
  const diff = active.length - rs.specReplicas;
  if (diff < 0) {
    // FilterActivePods: a pod with a deletionTimestamp is no longer active, so its replacement is
    // created at once while the old pod runs out its grace period.
    let remaining = Math.min(-diff, BURST_REPLICAS);
    let error: string | null = null;
    for (let batch = 1; remaining > 0 && error === null; batch *= 2) {
      const size = Math.min(remaining, batch);
      remaining -= size;
      for (let i = 0; i < size; i++) {
        const name = world.names.next(rs.name, (n) => world.pods.has(n));
        // The template's generateName is `<rs>-`: the name an admission refusal carries.
        const made = cluster.tryCreatePod(
          { name, namespace: rs.namespace, template: rs.template, owner, finalizers: [] },
          `${rs.name}-`,
        );
        if ('forbidden' in made) {
          error ??= made.forbidden;
          world.kubeEvent(
            events,
            key,
            'FailedCreate',
            `Error creating: ${made.forbidden}`,
            'Warning',
          );
          continue;
        }
        world.kubeEvent(events, key, 'SuccessfulCreate', `Created pod: ${name}`);
      }
    }
    return error;
  } else if (diff > 0) {
    // getPodsRankedByRelatedPodsOnSameNode: active related pods per node.
    const onNode = new Map<string | null, number>();
    for (const pods of rs.relatedPods?.() ?? [])
      for (const p of pods)
        if (isActive(p)) onNode.set(p.nodeName, (onNode.get(p.nodeName) ?? 0) + 1);
    const victims = deletionOrder(active, world.now, world.v, (n) => onNode.get(n) ?? 0);
    for (const p of victims.slice(0, Math.min(diff, BURST_REPLICAS))) {
      cluster.deletePod(p, null);
      world.kubeEvent(events, key, 'SuccessfulDelete', `Deleted pod: ${p.name}`);
    }
  }
  return null;
}

/**
 * The sync's own Pods in one walk, for two answers of replica_set.go syncReplicaSet:
 * controller.FilterActivePods (the active ones, in an array the caller adds the orphans to)
 * and controller.FilterTerminatingPods then FilterClaimedPods (a deletionTimestamp, not
 * Succeeded or Failed, controlled by this ReplicaSet: every pod it owns here), null when the
 * version has no DeploymentReplicaSetTerminatingReplicas (calculateStatus leaves the field
 * nil). Kubernetes counts the terminating ones after ClaimPods; counting them before is the
 * same count, since ClaimPods is given only the active Pods (no deletionTimestamp).
 */
export function listOwned({ cluster, rs }: ReplicaSetInput): {
  active: PodRecord[];
  terminating: number | null;
} {
  const counts = kindOf(rs).terminating && terminatingReplicasStatus(cluster.world.v);
  const active: PodRecord[] = [];
  let n = 0;
  for (const p of cluster.world.pods.owned(ownerOf(rs))) {
    // Neither active nor terminating: gone from the API, or Succeeded or Failed.
    if (p.removed || isTerminal(p)) continue;
    if (p.deletionTimestamp === null) active.push(p);
    else n++;
  }
  return { active, terminating: counts ? n : null };
}

/**
 * Writes status.replicas / readyReplicas / availableReplicas (and terminatingReplicas where
 * the version has it); true when they changed. replica_set.go syncReplicaSet: calculateStatus
 * counts the pods it listed before manageReplicas, so the pods that sync creates or deletes
 * count from the next sync.
 */
export function updateStatus(
  { cluster, rs }: ReplicaSetInput,
  owned: PodRecord[],
  terminating: number | null,
  error: string | null,
): boolean {
  const { world } = cluster;
  const minReadyMs = secondsToMs(rs.minReadySeconds);
  let ready = 0;
  let available = 0;
  for (const p of owned) {
    if (!p.ready) continue;
    ready++;
    if (isAvailable(p, minReadyMs, world.now)) available++;
  }
  const s = rs.status;
  // replica_set_utils.go calculateStatus: a failed manageReplicas sets ReplicaFailure
  // (FailedCreate when pods were missing, FailedDelete when too many) unless it is set; a
  // sync without error removes it.
  const diff = owned.length - rs.specReplicas;
  const failure =
    error === null
      ? undefined
      : (s.failure ?? { reason: diff < 0 ? 'FailedCreate' : 'FailedDelete', message: error });
  const changed =
    s.replicas !== owned.length ||
    s.ready !== ready ||
    s.available !== available ||
    s.terminating !== (terminating ?? undefined) ||
    s.failure !== failure;
  rs.status = { replicas: owned.length, ready, available };
  if (terminating !== null) rs.status.terminating = terminating;
  if (failure) rs.status.failure = failure;
  return changed;
}

/**
 * replica_set_utils.go calculateStatus as the trace shows it: every active pod is made from
 * the template, so all are fully labelled; ReplicaFailure while creates or deletes fail.
 */
export function writeStatus({ rs, written, cluster }: ReplicaSetCtx): void {
  if (!kindOf(rs).traced) return;
  const { replicas, ready, available, terminating, failure } = rs.status;
  const status = {
    replicas,
    fullyLabeledReplicas: replicas,
    readyReplicas: ready,
    availableReplicas: available,
    // With DeploymentReplicaSetTerminatingReplicas a pointer: 0 is written, not omitted.
    ...(terminating !== undefined && { terminatingReplicas: terminating }),
    conditions: failure ? [cond('ReplicaFailure', 'True', failure.reason, failure.message)] : [],
  };
  written.write(status, terminatingNote(status, cluster.world.v));
}
