// What a preset's thumbnail draws, read off its trace: the story window (where the chart
// opens), the first Pods' phases in it, and the clients' traffic with the failed requests
// and the bands where they fail. Small and plain JSON: the build computes it for every
// preset (the simulation is deterministic), so the gallery draws at once, with no run.
import { failureBands } from '../../story/failures.ts';
import { storyWindow } from '../../story/window.ts';
import type { Trace } from '../../trace/types.ts';
import { TRAFFIC_BIN_MS, layoutOf, type PodPhase } from '../../chart/layout.ts';

/** Pod rows a thumbnail has room for. */
export const THUMBNAIL_ROWS = 8;

export interface ThumbnailData {
  /** [from, to] ms: the story window. */
  window: [number, number];
  /** The first Pods alive in the window: their phases as [from, to, phase], clipped to it. */
  pods: [number, number, PodPhase][][];
  /** Whether clients send requests (the traffic strip is drawn). */
  traffic: boolean;
  /** The traffic bins (TRAFFIC_BIN_MS) in the window with failed requests: [t, failed]. */
  failed: [number, number][];
  /** Where requests fail: [from, to] of each failure band in the window. */
  bands: [number, number][];
}

export function thumbnailOf(trace: Trace): ThumbnailData {
  const [from, to] = storyWindow(trace);
  const layout = layoutOf(trace);
  const inWindow = (a: number, b: number) => b > from && a < to;
  const pods = layout.pods
    .map((row) =>
      row.segments
        .filter((s) => s.phase !== 'Removed' && inWindow(s.from, s.to))
        .map((s): [number, number, PodPhase] => [
          Math.max(from, s.from),
          Math.min(to, s.to),
          s.phase,
        ]),
    )
    .filter((segments) => segments.length > 0)
    .slice(0, THUMBNAIL_ROWS);
  return {
    window: [from, to],
    pods,
    traffic: layout.traffic.length > 0,
    failed: layout.traffic
      .filter((b) => b.failed > 0 && inWindow(b.t, b.t + TRAFFIC_BIN_MS))
      .map((b) => [b.t, b.failed]),
    bands: failureBands(trace)
      .filter((b) => inWindow(b.from, b.to + TRAFFIC_BIN_MS))
      .map((b) => [b.from, b.to + TRAFFIC_BIN_MS]),
  };
}
