// Event marks drawn as few SVG paths as possible: one path of ticks per row and kind,
// whatever the number of events; and finding the mark under the pointer.
import type { Trace, TraceEvent } from '../trace/types.ts';
import { TRAFFIC_BIN_MS, lastAtOrBefore, type TrafficBin } from './layout.ts';

/** Events a viewer should notice: kills, failures, warnings. */
export function isAlert(e: TraceEvent): boolean {
  return (
    (e.type === 'SignalSent' && e.data.signal === 'SIGKILL') ||
    (e.type === 'ContainerExited' && e.data.exitCode !== 0) ||
    (e.type === 'KubeEvent' && e.data.eventType === 'Warning') ||
    (e.type === 'PodPhaseChanged' && e.data.phase === 'Failed') ||
    (e.type === 'JobConditionSet' && e.data.type === 'Failed') ||
    e.type === 'EvictionRefused'
  );
}

export function tickPaths(
  trace: Trace,
  marks: number[],
  x: (t: number) => number,
  y0: number,
  y1: number,
): { normal: string; alert: string } {
  let normal = '';
  let alert = '';
  let lastX = NaN;
  let lastAlertX = NaN;
  for (const i of marks) {
    const e = trace.events[i]!;
    const px = Math.round(x(e.t) * 2) / 2;
    if (isAlert(e)) {
      if (px !== lastAlertX) alert += `M${px},${y0}V${y1}`;
      lastAlertX = px;
    } else {
      if (px !== lastX) normal += `M${px},${y0}V${y1}`;
      lastX = px;
    }
  }
  return { normal, alert };
}

/**
 * The traffic chart as two paths (served below, failed stacked on top), one rectangle per
 * second: a 1-hour trace is 3,600 bins, too many for a React element each.
 */
export function trafficPaths(
  bins: readonly TrafficBin[],
  maxBin: number,
  x: (t: number) => number,
  bottom: number,
  height: number,
): { served: string; failed: string } {
  let served = '';
  let failed = '';
  for (const b of bins) {
    const left = x(b.t);
    const w = Math.max(1, x(b.t + TRAFFIC_BIN_MS) - left - 1);
    const hs = (height * b.served) / maxBin;
    const hf = (height * b.failed) / maxBin;
    if (hs > 0) served += `M${left},${bottom}h${w}v${-hs}h${-w}Z`;
    if (hf > 0) failed += `M${left},${bottom - hs}h${w}v${-hf}h${-w}Z`;
  }
  return { served, failed };
}

/** The event of `marks` drawn nearest to pixel `px`, within `maxPx`, or null. */
export function nearestMark(
  trace: Trace,
  marks: readonly number[],
  x: { (t: number): number; invert(px: number): number },
  px: number,
  maxPx = 6,
): number | null {
  const i = lastAtOrBefore(trace, marks, x.invert(px));
  let best: number | null = null;
  let bestD = maxPx;
  for (const m of [marks[i], marks[i + 1]]) {
    if (m === undefined) continue;
    const d = Math.abs(x(trace.events[m]!.t) - px);
    if (d <= bestD) [best, bestD] = [m, d];
  }
  return best;
}
