// The chart's time axis: the pixel scale of the whole run and of the window shown, with the
// window's quiet stretches folded when the reader asks (quietFolds.ts). A d3 scale: pure.
import { scaleLinear } from 'd3';
import type { Trace } from '../trace/types.ts';
import { foldedScale, quietFolds, type Fold, type Window } from './quietFolds.ts';
import type { View } from './view.ts';

export type TimeScale = ReturnType<typeof scaleLinear<number, number>>;

export interface TimeScales {
  /** The whole run over [left, right]: d3-zoom's reference scale. */
  full: TimeScale;
  /** The window shown, its quiet stretches folded when asked. */
  x: TimeScale;
  window: Window;
  folds: readonly Fold[];
}

/** Kept per (duration, left, right): the zoom gesture binds to the whole run's scale, and a
 *  new one for the same axis (on every pan) would restart the gesture under the finger. */
const fulls = new Map<string, TimeScale>();
const NO_FOLDS: readonly Fold[] = [];

/** The whole run's scale over [left, right] (the same object for the same axis). */
export function fullScale(durationMs: number, left: number, right: number): TimeScale {
  const key = `${durationMs}:${left}:${right}`;
  let full = fulls.get(key);
  if (!full) {
    if (fulls.size > 64) fulls.clear();
    full = scaleLinear()
      .domain([0, Math.max(1, durationMs)])
      .range([left, right]);
    fulls.set(key, full);
  }
  return full;
}

/**
 * The scales of `trace` over [left, right] showing `view` (the whole run when null), with
 * the window's quiet stretches folded when `fold`.
 */
export function timeScales(
  trace: Trace,
  view: View | null,
  fold: boolean,
  [left, right]: Window,
): TimeScales {
  const full = fullScale(trace.durationMs, left, right);
  const window: Window = view ?? [0, Math.max(1, trace.durationMs)];
  const folds = fold ? quietFolds(trace, window) : NO_FOLDS;
  const x =
    folds.length > 0
      ? foldedScale(window, folds, [left, right])
      : view
        ? full.copy().domain(view)
        : full;
  return { full, x, window, folds };
}
