// The story window: the stretch of a run worth opening the chart on, from just before the
// first action to just after its last consequence. A 60 s run whose story is one second of
// refused requests opens on 9–13 s, not on 0–60 s ("Whole run" shows the rest).
import { ceilToSecond, truncateToSecond } from '../trace/units.ts';
import type { Trace } from '../trace/types.ts';

/** [from, to] in ms of virtual time. */
export type TimeWindow = readonly [number, number];

/** Lead-in before the first action and tail after the last consequence. */
const BEFORE_MS = 1000;
const AFTER_MS = 500;
/** A window narrower than this is widened around its middle (a lone event needs context). */
const MIN_SPAN_MS = 2000;

/**
 * From a whole second before the first action (or the first event, in a run without
 * actions) to the whole second after the last event that is not served traffic (nor a
 * kubectl status line, which restates what came before). Failed requests count as
 * consequences; served traffic goes on to the end and does not.
 */
export function storyWindow(trace: Trace): TimeWindow {
  const end = Math.max(trace.durationMs, 1);
  const events = trace.events;
  const action = events.find((e) => e.type === 'ActionApplied');
  const told = (e: Trace['events'][number]): boolean =>
    e.type !== 'RequestsServed' && e.type !== 'PodStatus';
  const first = action?.t ?? events.find(told)?.t ?? 0;
  let last = first;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (!told(e)) continue;
    last = Math.max(first, e.t);
    break;
  }
  let from = Math.max(0, truncateToSecond(first - BEFORE_MS));
  let to = Math.min(end, ceilToSecond(last + AFTER_MS));
  if (to - from < MIN_SPAN_MS) {
    const mid = (from + to) / 2;
    from = Math.max(0, truncateToSecond(mid - MIN_SPAN_MS / 2));
    to = Math.min(end, Math.max(to, from + MIN_SPAN_MS));
  }
  return [from, to];
}

/** True when the window shows (almost) the whole run: no point offering "Whole run". */
export const isWholeRun = (w: TimeWindow, durationMs: number): boolean =>
  w[0] <= 0 && w[1] >= durationMs;
