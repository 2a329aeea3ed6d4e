// The API server's Pods as plain records: what controllers list and watch. Machines
// decide when a record changes; lookups (by owner, by Service) stay plain and fast
// (podRegistry.ts holds them).
import type { PodTemplateModel } from '../../manifest/model/model.ts';
import { objectKey, type ObjectKey } from '../objectKey.ts';
import { LazyMap, LazySet, type MapLike, type SetLike } from '../../engine/lazy.ts';

export type Phase = 'Pending' | 'Running' | 'Succeeded' | 'Failed';

export interface OwnerRef {
  kind: 'ReplicaSet' | 'ReplicationController' | 'Job' | 'StatefulSet' | 'DaemonSet';
  name: string;
}

export interface PodRecord {
  name: string;
  /** metadata.namespace (messages say `<namespace>/<name>`; Services select within it). */
  namespace: string;
  /** `Pod/<name>`, the trace's object key. */
  key: ObjectKey;
  uid: number;
  owner: OwnerRef | null;
  template: PodTemplateModel;
  createdAt: number;
  nodeName: string | null;
  finalizers: string[];
  deletionTimestamp: number | null;
  deletionGracePeriodSeconds: number | null;
  phase: Phase;
  reason: string | null;
  ready: boolean;
  readySince: number | null;
  /** status.startTime: when the kubelet first acknowledged the pod. */
  startTime: number | null;
  /** The pod has a sandbox and an IP (it can be an endpoint). */
  hasIP: boolean;
  /** Its serving process accepts new connections (traffic reads this). */
  listening: boolean;
  /**
   * The mesh's proxy in the Pod (meshInjection.ts): `none` without one; `up` while it takes
   * connections, `down` before it starts and once it stops.
   */
  proxy: 'none' | 'up' | 'down';
  /**
   * How its serving process stopped listening, each time it did: `graceful` when its stop
   * signal made it close the listener and its idle connections (Go's Server.Shutdown,
   * Node's server.close), `abrupt` when it died with them open (a kill, a crash, a lost
   * node). A kept-alive connection dies at the first close after it was opened.
   */
  closes: ('graceful' | 'abrupt')[];
  /** Every container is ready (the ContainersReady condition; Ready also needs the gates). */
  containersReady: boolean;
  /** The readiness gates' condition types that controllers have set True. */
  gatesTrue: SetLike<string>;
  /** When each container's preStop hook started (what an exec probe then finds it wrote). */
  preStopStartedAt: MapLike<string, number>;
  /**
   * How many routes lead to it now: nodes whose kube-proxy rules list it, DNS answers of a
   * headless Service. Nothing can reach a Pod with none, so its process starting or
   * stopping to listen changes no request (routes.ts).
   */
  routes: number;
  restartCount: number;
  /** When the last regular container exited (status containerStatuses[].finishedAt). */
  finishedAt: number | null;
  /** Each container's last termination exit code (containerStatuses[].state.terminated). */
  exitCodes: MapLike<string, number>;
  /** The reason of a DisruptionTarget=True condition, if the pod has one. */
  disruptionTarget: string | null;
  /**
   * Conditions a client wrote into status.conditions (`kubectl patch --subresource=status`),
   * by type, in the order they were first set; the kubelet keeps them (status manager
   * mergePodStatus keeps what it does not own).
   */
  patchedConditions: MapLike<string, { status: 'True' | 'False'; reason: string }>;
  /** Gone from the API. */
  removed: boolean;
  /** Services whose selector matches (kept up to date when its labels change). */
  services: string[];
  /**
   * Who hears of its writes, as the world's watch fan-out last worked it out (a Fan,
   * watchFanOut.ts), or null: kept on the record, not in a map by uid looked up at every
   * write. Not the API's: the watch cache's bookkeeping.
   */
  fan: object | null;
}

/**
 * The status of a Pod the API server has just created: nothing has happened to it yet. Its
 * collections are lazy (engine/lazy.ts): most Pods never fill them.
 */
export function freshPodStatus() {
  return {
    deletionTimestamp: null,
    deletionGracePeriodSeconds: null,
    phase: 'Pending',
    reason: null,
    ready: false,
    readySince: null,
    startTime: null,
    hasIP: false,
    listening: false,
    proxy: 'none' as PodRecord['proxy'],
    closes: [] as PodRecord['closes'],
    containersReady: false,
    gatesTrue: new LazySet<string>() as SetLike<string>,
    preStopStartedAt: new LazyMap<string, number>() as MapLike<string, number>,
    routes: 0,
    restartCount: 0,
    finishedAt: null,
    exitCodes: new LazyMap<string, number>() as MapLike<string, number>,
    disruptionTarget: null,
    patchedConditions: new LazyMap<
      string,
      { status: 'True' | 'False'; reason: string }
    >() as PodRecord['patchedConditions'],
    removed: false,
  } satisfies Partial<PodRecord>;
}

/** What a Pod is created with, before anything happens to it (PodRegistry.create). */
export type PodIdentity = Pick<
  PodRecord,
  | 'name'
  | 'namespace'
  | 'key'
  | 'owner'
  | 'template'
  | 'createdAt'
  | 'nodeName'
  | 'finalizers'
  | 'services'
>;

export const isTerminal = (p: { phase: Phase }): boolean =>
  p.phase === 'Succeeded' || p.phase === 'Failed';

/** controller_utils.go IsPodActive: not terminal and not being deleted. */
export const isActive = (p: PodRecord): boolean =>
  !p.removed && p.deletionTimestamp === null && !isTerminal(p);

export const matchesSelector = (
  labels: Record<string, string>,
  selector: Record<string, string>,
): boolean => {
  // for…in, not Object.keys: no array a call (the informers ask at every Pod write); a
  // selector is a plain object read from YAML, so its own keys are all it enumerates.
  let any = false;
  for (const k in selector) {
    if (labels[k] !== selector[k]) return false;
    any = true;
  }
  return any;
};

/**
 * matchesSelector for one selector over many Pods' labels (ClaimPods' match, at every Pod a
 * sync lists): the Pods made from one template share its labels object, and labels are
 * replaced, never written (cluster.ts relabel), so the last labels object that matched
 * is known to match.
 */
export function selectorMatcher(
  selector: Record<string, string>,
): (labels: Record<string, string>) => boolean {
  let matched: Record<string, string> | null = null;
  return (labels) => {
    if (labels === matched) return true;
    if (!matchesSelector(labels, selector)) return false;
    matched = labels;
    return true;
  };
}

/**
 * A PodRecord with every field in one order, written once: all of them share one hidden
 * class in V8. A record spread from others (`{ ...rec, uid }`) got a hidden class and a
 * descriptor array of its own each, about 800 bytes a Pod (a heap snapshot of rollout-5000).
 */
export function podRecord(
  i: PodIdentity,
  r: Omit<PodRecord, 'uid' | 'fan' | keyof PodIdentity>,
  uid: number,
): PodRecord {
  return {
    name: i.name,
    namespace: i.namespace,
    key: i.key,
    uid,
    owner: i.owner,
    template: i.template,
    createdAt: i.createdAt,
    nodeName: i.nodeName,
    finalizers: i.finalizers,
    deletionTimestamp: r.deletionTimestamp,
    deletionGracePeriodSeconds: r.deletionGracePeriodSeconds,
    phase: r.phase,
    reason: r.reason,
    ready: r.ready,
    readySince: r.readySince,
    startTime: r.startTime,
    hasIP: r.hasIP,
    listening: r.listening,
    proxy: r.proxy,
    closes: r.closes,
    containersReady: r.containersReady,
    gatesTrue: r.gatesTrue,
    preStopStartedAt: r.preStopStartedAt,
    routes: r.routes,
    restartCount: r.restartCount,
    finishedAt: r.finishedAt,
    exitCodes: r.exitCodes,
    disruptionTarget: r.disruptionTarget,
    patchedConditions: r.patchedConditions,
    removed: r.removed,
    services: i.services,
    fan: null,
  };
}

export const ownerKey = (o: OwnerRef): ObjectKey => objectKey(o.kind, o.name);
