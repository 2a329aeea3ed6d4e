// The swimlane made small enough for two to share a screen (compare): only the lanes that
// tell the story (the same rows in both charts, so they line up), the Pod rows capped,
// and the drawing scaled down a little when even that does not fit. Pure, unit-tested.
import type { Trace } from '../trace/types.ts';
import { POD_H, TRAFFIC_H } from './geometry.ts';
import { foldedLayoutOf, layoutOf, type Layout } from './layout.ts';
import { lanesBottom } from './rowGeometry.ts';

/** Pod rows a compact chart shows (the rest scroll). */
export const COMPACT_POD_ROWS = 3;
/** The smallest scale: the lanes' 11 px text stays above 8 px. */
export const MIN_COMPACT_SCALE = 0.75;

/** The labels of the lanes that tell the story of any of `traces`, in the order drawn. */
export function storyLanes(traces: readonly Trace[]): string[] {
  const wanted = new Set(traces.flatMap((t) => foldedLayoutOf(t).lanes.map((l) => l.label)));
  const all = traces.flatMap((t) => layoutOf(t).lanes.map((l) => l.label));
  return [...new Set(all)].filter((l) => wanted.has(l));
}

const compacted = new WeakMap<Trace, { key: string; layout: Layout }>();

/** The trace's layout with only the lane rows named in `lanes` (all when none is there). */
export function compactLayoutOf(trace: Trace, lanes: readonly string[]): Layout {
  const key = lanes.join('\n');
  const hit = compacted.get(trace);
  if (hit?.key === key) return hit.layout;
  const all = layoutOf(trace);
  const kept = all.lanes.filter((l) => lanes.includes(l.label));
  const layout = kept.length > 0 ? { ...all, lanes: kept } : all;
  compacted.set(trace, { key, layout });
  return layout;
}

export interface CompactFit {
  /** How much smaller than its natural size the chart is drawn (1 = natural). */
  scale: number;
  /** Pod rows shown without scrolling (0: none, the lanes tell the story alone). */
  podRows: number;
}

/**
 * How a compact chart fits `height` px: with its first Pod rows if they fit at full size,
 * else without them, scaled down as far as MIN_COMPACT_SCALE (below that it overflows).
 */
export function compactFit(layout: Layout, height: number): CompactFit {
  const top = lanesBottom(layout) + (layout.traffic.length > 0 ? TRAFFIC_H : 0);
  const rows = Math.min(layout.pods.length, COMPACT_POD_ROWS);
  if (rows > 0 && top + rows * POD_H + 8 <= height) return { scale: 1, podRows: rows };
  const scale = Math.max(MIN_COMPACT_SCALE, Math.min(1, height / (top + 4)));
  return { scale, podRows: 0 };
}
