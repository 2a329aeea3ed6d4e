// What every statechart actor of a run did: a side table the worker sends with the trace
// (not part of the contract's trace), recorded from XState's inspection of each microstep.
// The statechart panel reads it at the playhead: the active states, and the transitions
// that brought the actor there.
import type { MachineGraph } from './graph.ts';

export interface ActorInfo {
  /** The object it acts for: `Pod/web-1`, `Service/web`, `Node/node-a`, `ReplicaSet/web-6d4f8`. */
  object: string;
  /** Index into `StateLog.machines`. */
  machine: number;
  /** Which part of the object: a container's name (the container machine), else null. */
  part: string | null;
  /** When the actor started, ms of virtual time. */
  since: number;
}

export interface StateStep {
  /** ms of virtual time. */
  t: number;
  /** The transitions taken (indexes into the machine's transitions); none for the start. */
  via: number[];
  /** The active atomic states after it (indexes into the machine's states). */
  active: number[];
}

export interface StateLog {
  machines: MachineGraph[];
  actors: ActorInfo[];
  /** Per actor (same index), the steps that changed its states, in time order. */
  steps: StateStep[][];
}

/** The actors acting for `object`, in the order they started. */
export function actorsOf(log: StateLog, object: string): number[] {
  const out: number[] = [];
  log.actors.forEach((a, i) => {
    if (a.object === object) out.push(i);
  });
  return out;
}

/** The time of the actor's next (1) or previous (−1) change after / before `t`, or null. */
export function changeTime(
  log: StateLog,
  actor: number,
  t: number,
  direction: 1 | -1,
): number | null {
  const steps = log.steps[actor] ?? [];
  // Half a millisecond of slack, as the playhead's steps have.
  if (direction > 0) return steps.find((s) => s.t > t + 0.5)?.t ?? null;
  return steps.findLast((s) => s.t < t - 0.5)?.t ?? null;
}
