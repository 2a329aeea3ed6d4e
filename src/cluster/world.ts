// Everything a running simulation shares: the clock, the trace, the API's objects, the
// version, the latencies. Components reach each other through the world's watch fan-out,
// which is where the API→watcher latency is applied.
import {
  createActor,
  createMachine,
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';
import type { Latencies, KubeVersion, NodeModel } from '../manifest/model/model.ts';
import type { SimClock } from '../engine/clock.ts';
import type { Rng } from '../engine/rng.ts';
import type { TraceWriter } from '../engine/traceWriter.ts';
import type { DataOf, KubeEventData, Lane, TraceEventType } from '../trace/types.ts';
import { NameGenerator } from './apiserver/names.ts';
import { Routes, reachable } from './traffic/routes.ts';
import { PodStore, ownerKey, type PodRecord } from './apiserver/podStore.ts';
import { PodStatusLines } from './apiserver/podStatusLines.ts';
import { EndpointSliceStore } from './apiserver/endpointSlices.ts';
import type { ImagePullSettings } from '../manifest/images/pullFailures.ts';
import { NodeImages } from './kubelet/nodeImages.ts';
import { nameOf, objectKey, type ObjectKey } from './objectKey.ts';
import { installScheduler } from './actorScheduler.ts';

/** Who wants to hear about a pod change once the watch delivers it. */
export interface PodWatcher {
  podChanged(pod: PodRecord): void;
}

/**
 * The clients calling a Service (traffic/): what changes the requests' answers. It is plain
 * code, not an API watcher: it runs the requests due before each change (the model is
 * flushed lazily), so it hears of changes synchronously.
 */
export interface TrafficWatcher {
  /**
   * Before a node's rules change (no Pod) or before a Pod's serving may change (its process
   * listening, it leaving the API): traffic runs the requests due until now.
   */
  beforeChange(pod?: PodRecord): void;
  /**
   * After a kube-proxy rewrote its rules, DNS changed its answer or a pod started or
   * stopped listening (traffic waits for a reachable Service).
   */
  rulesChanged(): void;
  /**
   * The connections carrying a Pod's requests were cut: its serving process or its mesh
   * proxy ended, or a load balancer detached it without draining. Requests still in flight
   * on it fail (traffic/inFlight.ts); nothing happens when requests take no time.
   */
  connectionsCut(pod: PodRecord): void;
}

/** A container's process started or ended (a kube-scheduler Pod: scheduler/otherSchedulers.ts). */
export type ContainerWatcher = (pod: PodRecord, container: string, running: boolean) => void;

/** What a run asks of its world besides the scenario's version, latencies and nodes. */
export interface WorldOptions {
  imagePulls?: ImagePullSettings;
  countTransitions?: boolean;
  recorder?: ((ev: InspectionEvent) => void) | null;
}

/** Where an Event is drawn, and the EventSource component its recorder was made with. */
export interface EventSource {
  lane: Lane;
  component: string;
}

const NONE: readonly string[] = [];

/** Lanes whose recorder's component has another name (kube-scheduler's is default-scheduler). */
const COMPONENT: Partial<Record<Lane, string>> = { scheduler: 'default-scheduler' };

export class World {
  readonly pods = new PodStore();
  readonly names = new NameGenerator();
  /** The images pulls brought to each node, and each node's serialized puller (kubelet/nodeImages.ts). */
  readonly nodeImages = new NodeImages();
  /** Each Service's EndpointSlice, as the API holds it. */
  readonly endpointSlices = new EndpointSliceStore();
  /** Which Pods a route (node rules, a DNS answer) leads to. */
  readonly routes = new Routes();
  /** Watchers keyed by what they watch: `Service/x`, `ReplicaSet/x`, `Job/x`, `Node/x`. */
  private watchers = new Map<ObjectKey, PodWatcher[]>();
  /** The clients (traffic/), which hear of every change of rules or serving. */
  private readonly trafficWatchers: TrafficWatcher[] = [];
  /** Who hears of a container's process starting or ending (another kube-scheduler). */
  private readonly containerWatchers: ContainerWatcher[] = [];
  /** Scenario `spec.images`: references whose pulls fail or that no node has yet (kubelet/imagePull.ts). */
  readonly imagePulls: ImagePullSettings;
  /** Count state-machine transitions (benchmarks only: XState's inspection costs). */
  readonly countTransitions: boolean;
  /** Hears every actor's inspection (the statechart panel's state recorder), or null. */
  readonly recorder: ((ev: InspectionEvent) => void) | null;

  constructor(
    readonly clock: SimClock,
    readonly trace: TraceWriter,
    readonly v: KubeVersion,
    readonly latencies: Latencies,
    readonly rng: Rng,
    readonly nodes: NodeModel[],
    options: WorldOptions = {},
  ) {
    this.imagePulls = options.imagePulls ?? {};
    this.countTransitions = options.countTransitions ?? false;
    this.recorder = options.recorder ?? null;
    const system = createActor(createMachine({}), {
      clock,
      ...(this.inspecting ? { inspect: this.inspect } : {}),
    }).system;
    installScheduler(system, clock);
    // What XState relays to a parent: only an error reaches it (see `shared`).
    const relayed = (ev: { type: string; error?: unknown }): void => {
      if (ev.type.startsWith('xstate.error.actor')) this.failure ??= ev.error;
    };
    // And a Pod's removal, sent by its statechart to its parent: the registry hears it.
    const send = (ev: { type: string; error?: unknown; pod?: PodRecord }): void =>
      ev.type === 'podRemoved' ? this.podRemoved(ev.pod!) : relayed(ev);
    this.shared = { system, _send: send } as unknown as AnyActorRef;
    this.podStatus = new PodStatusLines({
      clock,
      v,
      statusUpdateMs: latencies.statusUpdate,
      templateOf: (key) => this.pods.get(nameOf(key))?.template,
      write: (key, line) => trace.emitView(clock.now, 'api-server', 'PodStatus', key, line),
    });
  }

  /** Each Pod's status as `kubectl get pods -w` prints it (PodStatus events). */
  readonly podStatus: PodStatusLines;

  /**
   * State-machine transitions taken so far, counted only when asked: XState's inspection
   * costs about as much as the transitions themselves, so timed runs leave it off.
   */
  transitions = 0;
  private readonly inspect = (ev: InspectionEvent): void => {
    if (this.countTransitions && ev.type === '@xstate.microstep')
      this.transitions += ev._transitions.length;
    this.recorder?.(ev);
  };

  get now(): number {
    return this.clock.now;
  }

  /**
   * Creates (not starts) a root actor on the virtual clock, counted by the inspector. The
   * actors it spawns share its system, so its clock and its inspector too; `systemId`
   * names it in that system (`Deployment/web`) for its children to reach. A root without
   * a `systemId` (a Pod's statechart, its pod worker: two for every Pod) joins the world's
   * shared system instead of making one of its own (see `shared`).
   */
  actor<T extends AnyStateMachine>(logic: T, input: InputFrom<T>, systemId?: string): Actor<T> {
    const options = systemId
      ? this.inspecting
        ? { clock: this.clock, input, inspect: this.inspect, systemId }
        : { clock: this.clock, input, systemId }
      : { clock: this.clock, input, parent: this.shared };
    const actor = createActor(logic, options as never) as Actor<T>;
    // A root of its own system: its delays go through the world's scheduler too.
    if (systemId) installScheduler(actor.system, this.clock);
    // XState stops an actor whose guard or action throws and, with no one listening, throws
    // the error later from a timer: the run would go on without it and the CLI would die
    // after printing a wrong trace. The run stops instead (runScenario) and says so. An
    // actor in the shared system tells its parent, `shared`, which keeps the error.
    if (systemId) actor.subscribe(this.failureObserver);
    return actor;
  }

  /**
   * Stops a root actor `actor` made (and the children it spawned). XState's `stop()` is
   * for an actor without a parent; one in the shared system has `shared` as its parent.
   */
  stopActor(actor: AnyActorRef): void {
    (actor as unknown as { _stop(): void })._stop();
  }

  private get inspecting(): boolean {
    return this.countTransitions || this.recorder !== null;
  }

  /**
   * The actor system the Pods' roots share. XState gives every root actor a system of its
   * own (about 2 KB: its maps, scheduler and a dozen closures; a heap snapshot of a
   * 5,000-replica rollout held 13,252 of them, 30 MB); an actor whose `parent` is given
   * joins that parent's system. `shared` is no actor, only a system and a mailbox that
   * keeps the error an actor in it stopped with (XState relays it to the parent; no Pod's
   * root ends in a final state, the one other event a parent hears) and passes a Pod's
   * removal on (`podRemoved`). The system's clock and inspector are the world's; an actor
   * in it keeps its own `sessionId`, timers and mailbox, so nothing it does changes order.
   */
  private readonly shared: AnyActorRef;

  /** A Pod left the API (its statechart's `free the name`): the API server sets it. */
  podRemoved: (pod: PodRecord) => void = () => {};

  /** The first error an actor stopped with (a bug of ours), or null. */
  failure: unknown = null;
  /** One observer for every root with a system of its own (see `actor`). */
  private readonly failureObserver = { error: (e: unknown): unknown => (this.failure ??= e) };

  /** A latency in ms, stretched by the seeded jitter when the scenario asks for it. */
  latency(name: Exclude<keyof Latencies, 'jitter'>): number {
    const base = this.latencies[name];
    const j = this.latencies.jitter;
    return j > 0 ? Math.round(base * (1 + j * this.rng.next())) : base;
  }

  emit<K extends TraceEventType>(
    lane: Lane,
    type: K,
    object: string,
    data: DataOf<K>,
    why?: string,
    changed?: string,
  ): void {
    this.trace.emit(this.clock.now, lane, type, object, data, why, changed);
    // What the API now shows of the Pod: its kubectl status line may change.
    if (object.startsWith('Pod/')) this.podStatus.observe(type, object, data);
  }

  /**
   * An Event as `kubectl get events` lists it. `from` is the lane it is drawn on, or the lane
   * and the recorder's component where they differ (the kubelet's Node events, the node
   * lifecycle and taint-eviction controllers on the node lane).
   */
  kubeEvent(
    from: Lane | EventSource,
    object: string,
    reason: string,
    message: string,
    eventType: KubeEventData['eventType'] = 'Normal',
    changed?: string,
    why?: string,
  ): void {
    const lane = typeof from === 'string' ? from : from.lane;
    const source = typeof from === 'string' ? (COMPONENT[from] ?? from) : from.component;
    this.emit(lane, 'KubeEvent', object, { reason, message, eventType, source }, why, changed);
  }

  /** The clients subscribe here (traffic/traffic.ts). */
  watchTraffic(w: TrafficWatcher): void {
    this.trafficWatchers.push(w);
  }

  /** See TrafficWatcher.beforeChange. */
  beforeTrafficChange(pod?: PodRecord): void {
    for (const w of this.trafficWatchers) w.beforeChange(pod);
  }

  /**
   * Before a Pod's serving may change: only a Pod some route leads to (routes.ts) can change
   * what a request meets, so only then do the clients run the requests due until now.
   */
  beforePodServingChanges(pod: PodRecord): void {
    if (reachable(pod)) this.beforeTrafficChange(pod);
  }

  /** See TrafficWatcher.rulesChanged. */
  afterRulesChanged(): void {
    for (const w of this.trafficWatchers) w.rulesChanged();
  }

  /** See TrafficWatcher.connectionsCut. */
  connectionsCut(pod: PodRecord): void {
    for (const w of this.trafficWatchers) w.connectionsCut(pod);
  }

  watchContainers(w: ContainerWatcher): void {
    this.containerWatchers.push(w);
  }

  /** A container's process started or ended (the kubelet's PLEG would see it). */
  containerRunning(pod: PodRecord, container: string, running: boolean): void {
    for (const w of this.containerWatchers) w(pod, container, running);
  }

  /** Watchers of every pod (the disruption controller, whose budgets select by label). */
  private everyPod: PodWatcher[] = [];

  watchEveryPod(w: PodWatcher): void {
    this.everyPod.push(w);
  }

  private orphanWatchers: PodWatcher[] = [];

  /** A controller that may adopt: it hears of every Pod without an owner (ClaimPods). */
  watchOrphans(w: PodWatcher): void {
    this.orphanWatchers.push(w);
  }

  /** A Pod without an owner was created: the controllers that may adopt it hear one watch later. */
  orphanCreated(pod: PodRecord): void {
    if (this.orphanWatchers.length === 0) return;
    this.clock.after(this.latency('watch'), () => {
      for (const w of this.orphanWatchers) w.podChanged(pod);
    });
  }

  /**
   * How many Pod writes the API has announced (podChanged): a reader that scanned the Pods
   * may keep its answer while this, the instant and the number of Pods stay the same.
   */
  podWrites = 0;

  /** Who hears of a Pod's write in the step it happened, by owner (jobPodCounts.ts). */
  private writeListeners = new Map<ObjectKey, (pod: PodRecord) => void>();

  /**
   * `fn` hears at once of every write of a Pod `owner` owns that its watchers will hear of
   * (no watch latency): a controller's own counters kept as the Pods change.
   */
  listenToWrites(owner: ObjectKey, fn: (pod: PodRecord) => void): void {
    this.writeListeners.set(owner, fn);
  }

  watch(key: ObjectKey, w: PodWatcher): void {
    const list = this.watchers.get(key);
    if (list) list.push(w);
    else this.watchers.set(key, [w]);
  }

  /**
   * The API changed a pod: every watcher that cares hears of it one watch latency later
   * (its owner's controller, the Services that select it, the kubelet of its node).
   */
  podChanged(pod: PodRecord, formerServices: readonly string[] = NONE): void {
    this.podWrites++;
    const owner = pod.owner ? ownerKey(pod.owner) : null;
    if (owner !== null) this.writeListeners.get(owner)?.(pod);
    // The watchers in the order of their keys: the owner, the Services (then those that
    // selected it by its old labels, for a relabelled Pod), the node; no key built twice.
    const targets: PodWatcher[] = [];
    if (owner !== null) this.collect(targets, owner);
    for (const s of pod.services) this.collect(targets, this.serviceKey(s));
    for (const s of formerServices) this.collect(targets, this.serviceKey(s));
    if (pod.nodeName) this.collect(targets, objectKey('Node', pod.nodeName));
    if (owner === null) for (const w of this.orphanWatchers) targets.push(w);
    for (const w of this.everyPod) targets.push(w);
    if (targets.length === 0) return;
    if (this.latencies.jitter > 0) {
      // Each watcher's watch has its own latency.
      for (const w of targets) this.clock.after(this.latency('watch'), () => w.podChanged(pod));
      return;
    }
    // Without jitter every watcher hears at the same instant: one queue entry, same order.
    this.clock.after(this.latencies.watch, () => {
      for (const w of targets) w.podChanged(pod);
    });
  }

  private collect(targets: PodWatcher[], key: ObjectKey): void {
    const list = this.watchers.get(key);
    if (list !== undefined) for (const w of list) targets.push(w);
  }

  /** `Service/<name>` for each Service a Pod names, built once (podChanged asks at every write). */
  private serviceKey(name: string): ObjectKey {
    let key = this.serviceKeys.get(name);
    if (key === undefined) this.serviceKeys.set(name, (key = objectKey('Service', name)));
    return key;
  }

  private readonly serviceKeys = new Map<string, ObjectKey>();
}
