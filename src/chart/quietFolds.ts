// A time axis that folds the quiet stretches of a window: where a run's story is a few busy
// moments in a long quiet run (a Pod deleted at 10 s, its replacement Ready at 40 s), each
// stretch with nothing told in it shrinks to a narrow break that says how long it lasted
// ("… 8.9 s …"), so the busy moments get the width. The scale stays truthful: it is linear
// inside each shown stretch, every tick sits at its time and says it, and no tick is drawn
// inside a fold. Pure: tested without a DOM.
import { scaleLinear } from 'd3';
import type { Trace } from '../trace/types.ts';
import { decimalsFor, type Tick } from './ticks.ts';
import { secondsText } from '../trace/units.ts';
import { LAYOUT_STEP, runSteps } from './layout.ts';

export type Window = readonly [number, number];

/** A folded stretch: [from, to] in ms, drawn FOLD_PX wide. */
export interface Fold {
  from: number;
  to: number;
}

/** The width a fold takes on screen: room for its break mark and "… 12.3 s …". */
export const FOLD_PX = 80;
/** A tick keeps this far from a fold's edge, so its label clears the fold's words. */
const TICK_CLEAR_PX = 30;
/** A quiet stretch is folded when it is at least this share of the window… */
const MIN_SHARE = 0.1;
/** …and at least this long (a shorter pause is part of the story's rhythm). */
const MIN_QUIET_MS = 2000;
/** Kept on each side of a fold, so a mark next to it has room for its label. */
const MARGIN_SHARE = 0.04;

/** Events that tell the story: not the steady traffic nor the status lines. */
const told = (e: Trace['events'][number]): boolean =>
  e.type !== 'RequestsServed' && e.type !== 'PodStatus' && e.type !== 'WorkloadStatus';

const toldCache = new WeakMap<Trace, Float64Array>();

/**
 * The times of the events that tell the story, in trace (time) order. Once per trace (a
 * big run's preparation, in steps): the folds of each window are searched in it.
 */
export function toldTimesOf(trace: Trace): Float64Array {
  return runSteps(toldSteps(trace));
}

/** toldTimesOf in steps of LAYOUT_STEP events. */
export function* toldSteps(trace: Trace): Generator<void, Float64Array> {
  const hit = toldCache.get(trace);
  if (hit) return hit;
  const times: number[] = [];
  for (let i = 0; i < trace.events.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    const e = trace.events[i]!;
    if (told(e)) times.push(e.t);
  }
  const out = Float64Array.from(times);
  toldCache.set(trace, out);
  longGapsOf(out);
  return out;
}

/** The first position in sorted `times` whose time is over `t`. */
function firstOver(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const gapsCache = new WeakMap<Float64Array, Int32Array>();

/**
 * The positions k in `told` where the pause to the next told time is long enough to hold
 * a fold (MIN_QUIET_MS; half of it, so no rounding drops one: each is checked again), in
 * order. A window's folds are its edges and these: a run at the event cap has a million
 * told times, and reading them all per window held the first render for tens of ms.
 */
function longGapsOf(told: Float64Array): Int32Array {
  const hit = gapsCache.get(told);
  if (hit) return hit;
  const gaps: number[] = [];
  for (let k = 0; k + 1 < told.length; k++)
    if (told[k + 1]! - told[k]! >= MIN_QUIET_MS / 2) gaps.push(k);
  const out = Int32Array.from(gaps);
  gapsCache.set(told, out);
  return out;
}

/** The first position from `lo` in sorted `values` whose value is at least `v`. */
function firstAtLeast(values: Float64Array | Int32Array, v: number, lo = 0): number {
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The quiet stretches of `window` worth folding, in time order (none for a busy window). */
export function quietFolds(trace: Trace, [a, b]: Window): Fold[] {
  const span = b - a;
  if (!(span > 0)) return [];
  const margin = span * MARGIN_SHARE;
  const minQuiet = Math.max(MIN_QUIET_MS, span * MIN_SHARE);
  const told = toldTimesOf(trace);
  const folds: Fold[] = [];
  const fold = (from: number, to: number): void => {
    if (to - from >= minQuiet) folds.push({ from, to });
  };
  // The told times inside the window are told[first…end); the window's own ends need no
  // margin outside them.
  const first = firstOver(told, a);
  const end = firstAtLeast(told, b, first);
  if (first === end) {
    fold(a, b);
    return folds;
  }
  fold(a, told[first]! - margin);
  const gaps = longGapsOf(told);
  for (let g = firstAtLeast(gaps, first); g < gaps.length && gaps[g]! + 1 < end; g++)
    fold(told[gaps[g]!]! + margin, told[gaps[g]! + 1]! - margin);
  fold(told[end - 1]! + margin, b);
  return folds;
}

/**
 * The scale of `window` over [left, right] with `folds` drawn FOLD_PX wide each and the
 * rest linear, sharing what is left in proportion to time (a d3 polylinear scale, so
 * invert and every drawing that takes a scale keep working).
 */
export function foldedScale(window: Window, folds: readonly Fold[], [left, right]: Window) {
  if (folds.length === 0) return scaleLinear().domain(window).range([left, right]);
  const shown = window[1] - window[0] - folds.reduce((s, f) => s + (f.to - f.from), 0);
  const pxPerMs = Math.max(0, right - left - folds.length * FOLD_PX) / Math.max(1, shown);
  const domain: number[] = [window[0]];
  const range: number[] = [left];
  let px = left;
  let t = window[0];
  for (const f of folds) {
    if (f.from > t) {
      px += (f.from - t) * pxPerMs;
      domain.push(f.from);
      range.push(px);
    }
    px += FOLD_PX;
    domain.push(f.to);
    range.push(px);
    t = f.to;
  }
  if (window[1] > t) {
    domain.push(window[1]);
    range.push(right);
  }
  return scaleLinear().domain(domain).range(range);
}

/**
 * The axis's ticks under `x` with `folds`: about one per `every` px in each shown stretch,
 * all labelled with the same number of decimals, none inside a fold.
 */
export function foldedTicks(
  x: (t: number) => number,
  [a, b]: Window,
  folds: readonly Fold[],
  every: number,
): Tick[] {
  const stretches: Window[] = [];
  let t = a;
  for (const f of folds) {
    if (f.from > t) stretches.push([t, f.from]);
    t = f.to;
  }
  if (b > t) stretches.push([t, b]);
  const each = stretches.map(([s, e]) => {
    const count = Math.floor((x(e) - x(s)) / every);
    return count < 1 ? [] : scaleLinear().domain([s, e]).ticks(count);
  });
  const ts = each.flat();
  const steps = each.filter((g) => g.length > 1).map((g) => g[1]! - g[0]!);
  const d = decimalsFor(Math.min(...steps, 1000));
  const clear = (t: number): boolean =>
    folds.every((f) => x(t) <= x(f.from) - TICK_CLEAR_PX || x(t) >= x(f.to) + TICK_CLEAR_PX);
  return ts.filter(clear).map((t) => ({ t, label: `${secondsText(t, d)}s` }));
}

/** The words of a fold's break: how long the folded stretch lasted. */
export const foldSeconds = (f: Fold): string => secondsText(f.to - f.from, 1);
