// One sync of the StatefulSet controller (pkg/controller/statefulset/stateful_set_control.go
// updateStatefulSet, and stateful_set_utils.go), as plain functions over the pods in the
// API; what it does to each Pod is in statefulSetReplicas.ts (processReplica,
// processCondemned); the statechart in statefulSetMachine.ts decides when a sync runs.
import { secondsToMs } from '../../../trace/units.ts';
import type { KubeVersion } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import { claimPods, orphans } from '../claimPods.ts';
import { statefulSetMinReadySeconds } from '../../../versions/features.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';
import { rollingUpdate } from './statefulSetUpdate.ts';
import { completeRollingUpdate, holdsTheSync, pendingAvailability } from './statefulSetStatus.ts';
import {
  deletePod,
  processCondemned,
  processReplica,
  type SyncResult,
} from './statefulSetReplicas.ts';

export type { SyncResult } from './statefulSetReplicas.ts';

/** stateful_set_utils.go getOrdinal: the ordinal in `<set>-<ordinal>`, -1 when none. */
export function ordinalOf(setName: string, podName: string): number {
  const prefix = `${setName}-`;
  if (!podName.startsWith(prefix)) return -1;
  const rest = podName.slice(prefix.length);
  return /^(0|[1-9]\d*)$/.test(rest) ? Number(rest) : -1;
}

/**
 * stateful_set.go getPodsForStatefulSet: ClaimPods over the namespace's Pods, matching the
 * selector and, as its filter, stateful_set_utils.go isMemberOf (the name is
 * `<set>-<ordinal>`, getParentName).
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
      selector,
      filter: (p) => ordinalOf(set.name, p.name) >= 0,
    },
    [...owned, ...orphans(c, set.namespace, selector)],
  );
}

/** minReadySeconds as the controller sees it: before 1.23 the API server drops the field. */
export const effectiveMinReadyMs = (set: StatefulSetRecord, v: KubeVersion): number =>
  statefulSetMinReadySeconds(v) ? secondsToMs(set.minReadySeconds) : 0;

/** stateful_set_control.go runForAll: monotonic stops at the first `true`; Parallel does all. */
function runForAll<T>(items: T[], fn: (x: T) => boolean, monotonic: boolean): boolean {
  if (monotonic) {
    for (const x of items) if (fn(x)) return true;
    return false;
  }
  for (const x of items) fn(x);
  return false;
}

/**
 * updateStatefulSet's partition of the Pods it owns: the replicas by ordinal (a hole where
 * none), and the condemned (ordinal ≥ replicas) in descending ordinal order.
 */
function partition(
  set: StatefulSetRecord,
  owned: PodRecord[],
): { replicas: (PodRecord | undefined)[]; condemned: PodRecord[] } {
  const replicas: (PodRecord | undefined)[] = Array.from({ length: set.replicas }, () => undefined);
  const condemned: PodRecord[] = [];
  for (const p of owned) {
    const ord = ordinalOf(set.name, p.name);
    if (ord < 0) continue;
    if (ord < set.replicas) replicas[ord] = p;
    else condemned.push(p);
  }
  // descendingOrdinal.
  condemned.sort((a, b) => ordinalOf(set.name, b.name) - ordinalOf(set.name, a.name));
  return { replicas, condemned };
}

/**
 * updateStatefulSet's first unhealthy Pod (from 1.34 its first unavailable one): the lowest
 * replica that holds the sync, else the condemned one with the lowest ordinal (it alone may
 * be deleted while unhealthy).
 */
function firstUnhealthyPod(
  replicas: (PodRecord | undefined)[],
  condemned: PodRecord[],
  holds: (p: PodRecord) => boolean,
): PodRecord | null {
  for (const p of replicas) if (p && holds(p)) return p;
  for (let i = condemned.length - 1; i >= 0; i--) if (holds(condemned[i]!)) return condemned[i]!;
  return null;
}

/** stateful_set_control.go updateStatefulSet: one pass over replicas, condemned, update. */
export function syncStatefulSet(c: Cluster, set: StatefulSetRecord): SyncResult {
  const { world } = c;
  const minReadyMs = effectiveMinReadyMs(set, world.v);
  const { replicas, condemned } = partition(set, claimedPods(c, set));
  const firstUnhealthy = firstUnhealthyPod(replicas, condemned, (p) =>
    holdsTheSync(p, minReadyMs, world.now, world.v),
  );
  const monotonic = set.podManagementPolicy === 'OrderedReady';
  const result: SyncResult = { requeueAfterMs: null, failed: false };
  const requeue = (): SyncResult => {
    completeRollingUpdate(c, set);
    result.requeueAfterMs = pendingAvailability(c, set, minReadyMs);
    return result;
  };
  const ordinals = replicas.map((_, i) => i);
  const replica = (i: number): boolean =>
    processReplica(c, set, replicas[i], i, monotonic, minReadyMs, result);
  if (runForAll(ordinals, replica, monotonic)) return requeue();
  const condemn = (p: PodRecord): boolean =>
    processCondemned(c, set, p, firstUnhealthy, monotonic, minReadyMs);
  if (runForAll(condemned, condemn, monotonic)) return requeue();

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
