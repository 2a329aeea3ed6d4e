// pkg/controller/controller_ref_manager.go PodControllerRefManager.ClaimPods, shared by the
// workload controllers: a controller adopts the Pods its selector matches that have no
// controller (a PATCH adding an ownerReference with controller: true and
// blockOwnerDeletion: true), and releases the Pods it controls that its selector no longer
// matches (a PATCH removing it). A Pod being deleted is never adopted; a controller being
// deleted neither adopts nor releases. What it returns is the Pods it now controls.
import type { Cluster } from '../apiserver/cluster.ts';
import { ownerKey, selectorMatcher, type OwnerRef, type PodRecord } from '../apiserver/podStore.ts';
import type { Lane } from '../../trace/types.ts';

export interface Claimant {
  owner: OwnerRef;
  namespace: string;
  /** The controller's lane in the trace (who sends the PATCH). */
  lane: Lane;
  /** The controller's selector (matchLabels): ClaimPods' `m.Selector.Matches`. */
  selector: Record<string, string>;
  /** ClaimPods' `filters` after the selector (a StatefulSet's isMemberOf). */
  filter?: (pod: PodRecord) => boolean;
  /** The controller has a deletionTimestamp. */
  deleting?: boolean;
}

/**
 * ClaimPods over `candidates`: the Pods the controller's sync listed (its own and the
 * orphans of its namespace, already filtered by the caller as the sync filters them).
 */
export function claimPods(
  cluster: Cluster,
  c: Claimant,
  candidates: readonly PodRecord[],
): PodRecord[] {
  const { kind, name } = c.owner;
  // ClaimPods' `match`: the selector, then each filter. The labels' answer is kept per labels
  // object (selectorMatcher): every Pod made from one template shares one.
  const labelsMatch = selectorMatcher(c.selector);
  const { filter } = c;
  const matches = (pod: PodRecord): boolean =>
    labelsMatch(pod.template.labels) && (filter === undefined || filter(pod));
  const claimed: PodRecord[] = [];
  for (const pod of candidates) {
    if (pod.removed || pod.namespace !== c.namespace) continue;
    if (pod.owner) {
      // ClaimObject: a Pod another controller owns is not ours to take. The owner's kind and
      // name, not its key (`Kind/name`) built for every Pod listed at every sync.
      if (pod.owner.kind !== kind || pod.owner.name !== name) continue;
      if (matches(pod)) claimed.push(pod);
      // Owned by us but the selector no longer matches: release it, unless we are being
      // deleted (then it stays ours, and the garbage collector deals with it).
      else if (!c.deleting) setOwner(cluster, pod, null, c.lane);
      else claimed.push(pod);
      continue;
    }
    // An orphan: adopt it if it matches, neither side is being deleted.
    if (c.deleting || !matches(pod) || pod.deletionTimestamp !== null) continue;
    setOwner(cluster, pod, c.owner, c.lane);
    claimed.push(pod);
  }
  return claimed;
}

/**
 * The orphans of a namespace whose labels match `selector` (matchLabels), from the Pod
 * store's selector index: what the informer's list of the namespace holds for ClaimPods.
 */
export function orphans(
  cluster: Cluster,
  namespace: string,
  selector: Record<string, string>,
): PodRecord[] {
  const out: PodRecord[] = [];
  const { pods } = cluster.world;
  if (!pods.hasOrphans(namespace)) return out;
  for (const p of pods.matching(selector))
    if (p.owner === null && p.namespace === namespace) out.push(p);
  return out;
}

/** AdoptPod / ReleasePod: the PATCH, as the trace shows it, and the watch events it causes. */
function setOwner(cluster: Cluster, pod: PodRecord, owner: OwnerRef | null, lane: Lane): void {
  const { world } = cluster;
  const previous = pod.owner;
  world.pods.setOwner(pod, owner);
  cluster.scheduler.ownerChanged(pod, previous);
  world.emit(lane, 'PodOwnerChanged', pod.key, {
    owner: owner ? ownerKey(owner) : null,
    previous: previous ? ownerKey(previous) : null,
  });
  world.podChanged(pod);
}
