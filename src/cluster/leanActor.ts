// A Pod's actors (its statechart, its pod worker, its containers) without XState's Actor
// (issue 29), in a world nothing inspects. XState's Actor constructor (xstate 5.33.3) makes
// for every actor a Mailbox and the bound `_process` it calls, an observers Set, a
// listeners Map, a bound `send`, its options merged into a new object, an actor scope with
// four closures of its own, and an inspection event nothing hears: a rollout-1000 run makes
// 6,000 of them (15 ms of a 370 ms run, 8 MB it promotes). What a Pod's actors need of all
// that is XState's pure `machine.transition(snapshot, event, scope)` (what
// bench/xstateReplay.ts measures alone) and what XState's Actor does around it, kept here in
// the same order: the snapshot, the actions run inline while it processes and deferred
// before it starts (its scope's `actionExecutor`), the deferred ones (sendTo's relay, a
// spawned child's start) run once the snapshot is kept (`update`), events sent while it
// processes waiting their turn (the Mailbox), the parent told of an error or a final state
// (`_error`, `update`), and a stop that stops its children (`_stop`: the `xstate.stop`
// event, whose macrostep stops them). The actor is its own scope (XState reads `self`,
// `system`, `id`, `sessionId`, `logger`, `defer`, `stopChild`, `emit`, `actionExecutor`
// from it, and microstep swaps `actionExecutor` for a while: leanScope.ts). XState keeps the
// options (input included) for the actor's life; the initial snapshot is the only reader of
// the input here (the `xstate.init` event XState makes from it at start goes to the inspector
// only). With an inspector
// (World.inspecting: the statechart panel, the bench's recorded run) XState's own Actor
// runs instead, so what is inspected is what XState's Actor does.
import type { AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import { leanSnapshot } from './leanActors.ts';
import {
  enter,
  inTransition,
  LeanScope,
  NOT_STARTED,
  RUNNING,
  STOPPED,
  type System,
} from './leanScope.ts';

/** The parts of a snapshot an actor reads (XState's createMachineSnapshot, or an error). */
interface Snapshot {
  status: 'active' | 'done' | 'error' | 'stopped';
  output?: unknown;
  error?: unknown;
  children?: Record<string, unknown>;
}

/** A parent: an actor, or the world's shared system (world.ts `shared`). */
interface Parent {
  system: unknown;
  _send(event: EventObject): void;
}

/** Children a lean actor spawned while its initial snapshot was made (see `leanSpawn`). */
const spawning = new Map<LeanActor, Record<string, LeanActor>>();

export class LeanActor extends LeanScope {
  _snapshot!: Snapshot;
  /** The Mailbox: events that wait while it processes one, or until it starts. */
  private queue: EventObject[] | null = null;
  private active = false;
  private busy = false;

  constructor(
    readonly logic: AnyStateMachine,
    readonly _parent: Parent,
    input: unknown,
    id?: string,
    readonly src: string | AnyStateMachine = logic,
  ) {
    super(_parent.system as System, id);
    this.initState(input);
  }

  /** XState's Actor `_initState`, and the children `leanSpawn` made put in the snapshot. */
  private initState(input: unknown): void {
    const outer = enter(this);
    try {
      this._snapshot = this.logic.getInitialSnapshot(this as never, input) as Snapshot;
    } catch (error) {
      this._snapshot = { status: 'error', output: undefined, error };
    } finally {
      enter(outer);
    }
    const children = spawning.get(this);
    if (children === undefined) return;
    spawning.delete(this);
    // XState's spawner adds them to the assign's snapshot (resolveAssign): `{...children,
    // ...spawned}`, a fresh object of this snapshot's own, carried to the initial one.
    if (this._snapshot.children) Object.assign(this._snapshot.children, children);
  }

  /** XState's Actor `start` without its inspection events (nothing inspects this system). */
  start(): this {
    if (this._processingStatus === RUNNING) return this;
    this.system._register(this.sessionId, this);
    this._processingStatus = RUNNING;
    const snapshot = this._snapshot;
    if (snapshot.status === 'done') {
      this.update(snapshot);
      return this;
    }
    if (snapshot.status === 'error') {
      this.fail(snapshot.error);
      return this;
    }
    try {
      // StateMachine `start`: its children in the initial snapshot start first.
      this.logic.start?.(snapshot as never);
    } catch (error) {
      this._snapshot = { ...snapshot, status: 'error', error };
      this.fail(error);
      return this;
    }
    this.update(snapshot);
    this.active = true;
    this.flush();
    return this;
  }

  /** XState's Actor `send`: `system._relay` with no source, which no inspector hears here. */
  send(event: EventObject): void {
    this._send(event);
  }

  /** XState's Actor `_send` and Mailbox `enqueue`: it waits while another is processed. */
  _send(event: EventObject): void {
    if (this._processingStatus === STOPPED) return;
    if (this.busy || !this.active) (this.queue ??= []).push(event);
    else {
      this.busy = true;
      this.process(event);
      this.flush();
    }
  }

  /** XState's Mailbox `flush`: the waiting events in order, until none is left or it stops. */
  private flush(): void {
    this.busy = true;
    let queue;
    while ((queue = this.queue) !== null && queue.length > 0) this.process(queue.shift()!);
    // Events wait seldom (before start, or sent back while it processes): the array goes.
    this.queue = null;
    this.busy = false;
  }

  /** XState's Actor `_process`. */
  private process(event: EventObject): void {
    let next: Snapshot;
    const outer = enter(this);
    this.deferOnStack();
    try {
      next = this.logic.transition(this._snapshot as never, event, this as never) as Snapshot;
    } catch (error) {
      enter(outer);
      this.dropDeferred();
      this._snapshot = { ...this._snapshot, status: 'error', error };
      this.fail(error);
      return;
    }
    enter(outer);
    this.update(next);
    if (event.type === 'xstate.stop') this.stopProcedure();
  }

  /** XState's Actor `update`: keep the snapshot (lean), run what waited, tell the parent. */
  private update(snapshot: Snapshot): void {
    leanSnapshot(snapshot);
    this._snapshot = snapshot;
    const thrown = this.runDeferred();
    if (thrown) this._snapshot = { ...snapshot, status: 'error', error: thrown.error };
    const { status } = this._snapshot;
    if (status === 'done') {
      this.stopProcedure();
      const done = {
        type: `xstate.done.actor.${this.id}`,
        output: this._snapshot.output,
        actorId: this.id,
      };
      this.system._relay(this, this._parent, done);
    } else if (status === 'error') this.fail(this._snapshot.error);
  }

  /** XState's Actor `_error` (no observers: `_reportError` only clears the listeners). */
  private fail(error: unknown): void {
    this.stopProcedure();
    const event = { type: `xstate.error.actor.${this.id}`, error, actorId: this.id };
    this.system._relay(this, this._parent, event);
  }

  /** XState's Actor `_stopProcedure` and `_complete`. */
  private stopProcedure(): void {
    this.listeners = null;
    if (this._processingStatus !== RUNNING) return;
    this.system.scheduler.cancelAll(this);
    this.queue = null;
    this.active = false;
    this._processingStatus = STOPPED;
    this.system._unregister(this);
  }

  /** XState's Actor `_stop`: what waits is dropped; `xstate.stop` stops it and its children. */
  _stop(): this {
    if (this._processingStatus === STOPPED) return this;
    // XState's Mailbox `clear` keeps its current item: the event being processed (already
    // out of `queue` here), or, before the mailbox runs, the first one waiting.
    if (this.queue !== null) this.queue.length = this.busy ? 0 : Math.min(this.queue.length, 1);
    if (this._processingStatus === NOT_STARTED) {
      this._processingStatus = STOPPED;
      return this;
    }
    this._send({ type: 'xstate.stop' });
    return this;
  }

  stop(): this {
    throw new Error('A non-root actor cannot be stopped directly.');
  }

  getSnapshot(): Snapshot {
    return this._snapshot;
  }

  /** A child made by `leanSpawn` while its initial snapshot is made. */
  adopt(child: LeanActor): void {
    const children = spawning.get(this);
    if (!inTransition(this)) throw new Error('a lean actor spawns only in its context factory');
    if (children === undefined) spawning.set(this, { [child.id]: child });
    else children[child.id] = child;
    // XState's spawner: the child starts with the actor, unless stopped by then.
    this.defer(() => {
      if (child._processingStatus !== STOPPED) child.start();
    });
  }
}

/**
 * XState's context-factory `spawn(src, { id, input })` (createSpawner), for a lean actor a
 * lean child of one of its machine's `actors`; for XState's own actor (an inspected world)
 * XState's spawn.
 */
export function leanSpawn<S extends string, O extends { id: string; input: unknown }, R>(
  self: unknown,
  spawn: (src: S, options: O) => R,
  src: S,
  options: O,
): R {
  if (!(self instanceof LeanActor)) return spawn(src, options);
  const logic = (self.logic.implementations.actors as Record<string, AnyStateMachine>)[src];
  if (!logic) throw new Error(`Actor logic '${src}' not implemented in machine '${self.logic.id}'`);
  const child = new LeanActor(logic, self, options.input, options.id, src);
  self.adopt(child);
  return child as R;
}

/** The lean actor as the XState actor its callers type it as. */
export function asActor<A extends AnyActorRef>(actor: LeanActor): A {
  return actor as unknown as A;
}
