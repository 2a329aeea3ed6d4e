// How much larger presenter mode draws the swimlane: as large as the room under the caption
// allows (on a 1080p screen with the default preset's lanes, labels of about 20 px against
// the drawing's 11), but never so large that a Pod row of the first screenful falls below
// the window: the lanes give up their size before the Pods leave the screen.
import { POD_H, TRAFFIC_H } from './geometry.ts';
import type { Layout } from './layout.ts';
import { lanesBottom } from './rowGeometry.ts';

/** Pod rows shown without scrolling in presenter mode. */
export const PRESENTER_POD_ROWS = 6;
/** Kept for the legend under the chart, when the Pod rows leave it room. */
const LEGEND_PX = 36;

/** The chart's height at scale 1: its lanes, traffic and the Pod rows of the first screenful. */
function naturalHeight(layout: Layout): number {
  return (
    lanesBottom(layout) +
    (layout.traffic.length > 0 ? TRAFFIC_H : 0) +
    4 +
    Math.min(layout.pods.length, PRESENTER_POD_ROWS) * POD_H +
    4
  );
}

/**
 * `room`: the height left in the window under the chart's top. Never below 1:
 * smaller would make the text smaller than the page's own; when even scale 1 does not fit,
 * the Pod rows scroll in their own box (presenterPodsHeight).
 */
export function presenterScale(layout: Layout, room: number): number {
  return Math.max(1, Math.min(3, (room - LEGEND_PX) / naturalHeight(layout)));
}

/**
 * The on-screen height the Pod rows may take under lanes drawn at scale `k` in `room`: what
 * the legend leaves, so a long list scrolls inside the window rather than the page; when
 * that is too little for the first screenful, the rows take the legend's place (a teacher
 * points at Pods, the legend is read once), and at least two rows always show.
 */
export function presenterPodsHeight(layout: Layout, room: number, k: number): number {
  const rows = (Math.min(layout.pods.length, PRESENTER_POD_ROWS) * POD_H + 4) * k;
  const lanes = naturalHeight(layout) * k - rows;
  return Math.max(2 * POD_H * k, Math.min(rows, room - lanes), room - LEGEND_PX - lanes);
}
