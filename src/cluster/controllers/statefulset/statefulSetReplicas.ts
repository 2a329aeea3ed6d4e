// What one sync does to one Pod of a StatefulSet (pkg/controller/statefulset/
// stateful_set_control.go processReplica, processCondemned) and the writes it makes
// (stateful_pod_control.go CreateStatefulPod, DeleteStatefulPod, recordPodEvent).
import type { PodTemplateModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import {
  statefulSetRecreatesAfterRemoval,
  statefulSetRecreatesSucceeded,
} from '../../../versions/features.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { isRunningAndAvailable, isRunningAndReady, isTerminating } from './statefulSetStatus.ts';
import { objectKey } from '../../objectKey.ts';

export interface SyncResult {
  /** Ask for another sync after this many ms (minReadySeconds: a Ready pod turns Available). */
  requeueAfterMs: number | null;
  /** The sync returned an error (a create hit AlreadyExists): the workqueue retries it. */
  failed: boolean;
}

const LANE = 'statefulset-controller';

function event(
  c: Cluster,
  set: StatefulSetRecord,
  verb: 'create' | 'delete',
  pod: string,
  changed?: string,
  why?: string,
): void {
  // stateful_pod_control.go recordPodEvent: reason Successful<Verb>, "<verb> Pod <pod> in StatefulSet <set> successful".
  const reason = verb === 'create' ? 'SuccessfulCreate' : 'SuccessfulDelete';
  c.world.kubeEvent(
    LANE,
    objectKey('StatefulSet', set.name),
    reason,
    `${verb} Pod ${pod} in StatefulSet ${set.name} successful`,
    'Normal',
    changed,
    why,
  );
}

/**
 * stateful_set_utils.go newVersionedStatefulSetPod: with RollingUpdate, ordinals below the
 * partition get the current revision, the others the update revision; OnDelete creates
 * every new pod from the update revision.
 */
function templateFor(set: StatefulSetRecord, ordinal: number): PodTemplateModel {
  const s = set.updateStrategy;
  if (s.type === 'RollingUpdate' && ordinal < s.partition) return set.currentTemplate;
  return set.updateTemplate;
}

/**
 * stateful_pod_control.go CreateStatefulPod: a create the API server refuses (LimitRanger,
 * ResourceQuota) is recordPodEvent's FailedCreate "create Pod <pod> in StatefulSet <set>
 * failed error: <err>", and the sync fails (the workqueue retries it rate-limited).
 */
function createPod(c: Cluster, set: StatefulSetRecord, ordinal: number, result: SyncResult): void {
  const name = `${set.name}-${ordinal}`;
  const made = c.tryCreatePod({
    name,
    namespace: set.namespace,
    template: templateFor(set, ordinal),
    owner: { kind: 'StatefulSet', name: set.name },
    finalizers: [],
  });
  if ('forbidden' in made) {
    c.world.kubeEvent(
      LANE,
      objectKey('StatefulSet', set.name),
      'FailedCreate',
      `create Pod ${name} in StatefulSet ${set.name} failed error: ${made.forbidden}`,
      'Warning',
    );
    result.failed = true;
    return;
  }
  event(c, set, 'create', name);
}

export function deletePod(
  c: Cluster,
  set: StatefulSetRecord,
  pod: PodRecord,
  changed?: string,
  why?: string,
): void {
  // stateful_pod_control.go DeleteStatefulPod: a plain DELETE, the pod's own grace period.
  c.deletePod(pod, null);
  event(c, set, 'delete', pod.name, changed, why);
}

/**
 * stateful_set_control.go processReplica for ordinal i; true = stop this pass (monotonic).
 * A missing ordinal is created; a Failed (and, with the kubelet's terminal phases from
 * 1.27 and #121389, a Succeeded) pod is deleted and recreated after it left the API.
 */
export function processReplica(
  c: Cluster,
  set: StatefulSetRecord,
  pod: PodRecord | undefined,
  ordinal: number,
  monotonic: boolean,
  minReadyMs: number,
  result: SyncResult,
): boolean {
  const { world } = c;
  const terminal =
    pod?.phase === 'Failed' ||
    (pod?.phase === 'Succeeded' && statefulSetRecreatesSucceeded(world.v));
  if (pod && terminal) {
    const note = versionNote('statefulSetRecreate', world.v);
    if (statefulSetRecreatesAfterRemoval(world.v)) {
      if (pod.deletionTimestamp === null) deletePod(c, set, pod, note);
      // #123809: a new pod only in a sync after the old one is removed from etcd.
      return true;
    }
    recreateInSameSync(c, set, pod, note, result);
    if (!pod.removed) return true;
    createPod(c, set, ordinal, result);
    return monotonic;
  }
  if (!pod) {
    createPod(c, set, ordinal, result);
    // OrderedReady does not burst: one create per sync.
    return monotonic;
  }
  // A terminating pod must finish its graceful deletion before the set makes progress.
  if (isTerminating(pod) && monotonic) return true;
  // Every predecessor of a pod must be Running and Available before the next is touched.
  if (!isRunningAndAvailable(pod, minReadyMs, world.now) && monotonic) return true;
  return false;
}

/**
 * processReplica before #123809 (≤1.27): on every sync that sees the terminal pod, even one
 * already being deleted, an event, a DELETE and a create in the same sync. The DELETE of a
 * pod that already has a deletionTimestamp changes nothing (rest.BeforeDelete: graceful
 * deletion pending) but still records SuccessfulDelete; the create then fails with
 * AlreadyExists (CreateStatefulPod sinks it silently) until the object is gone, and the
 * failed sync is retried by the rate-limited workqueue.
 */
function recreateInSameSync(
  c: Cluster,
  set: StatefulSetRecord,
  pod: PodRecord,
  note: string,
  result: SyncResult,
): void {
  const failed = pod.phase === 'Failed';
  c.world.kubeEvent(
    LANE,
    objectKey('StatefulSet', set.name),
    failed ? 'RecreatingFailedPod' : 'RecreatingTerminatedPod',
    `StatefulSet ${set.namespace}/${set.name} is recreating ${failed ? 'failed' : 'terminated'} Pod ${pod.name}`,
    failed ? 'Warning' : 'Normal',
    note,
  );
  if (pod.deletionTimestamp === null) deletePod(c, set, pod, note);
  else event(c, set, 'delete', pod.name, note);
  if (!pod.removed) result.failed = true;
}

/** stateful_set_control.go processCondemned for one pod with ordinal ≥ replicas. */
export function processCondemned(
  c: Cluster,
  set: StatefulSetRecord,
  pod: PodRecord,
  firstUnhealthy: PodRecord | null,
  monotonic: boolean,
  minReadyMs: number,
): boolean {
  // Block (OrderedReady) until a terminating pod is gone: one at a time, highest first.
  if (isTerminating(pod)) return monotonic;
  if (!isRunningAndReady(pod) && monotonic && pod !== firstUnhealthy) return true;
  if (!isRunningAndAvailable(pod, minReadyMs, c.world.now) && monotonic && pod !== firstUnhealthy)
    return true;
  deletePod(c, set, pod);
  return true;
}
