// Records what every statechart actor does, for the statechart panel: XState's inspection
// reports each microstep with the transitions it took; this keeps the ones with a target
// (they change an actor's states, or re-enter one), with the time and the states after. A side table
// beside the trace, never in it: a run without it (the CLI, the benchmarks) pays nothing.
import type { ActorRefLike, AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { initialLeaves, walkMachine, type WalkedMachine } from '../statechart/graph.ts';
import type { ActorInfo, StateLog, StateStep } from '../statechart/stateLog.ts';
import { MACHINES } from './machines.ts';

/** The leaf states of a state value (`{object: 'Live', ready: 'Ready'}`), as state ids. */
function leafIds(value: StateValue, prefix: string, out: string[]): void {
  if (typeof value === 'string') {
    out.push(`${prefix}.${value}`);
    return;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) out.push(prefix);
  for (const k of keys) leafIds(value[k] as StateValue, `${prefix}.${k}`, out);
}

export class StateRecorder {
  private readonly walked: WalkedMachine[] = MACHINES.map((m) => walkMachine(m.machine));
  private readonly machineOf = new Map<AnyStateMachine, number>(
    MACHINES.map((m, i) => [m.machine, i]),
  );
  private readonly startedAt = new WeakMap<ActorRefLike, number>();
  private readonly actorOf = new WeakMap<ActorRefLike, number>();
  private readonly actors: ActorInfo[] = [];
  private readonly steps: StateStep[][] = [];

  constructor(private readonly now: () => number) {}

  readonly inspect = (ev: InspectionEvent): void => {
    if (ev.type === '@xstate.actor') this.startedAt.set(ev.actorRef, this.now());
    // An actor that never takes a transition is still there from its first snapshot.
    else if (ev.type === '@xstate.snapshot') this.actorIndex(ev.actorRef, ev.snapshot);
    else if (ev.type === '@xstate.microstep') this.microstep(ev);
  };

  /** The actor's index, registered (with its start as a step) the first time it is seen. */
  private actorIndex(ref: ActorRefLike, snapshot: unknown): number | undefined {
    const known = this.actorOf.get(ref);
    if (known !== undefined) return known;
    const m = this.machineOf.get((ref as unknown as { logic: AnyStateMachine }).logic);
    if (m === undefined) return undefined;
    const a = this.actors.length;
    const { object, part } = MACHINES[m]!.objectOf((snapshot as { context: unknown }).context);
    const since = this.startedAt.get(ref) ?? this.now();
    this.actors.push({ object, part, machine: m, since });
    // XState enters the initial states without a microstep: the start is a step of its own.
    const active = initialLeaves(this.walked[m]!.graph);
    this.steps.push([{ t: since, via: [], active }]);
    this.actorOf.set(ref, a);
    return a;
  }

  private microstep(ev: Extract<InspectionEvent, { type: '@xstate.microstep' }>): void {
    const snapshot = ev.snapshot as unknown as { value: StateValue };
    const a = this.actorIndex(ev.actorRef, ev.snapshot);
    if (a === undefined) return;
    const walked = this.walked[this.actors[a]!.machine]!;
    const via: number[] = [];
    let targeted = false;
    for (const t of ev._transitions) {
      const i = walked.transitionIndex.get(t);
      if (i === undefined) continue;
      via.push(i);
      if (t.target) targeted = true;
    }
    // Only a transition with a target changes the states (or re-enters one).
    if (!targeted) return;
    const ids: string[] = [];
    leafIds(snapshot.value, walked.graph.id, ids);
    const active = ids.map((id) => walked.stateIndex.get(id) ?? -1).filter((i) => i >= 0);
    this.steps[a]!.push({ t: this.now(), via, active });
  }

  log(): StateLog {
    return {
      machines: this.walked.map((w) => w.graph),
      actors: this.actors,
      steps: this.steps,
    };
  }
}
