// xstateReplayMs (contract §4): the floor for podterm's design, measured on its own machines.
// A run records, through XState's inspection, every event each actor processed, in the
// order the actors processed them, with the snapshot the actor was in before it; the replay
// then asks each actor's own machine definition for the next snapshot
// (`machine.transition(before, event, scope)`, what an actor calls for each event it takes)
// with an actor scope whose action executor does nothing. What is left is XState's own
// work on the real statecharts: choosing the transitions (guards included), exit and entry
// sets, raised events and eventless transitions, `assign`, spawning children, building
// the next snapshot. Gone: podterm's actions, the trace writer, the clock's queue, and
// XState's actor machinery around a transition (mailbox, observers, inspection): a floor.
// The books of delayed events stay out as well: in a run they are kept by the world's own
// scheduler (src/cluster/actorScheduler.ts, podterm's code in XState's place), and the
// replay's scope executes no action, so an `after` it enters books nothing.
import {
  createActor,
  createMachine,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

interface Recorded {
  logic: AnyStateMachine;
  ref: AnyActorRef;
  /** Started by world.actor (its initial snapshot is computed outside any transition). */
  root: boolean;
}

/** The events every actor of one run processed, in the order they were processed. */
export class EventLog {
  readonly actors: Recorded[] = [];
  /** Step i: actor `actorOf[i]` took `events[i]` in snapshot `before[i]` (null: it started). */
  readonly actorOf: number[] = [];
  readonly before: (AnyMachineSnapshot | null)[] = [];
  readonly events: EventObject[] = [];
  private readonly index = new Map<AnyActorRef, number>();
  private readonly last: (AnyMachineSnapshot | null)[] = [];

  readonly inspect = (ev: InspectionEvent): void => {
    if (ev.type !== '@xstate.snapshot') return;
    const ref = ev.actorRef as AnyActorRef;
    const logic = (ref as unknown as { logic: unknown }).logic;
    if (!isMachine(logic)) return;
    let a = this.index.get(ref);
    if (a === undefined) {
      a = this.actors.length;
      // A root: no parent, or the world's shared system (no actor: world.ts `shared`).
      const parent = ref._parent as unknown as { logic?: unknown } | undefined;
      this.actors.push({ logic, ref, root: !isMachine(parent?.logic) });
      this.index.set(ref, a);
      this.last.push(null);
    }
    const started = ev.event.type === 'xstate.init';
    // A child's initial snapshot is made inside its parent's transition (spawn): replayed there.
    if (!started || this.actors[a]!.root) {
      this.actorOf.push(a);
      this.before.push(started ? null : this.last[a]!);
      this.events.push(ev.event);
    }
    this.last[a] = ev.snapshot as AnyMachineSnapshot;
  };

  get length(): number {
    return this.events.length;
  }
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'transition' in logic;
}

const noop = (): void => undefined;
const idle = createMachine({});
const stillClock = { setTimeout: () => 0, clearTimeout: noop };

/**
 * Replays the log once; returns the number of steps that threw (a guard reading the
 * world as the run left it may meet what it never met during the run).
 */
export function replay(log: EventLog): number {
  // A fresh actor system, so the children spawned again register their system ids anew.
  const system = createActor(idle, { clock: stillClock }).system;
  const scopes: (AnyActorScope | undefined)[] = [];
  const scopeOf = (a: number): AnyActorScope => {
    const known = scopes[a];
    if (known) return known;
    const { ref } = log.actors[a]!;
    // The actor itself, seen through a system of the replay's own.
    const self = Object.create(ref, { system: { value: system } }) as AnyActorRef;
    const scope = {
      self,
      id: ref.id,
      sessionId: ref.sessionId,
      logger: noop,
      defer: noop,
      emit: noop,
      stopChild: noop,
      system,
      actionExecutor: noop,
    } as unknown as AnyActorScope;
    scopes[a] = scope;
    return scope;
  };
  let failed = 0;
  const { actorOf, before, events, actors } = log;
  for (let i = 0; i < events.length; i++) {
    const a = actorOf[i]!;
    const logic = actors[a]!.logic;
    const from = before[i];
    try {
      if (from === null)
        logic.getInitialSnapshot(scopeOf(a), (events[i] as { input?: unknown }).input);
      else logic.transition(from!, events[i]!, scopeOf(a));
    } catch {
      failed++;
    }
  }
  return failed;
}
