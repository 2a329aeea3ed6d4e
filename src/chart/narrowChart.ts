// The swimlane on a narrow window (a phone, a tablet: layout/panes.ts). Drawn 1.2 times
// larger, so that its smallest text (the drawing's 10 px) reads at 12 px; presenting, no
// larger than leaves the time axis room. On a phone the row labels take a narrow column
// (broken over two lines: RowLabel.tsx), so the time axis has most of the width.
import { isNarrow, PHONE_PX } from './breakpoints.ts';
import { LABEL_W } from './geometry.ts';
import type { Layout } from './layout.ts';

/** 10 px, the drawing's smallest text, × 1.2 = 12 px on screen. */
export const NARROW_SCALE = 1.2;
/** A phone's label column: "replicaset-" / "controller" in two lines of 11 px monospace. */
export const PHONE_LABEL_W = 100;
/** The time axis keeps at least this much of the drawing's width. */
const MIN_PLOT = 220;

/** The label column a window gives the chart. */
export const labelColumn = (windowWidth: number): number =>
  windowWidth < PHONE_PX ? PHONE_LABEL_W : LABEL_W;

/**
 * The scale a chart `width` px wide is drawn at: `k` as wide windows draw it; on a narrow
 * window at least NARROW_SCALE, and no larger than keeps MIN_PLOT of the time axis.
 */
export function narrowScale(k: number, windowWidth: number, width: number, labelW: number): number {
  if (!isNarrow(windowWidth)) return k;
  return Math.max(NARROW_SCALE, Math.min(k, width / (labelW + MIN_PLOT)));
}

/**
 * The scale a chart is drawn at: presenter mode's `natural` or a compare's shared `fit`,
 * and on a narrow window (`page`: its width, null for an embed or a compare beside the
 * editor) at least NARROW_SCALE.
 */
export function chartScale(
  natural: number,
  fit: number | null,
  page: number | null,
  width: number,
  labelW: number,
): number {
  const k = fit ?? natural;
  return page === null ? k : narrowScale(k, page, width, labelW);
}

const narrowed = new WeakMap<Layout, Map<number, Layout>>();

/** `layout` with its label column `labelW` wide (the same object for the same pair). */
export function withLabelColumn(layout: Layout, labelW: number): Layout {
  if (labelW === LABEL_W) return layout;
  let byWidth = narrowed.get(layout);
  if (!byWidth) narrowed.set(layout, (byWidth = new Map()));
  let l = byWidth.get(labelW);
  if (!l) byWidth.set(labelW, (l = { ...layout, labelW }));
  return l;
}
