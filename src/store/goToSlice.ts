// Going to an event (a filter's next / previous, a step of the chain of causes): it becomes
// the selection, the playhead moves to it, and a zoomed window that does not show it pans
// there, its width kept, so the event lands in the middle of the screen.
import type { Trace } from '../trace/types.ts';
import { clampView, type View, type ViewMode } from './playback.ts';

export interface GoToSlice {
  /** Selects event `index`, moves the playhead to it and pans the window to show it. */
  goTo(index: number): void;
}

interface Fields {
  trace: Trace | null;
  view: View | null;
  viewMode: ViewMode;
  selected: number | null;
  timeMs: number;
  playing: boolean;
}

/** The window panned so it shows `t` (the same window when it already does), kept in the trace. */
export function viewShowing(view: View | null, t: number, trace: Trace): View | null {
  if (!view) return null;
  const [a, b] = view;
  // A twentieth of the window at each edge: an event drawn on the edge is half cut off.
  const edge = (b - a) / 20;
  if (t >= a + edge && t <= b - edge) return view;
  const half = (b - a) / 2;
  return clampView([t - half, t + half], trace);
}

export const goToSlice = (
  set: (f: (s: Fields) => Partial<Fields> | Fields) => void,
): GoToSlice => ({
  goTo: (index) =>
    set((s) => {
      const e = s.trace?.events[index];
      if (!s.trace || !e) return s;
      const view = viewShowing(s.view, e.t, s.trace);
      const moved = view !== s.view;
      return {
        selected: index,
        timeMs: e.t,
        playing: false,
        ...(moved ? { view, viewMode: 'custom' as const } : {}),
      };
    }),
});
