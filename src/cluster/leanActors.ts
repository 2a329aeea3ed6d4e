// What XState keeps in every actor that a Pod's actors never use. First, an actor no one
// subscribes to or listens to, without the empty collections XState makes it for them.
// XState's Actor constructor gives every actor an `observers` Set (for `subscribe`) and an
// `eventListeners` Map (for `on`): 340 bytes with their tables, 30,000 of them at a
// 5,000-replica rollout's peak (10 MB), empty for a Pod's statechart, its pod worker and its
// containers, which speak through events and sendParent. Such an actor gets one shared,
// always-empty pair instead. XState only reads them (`update` and `emit` iterate them,
// `_stop` and `_complete` clear them); what would fill them throws, so an observer added
// later fails loudly instead of hearing another actor; `listenable` gives the actor its own
// Map first. Its scope's `defer` and `stopChild` are shared functions, not closures of its
// own. Second, of each snapshot it keeps: the empty tags Set, children and history value,
// and the `_nodes` array and `value` of every earlier snapshot in the same states, shared
// (`storeLean`). A world without an inspector gives a Pod's actors no XState Actor at all
// (leanActor.ts, whose snapshots `leanSnapshot` keeps the same way): what is here serves
// XState's Actor where the world has one (World.inspecting).
import { Actor, type AnyActorRef } from 'xstate';

class NoListeners extends Map<string, Set<unknown>> {
  override set(): this {
    throw new Error('an unobserved actor was listened to without listenable()');
  }
}

class NoObservers extends Set<unknown> {
  override add(): this {
    throw new Error('an unobserved actor was subscribed to');
  }
}

const NO_LISTENERS = new NoListeners();
const NO_OBSERVERS = new NoObservers();

/** XState's Actor fields this relies on (Actor constructor, `on`, `subscribe`). */
interface Collections {
  observers: Set<unknown>;
  eventListeners: Map<string, Set<unknown>>;
}

/**
 * The actor, its observers and listeners shared empties (see above), its snapshots lean;
 * `inspected`: its system has an inspector (World.inspecting), else its actions run lean.
 */
export function unobserved<A extends AnyActorRef>(actor: A, inspected: boolean): A {
  const a = actor as unknown as Collections & Updating & { _actorScope: Scope; send: unknown };
  if (!inspected) a._actorScope.actionExecutor = leanExecutor(actor as unknown as Running);
  a.observers = NO_OBSERVERS;
  a.eventListeners = NO_LISTENERS;
  a.update = storeLean;
  a._actorScope.defer = defer;
  a._actorScope.stopChild = stopChild;
  // The Actor constructor binds `send` to the actor (a function per actor, kept as long as
  // it) so that a destructured `send` still works; podterm calls it only as a method.
  a.send = SEND;
  return actor;
}

const SEND = (Actor.prototype as unknown as { send: unknown }).send;

/** A resolved action as XState hands it to its scope's `actionExecutor`. */
interface ExecutableAction {
  info: unknown;
  params: unknown;
  exec?: (info: unknown, params: unknown) => void;
}

/** XState's Actor fields the executor reads (`ProcessingStatus.Running` is 1 in 5.33). */
interface Running {
  _processingStatus: number;
  _deferred: (() => void)[];
}
const RUNNING = 1;

/**
 * XState's Actor constructor's `actionExecutor` (5.33.3) makes, at every action an actor
 * runs, a closure to run it and an `@xstate.action` inspection event (and its action
 * object) that the system drops at once when nothing inspects it: three objects per action
 * for nothing. This one runs the action as that closure did, and makes a closure only
 * when it must wait (an actor not yet started, as XState defers it). A closure of its own
 * per actor, as XState's is: XState's microstep calls it unbound. What it leaves out is the
 * development build's `executingCustomAction` flag (a warning of raise() called inside a
 * custom action; the production build only writes it).
 */
function leanExecutor(actor: Running): (action: ExecutableAction) => void {
  return (action) => {
    if (actor._processingStatus === RUNNING) runAction(action);
    else actor._deferred.push(() => runAction(action));
  };
}

function runAction(action: ExecutableAction): void {
  if (action.exec) action.exec(action.info, action.params);
}

/**
 * XState's Actor constructor gives every actor's scope a closure of its own for `defer` and
 * `stopChild`, kept as long as the actor: 110 bytes an actor that V8 promotes, for what any
 * actor does alike. XState calls both as the scope's methods (`actorScope.defer(…)`,
 * `actorScope.stopChild(…)`: spawnChild, sendTo, stopChild, emit's resolvers), so one shared
 * function each, reading the actor from `this.self`, does what the closures did (5.33.3).
 */
interface Scope {
  self: { _deferred: (() => void)[]; id: string };
  actionExecutor: (action: ExecutableAction) => void;
  defer(this: Scope, fn: () => void): void;
  stopChild(this: Scope, child: { _parent?: unknown; id: string; _stop(): void }): void;
}

function defer(this: Scope, fn: () => void): void {
  this.self._deferred.push(fn);
}

function stopChild(this: Scope, child: { _parent?: unknown; id: string; _stop(): void }): void {
  if (child._parent !== this.self) {
    throw new Error(
      `Cannot stop child actor ${child.id} of ${this.self.id} because it is not a child`,
    );
  }
  child._stop();
}

class NoTags extends Set<string> {
  override add(): this {
    throw new Error("a snapshot's shared empty tags Set was written to");
  }
}

const NO_TAGS = new NoTags();

/** XState's StateNode: `order` is its place in its machine's document order, one per node. */
interface StateNode {
  order: number;
}

/** The fields of XState's MachineSnapshot (createMachineSnapshot) that storeLean rewrites. */
interface Snapshot {
  tags?: Set<string>;
  machine?: object;
  _nodes?: readonly StateNode[];
  value?: unknown;
  children?: object;
  historyValue?: object;
}

/** XState's `Actor.update(snapshot, event)` (private in its types), which keeps the snapshot. */
interface Updating {
  update(this: Updating, snapshot: Snapshot, event: unknown): void;
}
const xstateUpdate = (Actor.prototype as unknown as Updating).update;

/**
 * What XState's `update` does (it keeps the snapshot, runs what was deferred, tells the
 * observers and the inspector), the new snapshot's empty tags Set first swapped for one
 * shared empty Set. XState 5.33 createMachineSnapshot gives every snapshot a `new Set` of
 * its state nodes' tags, and no podterm state has a tag. An actor keeps its snapshot until
 * its next event, seconds of virtual time later, so V8's young-generation collector copied
 * that Set twice (to survivor space, then to the old generation) for nearly every snapshot
 * of a Pod's three actors: a rollout-1000 run promotes about 3.5 MB less of its 35 MB with
 * it (`--trace-gc-nvp`, `promoted`). XState only reads `tags` afterwards (`hasTag`,
 * `toJSON`; the next snapshot makes its own); what would add to the shared one throws.
 */
function storeLean(this: Updating, snapshot: Snapshot, event: unknown): void {
  leanSnapshot(snapshot);
  xstateUpdate.call(this, snapshot, event);
}

/** The snapshot's parts shared, as `storeLean` keeps it (leanActor.ts `update` too). */
export function leanSnapshot(snapshot: Snapshot): void {
  if (snapshot.tags?.size === 0) snapshot.tags = NO_TAGS;
  if (isEmpty(snapshot.children)) snapshot.children = NONE;
  if (isEmpty(snapshot.historyValue)) snapshot.historyValue = NONE;
  shareConfiguration(snapshot);
}

/**
 * The empty `children` and `historyValue` an actor's snapshots share. XState's initial
 * snapshot (StateMachine getInitialSnapshot, createMachineSnapshot) gives each actor an
 * empty object of each, which its later snapshots pass on (cloneMachineSnapshot): two per
 * actor kept for its whole life, though a Pod's containers spawn no child and no podterm
 * machine has a history state. XState never writes one it was given: a spawn or a stop
 * copies `children` (spawnChild, stopChild), a history change copies `historyValue`
 * (exitStates). Frozen, so a write would throw.
 */
const NONE = Object.freeze({});

function isEmpty(o: object | undefined): boolean {
  if (o === undefined || o === NONE) return false;
  for (const _ in o) return false;
  return true;
}

/** A configuration (the active state nodes, in XState's order) and its state value. */
interface Configuration {
  nodes: readonly StateNode[];
  value: unknown;
}

/** Per machine, the configurations its kept snapshots were in, by `configurationHash`. */
const configurations = new WeakMap<object, Map<number, Configuration[]>>();
/** A shared `_nodes` array's state value. */
const valueOf = new WeakMap<readonly StateNode[], unknown>();

/**
 * The snapshot's `_nodes` array and `value` object swapped for the ones an earlier snapshot of
 * the same machine in the same configuration kept. XState 5.33 createMachineSnapshot computes
 * `value` anew (getStateValue) for every snapshot, and microstep makes a new `_nodes` array at
 * every change of state; kept for seconds of virtual time, V8 promoted both for nearly every
 * snapshot of a Pod's three actors. Only the same nodes in the same order count as the same
 * configuration: XState's selectTransitions reads `_nodes` in order, and getStateValue's keys
 * follow it. XState only reads both (matches, getMeta, microstep's `new Set(_nodes)`;
 * cloneMachineSnapshot passes `_nodes` on, so the next snapshot in the same states brings
 * the shared array back and finds its value at once).
 */
function shareConfiguration(snapshot: Snapshot): void {
  const nodes = snapshot._nodes;
  if (nodes === undefined || snapshot.machine === undefined) return;
  const known = valueOf.get(nodes);
  if (known !== undefined) {
    snapshot.value = known;
    return;
  }
  let byHash = configurations.get(snapshot.machine);
  if (byHash === undefined) configurations.set(snapshot.machine, (byHash = new Map()));
  const hash = configurationHash(nodes);
  const bucket = byHash.get(hash);
  const found = bucket?.find((c) => sameNodes(c.nodes, nodes));
  if (found !== undefined) {
    snapshot._nodes = found.nodes;
    snapshot.value = found.value;
    return;
  }
  valueOf.set(nodes, snapshot.value);
  const configuration = { nodes, value: snapshot.value };
  if (bucket === undefined) byHash.set(hash, [configuration]);
  else bucket.push(configuration);
}

function configurationHash(nodes: readonly StateNode[]): number {
  let hash = nodes.length;
  for (const node of nodes) hash = (hash * 31 + node.order) | 0;
  return hash;
}

function sameNodes(a: readonly StateNode[], b: readonly StateNode[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

/** The actor with a Map of its own for `on` (an unobserved one's throws). */
export function listenable<A extends AnyActorRef>(actor: A): A {
  const a = actor as unknown as Collections;
  if (a.eventListeners === NO_LISTENERS) a.eventListeners = new Map();
  return actor;
}

/**
 * Starts a root actor and lets go of its options and its children's. XState keeps the
 * options an actor was created with (`{...defaultOptions, ...options}`: clock, logger,
 * devTools, input, parent; about 300 bytes, a dictionary) for the whole run, but reads them
 * only until `start()` has returned (Actor constructor: clock, input; `start`: the initial
 * event's input, devTools); a machine's spawned children start inside their parent's start.
 * 30,000 of them at a 5,000-replica rollout's peak: 10 MB.
 */
export function startLean<A extends AnyActorRef>(actor: A): A {
  actor.start();
  // A lean actor (leanActor.ts) and its children keep no options.
  if (!('options' in actor)) return actor;
  spend(actor);
  const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef> }).children;
  for (const child of Object.values(children ?? {})) spend(child);
  return actor;
}

/** What a started actor's options are then: nothing XState reads again. */
const SPENT = Object.freeze({});

function spend(actor: AnyActorRef): void {
  (actor as unknown as { options: object }).options = SPENT;
}
