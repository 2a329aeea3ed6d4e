// One sync of the StatefulSet controller (pkg/controller/statefulset/stateful_set_control.go
// updateStatefulSet, processReplica, processCondemned, and stateful_set_utils.go), as plain
// functions over the pods in the API; the statechart in statefulSetMachine.ts decides when
// a sync runs.
import { secondsToMs } from '../../../trace/units.ts';
import type { KubeVersion, PodTemplateModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { matchesSelector, type PodRecord } from '../../apiserver/podStore.ts';
import { claimPods, orphans } from '../claimPods.ts';
import {
  statefulSetMinReadySeconds,
  statefulSetRecreatesAfterRemoval,
  statefulSetRecreatesSucceeded,
} from '../../../versions/features.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { rollingUpdate } from './statefulSetUpdate.ts';
import {
  completeRollingUpdate,
  isHealthy,
  isRunningAndAvailable,
  isRunningAndReady,
  isTerminating,
  pendingAvailability,
} from './statefulSetStatus.ts';
import { objectKey } from '../../objectKey.ts';

/** The StatefulSet object as the controller reads it; SCALE and ROLLOUT change it. */

export interface SyncResult {
  /** Ask for another sync after this many ms (minReadySeconds: a Ready pod turns Available). */
  requeueAfterMs: number | null;
  /** The sync returned an error (a create hit AlreadyExists): the workqueue retries it. */
  failed: boolean;
}

const LANE = 'statefulset-controller';

/** stateful_set_utils.go getOrdinal: the ordinal in `<set>-<ordinal>`, -1 when none. */
export function ordinalOf(setName: string, podName: string): number {
  const prefix = `${setName}-`;
  if (!podName.startsWith(prefix)) return -1;
  const rest = podName.slice(prefix.length);
  return /^(0|[1-9]\d*)$/.test(rest) ? Number(rest) : -1;
}

/**
 * stateful_set.go getPodsForStatefulSet: ClaimPods over the namespace's Pods, matching the
 * selector and isMemberOf (the name is `<set>-<ordinal>`, getParentName).
 */
function claimedPods(c: Cluster, set: StatefulSetRecord): PodRecord[] {
  const owner = { kind: 'StatefulSet' as const, name: set.name };
  const owned = c.world.pods.ownedBy(owner);
  const { selector } = set;
  if (!selector) return owned;
  return claimPods(
    c,
    {
      owner,
      namespace: set.namespace,
      lane: 'statefulset-controller',
      matches: (p) =>
        matchesSelector(p.template.labels, selector) && ordinalOf(set.name, p.name) >= 0,
    },
    [...owned, ...orphans(c, set.namespace, selector)],
  );
}

/** minReadySeconds as the controller sees it: before 1.23 the API server drops the field. */
export const effectiveMinReadyMs = (set: StatefulSetRecord, v: KubeVersion): number =>
  statefulSetMinReadySeconds(v) ? secondsToMs(set.minReadySeconds) : 0;

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

function deletePod(
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
function processReplica(
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
function processCondemned(
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

/** stateful_set_control.go runForAll: monotonic stops at the first `true`; Parallel does all. */
function runForAll<T>(items: T[], fn: (x: T) => boolean, monotonic: boolean): boolean {
  if (monotonic) {
    for (const x of items) if (fn(x)) return true;
    return false;
  }
  for (const x of items) fn(x);
  return false;
}

/** stateful_set_control.go updateStatefulSet: one pass over replicas, condemned, update. */
export function syncStatefulSet(c: Cluster, set: StatefulSetRecord): SyncResult {
  const { world } = c;
  const minReadyMs = effectiveMinReadyMs(set, world.v);
  const owned = claimedPods(c, set);
  const replicas: (PodRecord | undefined)[] = Array.from({ length: set.replicas }, () => undefined);
  const condemned: PodRecord[] = [];
  for (const p of owned) {
    const ord = ordinalOf(set.name, p.name);
    if (ord < 0) continue;
    if (ord < set.replicas) replicas[ord] = p;
    else condemned.push(p);
  }
  // Condemned pods in descending ordinal order (descendingOrdinal).
  condemned.sort((a, b) => ordinalOf(set.name, b.name) - ordinalOf(set.name, a.name));

  let firstUnhealthy: PodRecord | null = null;
  for (const p of replicas) {
    if (p && !isHealthy(p)) {
      firstUnhealthy = p;
      break;
    }
  }
  if (!firstUnhealthy) {
    for (let i = condemned.length - 1; i >= 0; i--) {
      if (!isHealthy(condemned[i]!)) {
        firstUnhealthy = condemned[i]!;
        break;
      }
    }
  }

  const monotonic = set.podManagementPolicy === 'OrderedReady';
  const result: SyncResult = { requeueAfterMs: null, failed: false };
  const requeue = (): SyncResult => {
    completeRollingUpdate(c, set);
    result.requeueAfterMs = pendingAvailability(c, set, minReadyMs);
    return result;
  };
  const ordinals = replicas.map((_, i) => i);
  if (
    runForAll(
      ordinals,
      (i) => processReplica(c, set, replicas[i], i, monotonic, minReadyMs, result),
      monotonic,
    )
  )
    return requeue();
  if (
    runForAll(
      condemned,
      (p) => processCondemned(c, set, p, firstUnhealthy, monotonic, minReadyMs),
      monotonic,
    )
  )
    return requeue();

  // OnDelete: pods are replaced only when someone deletes them.
  rollingUpdate({
    set,
    replicas,
    minReadyMs,
    now: world.now,
    v: world.v,
    remove: (pod, reason, changed) => deletePod(c, set, pod, changed, reason),
  });
  return requeue();
}
