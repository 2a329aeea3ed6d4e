// chartModel(trace, mode, room): the swimlane placed, once, for every view that draws it —
// the page's chart in each of its modes and the files (ui/export). It picks the lanes the
// mode shows, the scale the room allows, the time axis, and places each lane's spans,
// glyphs and labels (no label over another in its row: laneRows.ts), the failure bands and
// their labels, the traffic and its failed requests. Pure: no DOM, no React, no store.
import { failureBandsOf, type FailureBand } from '../story/failures.ts';
import { storySpansOf } from '../story/spans.ts';
import type { Trace } from '../trace/types.ts';
import { placeBandLabels, type BandLabel } from './bandLabelPlaces.ts';
import { compactLayoutOf, type CompactFit } from './compact.ts';
import { LABEL_W, POD_H, TRAFFIC_H, labelWidth } from './geometry.ts';
import { PODS_GROUP, groupedLayoutOf } from './laneGroups.ts';
import { axisTicks, failedDots, trafficOf } from './laneMarks.ts';
import { laneRows, type LaneRow } from './laneRows.ts';
import { foldedLayoutOf, layoutOf, type Layout } from './layout.ts';
import { chartScale, labelColumn, withLabelColumn } from './narrowChart.ts';
import { presenterPodsHeight, presenterScale } from './presenterScale.ts';
import type { Fold, Window } from './quietFolds.ts';
import { lanesBottom } from './rowGeometry.ts';
import { spansByLane, type LaneSpan } from './storyRows.ts';
import type { Tick } from './ticks.ts';
import { timeScales, type TimeScale } from './timeScale.ts';
import type { View } from './view.ts';
import type { ChartWords } from './words.ts';

/**
 * What the chart is drawn for: editing (`normal`: lanes in groups the reader folds),
 * `presenting` (idle lanes folded, as large as the room allows), `compare` (two charts on
 * one screen: the compared stories' lanes at one shared scale), `embed` (a frame of its
 * own: idle lanes folded), `export` (a file: every lane, or the folded ones of a presented
 * run, over the window on screen).
 */
export type ChartMode = 'normal' | 'presenting' | 'compare' | 'embed' | 'export';

export interface ChartRoom {
  /** The chart's width on screen (px), or the file's drawing width. */
  width: number;
  /**
   * The window's width when the chart is drawn as the page's own: a narrow window draws it
   * larger, a phone with a narrow label column (narrowChart.ts). Null: an embed's frame, a
   * compare beside the editor, a file.
   */
  page: number | null;
  /** From the chart's top to the window's bottom (px): presenting draws as large as it allows. */
  below: number;
  /** The zoomed window (null: the whole run). */
  view: View | null;
  /** Fold the window's quiet stretches (the reader's toggle; never in a compare or a file). */
  foldQuiet: boolean;
  /** The lane groups the reader folded (`normal`). */
  folded: readonly string[];
  /** A compare's lanes (by label, the same in both charts) and shared fit (compact.ts). */
  compact?: { lanes: readonly string[]; fit: CompactFit };
  /** A file of a presented run folds the idle lanes as the page did (`export`). */
  idleFolded?: boolean;
  words: ChartWords;
}

export interface ChartModel {
  mode: ChartMode;
  layout: Layout;
  labelW: number;
  /** The lanes come in groups behind header rows that fold (laneGroups.ts). */
  grouped: boolean;
  /** The Pods' group is folded: no Pod rows. */
  podsFolded: boolean;
  /** The drawing is `k` times larger on screen (the SVGs' viewBox). */
  k: number;
  /** The drawing's own width: room.width / k. */
  inner: number;
  /** The whole run's scale (the overview's, d3-zoom's reference) and the window's. */
  full: TimeScale;
  x: TimeScale;
  window: Window;
  folds: readonly Fold[];
  /** Height of the lanes' part (axis, lane rows, traffic) and of every Pod row. */
  topH: number;
  podsH: number;
  /** Where the traffic row starts: under the last lane row. */
  trafficTop: number;
  /** The Pod rows' box on screen: at most this high (px), or as tall as its rows. */
  podsMaxHeight: number | undefined;
  /** A compare without room for Pod rows, or the Pods' group folded. */
  podsHidden: boolean;
  ticks: Tick[];
  /** Each lane row: its spans, glyphs and the labels there is room for. */
  lanes: LaneRow[];
  bands: readonly FailureBand[];
  bandLabels: BandLabel[];
  traffic: { served: string; failed: string } | null;
  failedDots: [string, string][];
  /** The row labels' column, less its margins. */
  labelRoom: number;
}

/** The lanes each mode shows. */
function modeLayout(trace: Trace, mode: ChartMode, room: ChartRoom): Layout {
  switch (mode) {
    case 'compare':
      return compactLayoutOf(trace, room.compact?.lanes ?? []);
    case 'presenting':
    case 'embed':
      return foldedLayoutOf(trace);
    case 'export':
      return room.idleFolded ? foldedLayoutOf(trace) : layoutOf(trace);
    case 'normal':
      return groupedLayoutOf(trace, room.folded);
  }
}

const bySpans = new WeakMap<Layout, ReadonlyMap<number, readonly LaneSpan[]>>();

/** The focus Pod's spans by lane row (the same map for the same layout). */
function spansOf(trace: Trace, layout: Layout): ReadonlyMap<number, readonly LaneSpan[]> {
  let m = bySpans.get(layout);
  if (!m) bySpans.set(layout, (m = spansByLane(trace, layout, storySpansOf(trace))));
  return m;
}

/** Heights of the lanes' part (axis, lanes, traffic) and of it with `podRows` Pod rows. */
export function chartHeights(layout: Layout, podRows: number): { top: number; total: number } {
  const top = lanesBottom(layout) + (layout.traffic.length > 0 ? TRAFFIC_H : 0) + 4;
  return { top, total: top + (podRows > 0 ? podRows * POD_H + 4 : 0) };
}

/** Where the drawing goes and how large: the layout, its label column and scale. */
function frameOf(trace: Trace, mode: ChartMode, room: ChartRoom) {
  const labelW = room.page === null ? LABEL_W : labelColumn(room.page);
  const layout = withLabelColumn(modeLayout(trace, mode, room), labelW);
  const natural = mode === 'presenting' ? presenterScale(layout, room.below) : 1;
  const fit = mode === 'compare' ? (room.compact?.fit ?? null) : null;
  const k = chartScale(natural, fit?.scale ?? null, room.page, room.width, labelW);
  const grouped = mode === 'normal';
  const podsFolded = grouped && room.folded.includes(PODS_GROUP);
  const trafficTop = lanesBottom(layout);
  const topH = chartHeights(layout, 0).top;
  const podsMaxHeight = fit
    ? fit.podRows * POD_H * k
    : mode === 'presenting'
      ? presenterPodsHeight(layout, room.below, k)
      : undefined;
  return {
    labelW,
    layout,
    k,
    grouped,
    podsFolded,
    trafficTop,
    topH,
    podsH: layout.pods.length * POD_H + 4,
    podsMaxHeight,
    podsHidden: fit?.podRows === 0 || podsFolded,
  };
}

export function chartModel(trace: Trace, mode: ChartMode, room: ChartRoom): ChartModel {
  const frame = frameOf(trace, mode, room);
  const { layout, labelW, k, trafficTop } = frame;
  const inner = room.width / k;
  const foldable = room.foldQuiet && mode !== 'compare' && mode !== 'export';
  const scales = timeScales(trace, room.view, foldable, [
    labelW,
    Math.max(labelW + 50, inner - 12),
  ]);
  const { x, window, folds } = scales;
  const range = x.range() as [number, number];
  const bands = failureBandsOf(trace);
  const hasTraffic = layout.traffic.length > 0;
  return {
    mode,
    ...frame,
    inner,
    ...scales,
    ticks: axisTicks(layout, x, inner, window, folds),
    lanes: laneRows(trace, layout, spansOf(trace, layout), x, range, room.words),
    bands,
    bandLabels: placeBandLabels(bands, storySpansOf(trace), room.words, trace, x, range),
    traffic: hasTraffic ? trafficOf(layout, x, trafficTop) : null,
    failedDots: hasTraffic ? failedDots(trace, bands, x, trafficTop) : [],
    labelRoom: labelWidth(layout) - 12,
  };
}
