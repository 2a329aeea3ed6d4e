// Everything a running simulation shares: the clock, the trace, the API's objects, the
// version, the latencies, the actor system. Components reach each other through the
// world's watch fan-out (watchFanOut.ts), which is where the API→watcher latency is applied.
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
import { Routes } from './traffic/routes.ts';
import type { PodRecord } from './apiserver/podStore.ts';
import { PodRegistry } from './apiserver/podRegistry.ts';
import { PodStatusLines } from './apiserver/podStatusLines.ts';
import { EndpointSliceStore } from './apiserver/endpointSlices.ts';
import type { ImagePullSettings } from '../manifest/images/pullFailures.ts';
import { NodeImages } from './kubelet/nodeImages.ts';
import { nameOf } from './objectKey.ts';
import { installScheduler } from './actorScheduler.ts';
import { asActor, LeanActor } from './leanActor.ts';
import { unobserved } from './leanActors.ts';
import { WatchFanOut } from './watchFanOut.ts';

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

/**
 * The shared system books no actor by session id. XState's system (createSystem in xstate
 * 5.33) keeps every actor started in it in a Map by sessionId, `children`, which it only
 * sets and deletes, never reads (a system id, which no Pod's actor has, is kept apart, in
 * `keyedActors`, and still unbooked by `_unregister`). A Pod's statechart is never stopped,
 * so the Map kept every Pod's to the end of the run, and each start hashed a new id string.
 */
function unbooked(system: AnyActorRef['system']): void {
  (system as unknown as { _register(sessionId: string): string })._register = (sessionId) =>
    sessionId;
}

/**
 * The shared system's relay without its inspection event. XState's `_relay` (createSystem in
 * xstate 5.33) makes an `@xstate.event` object for the inspector before each delivery, even
 * when there is none; a world without one delivers at once, as `_relay` then does.
 */
function unrelayed(system: AnyActorRef['system']): void {
  (system as unknown as { _relay(s: unknown, t: AnyActorRef, e: unknown): void })._relay = (
    _source,
    target,
    event,
  ) => (target as unknown as { _send(e: unknown): void })._send(event);
}

/** Lanes whose recorder's component has another name (kube-scheduler's is default-scheduler). */
const COMPONENT: Partial<Record<Lane, string>> = { scheduler: 'default-scheduler' };

export class World extends WatchFanOut {
  readonly pods = new PodRegistry();
  readonly names = new NameGenerator();
  /** The images pulls brought to each node, and each node's serialized puller (kubelet/nodeImages.ts). */
  readonly nodeImages = new NodeImages();
  /** Each Service's EndpointSlice, as the API holds it. */
  readonly endpointSlices = new EndpointSliceStore();
  /** Which Pods a route (node rules, a DNS answer) leads to. */
  readonly routes = new Routes();
  /** Scenario `spec.images`: references whose pulls fail or that no node has yet (kubelet/imagePull.ts). */
  readonly imagePulls: ImagePullSettings;
  /** Count state-machine transitions (benchmarks only: XState's inspection costs). */
  readonly countTransitions: boolean;
  /** Hears every actor's inspection (the statechart panel's state recorder), or null. */
  readonly recorder: ((ev: InspectionEvent) => void) | null;

  constructor(
    clock: SimClock,
    readonly trace: TraceWriter,
    readonly v: KubeVersion,
    latencies: Latencies,
    readonly rng: Rng,
    readonly nodes: NodeModel[],
    options: WorldOptions = {},
  ) {
    super(clock, latencies);
    this.imagePulls = options.imagePulls ?? {};
    this.countTransitions = options.countTransitions ?? false;
    this.recorder = options.recorder ?? null;
    const system = createActor(createMachine({}), {
      clock,
      ...(this.inspecting ? { inspect: this.inspect } : {}),
    }).system;
    installScheduler(system, clock);
    unbooked(system);
    if (!this.inspecting) unrelayed(system);
    // What XState relays to a parent: only an error reaches it (see `shared`).
    const relayed = (ev: { type: string; error?: unknown }): void => {
      if (ev.type.startsWith('xstate.error.actor')) this.failure ??= ev.error;
    };
    // And a Pod's removal, sent by its statechart to its parent: the registry hears it.
    const send = (ev: { type: string; error?: unknown; pod?: PodRecord }): void => {
      if (ev.type !== 'podRemoved') return relayed(ev);
      this.podRemoved(ev.pod!);
      this.forgetFan(ev.pod!);
    };
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
   * Creates (not starts) the root actor of one of a Pod's machines (its statechart, its pod
   * worker) in the shared system: podterm's own lean actor (leanActor.ts), or, when the world
   * has an inspector, XState's, without its observers (leanActors.ts `unobserved`).
   */
  leanActor<T extends AnyStateMachine>(logic: T, input: InputFrom<T>): Actor<T> {
    if (this.inspecting) return unobserved(this.actor(logic, input), true);
    return asActor(new LeanActor(logic, this.shared as never, input));
  }

  /**
   * Stops a root actor `actor` made (and the children it spawned). XState's `stop()` is
   * for an actor without a parent; one in the shared system has `shared` as its parent.
   */
  stopActor(actor: AnyActorRef): void {
    (actor as unknown as { _stop(): void })._stop();
  }

  /** Whether the actors have an inspector (XState then tells it of every action they run). */
  get inspecting(): boolean {
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
    this.emit(
      lane,
      'KubeEvent',
      object,
      kubeEventData(from, reason, message, eventType),
      why,
      changed,
    );
  }
}

/**
 * A KubeEvent's data as `kubeEvent` writes it; made once by a caller whose Events repeat
 * word for word (a container's start, for every Pod of a template), then emitted as is.
 */
export function kubeEventData(
  from: Lane | EventSource,
  reason: string,
  message: string,
  eventType: KubeEventData['eventType'] = 'Normal',
): KubeEventData {
  const source = typeof from === 'string' ? (COMPONENT[from] ?? from) : from.component;
  return { reason, message, eventType, source };
}
