// A lesson stop zooms to its moment: the story of a Pod that stops often happens in 200 ms
// (deletion, SIGTERM, exit, the endpoint leaving, the first refused request) on an axis of
// seconds, where its marks fall within a few pixels and their labels give way to each
// other. The stop keeps the window it was given when every mark up to the stop that shows
// there has its label; else it narrows around the stop (the stop three quarters across,
// so what led to it is on screen and its own label has room to its right) until they do.
// Pure: the store picks the stop, the chart's width and language decide the zoom.
import { clampView, MIN_VIEW_MS, type View } from '../../store/playback.ts';
import type { Trace } from '../../trace/types.ts';
import type { timelineWords } from '../i18n/timelineWords.ts';
import { laneRows } from '../../chart/laneRows.ts';
import type { Layout } from '../../chart/layout.ts';
import type { LaneSpan } from '../../chart/storyRows.ts';

/** How much narrower each try is. */
const STEP = 1.25;
/**
 * Where across the window the stop sits: three quarters, or further left when the labels
 * of its own instant need more room to its right than a quarter of the chart.
 */
const STOP_AT = [0.75, 0.5, 0.25];

export interface StopFitInput {
  trace: Trace;
  layout: Layout;
  bySpan: ReadonlyMap<number, readonly LaneSpan[]>;
  words: ReturnType<typeof timelineWords>;
  /** The drawing's time axis in px: [left, right]. */
  range: readonly [number, number];
}

const linear =
  ([a, b]: View, [left, right]: readonly [number, number]) =>
  (t: number): number =>
    left + ((t - a) / (b - a)) * (right - left);

/**
 * The marks up to `t` that show in `view` and have no label there (event indexes): none
 * when the moment reads whole.
 */
export function unlabelledBefore(input: StopFitInput, view: View, t: number): number[] {
  const x = linear(view, input.range);
  const rows = laneRows(input.trace, input.layout, input.bySpan, x, input.range, input.words);
  const missing: number[] = [];
  rows.forEach((row) => {
    const shown = new Set(row.glyphLabels.flatMap((p) => p.item.indexes));
    for (const c of row.labelled) {
      if (input.trace.events[c]!.t <= t && !shown.has(c)) missing.push(c);
    }
  });
  return missing;
}

/**
 * The window stop time `t` opens on: `base` when its moment reads whole there, else the
 * widest window around `t` where it does (at most MIN_VIEW_MS narrow: marks of the same
 * instant on one lane share a place however far one zooms).
 */
export function stopView(input: StopFitInput, base: View | null, t: number): View | null {
  const { trace } = input;
  const start: View = base ?? [0, Math.max(1, trace.durationMs)];
  if (unlabelledBefore(input, start, t).length === 0) return base;
  let best: View | null = null;
  let fewest = Infinity;
  for (const at of STOP_AT) {
    for (let width = start[1] - start[0]; width > MIN_VIEW_MS;) {
      width = Math.max(MIN_VIEW_MS, width / STEP);
      const view = clampView([t - at * width, t + (1 - at) * width], trace);
      if (!view) continue;
      const missing = unlabelledBefore(input, view, t).length;
      if (missing === 0) return view;
      if (missing < fewest) [best, fewest] = [view, missing];
    }
  }
  return best ?? base;
}
