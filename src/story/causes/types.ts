// The words of the chain of causes (a link, its kind, the maps both ways) and the searches
// every component's reactions share: the next or last event of an object that passes a test.
import type { TraceEvent, TraceEventOf } from '../../trace/types.ts';

/** Why one event follows from another: the words the caption gives each step. */
export type LinkKind =
  /** The user's action (kubectl, the Eviction API, a node going away) reached the object. */
  | 'action'
  /** eviction.go: the Eviction API adds DisruptionTarget, then deletes the Pod. */
  | 'eviction'
  /** The kubelet saw the deletionTimestamp and stops the Pod's containers. */
  | 'kubelet'
  /** kuberuntime_container.go killContainer: the stop signal waits for the preStop hook. */
  | 'preStop'
  /** The runtime's stop timeout ran out: SIGKILL. */
  | 'grace'
  /** The process ended after its signal (or by itself). */
  | 'exit'
  /** The EndpointSlice controller rewrote the Pod's endpoint. */
  | 'endpoint'
  /** kube-proxy rewrote its rules from the EndpointSlice. */
  | 'proxy'
  /** A hop in front of the Pods rewrote its list from the EndpointSlice. */
  | 'hop'
  /** A request reached a Pod that no longer listened (or was gone). */
  | 'refused'
  /** A hop's list still sent new requests to the Pod. */
  | 'routed'
  /** Rules without any endpoint reject the request. */
  | 'noEndpoints'
  /** The kubelet's status: phase, Ready condition, probes. */
  | 'status'
  /** The kubelet deletes the terminated Pod from the API. */
  | 'removed'
  /** A controller makes a Pod to replace one that stopped counting. */
  | 'replace'
  /** job_controller.go: a Job that failed or was suspended deletes its active Pods. */
  | 'job'
  /** garbagecollector.go: the owner is gone, so its dependents are deleted. */
  | 'gc'
  /** The Deployment controller scaled a ReplicaSet; the ReplicaSet controller acted on it. */
  | 'scale'
  /** The scheduler and the kubelet start a new Pod. */
  | 'start'
  /** The kubelet starts the container again (restartPolicy), after its back-off. */
  | 'restart'
  /** kuberuntime_manager.go doBackOff: the next try waits out a back-off. */
  | 'backoff'
  /** prober worker.go doProbe: the kubelet probed the running container; the probe failed. */
  | 'probe'
  /** failureThreshold failures in a row: the kubelet kills the container to restart it. */
  | 'liveness'
  /** The Pod's regular containers ended: the kubelet stops its sidecars. */
  | 'sidecar'
  /** active_deadline.go: activeDeadlineSeconds ran out; the kubelet fails and kills the Pod. */
  | 'deadline'
  /** nodeshutdown_manager_linux.go: the node shuts down; its Pods stop, critical ones last. */
  | 'shutdown'
  /** The kernel's OOM killer ended the process over its memory limit. */
  | 'oom'
  /** stateful_set_control.go: one ordinal at a time, each waits for the one before it. */
  | 'ordinal'
  /** daemon_controller.go: one Pod per node; a failed one is deleted and made again. */
  | 'daemon'
  /** job_controller.go manageJob/syncJob: the Job counts its Pods. */
  | 'jobSync'
  /** replica_set.go manageReplicas: the difference to spec.replicas is made or deleted. */
  | 'replicas'
  /** The node lifecycle controller and its taint manager: no heartbeat, NotReady, evicted. */
  | 'node'
  /** gc_controller.go: PodGC marks the Pod Failed and deletes it at once. */
  | 'podgc'
  /** schedule_one.go: no node fits the Pod. */
  | 'unschedulable'
  /** The scheduler tries the Pod again after a change made room. */
  | 'room'
  /** A DELETE with grace 0: the API server removes the object at once. */
  | 'gone'
  /** The owner's controller made it: a Deployment its ReplicaSet, a CronJob its Job. */
  | 'owner'
  /** The component recorded an Event of what it did. */
  | 'recorded';

export interface Link {
  from: number;
  to: number;
  kind: LinkKind;
  /**
   * false for every failed request after the first that one cause led to: its effects list
   * the first and count the rest (a band can hold thousands).
   */
  first: boolean;
}

export interface Causes {
  /** Indexes into trace.events → the links into it (its causes). */
  into: Map<number, Link[]>;
  /** Indexes into trace.events → the links out of it (its effects). */
  out: Map<number, Link[]>;
}

export type Pred = (e: TraceEvent) => boolean;

/** The first index of `list` (ascending) after `after` whose event passes `pred`, or -1. */
export function nextIn(
  events: readonly TraceEvent[],
  list: readonly number[],
  after: number,
  pred: Pred,
) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= after) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < list.length; k++) if (pred(events[list[k]!]!)) return list[k]!;
  return -1;
}

/** The last index of `list` at or before `at` whose event passes `pred`, or -1. */
export function lastIn(
  events: readonly TraceEvent[],
  list: readonly number[],
  at: number,
  pred: Pred,
) {
  for (let k = list.length - 1; k >= 0; k--) {
    const i = list[k]!;
    if (i <= at && pred(events[i]!)) return i;
  }
  return -1;
}

export const push = <K, V>(m: Map<K, V[]>, k: K, v: V): void => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

export const is =
  <K extends TraceEvent['type']>(type: K, also: (e: TraceEventOf<K>) => boolean = () => true) =>
  (e: TraceEvent): boolean =>
    e.type === type && also(e as TraceEventOf<K>);

export const isKube =
  (reason: string) =>
  (e: TraceEvent): e is TraceEventOf<'KubeEvent'> =>
    e.type === 'KubeEvent' && e.data.reason === reason;
