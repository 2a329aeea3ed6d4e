// Playback arithmetic the store's actions share: clamping, stepping between events, and
// the zoomed time window. Pure functions of the trace, so they are tested without React.
import { storyWindow } from '../story/window.ts';
import type { Trace } from '../trace/types.ts';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

// The window and its narrowest width are the chart's (chart/view.ts).
import { MIN_VIEW_MS, type View } from '../chart/view.ts';
export { MIN_VIEW_MS, type View };

export const clampTime = (t: number, trace: Trace | null): number =>
  Math.max(0, Math.min(t, trace?.durationMs ?? 0));

/** Times a presenter steps through: every event but traffic and status writes (PodStatus, WorkloadStatus). */
export function stepTimes(trace: Trace | null): number[] {
  if (!trace) return [];
  const out: number[] = [];
  for (const e of trace.events) {
    if (e.lane === 'traffic' || e.type === 'PodStatus' || e.type === 'WorkloadStatus') continue;
    if (out[out.length - 1] !== e.t) out.push(e.t);
  }
  return out;
}

/** The next (or previous) event time after `t`; the ends of the trace when there is none. */
export function nextStepTime(trace: Trace | null, t: number, direction: 1 | -1): number {
  const times = stepTimes(trace);
  // Half a millisecond of slack: the playhead may sit a hair off an event after playback.
  const next = direction > 0 ? times.find((x) => x > t + 0.5) : times.findLast((x) => x < t - 0.5);
  return next ?? (direction > 0 ? (trace?.durationMs ?? 0) : 0);
}

/**
 * Keeps a window inside the trace and at least MIN_VIEW_MS wide; the whole trace (or a
 * window that covers it) is `null`, so "not zoomed" has one spelling.
 */
export function clampView(view: View | null, trace: Trace | null): View | null {
  if (!view || !trace) return null;
  const end = trace.durationMs;
  const width = Math.max(Math.min(MIN_VIEW_MS, end), view[1] - view[0]);
  if (width >= end) return null;
  const from = Math.max(0, Math.min(view[0], end - width));
  return [from, from + width];
}

export const sameView = (a: View | null, b: View | null): boolean =>
  a === b ||
  (a !== null && b !== null && Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6);

/**
 * How the swimlane picks its window for a new trace: `story` opens on the run's story window
 * (and follows it as the text changes), `whole` shows all of it, `custom` keeps the window
 * the user zoomed or panned to.
 */
export type ViewMode = 'story' | 'whole' | 'custom';

export function viewForMode(mode: ViewMode, view: View | null, trace: Trace): View | null {
  if (mode === 'story') return clampView(storyWindow(trace), trace);
  if (mode === 'whole') return null;
  return clampView(view, trace);
}

/** The playhead for a new window: kept where it is if the window shows it, else its start. */
export function timeInView(t: number, view: View | null, trace: Trace): number {
  const clamped = clampTime(t, trace);
  if (!view || (clamped >= view[0] && clamped <= view[1])) return clamped;
  return view[0];
}
