// The arithmetic behind the swimlane's keys (W/S zoom, A/D pan, F fit, `.`/`,` next and
// previous event on a lane, Home/End), as pure functions of the window, the run's length
// and the marks, so they are tested without a page. The store clamps what they return.
import { MIN_VIEW_MS, type View } from './view.ts';
import type { Trace } from '../trace/types.ts';

/** W/S: each press narrows or widens the window by this factor (Perfetto's keys feel). */
export const KEY_ZOOM = 1.5;
/** A/D: each press moves the window by this share of its width. */
export const KEY_PAN = 0.2;
/** F: the events this close to the selected one are its neighbourhood. */
export const FIT_REACH_MS = 2000;
/** F: room left around what is fitted, as a share of its width on each side. */
const FIT_PAD = 0.15;
/** F on a lone event: the narrowest window it is shown in, wide enough for its label. */
export const FIT_MIN_MS = 1000;

/** The window as two numbers: the whole run when there is none. */
export const windowOf = (view: View | null, durationMs: number): View => view ?? [0, durationMs];

/** Keeps `[from, to]` inside the run, keeping its width (shorter runs show whole). */
function inside(from: number, width: number, durationMs: number): View | null {
  if (width >= durationMs) return null;
  const a = Math.max(0, Math.min(from, durationMs - width));
  return [a, a + width];
}

/** A window `factor` times narrower (>1 zooms in) with the time `at` staying where it is. */
export function zoomAround(
  view: View | null,
  durationMs: number,
  factor: number,
  at: number,
): View | null {
  const [a, b] = windowOf(view, durationMs);
  const width = Math.max(Math.min(MIN_VIEW_MS, durationMs), (b - a) / factor);
  const share = b > a ? Math.max(0, Math.min(1, (at - a) / (b - a))) : 0.5;
  return inside(at - width * share, width, durationMs);
}

/** The window moved by `share` of its width (negative: earlier), stopped at the run's ends. */
export function panBy(view: View | null, durationMs: number, share: number): View | null {
  if (!view) return null;
  const width = view[1] - view[0];
  return inside(view[0] + width * share, width, durationMs);
}

/** The window moved, width kept, so that `t` shows (unchanged when it already does). */
export function showTime(view: View | null, durationMs: number, t: number): View | null {
  if (!view || (t >= view[0] && t <= view[1])) return view;
  const width = view[1] - view[0];
  return inside(t - width / 2, width, durationMs);
}

/** The window at the run's start (`-1`) or end (`1`), its width kept. */
export function toEnd(view: View | null, durationMs: number, end: 1 | -1): View | null {
  if (!view) return null;
  const width = view[1] - view[0];
  return inside(end < 0 ? 0 : durationMs - width, width, durationMs);
}

/** The window that holds every one of `times`, with some room around them. */
export function fitTimes(times: readonly number[], durationMs: number): View | null {
  if (times.length === 0) return null;
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  const width = Math.max(FIT_MIN_MS, MIN_VIEW_MS, (hi - lo) * (1 + 2 * FIT_PAD));
  return inside((lo + hi) / 2 - width / 2, width, durationMs);
}

/**
 * What F fits for the selected event: the events given as its chain when there is one,
 * else its neighbourhood — the marks of its lane within FIT_REACH_MS of it.
 */
export function fitSelection(
  trace: Trace,
  selected: number,
  laneMarks: readonly number[],
  chain: readonly number[] = [],
): View | null {
  const e = trace.events[selected];
  if (!e) return null;
  const picked = chain.length > 0 ? chain : laneMarks;
  const times = picked
    .map((i) => trace.events[i]?.t)
    .filter(
      (t): t is number =>
        t !== undefined && (chain.length > 0 || Math.abs(t - e.t) <= FIT_REACH_MS),
    );
  return fitTimes([e.t, ...times], trace.durationMs);
}

/**
 * The next (1) or previous (−1) of a lane's marks (event indexes in time order): after the
 * selected event when it is one of them, else after the playhead. Null past the last one.
 */
export function nextMark(
  trace: Trace,
  marks: readonly number[],
  selected: number | null,
  timeMs: number,
  direction: 1 | -1,
): number | null {
  const at = selected === null ? -1 : marks.indexOf(selected);
  if (at >= 0) return marks[at + direction] ?? null;
  // Half a millisecond of slack, as the playhead's own step (playback.ts nextStepTime).
  if (direction > 0) return marks.find((i) => trace.events[i]!.t > timeMs + 0.5) ?? null;
  return marks.findLast((i) => trace.events[i]!.t < timeMs - 0.5) ?? null;
}
