// Where the chain of causes is drawn: each step's mark centre in the lanes' SVG (the same
// place LaneLayer draws its glyph: the upper half of a lane that carries the story's spans,
// the middle of any other; a failed request's dot at the top of the traffic chart), and an
// arrow between two centres, bowed so arrows between the same lanes do not lie on each other.
import { failureBandsOf } from '../story/failures.ts';
import { storySpansOf } from '../story/spans.ts';
import type { Trace } from '../trace/types.ts';
import { laneRowOf, type Layout } from './layout.ts';
import { spansByLane } from './storyRows.ts';
import { lanesBottom, rowMid, rowTop } from './rowGeometry.ts';

export interface Point {
  x: number;
  y: number;
}

/** A failed request's dot: this far below the traffic chart's top (LaneLayer's failedDots). */
export const FAILED_DOT_DY = 8;

/** The lane rows that carry the story's spans (their glyphs sit in the upper half). */
const spanned = new WeakMap<Layout, Set<number>>();
function spannedRows(trace: Trace, layout: Layout): Set<number> {
  let s = spanned.get(layout);
  if (!s) {
    const by = spansByLane(trace, layout, storySpansOf(trace));
    s = new Set([...by].filter(([, list]) => list.length > 0).map(([row]) => row));
    spanned.set(layout, s);
  }
  return s;
}

/** The centre of event `index`'s mark in the lanes' SVG, or null when it has no mark there. */
export function markCentre(
  trace: Trace,
  layout: Layout,
  x: (t: number) => number,
  index: number,
): Point | null {
  const e = trace.events[index];
  if (!e) return null;
  if (e.type === 'RequestFailed') {
    if (layout.traffic.length === 0) return null;
    return { x: x(e.t), y: lanesBottom(layout) + FAILED_DOT_DY };
  }
  const row = laneRowOf(layout, e, index);
  if (row < 0) return null;
  const top = rowTop(layout, row);
  return { x: x(e.t), y: spannedRows(trace, layout).has(row) ? top + 11 : rowMid(layout, row) };
}

/**
 * An arrow from `a` to `b` as an SVG path that starts at `a` and ends at `b` exactly: a
 * quadratic curve bowed to the left of its direction (by a fifth of its length, at least
 * 10 px), so two marks at the same moment on different lanes get a visible arc.
 */
export function arrowPath(a: Point, b: Point): string {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len < 0.5) return '';
  const bow = Math.max(10, len / 5);
  const cx = (a.x + b.x) / 2 + (dy / len) * bow;
  const cy = (a.y + b.y) / 2 - (dx / len) * bow;
  const r = (v: number) => Math.round(v * 10) / 10;
  return `M${r(a.x)},${r(a.y)}Q${r(cx)},${r(cy)} ${r(b.x)},${r(b.y)}`;
}

/** The failed request whose dot is nearest pixel `px` (within `maxPx`), or null. */
export function failedDotAt(
  trace: Trace,
  x: { (t: number): number; invert(px: number): number },
  px: number,
  maxPx = 6,
): number | null {
  let best: number | null = null;
  let bestD = maxPx;
  for (const band of failureBandsOf(trace)) {
    if (x(band.from) - maxPx > px || x(band.to) + maxPx < px) continue;
    for (const i of band.events) {
      const d = Math.abs(x(trace.events[i]!.t) - px);
      if (best === null ? d <= bestD : d < bestD) [best, bestD] = [i, d];
    }
  }
  return best;
}
