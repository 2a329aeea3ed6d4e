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
  const last = Math.floor(width / binPx) - 1;
  const bin = (t: number): number => Math.max(0, Math.min(last, Math.floor(t / per / binPx)));
  // Counts in typed arrays, one slot per bin: a run at the event cap has a million marks,
  // and a Map entry per mark held the first render for tens of ms.
  const size = Math.max(1, last + 1);
  const events = new Float64Array(size);
  const failed = new Float64Array(size);
  const used = new Uint8Array(size);
  const count = (at: number, into: Float64Array, n: number): void => {
    into[at]! += n;
    used[at] = 1;
  };
  for (const lane of layout.lanes)
    for (const i of lane.marks) count(bin(trace.events[i]!.t), events, 1);
  for (const b of layout.traffic) if (b.failed > 0) count(bin(b.t), failed, b.failed);
  const out: Density[] = [];
  for (let at = 0; at < size; at++)
    if (used[at]) out.push({ x: left + at * binPx, events: events[at]!, failed: failed[at]! });
  return out;
}
