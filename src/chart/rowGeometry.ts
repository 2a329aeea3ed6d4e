// Where each lane row sits: every row is LANE_H high but an open group's header (laneGroups.ts),
// which carries no marks and only its title, is a thin HEAD_H band — so at 1280×720 the
// groups' titles do not push the traffic row below the fold (issue 27). Pure, memoised per
// layout; drawing, hit-testing and the arrows all ask here.
import { AXIS_H, HEAD_H, LANE_H } from './geometry.ts';
import type { LaneRow, Layout } from './layout.ts';

/** A row's height: thin for an open group's header (it draws no marks), else LANE_H. */
export const heightOf = (row: LaneRow): number =>
  row.group && !row.group.folded ? HEAD_H : LANE_H;

const tops = new WeakMap<readonly LaneRow[], number[]>();

/** Each row's top, and one more entry: the bottom of the last row (where traffic starts). */
function topsOf(layout: Pick<Layout, 'lanes'>): number[] {
  let out = tops.get(layout.lanes);
  if (!out) {
    out = [AXIS_H];
    for (const row of layout.lanes) out.push(out[out.length - 1]! + heightOf(row));
    tops.set(layout.lanes, out);
  }
  return out;
}

/** The top of row `i` (i = lanes.length: the bottom of the last row). */
export const rowTop = (layout: Pick<Layout, 'lanes'>, i: number): number =>
  topsOf(layout)[Math.max(0, Math.min(i, layout.lanes.length))]!;

/** The height of row `i`. */
export const rowHeight = (layout: Pick<Layout, 'lanes'>, i: number): number => {
  const row = layout.lanes[i];
  return row ? heightOf(row) : LANE_H;
};

/** The middle of row `i`. */
export const rowMid = (layout: Pick<Layout, 'lanes'>, i: number): number =>
  rowTop(layout, i) + rowHeight(layout, i) / 2;

/** Under the last lane row: where the traffic chart starts. */
export const lanesBottom = (layout: Pick<Layout, 'lanes'>): number =>
  rowTop(layout, layout.lanes.length);

/** The row at `py` (drawing units), or -1 above the first or below the last. */
export function rowAt(layout: Pick<Layout, 'lanes'>, py: number): number {
  const t = topsOf(layout);
  if (py < t[0]! || py >= t[t.length - 1]!) return -1;
  let lo = 0;
  let hi = layout.lanes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t[mid]! <= py) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
