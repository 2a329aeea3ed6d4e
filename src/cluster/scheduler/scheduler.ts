// kube-scheduler, reduced to what termination needs. A Pod is tried one `schedule` latency
// after it is created. Filters, in the default profile's order, each node stopping at the
// first that fails (framework/runtime RunFilterPlugins): NodeUnschedulable (the cordon),
// TaintToleration (NotReady, unreachable, out-of-service taints), NodeAffinity (nodeSelector
// and required node affinity). Scoring: the preferred node-affinity weights first, then
// the node with the fewest Pods of the same owner, then the fewest Pods in all (standing in
// for the default PodTopologySpread by hostname and balanced allocation), ties by node
// order — deterministic. When no node fits, the Pod stays Pending with a FailedScheduling
// event and is retried from the unschedulable queue (machines/rules/scheduling.ts).
import type { NodeModel } from '../../manifest/placement.ts';
import { NO_PLACEMENT } from '../../manifest/placement.ts';
import {
  REASON_NODE_AFFINITY,
  REASON_UNSCHEDULABLE,
  failedSchedulingMessage,
  taintReason,
  unschedulableRetryAt,
} from './messages.ts';
import {
  UNSCHEDULABLE_TAINT,
  preferredScore,
  requiredMatches,
  untoleratedTaint,
  type Taint,
} from './nodeAffinity.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';

interface NodeState {
  model: NodeModel;
  /** spec.unschedulable (kubectl cordon, drain). */
  unschedulable: boolean;
  /** NoSchedule/NoExecute taints, in the order they were added. */
  taints: Taint[];
}

const ownerKey = (pod: PodRecord): string =>
  pod.owner ? `${pod.owner.kind}/${pod.owner.name}` : '';

export class Scheduler {
  private total = new Map<string, number>();
  private byOwner = new Map<string, Map<string, number>>();
  private nodes: NodeState[];
  /** Pods that have failed at least once (the PodScheduled=False condition is set). */
  private unschedulable = new Set<number>();

  constructor(private readonly world: World) {
    this.nodes = world.nodes.map((model) => ({ model, unschedulable: false, taints: [] }));
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
    this.unschedulable.delete(pod.uid);
    if (!pod.nodeName) return;
    this.total.set(pod.nodeName, (this.total.get(pod.nodeName) ?? 1) - 1);
    const owned = this.byOwner.get(ownerKey(pod));
    if (owned) owned.set(pod.nodeName, (owned.get(pod.nodeName) ?? 1) - 1);
  }

  /** kubectl cordon: spec.unschedulable, which the NodeUnschedulable filter reads. */
  cordon(node: string): void {
    const n = this.nodes.find((x) => x.model.name === node);
    if (n) n.unschedulable = true;
  }

  /** A NoSchedule or NoExecute taint (node lifecycle controller, out-of-service). */
  taint(node: string, key: string, effect: Taint['effect'] = 'NoSchedule'): void {
    const n = this.nodes.find((x) => x.model.name === node);
    if (n && !n.taints.some((t) => t.key === key && t.effect === effect))
      n.taints.push({ key, value: '', effect });
  }

  /** node.Spec.Taints as a node informer sees them (the cordon is spec.unschedulable). */
  taintsOf(node: string): readonly Taint[] {
    return this.nodes.find((x) => x.model.name === node)?.taints ?? [];
  }

  /** The first Filter that rejects the pod on this node, as its reason; null: it fits. */
  private filter(pod: PodRecord, n: NodeState): string | null {
    const p = pod.template.placement ?? NO_PLACEMENT;
    // nodeunschedulable Filter: tolerating the unschedulable taint also passes the cordon.
    if (n.unschedulable && untoleratedTaint(p, [UNSCHEDULABLE_TAINT])) return REASON_UNSCHEDULABLE;
    const taint = untoleratedTaint(p, n.taints);
    if (taint) return taintReason(this.world.v, taint);
    if (!requiredMatches(p, n.model)) return REASON_NODE_AFFINITY;
    return null;
  }

  private bind(pod: PodRecord): void {
    if (pod.removed || pod.nodeName || pod.deletionTimestamp !== null) return;
    const key = ownerKey(pod);
    let owned = this.byOwner.get(key);
    if (!owned) this.byOwner.set(key, (owned = new Map()));
    const placement = pod.template.placement ?? NO_PLACEMENT;
    const reasons: string[] = [];
    let best: string | null = null;
    let bestScore = -1;
    let bestOwned = Infinity;
    let bestTotal = Infinity;
    for (const n of this.nodes) {
      const reason = this.filter(pod, n);
      if (reason !== null) {
        reasons.push(reason);
        continue;
      }
      const name = n.model.name;
      const s = preferredScore(placement, n.model);
      const o = owned.get(name) ?? 0;
      const t = this.total.get(name) ?? 0;
      const better =
        s > bestScore || (s === bestScore && (o < bestOwned || (o === bestOwned && t < bestTotal)));
      if (better) [best, bestScore, bestOwned, bestTotal] = [name, s, o, t];
    }
    if (best === null) this.failed(pod, reasons);
    else this.bound(pod, best, owned);
  }

  /**
   * schedule_one.go handleSchedulingFailure: the FailedScheduling event, PodScheduled=False
   * (Unschedulable) once, and the Pod parked in the unschedulable queue. No event of a
   * scenario can help it sooner (nodes are neither added, labelled nor uncordoned, and a
   * Pod leaving frees no affinity), so only the periodic flush retries it.
   */
  private failed(pod: PodRecord, reasons: readonly string[]): void {
    const { world } = this;
    const message = failedSchedulingMessage(world.v, reasons);
    world.kubeEvent('scheduler', pod.key, 'FailedScheduling', message, 'Warning');
    if (!this.unschedulable.has(pod.uid)) {
      this.unschedulable.add(pod.uid);
      world.emit('scheduler', 'PodConditionSet', pod.key, {
        type: 'PodScheduled',
        status: 'False',
        reason: 'Unschedulable',
        message,
      });
    }
    world.clock.at(unschedulableRetryAt(world.v, world.now), () => this.bind(pod));
  }

  private bound(pod: PodRecord, node: string, owned?: Map<string, number>): void {
    this.unschedulable.delete(pod.uid);
    this.assign(pod, node, owned);
    this.world.emit('scheduler', 'PodScheduled', pod.key, { node });
    this.world.kubeEvent(
      'scheduler',
      pod.key,
      'Scheduled',
      `Successfully assigned ${pod.namespace}/${pod.name} to ${node}`,
    );
    this.world.podChanged(pod);
  }

  /** Counts a pod on a node (also for pods created with spec.nodeName). */
  assign(pod: PodRecord, node: string, owned?: Map<string, number>): void {
    pod.nodeName = node;
    this.total.set(node, (this.total.get(node) ?? 0) + 1);
    const key = ownerKey(pod);
    let o = owned ?? this.byOwner.get(key);
    if (!o) this.byOwner.set(key, (o = new Map()));
    o.set(node, (o.get(node) ?? 0) + 1);
  }
}
