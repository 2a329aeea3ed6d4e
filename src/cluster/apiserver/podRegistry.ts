// The API server's Pods, held by name and found by owner and by label selector: what
// controllers list and watch (the records themselves: podStore.ts).
import {
  freshPodStatus,
  matchesSelector,
  ownerKey,
  podRecord,
  type OwnerRef,
  type PodIdentity,
  type PodRecord,
} from './podStore.ts';

const NO_PODS: ReadonlySet<PodRecord> = new Set();

export class PodRegistry {
  private byName = new Map<string, PodRecord>();
  private byOwner = new Map<string, Set<PodRecord>>();
  /**
   * The Pods in the API with no owner, per namespace: a controller's sync looks for orphans
   * to adopt only where there are some (a ReplicaSet's sync walked all its Pods for none).
   */
  private orphanCount = new Map<string, number>();
  private nextUid = 1;

  /** How many Pods were ever added (a reader's memo tells a new Pod by it). */
  get added(): number {
    return this.nextUid - 1;
  }
  /** Pods per label selector asked for (PodDisruptionBudgets, ClaimPods), kept by relabel. */
  private bySelector = new Map<
    string,
    { selector: Record<string, string>; pods: Set<PodRecord> }
  >();

  get(name: string): PodRecord | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  add(rec: Omit<PodRecord, 'uid' | 'fan'>): PodRecord {
    return this.register(podRecord(rec, rec, this.nextUid++));
  }

  /**
   * A Pod the API has just created: `id` with a fresh status (freshPodStatus), written
   * into the record at once, not spread into an object of both first (the API server's
   * store made one a Pod, copying the status's 25 fields twice).
   */
  create(id: PodIdentity, proxy: PodRecord['proxy']): PodRecord {
    const status = freshPodStatus();
    status.proxy = proxy;
    return this.register(podRecord(id, status, this.nextUid++));
  }

  private register(pod: PodRecord): PodRecord {
    this.byName.set(pod.name, pod);
    if (pod.owner) {
      const k = ownerKey(pod.owner);
      let set = this.byOwner.get(k);
      if (!set) this.byOwner.set(k, (set = new Set()));
      set.add(pod);
    } else this.countOrphan(pod.namespace, 1);
    for (const ix of this.bySelector.values())
      if (matchesSelector(pod.template.labels, ix.selector)) ix.pods.add(pod);
    return pod;
  }

  private countOrphan(namespace: string, by: 1 | -1): void {
    this.orphanCount.set(namespace, (this.orphanCount.get(namespace) ?? 0) + by);
  }

  /** Whether some Pod of `namespace` in the API has no owner. */
  hasOrphans(namespace: string): boolean {
    return (this.orphanCount.get(namespace) ?? 0) > 0;
  }

  /** The pods in the API whose labels match `selector`, kept up to date from the first call. */
  matching(selector: Record<string, string>): ReadonlySet<PodRecord> {
    const k = JSON.stringify(selector);
    let ix = this.bySelector.get(k);
    if (!ix) {
      const pods = new Set(
        [...this.byName.values()].filter((p) => matchesSelector(p.template.labels, selector)),
      );
      this.bySelector.set(k, (ix = { selector, pods }));
    }
    return ix.pods;
  }

  /** The object left the API: the name can be reused, owners stop seeing it. */
  remove(pod: PodRecord): void {
    const was = pod.removed;
    pod.removed = true;
    if (this.byName.get(pod.name) === pod) this.byName.delete(pod.name);
    if (pod.owner) this.byOwner.get(ownerKey(pod.owner))?.delete(pod);
    else if (!was) this.countOrphan(pod.namespace, -1);
    for (const ix of this.bySelector.values()) ix.pods.delete(pod);
  }

  /** The Pod's labels changed (kubectl label): the selector indexes follow. */
  relabel(pod: PodRecord): void {
    if (pod.removed) return;
    for (const ix of this.bySelector.values())
      if (matchesSelector(pod.template.labels, ix.selector)) ix.pods.add(pod);
      else ix.pods.delete(pod);
  }

  /**
   * A controller's PATCH of metadata.ownerReferences (controller_ref_manager.go AdoptPod,
   * ReleasePod): the Pod moves to its new owner's list.
   */
  setOwner(pod: PodRecord, owner: OwnerRef | null): void {
    if (pod.owner) this.byOwner.get(ownerKey(pod.owner))?.delete(pod);
    else if (!pod.removed) this.countOrphan(pod.namespace, -1);
    pod.owner = owner;
    if (!owner) {
      if (!pod.removed) this.countOrphan(pod.namespace, 1);
      return;
    }
    if (pod.removed) return;
    const k = ownerKey(owner);
    let set = this.byOwner.get(k);
    if (!set) this.byOwner.set(k, (set = new Set()));
    set.add(pod);
  }

  ownedBy(owner: OwnerRef): PodRecord[] {
    return [...this.owned(owner)];
  }

  /**
   * The Pods `owner` owns, the store's own Set, for a reader that walks them and writes
   * none (ownedBy copies them into an array: a ReplicaSet's sync, at each Pod write, made
   * one of all its Pods to filter).
   */
  owned(owner: OwnerRef): ReadonlySet<PodRecord> {
    return this.byOwner.get(ownerKey(owner)) ?? NO_PODS;
  }

  all(): PodRecord[] {
    return [...this.byName.values()];
  }
}
