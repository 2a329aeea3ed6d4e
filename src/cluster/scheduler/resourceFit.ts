// The NodeResourcesFit Filter (pkg/scheduler/framework/plugins/noderesources/fit.go): a
// Pod's requests (podRequests.ts, PodRequests) against what a node has left of its
// allocatable, after the requests of the Pods already bound to it. Only nodes whose
// allocatable the scenario declares are checked: podterm never guesses a node's size, so a
// node without it lets every Pod through, as before.
//
// The Pods counted are the scheduler cache's NodeInfo.Pods: bound, until the API removes
// them (a terminating Pod still holds its room), except terminal ones: the scheduler's Pod
// informer lists only Pods whose status.phase is neither Succeeded nor Failed
// (scheduler.go newPodInformer's field selector), so a Pod that finishes leaves the cache as
// if deleted. Either way is an AssignedPodDelete event, for which NodeResourcesFit is
// registered in every supported minor (EventsToRegister: Pod Delete; its QueueingHint
// isSchedulableAfterPodEvent says Queue for any deleted Pod that was bound).
import type { NodeModel } from '../../manifest/model/placement.ts';
import type { ResourceAmounts } from '../../manifest/admission/podRequests.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { NO_PREEMPTION_VICTIMS, type Rejection } from './messages.ts';

/** fit.go fitsRequest: the node has no room for one more Pod (allocatable `pods`). */
export const REASON_TOO_MANY_PODS = 'Too many pods';
/** fit.go fitsRequest: "Insufficient cpu", "Insufficient memory", "Insufficient example.com/dongle". */
export const insufficient = (resource: string): string => `Insufficient ${resource}`;

/** framework.Resource's named fields; every other resource is a scalar (extended, hugepages). */
const NAMED = ['cpu', 'memory', 'ephemeral-storage'];

/**
 * schedutil IsScalarResourceName: extended resources (a domain-qualified name outside
 * kubernetes.io), hugepages-*, attachable-volumes-* and kubernetes.io/ native ones; any
 * other name is not counted by framework.Resource.Add (validation refuses it anyway).
 */
const isScalar = (name: string): boolean =>
  name.includes('/') || name.startsWith('hugepages-') || name.startsWith('attachable-volumes-');

/**
 * fit.go fitsRequest, over one node: the reasons the Pod does not fit, in its order (pods,
 * cpu, memory, ephemeral-storage, then the scalar resources); empty when it fits. A
 * resource the node's allocatable leaves out is unknown for cpu, memory,
 * ephemeral-storage and pods (every real node has them, and podterm does not guess how
 * much), and zero for a scalar resource (a node advertises the extended resources it has).
 */
export function fitsRequest(
  request: ResourceAmounts,
  allocatable: ResourceAmounts,
  used: ResourceAmounts,
  podsOnNode: number,
): string[] {
  const reasons: string[] = [];
  const pods = allocatable.pods;
  if (pods !== undefined && podsOnNode + 1 > pods) reasons.push(REASON_TOO_MANY_PODS);
  const scalars = Object.keys(request).filter(isScalar);
  // A Pod that requests nothing fits wherever there is room for one more Pod.
  if (NAMED.every((r) => (request[r] ?? 0) === 0) && scalars.length === 0) return reasons;
  for (const r of NAMED) {
    const has = allocatable[r];
    if (has !== undefined && has < (request[r] ?? 0) + (used[r] ?? 0))
      reasons.push(insufficient(r));
  }
  // Go ranges over a map here: the order is random, and FitError sorts the reasons anyway.
  for (const r of scalars.sort())
    if ((allocatable[r] ?? 0) < request[r]! + (used[r] ?? 0)) reasons.push(insufficient(r));
  return reasons;
}

interface Counted {
  pod: PodRecord;
  node: string;
  request: ResourceAmounts;
}

/** The requests the scheduler cache holds against each node that declares its allocatable. */
export class NodeResources {
  private readonly allocatable = new Map<string, ResourceAmounts>();
  private readonly counted = new Map<number, Counted>();
  private readonly used = new Map<string, Record<string, number>>();
  private readonly pods = new Map<string, number>();
  private readonly mine = new WeakSet<Rejection>();

  constructor(nodes: readonly NodeModel[]) {
    for (const n of nodes) if (n.allocatable) this.allocatable.set(n.name, n.allocatable);
  }

  /** Whether any node declares its allocatable (else the filter and its bookkeeping are off). */
  get active(): boolean {
    return this.allocatable.size > 0;
  }

  /** A Pod bound to a node (cache AddPod): its requests count there. */
  add(pod: PodRecord, node: string): void {
    if (!this.allocatable.has(node) || this.counted.has(pod.uid)) return;
    const request = pod.template.requests ?? {};
    this.counted.set(pod.uid, { pod, node, request });
    const used = this.used.get(node) ?? {};
    for (const [r, n] of Object.entries(request)) used[r] = (used[r] ?? 0) + n;
    this.used.set(node, used);
    this.pods.set(node, (this.pods.get(node) ?? 0) + 1);
  }

  /** The Pod left the cache (removed from the API, or terminal): true if it held room. */
  remove(pod: PodRecord): boolean {
    const c = this.counted.get(pod.uid);
    if (!c) return false;
    this.counted.delete(pod.uid);
    const used = this.used.get(c.node)!;
    for (const [r, n] of Object.entries(c.request)) used[r] = used[r]! - n;
    this.pods.set(c.node, this.pods.get(c.node)! - 1);
    return true;
  }

  /**
   * Filter on one node: an Unschedulable status with every insufficient resource, and what
   * preemption then says of the node (default_preemption.go SelectVictimsOnNode): with no
   * Pod of lower priority there, "No preemption victims found for incoming pod"; with some,
   * the Filter's reasons once they are all gone. null: the Pod fits (or the node's size is
   * unknown).
   */
  filter(pod: PodRecord, node: string): Rejection | null {
    const allocatable = this.allocatable.get(node);
    if (!allocatable) return null;
    const request = pod.template.requests ?? {};
    const reasons = fitsRequest(
      request,
      allocatable,
      this.used.get(node) ?? {},
      this.pods.get(node) ?? 0,
    );
    if (reasons.length === 0) return null;
    const rejection = { reasons, preemption: this.preemption(pod, node, request, allocatable) };
    this.mine.add(rejection);
    return rejection;
  }

  /** Whether this status came from NodeResourcesFit (the Pod's UnschedulablePlugins). */
  rejected(r: string | Rejection): boolean {
    return typeof r !== 'string' && this.mine.has(r);
  }

  /**
   * SelectVictimsOnNode: the lower-priority Pods on the node are the potential victims; with
   * none, the node is not a candidate. With some, the Filter runs again without them; what
   * it still rejects is the node's status. Where their removal would make room the real
   * scheduler preempts them, which podterm's scheduler does not do on its own (the
   * `preempt` action does it): the node's status is then the Filter's as it stands.
   */
  private preemption(
    pod: PodRecord,
    node: string,
    request: ResourceAmounts,
    allocatable: ResourceAmounts,
  ): string | string[] {
    const used: Record<string, number> = {};
    let pods = 0;
    let victims = 0;
    for (const c of this.counted.values()) {
      if (c.node !== node) continue;
      if (c.pod.template.priority < pod.template.priority) {
        victims++;
        continue;
      }
      pods++;
      for (const [r, n] of Object.entries(c.request)) used[r] = (used[r] ?? 0) + n;
    }
    if (victims === 0) return NO_PREEMPTION_VICTIMS;
    const still = fitsRequest(request, allocatable, used, pods);
    return still.length > 0
      ? still
      : fitsRequest(request, allocatable, this.used.get(node) ?? {}, this.pods.get(node) ?? 0);
  }
}
