// Playback: the playhead, playing or not, the speed, and the zoomed window with how it is
// chosen (the run's story, the whole run, or the user's own). The arithmetic is playback.ts.
import type { Trace } from '../trace/types.ts';
import {
  clampTime,
  clampView,
  nextStepTime,
  sameView,
  timeInView,
  viewForMode,
  type View,
  type ViewMode,
} from './playback.ts';

export interface PlaybackSlice {
  timeMs: number;
  playing: boolean;
  speed: number;
  /** The time window the swimlane shows, in ms; null = the whole trace. */
  view: View | null;
  /** Whether the window follows the run's story, shows the whole run, or is the user's own. */
  viewMode: ViewMode;
  setTime(ms: number): void;
  advance(wallMs: number): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  setSpeed(speed: number): void;
  step(direction: 1 | -1): void;
  setView(view: View | null): void;
  /** Back to the run's story window (the chart opens there). */
  showStory(): void;
}

interface Fields {
  trace: Trace | null;
  /** Moving the playhead by hand ends a selection. */
  selected: number | null;
}

type State = Fields & PlaybackSlice;

export function playbackSlice(
  set: (f: (s: State) => Partial<State>) => void,
  get: () => State,
): PlaybackSlice {
  return {
    timeMs: 0,
    playing: false,
    speed: 1,
    view: null,
    viewMode: 'story',
    // Moving the playhead by hand ends a selection: the caption follows the playhead again.
    setTime: (ms) => set((s) => ({ timeMs: clampTime(ms, s.trace), selected: null })),
    advance: (wallMs) =>
      set((s) => {
        const end = s.trace?.durationMs ?? 0;
        const t = s.timeMs + wallMs * s.speed;
        return t >= end ? { timeMs: end, playing: false } : { timeMs: t };
      }),
    play: () =>
      set((s) => ({
        playing: s.trace !== null,
        selected: null,
        // Play at the end starts over, as a video player does.
        timeMs: s.trace && s.timeMs >= s.trace.durationMs ? 0 : s.timeMs,
      })),
    pause: () => set(() => ({ playing: false })),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (speed) => set(() => ({ speed })),
    step: (direction) =>
      set((s) => ({
        playing: false,
        selected: null,
        timeMs: nextStepTime(s.trace, s.timeMs, direction),
      })),
    ...windowActions(set),
  };
}

/** The zoomed window: set by the user (custom, or whole when none), or back to the story. */
function windowActions(
  set: (f: (s: State) => Partial<State>) => void,
): Pick<PlaybackSlice, 'setView' | 'showStory'> {
  return {
    setView: (view) =>
      set((s) => {
        const next = clampView(view, s.trace);
        const viewMode: ViewMode = next === null ? 'whole' : 'custom';
        return sameView(next, s.view) && viewMode === s.viewMode ? s : { view: next, viewMode };
      }),
    showStory: () =>
      set((s) => {
        if (!s.trace) return { viewMode: 'story' };
        const view = viewForMode('story', null, s.trace);
        return { viewMode: 'story', view, timeMs: timeInView(s.timeMs, view, s.trace) };
      }),
  };
}
