// kube-scheduler, reduced to what termination needs: a Pod is bound one `schedule` latency
// after it is created, to the node with the fewest Pods of the same owner, then the fewest
// Pods in all (the default PodTopologySpread by hostname and balanced allocation), ties by
// node order — deterministic.
import type { PodRecord } from './store.ts';
import type { World } from './world.ts';

export class Scheduler {
  private total = new Map<string, number>();
  private byOwner = new Map<string, Map<string, number>>();
  private cordoned = new Set<string>();

  constructor(private readonly world: World) {
    for (const n of world.nodes) this.total.set(n.name, 0);
  }

  enqueue(pod: PodRecord): void {
    this.world.clock.after(this.world.latency('schedule'), () => this.bind(pod));
  }

  /**
   * A Pod whose node affinity names one node (a DaemonSet's: matchFields metadata.name).
   * It tolerates the node's cordon (node.kubernetes.io/unschedulable), as DaemonSet Pods do.
   */
  enqueueOnto(pod: PodRecord, node: string): void {
    this.world.clock.after(this.world.latency('schedule'), () => {
      if (pod.removed || pod.nodeName || pod.deletionTimestamp !== null) return;
      this.bound(pod, node);
    });
  }

  /** A pod left its node (removed from the API): it no longer counts for spreading. */
  release(pod: PodRecord): void {
    if (!pod.nodeName) return;
    this.total.set(pod.nodeName, (this.total.get(pod.nodeName) ?? 1) - 1);
    const owned = pod.owner ? this.byOwner.get(`${pod.owner.kind}/${pod.owner.name}`) : undefined;
    if (owned) owned.set(pod.nodeName, (owned.get(pod.nodeName) ?? 1) - 1);
  }

  cordon(node: string): void {
    this.cordoned.add(node);
  }

  private bind(pod: PodRecord): void {
    if (pod.removed || pod.nodeName || pod.deletionTimestamp !== null) return;
    const ownerKey = pod.owner ? `${pod.owner.kind}/${pod.owner.name}` : '';
    let owned = this.byOwner.get(ownerKey);
    if (!owned) this.byOwner.set(ownerKey, (owned = new Map()));
    let best: string | null = null;
    let bestOwned = Infinity;
    let bestTotal = Infinity;
    for (const n of this.world.nodes) {
      if (this.cordoned.has(n.name)) continue;
      const o = owned.get(n.name) ?? 0;
      const t = this.total.get(n.name) ?? 0;
      if (o < bestOwned || (o === bestOwned && t < bestTotal)) {
        best = n.name;
        bestOwned = o;
        bestTotal = t;
      }
    }
    if (best === null) return; // no schedulable node: the pod stays Pending
    this.bound(pod, best, owned);
  }

  private bound(pod: PodRecord, node: string, owned?: Map<string, number>): void {
    this.assign(pod, node, owned);
    this.world.emit('scheduler', 'PodScheduled', pod.key, { node });
    this.world.kubeEvent(
      'scheduler',
      pod.key,
      'Scheduled',
      `Successfully assigned default/${pod.name} to ${node}`,
    );
    this.world.podChanged(pod);
  }

  /** Counts a pod on a node (also for pods created with spec.nodeName). */
  assign(pod: PodRecord, node: string, owned?: Map<string, number>): void {
    pod.nodeName = node;
    this.total.set(node, (this.total.get(node) ?? 0) + 1);
    const ownerKey = pod.owner ? `${pod.owner.kind}/${pod.owner.name}` : '';
    let o = owned ?? this.byOwner.get(ownerKey);
    if (!o) this.byOwner.set(ownerKey, (o = new Map()));
    o.set(node, (o.get(node) ?? 0) + 1);
  }
}
