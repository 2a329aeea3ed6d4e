// What XState's Actor constructor (xstate 5.33.3) makes every actor's scope of, for the lean
// actor (leanActor.ts): the actor is its own scope, as XState reads `self`, `system`, `id`,
// `sessionId`, `logger`, `defer`, `stopChild`, `emit` and `actionExecutor` from a scope (and
// microstep swaps `actionExecutor` for a while), so the scope's methods are the actor's,
// shared by every lean actor instead of four closures each; and its listeners (`on`).
import type { EventObject } from 'xstate';

/** XState 5.33's ProcessingStatus. */
export const NOT_STARTED = 0;
export const RUNNING = 1;
export const STOPPED = 2;

export type Deferred = () => void;

/** A resolved action as XState's resolveAndExecuteActionsWithContext hands it to a scope. */
interface ExecutableAction {
  info: unknown;
  params: unknown;
  exec?: (info: unknown, params: unknown) => void;
}

/** What the actor needs of its system: XState's createSystem, with the world's scheduler. */
export interface System {
  _bookId(): string;
  _register(sessionId: string, actor: unknown): string;
  _unregister(actor: unknown): void;
  _relay(source: unknown, target: unknown, event: EventObject): void;
  _logger: unknown;
  scheduler: { cancelAll(actor: unknown): void };
}

/**
 * The lean actor whose transition runs now. XState's microstep calls its scope's original
 * `actionExecutor` unbound, so XState gives every actor a closure of its own for it; every
 * lean actor shares `execute`, which finds its actor here: an actor's actions are resolved
 * and executed only inside its own `getInitialSnapshot` or `transition`, and a transition
 * another actor takes inside one (an event it is sent and processes at once) puts the
 * first actor back when it returns.
 */
let current: LeanScope | null = null;

/** `actor`'s transition begins; returns the one to put back when it ends. */
export function enter(actor: LeanScope | null): LeanScope | null {
  const outer = current;
  current = actor;
  return outer;
}

/** Whether `actor`'s initial snapshot or transition is being made now. */
export function inTransition(actor: LeanScope): boolean {
  return current === actor;
}

/** XState's Actor `actionExecutor`: run at once while the actor runs, else once it starts. */
function execute(action: ExecutableAction): void {
  const actor = current!;
  if (actor._processingStatus === RUNNING) {
    if (action.exec) action.exec(action.info, action.params);
  } else actor.defer(() => action.exec?.(action.info, action.params));
}

/**
 * What the lean actors processing an event now deferred (XState's Actor `_deferred`), the
 * innermost actor's last. XState gives every actor an array of its own, which `update`
 * empties with `shift` after each transition, so the next transition's first `defer`
 * (a sendTo's relay, an emit) allocated its room again: one array a transition. An actor
 * defers only inside its own transition (its actions run there) and runs what it deferred
 * once that transition has returned, before the transition of any actor that began around
 * it returns, so the deferred functions of every actor processing now can share one stack:
 * each actor's from the height it found (`base`) up. Before it starts, an actor keeps its
 * own (its initial actions wait for `start`).
 */
const stack: Deferred[] = [];

export class LeanScope {
  readonly self = this;
  readonly sessionId: string;
  readonly id: string;
  readonly systemId = undefined;
  actionExecutor = execute;
  _processingStatus = NOT_STARTED;
  /** What it deferred before it started, or (if null) nothing. */
  _deferred: Deferred[] | null = null;
  /** Where its deferred functions begin in `stack` while it processes an event, or -1. */
  private base = -1;
  protected listeners: Map<string, Set<(e: EventObject) => void>> | null = null;

  constructor(
    readonly system: System,
    id: string | undefined,
  ) {
    this.sessionId = system._bookId();
    this.id = id ?? this.sessionId;
  }

  get logger(): unknown {
    return this.system._logger;
  }

  /** XState's Actor `on`. */
  on(type: string, handler: (e: EventObject) => void): { unsubscribe(): void } {
    this.listeners ??= new Map();
    let set = this.listeners.get(type);
    if (set === undefined) this.listeners.set(type, (set = new Set()));
    const wrapped = handler.bind(undefined);
    set.add(wrapped);
    return { unsubscribe: () => void set.delete(wrapped) };
  }

  subscribe(): never {
    throw new Error('a lean actor was subscribed to');
  }

  toJSON(): { xstate$$type: number; id: string } {
    return { xstate$$type: 1, id: this.id };
  }

  // Its scope's methods (XState's Actor constructor's `_actorScope`).

  defer(fn: Deferred): void {
    if (this.base >= 0) stack.push(fn);
    else (this._deferred ??= []).push(fn);
  }

  /** What it defers from now until `runDeferred` goes on the shared stack. */
  protected deferOnStack(): void {
    this.base = stack.length;
  }

  /**
   * XState's Actor `update`'s loop: what it deferred, in order, including what those defer
   * in turn; if one throws, the rest is dropped and the error returned (else undefined).
   */
  protected runDeferred(): { error: unknown } | undefined {
    const base = this.base;
    const own = base >= 0 ? stack : this._deferred;
    let thrown: { error: unknown } | undefined;
    if (own !== null) {
      for (let i = Math.max(base, 0); i < own.length; i++) {
        try {
          own[i]!();
        } catch (error) {
          thrown = { error };
          break;
        }
      }
    }
    this.dropDeferred();
    return thrown;
  }

  /** What it deferred is forgotten (run, or its transition threw). */
  protected dropDeferred(): void {
    if (this.base >= 0) stack.length = this.base;
    else this._deferred = null;
    this.base = -1;
  }

  stopChild(child: { _parent?: unknown; id: string; _stop(): void }): void {
    if (child._parent !== this) {
      throw new Error(
        `Cannot stop child actor ${child.id} of ${this.id} because it is not a child`,
      );
    }
    child._stop();
  }

  emit(event: EventObject): void {
    const listeners = this.listeners;
    if (listeners === null) return;
    const own = listeners.get(event.type);
    const wild = listeners.get('*');
    if (own === undefined && wild === undefined) return;
    // Every listener hears it; the first error is then thrown here, inside the action that
    // emitted, so the actor fails and the run stops and says so (world.ts `failure`).
    // XState's reportUnhandledError throws it later from a host timer instead: the
    // simulation keeps no host clock, and a run must not go on past a bug of ours.
    let thrown: { error: unknown } | undefined;
    for (const handler of [...(own ?? []), ...(wild ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        thrown ??= { error };
      }
    }
    if (thrown) throw thrown.error;
  }
}
