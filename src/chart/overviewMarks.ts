// What the overview strip draws over the whole run: how many events fall in each few
// pixels (a density, so a run of 100,000 events is a few hundred bars) and where requests
// failed. Pure, unit-tested; Overview.tsx draws it and puts the brush on top.
import type { Trace } from '../trace/types.ts';
import type { Layout } from './layout.ts';

export interface Density {
  /** Left edge (px) of each bin that holds events. */
  x: number;
  /** Events in the bin (lane marks), and failed requests. */
  events: number;
  failed: number;
}

/**
 * Bins of `binPx` pixels over `[left, right]` for a run of `durationMs`: the lane marks of
 * `layout` and the failed requests of its traffic, in x order, empty bins left out.
 */
export function densityOf(
  trace: Trace,
  layout: Layout,
  left: number,
  right: number,
  binPx = 3,
): Density[] {
  const width = Math.max(1, right - left);
  const per = Math.max(1, trace.durationMs) / width;
  const bins = new Map<number, Density>();
  const bin = (t: number): Density => {
    const i = Math.min(Math.floor(width / binPx) - 1, Math.floor(t / per / binPx));
    const at = Math.max(0, i);
    let b = bins.get(at);
    if (!b) bins.set(at, (b = { x: left + at * binPx, events: 0, failed: 0 }));
    return b;
  };
  for (const lane of layout.lanes) for (const i of lane.marks) bin(trace.events[i]!.t).events++;
  for (const b of layout.traffic) if (b.failed > 0) bin(b.t).failed += b.failed;
  return [...bins.values()].sort((a, b) => a.x - b.x);
}
