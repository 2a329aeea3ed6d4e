// What every statechart actor of a run did: a side table the worker sends with the trace
// (not part of the contract's trace), recorded from XState's inspection of each microstep.
// The statechart panel reads it at the playhead: the active states, and the transitions
// that brought the actor there.
import { ancestry, type MachineGraph } from './graph.ts';

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

/** Index of the last step at or before `t`, or -1 (binary search). */
export function stepAt(steps: readonly StateStep[], t: number): number {
  let lo = 0;
  let hi = steps.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (steps[mid]!.t <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export interface Lit {
  /** Every active state, atomic ones and the compound and parallel ones around them. */
  active: Set<number>;
  /** The transitions of the last instant it changed, in the order taken. */
  via: number[];
  /** When it last changed (ms), the actor's start if never since. */
  since: number;
}

/** The actor's states at `t`, or null before it started. */
export function litAt(log: StateLog, actor: number, t: number): Lit | null {
  const steps = log.steps[actor] ?? [];
  const i = stepAt(steps, t);
  if (i < 0) return null;
  const graph = log.machines[log.actors[actor]!.machine]!;
  const step = steps[i]!;
  const active = new Set<number>();
  for (const s of step.active) for (const a of ancestry(graph, s)) active.add(a);
  // One instant may chain several microsteps (an event, then eventless transitions).
  let first = i;
  while (first > 0 && steps[first - 1]!.t === step.t) first--;
  const via = steps.slice(first, i + 1).flatMap((s) => s.via);
  return { active, via, since: step.t };
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

/** When the actor next enters `state` at or after `t` (the first time if never after), or null. */
export function entryTime(log: StateLog, actor: number, state: number, t: number): number | null {
  const steps = log.steps[actor] ?? [];
  const graph = log.machines[log.actors[actor]!.machine]!;
  const inside = (s: StateStep) => s.active.some((a) => ancestry(graph, a).includes(state));
  const entries = steps.filter((s, i) => inside(s) && (i === 0 || !inside(steps[i - 1]!)));
  return (entries.find((s) => s.t >= t - 0.5) ?? entries[0])?.t ?? null;
}
