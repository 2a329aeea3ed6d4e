// The swimlane's filters: the events a person hunts for in a run, each list counted and
// stepped through (next / previous), as trace viewers let one jump between matches.
// - failed requests: every RequestFailed (contract §3: one event per failed request);
// - the path to SIGKILL: every SIGKILL the runtime sent (its chain of causes shows the path:
//   the deletion, the preStop hook, the stop signal the process outlived);
// - warnings: every Event of type Warning, as `kubectl get events --field-selector
//   type=Warning` lists them.
import type { Trace, TraceEvent } from '../trace/types.ts';
import { perTrace } from './perTrace.ts';

export const FILTERS = ['failed', 'sigkill', 'warnings'] as const;
export type FilterId = (typeof FILTERS)[number];

const MATCH: Record<FilterId, (e: TraceEvent) => boolean> = {
  failed: (e) => e.type === 'RequestFailed',
  sigkill: (e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL',
  warnings: (e) => e.type === 'KubeEvent' && e.data.eventType === 'Warning',
};

/** Each filter's events: indexes into trace.events, in trace order. */
export const filterMatches = perTrace((trace: Trace): Record<FilterId, number[]> => {
  const out: Record<FilterId, number[]> = { failed: [], sigkill: [], warnings: [] };
  trace.events.forEach((e, i) => {
    for (const f of FILTERS) if (MATCH[f](e)) out[f].push(i);
  });
  return out;
});

/** Where the page is: the selected event (if any) and the playhead. */
export interface Position {
  selected: number | null;
  timeMs: number;
}

/**
 * The match after (1) or before (−1) the position, or null when there is none. From a
 * selected event the order is the trace's; with none selected, a match at the playhead
 * itself counts as the next (and the previous) one.
 */
export function nextMatch(
  trace: Trace,
  matches: readonly number[],
  at: Position,
  direction: 1 | -1,
): number | null {
  const { selected, timeMs } = at;
  const after = (i: number): boolean =>
    selected !== null ? i > selected : trace.events[i]!.t >= timeMs - 0.5;
  const before = (i: number): boolean =>
    selected !== null ? i < selected : trace.events[i]!.t <= timeMs + 0.5;
  // Both tests hold from some point on (after) or up to some point (before): the trace is
  // in time order, so a search by halves finds the match (a run at the cap has 100,000s).
  if (direction > 0) {
    const k = firstWhere(matches.length, (m) => after(matches[m]!));
    return matches[k] ?? null;
  }
  const k = firstWhere(matches.length, (m) => !before(matches[m]!));
  return k > 0 ? matches[k - 1]! : null;
}

/** The first of 0…n−1 where `holds` (false then true along them), or n. */
function firstWhere(n: number, holds: (m: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const filterByEvent = perTrace((trace: Trace): Map<number, FilterId> => {
  const m = new Map<number, FilterId>();
  const all = filterMatches(trace);
  for (const f of FILTERS) for (const i of all[f]) m.set(i, f);
  return m;
});

/** The filter event `index` matches, or null. */
export const filterOf = (trace: Trace, index: number | null): FilterId | null =>
  index === null ? null : (filterByEvent(trace).get(index) ?? null);
