// kube-scheduler, reduced to what termination needs. A Pod is tried one `schedule` latency
// after it is created. Filters, in the default profile's order, each node stopping at the
// first that fails (framework/runtime RunFilterPlugins): NodeUnschedulable (the cordon),
// TaintToleration (NotReady, unreachable, out-of-service taints), NodeAffinity, NodeResourcesFit
// (resourceFit.ts), InterPodAffinity (interPodAffinity.ts, last). Scoring: the preferred
// node-affinity weights, then the node with the fewest Pods of the same owner, then the fewest
// Pods in all (for the default PodTopologySpread by hostname and balanced allocation), ties by
// node order. On 100 nodes or more only a sample is filtered and scored (numFeasibleNodesToFind).
// A Pod no node fits stays Pending and is retried from the unschedulable queue (schedulingQueue.ts).
import {
  REASON_NODE_AFFINITY,
  REASON_UNSCHEDULABLE,
  failedSchedulingMessage,
  interPodAffinityRejection,
  taintReason,
  type Rejection,
} from './messages.ts';
import {
  filter as podAffinityFilter,
  hasPodAffinity,
  preFilter as podAffinityPreFilter,
  type PlacedPod,
} from './interPodAffinity.ts';
import { NodeResources } from './resourceFit.ts';
import {
  numFeasibleNodesToFind,
  searchState,
  type NodeState,
  type OwnerCounts,
  type SearchState,
} from './search.ts';
import { SchedulingQueue } from './schedulingQueue.ts';
import {
  UNSCHEDULABLE_TAINT,
  nodeLabels,
  preferredScore,
  requiredMatches,
  untoleratedTaint,
  type Taint,
} from './nodeAffinity.ts';
import { ownerKey, type PodRecord } from '../apiserver/podStore.ts';
import type { EventSource, World } from '../world.ts';
import { DEFAULT_SCHEDULER } from '../../manifest/model/kubeScheduler.ts';
import type { PodScheduledData } from '../../trace/types.ts';

/**
 * The profile's event recorder (scheduler.go newProfileMap: each profile's recorder is made
 * with its schedulerName): a Pod another kube-scheduler places gets that name as the source.
 */
const recorderOf = (pod: PodRecord): EventSource => ({
  lane: 'scheduler',
  component: pod.template.schedulerName ?? DEFAULT_SCHEDULER,
});

export { numFeasibleNodesToFind };

const ownerOf = (pod: PodRecord): string => (pod.owner ? ownerKey(pod.owner) : '');

export class Scheduler {
  private byOwner = new Map<string, OwnerCounts>();
  private nodes: NodeState[];
  /** The same nodes by name: a Pod bound, released or a node cordoned finds its own at once. */
  private readonly nodeNamed = new Map<string, NodeState>();
  /** The Pods that failed at least once, until they are tried again. */
  private readonly queue: SchedulingQueue;
  /** The scheduler cache's bound Pods (NodeInfo.Pods): until the API removes them. */
  private placed = new Map<number, PlacedPod>();
  /** Those with required anti-affinity (NodeInfo.PodsWithRequiredAntiAffinity). */
  private placedWithAntiAffinity = new Map<number, PlacedPod>();
  /** PodScheduled's data by node, one for every Pod bound there (the trace only reads it). */
  private readonly scheduledData: Record<string, PodScheduledData> = Object.create(null);
  /** NodeResourcesFit's view of the nodes that declare their allocatable. */
  private fit: NodeResources;
  /** Where the next Pod's search for feasible nodes starts (sched.nextStartNodeIndex). */
  private nextStartNodeIndex = 0;

  constructor(private readonly world: World) {
    this.nodes = world.nodes.map((model, index) => ({
      index,
      model,
      pods: 0,
      unschedulable: false,
      taints: [],
    }));
    for (const n of this.nodes) this.nodeNamed.set(n.model.name, n); // names are unique
    this.fit = new NodeResources(world.nodes);
    this.queue = new SchedulingQueue(world, this.fit, (pod) => this.bind(pod));
    // A Pod that turns Succeeded or Failed leaves the scheduler's informer (resourceFit.ts).
    if (this.fit.active)
      world.watchEveryPod({
        podChanged: (pod) => {
          if ((pod.phase === 'Succeeded' || pod.phase === 'Failed') && this.fit.remove(pod))
            this.queue.assignedPodDeleted(pod, true);
        },
      });
  }

  enqueue(pod: PodRecord): void {
    this.queue.firstTryAfter(this.world.latency('schedule'), pod);
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
    this.queue.forget(pod);
    if (!pod.nodeName) return;
    this.placed.delete(pod.uid);
    this.placedWithAntiAffinity.delete(pod.uid);
    this.fit.remove(pod);
    this.queue.assignedPodDeleted(pod);
    const n = this.nodeNamed.get(pod.nodeName);
    if (n) n.pods--;
    const owned = this.byOwner.get(ownerOf(pod));
    if (owned && n) owned[n.index] = (owned[n.index] ?? 1) - 1;
  }

  /** A controller adopted or released a bound Pod: it now spreads with its new owner's. */
  ownerChanged(pod: PodRecord, previous: PodRecord['owner']): void {
    const n = pod.nodeName ? this.nodeNamed.get(pod.nodeName) : undefined;
    if (!n || pod.removed) return; // a node the scenario does not declare is never scored
    const before = this.byOwner.get(previous ? ownerKey(previous) : '');
    if (before) before[n.index] = (before[n.index] ?? 1) - 1;
    const after = this.countsOf(ownerOf(pod));
    after[n.index] = (after[n.index] ?? 0) + 1;
  }

  /** kubectl cordon: spec.unschedulable, which the NodeUnschedulable filter reads. */
  cordon(node: string): void {
    const n = this.nodeNamed.get(node);
    if (n) n.unschedulable = true;
  }

  /**
   * kubectl uncordon: spec.unschedulable false. The scheduler's node informer hears it one
   * watch later and moves the Pods NodeUnschedulable rejected (the NodeSpecUnschedulableChange
   * event it registers for; with QueueingHints isSchedulableAfterNodeChange says Queue when a
   * node turns schedulable), after their back-off.
   */
  uncordon(node: string): void {
    const n = this.nodeNamed.get(node);
    if (!n || !n.unschedulable) return;
    n.unschedulable = false;
    this.queue.nodeSchedulable();
  }

  /** A NoSchedule or NoExecute taint (node lifecycle controller, out-of-service). */
  taint(node: string, key: string, effect: Taint['effect'] = 'NoSchedule'): void {
    const n = this.nodeNamed.get(node);
    if (n && !n.taints.some((t) => t.key === key && t.effect === effect))
      n.taints.push({ key, value: '', effect });
  }

  /** node.Spec.Taints as a node informer sees them (the cordon is spec.unschedulable). */
  taintsOf(node: string): readonly Taint[] {
    return this.nodeNamed.get(node)?.taints ?? [];
  }

  /** The first Filter that rejects the pod on this node, as its status; null: it fits. */
  private filter(pod: PodRecord, n: NodeState, s: SearchState): string | Rejection | null {
    const p = s.placement;
    // nodeunschedulable Filter: tolerating the unschedulable taint also passes the cordon.
    if (n.unschedulable && untoleratedTaint(p, [UNSCHEDULABLE_TAINT])) return REASON_UNSCHEDULABLE;
    // A node without taints has none to tolerate (most nodes, at every Pod's search).
    const taint = n.taints.length === 0 ? null : untoleratedTaint(p, n.taints);
    if (taint) return taintReason(this.world.v, taint);
    if (s.nodeAffinity && !requiredMatches(p, n.model)) return REASON_NODE_AFFINITY;
    const fit = s.resources ? this.fit.filter(pod, n.model.name) : null;
    if (fit) return fit;
    const { affinity } = s;
    if (affinity) {
      const verdict = podAffinityFilter(affinity, nodeLabels(n.model));
      if (verdict) return interPodAffinityRejection(this.world.v, verdict);
    }
    return null;
  }

  /** The PreFilter of InterPodAffinity over the cache's bound Pods. */
  private affinityState(pod: PodRecord) {
    if (!hasPodAffinity(pod) && this.placedWithAntiAffinity.size === 0) return null;
    return podAffinityPreFilter(
      pod,
      [...this.placed.values()],
      [...this.placedWithAntiAffinity.values()],
    );
  }

  private bind(pod: PodRecord): void {
    if (pod.removed || pod.nodeName || pod.deletionTimestamp !== null) return;
    const owned = this.countsOf(ownerOf(pod));
    const search = searchState(pod, this.fit.active, this.affinityState(pod));
    const { placement } = search;
    const reasons: (string | Rejection)[] = [];
    let best: string | null = null;
    let bestScore = -1;
    let bestOwned = Infinity;
    let bestTotal = Infinity;
    // findNodesThatPassFilters: from where the last Pod's search stopped, until enough
    // nodes fit; the next search starts after every node this one looked at.
    const all = this.nodes.length;
    const wanted = numFeasibleNodesToFind(all);
    let feasible = 0;
    let processed = 0;
    for (; processed < all && feasible < wanted; processed++) {
      const n = this.nodes[(this.nextStartNodeIndex + processed) % all]!;
      // Only a cordon or a taint can turn a node down for a Pod the filters otherwise pass.
      const plain = !search.filtered && !n.unschedulable && n.taints.length === 0;
      const reason = plain ? null : this.filter(pod, n, search);
      if (reason !== null) {
        reasons.push(reason);
        continue;
      }
      feasible++;
      const name = n.model.name;
      const s = placement.preferred.length > 0 ? preferredScore(placement, n.model) : 0;
      const o = owned[n.index] ?? 0;
      const t = n.pods;
      const better =
        s > bestScore || (s === bestScore && (o < bestOwned || (o === bestOwned && t < bestTotal)));
      if (better) [best, bestScore, bestOwned, bestTotal] = [name, s, o, t];
    }
    if (all > 0) this.nextStartNodeIndex = (this.nextStartNodeIndex + processed) % all;
    if (best === null) this.failed(pod, reasons);
    else this.bound(pod, best, owned);
  }

  /**
   * schedule_one.go handleSchedulingFailure: the FailedScheduling event, PodScheduled=False
   * (Unschedulable) once, and the Pod parked in the unschedulable queue (schedulingQueue.ts).
   */
  private failed(pod: PodRecord, reasons: readonly (string | Rejection)[]): void {
    const { world } = this;
    const message = failedSchedulingMessage(world.v, reasons);
    world.kubeEvent(recorderOf(pod), pod.key, 'FailedScheduling', message, 'Warning');
    if (this.queue.park(pod))
      world.emit('scheduler', 'PodConditionSet', pod.key, {
        type: 'PodScheduled',
        status: 'False',
        reason: 'Unschedulable',
        message,
      });
    this.queue.failedAgain(pod, reasons);
  }

  private bound(pod: PodRecord, node: string, owned?: OwnerCounts): void {
    this.queue.forget(pod);
    this.assign(pod, node, owned);
    this.world.emit('scheduler', 'PodScheduled', pod.key, (this.scheduledData[node] ??= { node }));
    this.world.kubeEvent(
      recorderOf(pod),
      pod.key,
      'Scheduled',
      `Successfully assigned ${pod.namespace}/${pod.name} to ${node}`,
    );
    this.world.podChanged(pod);
  }

  /** Counts a pod on a node (also for pods created with spec.nodeName). */
  assign(pod: PodRecord, node: string, owned?: OwnerCounts): void {
    pod.nodeName = node;
    const n = this.nodeNamed.get(node);
    const model = n?.model ?? { name: node };
    const placed = { pod, nodeLabels: nodeLabels(model) };
    this.placed.set(pod.uid, placed);
    if ((pod.template.placement?.podAntiAffinity?.length ?? 0) > 0)
      this.placedWithAntiAffinity.set(pod.uid, placed);
    this.queue.assignedPodAdded(pod);
    this.fit.add(pod, node);
    if (!n) return; // a node the scenario does not declare is never scored
    n.pods++;
    const o = owned ?? this.countsOf(ownerOf(pod)); // bind's: its key is not built again
    o[n.index] = (o[n.index] ?? 0) + 1;
  }

  /** The Pods of one owner on each node (`byOwner`), made at its first Pod. */
  private countsOf(key: string): OwnerCounts {
    let counts = this.byOwner.get(key);
    if (!counts) this.byOwner.set(key, (counts = new Array<number | undefined>(this.nodes.length)));
    return counts;
  }
}
