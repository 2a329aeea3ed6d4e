// The chain of causes: which event of a trace led to which, as links Kubernetes really has.
// Components never call each other: each one watches the API server's objects and acts on
// what it sees (the kubelet on a Pod's deletionTimestamp, the EndpointSlice controller on
// the Pod, kube-proxy on the EndpointSlice), so each link below is "component B saw what A
// wrote, and did this". Read off the trace alone (contract §3: a trace is complete), so the
// swimlane can draw a selected event's causes and effects as arrows across its lanes.
import type { Trace, TraceEvent, TraceEventOf } from '../trace/types.ts';
import { perTrace } from './perTrace.ts';

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
  | 'start';

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

type Pred = (e: TraceEvent) => boolean;

/** The first index of `list` (ascending) after `after` whose event passes `pred`, or -1. */
function nextIn(events: readonly TraceEvent[], list: readonly number[], after: number, pred: Pred) {
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
function lastIn(events: readonly TraceEvent[], list: readonly number[], at: number, pred: Pred) {
  for (let k = list.length - 1; k >= 0; k--) {
    const i = list[k]!;
    if (i <= at && pred(events[i]!)) return i;
  }
  return -1;
}

const push = <K, V>(m: Map<K, V[]>, k: K, v: V): void => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

const is =
  <K extends TraceEvent['type']>(type: K, also: (e: TraceEventOf<K>) => boolean = () => true) =>
  (e: TraceEvent): boolean =>
    e.type === type && also(e as TraceEventOf<K>);

const isKube =
  (reason: string) =>
  (e: TraceEvent): e is TraceEventOf<'KubeEvent'> =>
    e.type === 'KubeEvent' && e.data.reason === reason;

const containerOf = (e: TraceEvent): string | null =>
  e.type === 'PreStopStarted' ||
  e.type === 'PreStopFinished' ||
  e.type === 'SignalSent' ||
  e.type === 'ContainerExited' ||
  e.type === 'ContainerStarted'
    ? e.data.container
    : null;

const KILL = 'SIGKILL';
const isStopSignal = (e: TraceEvent): boolean => e.type === 'SignalSent' && e.data.signal !== KILL;

/** What an action touches first, at its own time (the rest follows from these). */
const REACHED = new Set<TraceEvent['type']>([
  'DeletionRequested',
  'PodConditionSet',
  'EvictionRefused',
  'ObjectCreated',
  'ObjectRemoved',
  'ContainerExited',
  'SignalSent',
]);

/** "Scaled up replica set web-6c7f9 from 0 to 3" → `web-6c7f9` (deployment/sync.go scaleReplicaSet). */
const scaledSet = (message: string): string | null =>
  /replica set (\S+)/.exec(message)?.[1] ?? null;

function buildCauses(trace: Trace): Causes {
  const events = trace.events;
  const into = new Map<number, Link[]>();
  const out = new Map<number, Link[]>();
  const link = (from: number, to: number, kind: LinkKind, first = true): void => {
    if (from < 0 || to < 0 || from === to) return;
    if (into.get(to)?.some((l) => l.from === from)) return;
    const l: Link = { from, to, kind, first };
    push(into, to, l);
    push(out, from, l);
  };

  // Where to look: each object's events, kube-proxy's syncs per (node, Service), each hop's
  // syncs per Service, Pods' owners and nodes.
  const byObject = new Map<string, number[]>();
  const proxySyncs = new Map<string, number[]>();
  const hopSyncs = new Map<string, number[]>();
  const proxyNodes = new Set<string>();
  const hopLanes = new Set<string>();
  const owner = new Map<string, string>();
  const nodeOf = new Map<string, string>();
  const setsOf = new Map<string, number[]>();
  /** ReplicaSet → its Deployment; a ReplicaSet's name → its ScalingReplicaSet Events. */
  const ownerOfSet = new Map<string, string>();
  const scalings = new Map<string, number[]>();
  const deletionsOf = new Map<string, number[]>();
  events.forEach((e, i) => {
    push(byObject, e.object, i);
    if (e.type === 'ProxyRulesUpdated') {
      proxyNodes.add(e.data.node);
      push(proxySyncs, `${e.data.node}|${e.data.service}`, i);
    } else if (e.type === 'HopSynced') {
      hopLanes.add(e.object);
      push(hopSyncs, `${e.object}|${e.data.service}`, i);
    } else if (e.type === 'PodCreated') {
      if (e.data.owner) owner.set(e.object, e.data.owner);
      if (e.data.node) nodeOf.set(e.object, e.data.node);
      if (e.data.owner) push(setsOf, e.data.owner, i);
    } else if (e.type === 'PodScheduled') nodeOf.set(e.object, e.data.node);
    else if (e.type === 'DeletionRequested') {
      const set = owner.get(e.object);
      if (set) push(deletionsOf, set, i);
    } else if (e.type === 'ObjectCreated' && e.data.owner) ownerOfSet.set(e.object, e.data.owner);
    else if (isKube('ScalingReplicaSet')(e)) {
      const name = scaledSet(e.data.message);
      if (name !== null) push(scalings, name, i);
    }
  });
  /** Whether ReplicaSet `name` was scaled between indexes `a` and `b`. */
  const rescaled = (name: string, a: number, b: number): boolean =>
    (scalings.get(name) ?? []).some((k) => k > a && k < b);
  const of = (object: string): number[] => byObject.get(object) ?? [];
  const nextOf = (object: string, after: number, pred: Pred) =>
    nextIn(events, of(object), after, pred);

  const claimedCreates = new Set<number>();
  /** (cause, kind, reason) of failed requests linked so far: the first of each is a step. */
  const firstFailure = new Set<string>();
  /** The last sync that left a Service without endpoints, per (kube-proxy or hop, Service). */
  const emptySince = new Map<string, number>();
  let action = -1;
  events.forEach((e, i) => {
    const mine = of(e.object);
    const next = (pred: Pred) => nextIn(events, mine, i, pred);
    switch (e.type) {
      case 'ActionApplied': {
        action = i;
        // What the action reached at its own moment: each object's first event of a kind an
        // action makes (ties are in causal order, contract §3).
        const seen = new Set<string>();
        for (let j = i + 1; j < events.length && events[j]!.t === e.t; j++) {
          const r = events[j]!;
          if (r.type === 'ActionApplied') break;
          if (!REACHED.has(r.type) || seen.has(r.object)) continue;
          seen.add(r.object);
          link(i, j, 'action');
        }
        break;
      }
      case 'PodConditionSet':
        // eviction.go EvictionREST.Create: the DisruptionTarget condition, then the delete.
        if (e.data.type === 'DisruptionTarget') {
          const d = next(is('DeletionRequested'));
          if (d >= 0 && events[d]!.t === e.t) link(i, d, 'eviction');
          drainRetry(i);
        }
        break;
      case 'EvictionRefused':
        drainRetry(i);
        break;
      case 'JobConditionSet':
        // job_controller.go syncJob: a Job that failed (deadline, back-off limit, failure
        // policy) or was suspended deletes its active Pods (deleteActivePods) in the same
        // sync, written before the condition (the trace's causal order is the writes').
        if (
          e.data.type === 'Failed' ||
          e.data.type === 'FailureTarget' ||
          e.data.type === 'Suspended'
        )
          for (const j of setsOf.get(e.object) ?? []) {
            const pod = events[j]!.object;
            const d = nextIn(
              events,
              of(pod),
              -1,
              (x) => x.type === 'DeletionRequested' && x.t === e.t,
            );
            if (d >= 0 && !into.has(d)) link(i, d, 'job');
          }
        break;
      case 'DeletionRequested':
        deleted(i, e);
        // Before DisruptionTarget (1.26), an eviction was the deletion alone.
        drainRetry(i);
        break;
      case 'PreStopStarted':
      case 'PreStopFinished': {
        // killContainer: executePreStopHook runs to its end (or the grace), then StopContainer.
        const c = e.data.container;
        const finished =
          e.type === 'PreStopStarted'
            ? next(is('PreStopFinished', (f) => f.data.container === c))
            : -1;
        const signal = next(is('SignalSent', (s) => s.data.container === c));
        link(i, finished >= 0 && (signal < 0 || finished < signal) ? finished : signal, 'preStop');
        // executePreStopHook: a hook that fails is recorded as FailedPreStopHook.
        const failedHook = e.type === 'PreStopStarted' ? next(isKube('FailedPreStopHook')) : -1;
        if (failedHook >= 0 && (signal < 0 || failedHook < signal)) link(i, failedHook, 'preStop');
        break;
      }
      case 'SignalSent': {
        const c = e.data.container;
        const exit = next(is('ContainerExited', (x) => x.data.container === c));
        if (e.data.signal !== KILL) {
          // The runtime's StopContainer(timeout): SIGKILL when the process outlives it.
          const kill = next(
            is('SignalSent', (s) => s.data.container === c && s.data.signal === KILL),
          );
          if (kill >= 0 && (exit < 0 || kill < exit)) link(i, kill, 'grace');
          else link(i, exit, 'exit');
          // prober_manager.go: readiness probes go on while the Pod terminates; a server that
          // closed its listener on the signal fails them.
          const probe = next((p) => isKube('Unhealthy')(p) && (exit < 0 || p.t <= events[exit]!.t));
          link(i, probe, 'status');
        } else link(i, exit, 'exit');
        break;
      }
      case 'ContainerExited':
        exited(i, e);
        break;
      case 'PodPhaseChanged':
        if (e.data.phase === 'Succeeded' || e.data.phase === 'Failed') {
          // status_manager.go syncPod: a Pod with a deletionTimestamp whose containers are
          // gone is deleted by the kubelet (canBeDeleted, then Delete with grace 0).
          if (lastIn(events, mine, i, is('DeletionRequested')) >= 0)
            link(i, next(is('PodRemoved')), 'removed');
          // endpointslice ShouldPodBeInEndpoints: a terminal Pod leaves the EndpointSlice.
          link(i, next(is('EndpointRemoved')), 'endpoint');
        }
        break;
      case 'PodRemoved': {
        link(i, next(is('EndpointRemoved')), 'endpoint');
        // stateful_set_control.go: a StatefulSet makes its Pod again, same name, once gone.
        const set = owner.get(e.object);
        if (set?.startsWith('StatefulSet/')) link(i, next(is('PodCreated')), 'replace');
        break;
      }
      case 'PodCreated':
        // schedule_one.go: the scheduler binds a Pod without a node; the kubelet of the
        // node then starts it (kubelet.go SyncPod).
        link(i, next(is('PodScheduled')), 'start');
        if (e.data.node) link(i, next(is('ContainerStarted')), 'start');
        break;
      case 'PodScheduled':
        link(i, next(is('ContainerStarted')), 'start');
        break;
      case 'ContainerStarted': {
        // status.go generatePodReadyCondition: Ready once every container runs (and is ready).
        const ready = next(is('PodReady'));
        const again = next(is('ContainerStarted'));
        if (ready >= 0 && (again < 0 || again > ready)) link(i, ready, 'status');
        break;
      }
      case 'PodReady':
      case 'PodNotReady':
        // endpointslice utils.go podToEndpoint: ready and serving follow the Ready condition.
        link(i, next(is('EndpointChanged')), 'endpoint');
        if (e.type === 'PodReady') rolled(i, e.object);
        break;
      case 'EndpointChanged':
      case 'EndpointRemoved':
        synced(i, e.data.service, e.t);
        break;
      case 'ProxyRulesUpdated':
        if (e.data.endpoints === 0) emptySince.set(`kube-proxy|${e.data.service}`, i);
        break;
      case 'HopSynced':
        if (e.data.backends.length === 0) emptySince.set(`${e.object}|${e.data.service}`, i);
        break;
      case 'ObjectRemoved':
        // garbagecollector.go attemptToDeleteItem: a dependent whose owner is gone (or being
        // deleted in the foreground) is deleted: ReplicaSets of a Deployment, Pods of a set.
        for (const [set, deployment] of ownerOfSet)
          if (deployment === e.object) link(i, nextOf(set, i, is('ObjectRemoved')), 'gc');
        for (const j of setsOf.get(e.object) ?? []) {
          const pod = events[j]!.object;
          link(i, nextOf(pod, i, is('DeletionRequested')), 'gc');
        }
        break;
      case 'ObjectCreated':
        if (e.object.startsWith('ReplicaSet/')) {
          const name = e.object.slice('ReplicaSet/'.length);
          for (let j = i + 1; j < events.length && events[j]!.t === e.t; j++) {
            const s = events[j]!;
            if (isKube('ScalingReplicaSet')(s) && scaledSet(s.data.message) === name) {
              link(i, j, 'scale');
              break;
            }
          }
        }
        break;
      case 'KubeEvent':
        if (e.data.reason === 'ScalingReplicaSet') scaled(i, e);
        else if (e.data.reason === 'BackOff')
          link(lastIn(events, mine, i, is('ContainerExited')), i, 'exit');
        break;
      case 'RequestFailed':
        failed(i, e);
        break;
      default:
        break;
    }
  });

  /** kubectl drain (drain.go evictPods) tries each Pod of the node again until it goes. */
  function drainRetry(i: number): void {
    const e = events[i]!;
    if (action < 0 || events[action]!.t === e.t || into.has(i)) return;
    const a = events[action] as TraceEventOf<'ActionApplied'>;
    if (a.data.action !== 'drain') return;
    const node = a.data.target.replace(/^node\//i, '');
    if (nodeOf.get(e.object) === node) link(action, i, 'action');
  }

  function deleted(i: number, e: TraceEventOf<'DeletionRequested'>): void {
    const pod = e.object;
    const next = (pred: Pred) => nextOf(pod, i, pred);
    // The kubelet's pod worker sees the deletionTimestamp (kubelet.go HandlePodUpdates →
    // SyncTerminatingPod → killPod): it records Killing and stops each container, its preStop
    // hook first (kuberuntime_container.go killContainer).
    link(i, next(isKube('Killing')), 'kubelet');
    const containers = new Set<string>();
    for (const j of of(pod)) {
      const c = j > i ? containerOf(events[j]!) : null;
      if (c !== null) containers.add(c);
    }
    for (const c of containers) {
      const hook = next(is('PreStopStarted', (h) => h.data.container === c));
      const signal = next((s) => isStopSignal(s) && containerOf(s) === c);
      const kill = next(is('SignalSent', (s) => s.data.container === c));
      const first = [hook, signal, kill].filter((k) => k >= 0).sort((a, b) => a - b)[0];
      if (first !== undefined) link(i, first, 'kubelet');
    }
    // endpointslice utils.go podToEndpoint: terminating = deletionTimestamp set, ready = false.
    link(i, next(is('EndpointChanged')), 'endpoint');
    // replica_set.go manageReplicas: FilterActivePods leaves out a Pod with a
    // deletionTimestamp, so the ReplicaSet is short one and makes a replacement.
    const set = owner.get(pod);
    if (!set?.startsWith('ReplicaSet/')) return;
    const name = set.slice('ReplicaSet/'.length);
    for (const j of setsOf.get(set) ?? []) {
      if (j <= i || claimedCreates.has(j)) continue;
      if (!rescaled(name, i, j)) {
        claimedCreates.add(j);
        link(i, j, 'replace');
      }
      return;
    }
  }

  function exited(i: number, e: TraceEventOf<'ContainerExited'>): void {
    const next = (pred: Pred) => nextOf(e.object, i, pred);
    // status.go generatePodReadyCondition: a container not running makes the Pod not Ready.
    const notReady = next(is('PodNotReady'));
    if (notReady >= 0 && events[notReady]!.t === e.t) link(i, notReady, 'status');
    // kubelet_pods.go getPhase: the phase is terminal once no container runs or will run.
    const phase = next(is('PodPhaseChanged', (p) => p.data.phase !== 'Running'));
    const another = next(is('ContainerExited'));
    if (phase >= 0 && (another < 0 || another > phase)) link(i, phase, 'status');
  }

  /** kube-proxy (EndpointSliceCache → syncProxyRules) and each hop resync from the slice. */
  function synced(i: number, service: string, t: number): void {
    for (const node of proxyNodes) {
      const j = nextIn(events, proxySyncs.get(`${node}|${service}`) ?? [], i, (s) => s.t >= t);
      link(i, j, 'proxy');
    }
    for (const hop of hopLanes)
      link(
        i,
        nextIn(events, hopSyncs.get(`${hop}|${service}`) ?? [], i, () => true),
        'hop',
      );
  }

  /**
   * deployment/sync.go scaleReplicaSet records ScalingReplicaSet; the ReplicaSet controller
   * (replica_set.go manageReplicas) then creates or deletes the difference.
   */
  function scaled(i: number, e: TraceEventOf<'KubeEvent'>): void {
    const name = scaledSet(e.data.message);
    const { from, to } = e.data;
    if (name === null || from === undefined || to === undefined) return;
    const set = `ReplicaSet/${name}`;
    let n = Math.abs(to - from);
    if (to > from) {
      for (const j of setsOf.get(set) ?? []) {
        if (n === 0) break;
        if (j <= i || claimedCreates.has(j)) continue;
        claimedCreates.add(j);
        link(i, j, 'scale');
        n--;
      }
      return;
    }
    for (const j of deletionsOf.get(set) ?? []) {
      if (n === 0) break;
      if (j <= i || into.has(j)) continue;
      link(i, j, 'scale');
      n--;
    }
  }

  /**
   * rolling.go reconcileOldReplicaSets: old ReplicaSets scale down as the new one's Pods
   * become available (Ready, with minReadySeconds 0): the Pod's Ready leads to the next
   * scale-down of its Deployment.
   */
  function rolled(i: number, pod: string): void {
    const set = owner.get(pod);
    const deployment = set ? ownerOfSet.get(set) : undefined;
    if (!deployment) return;
    const j = nextOf(deployment, i, isKube('ScalingReplicaSet'));
    const s = j >= 0 ? (events[j] as TraceEventOf<'KubeEvent'>) : null;
    if (s?.data.to !== undefined && s.data.from !== undefined && s.data.to < s.data.from)
      link(i, j, 'scale');
  }

  function failed(i: number, e: TraceEventOf<'RequestFailed'>): void {
    const { pod, reason, via } = e.data;
    if (pod === null) {
      // proxier.go syncProxyRules: a Service with no endpoints gets a REJECT rule.
      if (reason !== 'no endpoints') return;
      const service = e.object.replace(/^Service\//, '');
      const hop = via !== undefined && via !== 'kube-proxy' ? `Hop/${via}` : 'kube-proxy';
      linkFailure(emptySince.get(`${hop}|${service}`) ?? -1, i, 'noEndpoints');
      return;
    }
    // The process no longer listened (it got its stop signal, exited, or the Pod was gone):
    // the node's kernel refuses the connection (or resets one in flight).
    const object = `Pod/${pod}`;
    const stop = lastIn(
      events,
      of(object),
      i,
      (s) => s.type === 'ContainerExited' || s.type === 'SignalSent' || s.type === 'PodRemoved',
    );
    linkFailure(stop, i, 'refused');
    // A hop's list still held the Pod as a backend (its own sync, contract §5).
    if (via !== undefined && via !== 'kube-proxy') {
      const list = hopSyncs.get(`Hop/${via}|${e.object.replace(/^Service\//, '')}`) ?? [];
      const j = lastIn(
        events,
        list,
        i,
        (s) => s.type === 'HopSynced' && s.data.backends.includes(pod),
      );
      linkFailure(j, i, 'routed');
    }
  }

  function linkFailure(from: number, to: number, kind: LinkKind): void {
    if (from < 0) return;
    const key = `${from}|${kind}|${(events[to] as TraceEventOf<'RequestFailed'>).data.reason}`;
    const first = !firstFailure.has(key);
    firstFailure.add(key);
    link(from, to, kind, first);
  }

  // The kubelet stops containers of its own accord too: past activeDeadlineSeconds
  // (active_deadline.go), evicting under node pressure (eviction_manager.go), shutting the node
  // down (nodeshutdown_manager_linux.go); it writes the Pod's failed phase or DisruptionTarget
  // condition, then kills the Pod (killPod).
  events.forEach((e, i) => {
    if (into.has(i) || (e.type !== 'SignalSent' && e.type !== 'PreStopStarted')) return;
    if (e.type === 'SignalSent' && e.data.signal === KILL) return;
    const why = lastIn(
      events,
      of(e.object),
      i,
      (w) =>
        (w.type === 'PodPhaseChanged' && w.data.phase === 'Failed' && w.data.reason !== null) ||
        (w.type === 'PodConditionSet' && w.data.type === 'DisruptionTarget'),
    );
    const started = lastIn(events, of(e.object), i, is('ContainerStarted'));
    if (why > started) {
      link(why, i, 'kubelet');
      link(why, nextOf(e.object, why, isKube('Killing')), 'kubelet');
    }
  });

  return { into, out };
}

export const causesOf = perTrace(buildCauses);

/** What a selected event's chain shows: its causes, itself and its effects. */
export interface Chain {
  /** The selected event. */
  selected: number;
  /** Indexes into trace.events, in trace order (time, ties in causal order). */
  steps: number[];
  /** The links between the steps. */
  links: Link[];
  /** Failed requests the chain's causes led to beyond the first of each (counted, not listed). */
  moreFailed: number;
  /** Causes and effects beyond the steps listed (a long rollout's chain runs on and on). */
  moreSteps: number;
}

/** At most this many steps are listed and drawn, the nearest to the selected event first. */
export const CHAIN_STEPS = 16;
/** How far the count of steps not listed goes. */
const COUNT_BEYOND = 500;

/**
 * The chain through event `index`: what led to it (back to the action) and what it led to,
 * nearest first (breadth-first both ways), at most `max` steps. Of failed requests, only the
 * first each cause led to is a step; the rest are counted.
 */
export function chainOf(trace: Trace, index: number, max = CHAIN_STEPS): Chain {
  const { into, out } = causesOf(trace);
  const seen = new Set<number>([index]);
  const shown = new Set<number>([index]);
  let moreFailed = 0;
  let moreSteps = 0;
  let back = [index];
  let ahead = [index];
  // Breadth-first, a layer of causes then a layer of effects, so both sides get room.
  while ((back.length > 0 || ahead.length > 0) && seen.size < COUNT_BEYOND) {
    const nextBack: number[] = [];
    for (const i of back)
      for (const l of into.get(i) ?? []) {
        if (seen.has(l.from)) continue;
        seen.add(l.from);
        nextBack.push(l.from);
        if (shown.size < max) shown.add(l.from);
        else moreSteps++;
      }
    const nextAhead: number[] = [];
    for (const i of ahead)
      for (const l of out.get(i) ?? []) {
        if (seen.has(l.to)) continue;
        if (!l.first) {
          if (shown.has(i)) moreFailed++;
          continue;
        }
        seen.add(l.to);
        nextAhead.push(l.to);
        if (shown.size < max) shown.add(l.to);
        else moreSteps++;
      }
    back = nextBack;
    ahead = nextAhead;
  }
  const steps = [...shown].sort((a, b) => a - b);
  const links: Link[] = [];
  for (const i of steps) for (const l of out.get(i) ?? []) if (shown.has(l.to)) links.push(l);
  return { selected: index, steps, links, moreFailed, moreSteps };
}
