// What the statechart panel asks of a state log at the playhead: the states an actor is in,
// the transitions that brought it there, and when it enters a given state. Apart from
// stateLog.ts so that the page's first load (the store) carries none of it.
import { ancestry } from './graph.ts';
import type { StateLog, StateStep } from './stateLog.ts';

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

/** When the actor next enters `state` at or after `t` (the first time if never after), or null. */
export function entryTime(log: StateLog, actor: number, state: number, t: number): number | null {
  const steps = log.steps[actor] ?? [];
  const graph = log.machines[log.actors[actor]!.machine]!;
  const inside = (s: StateStep) => s.active.some((a) => ancestry(graph, a).includes(state));
  const entries = steps.filter((s, i) => inside(s) && (i === 0 || !inside(steps[i - 1]!)));
  return (entries.find((s) => s.t >= t - 0.5) ?? entries[0])?.t ?? null;
}
