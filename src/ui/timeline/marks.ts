// Event marks drawn as few SVG paths as possible: one path of ticks per row and kind,
// whatever the number of events.
import type { Trace, TraceEvent } from '../../sim/trace.ts';

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
