// Presenter mode's lesson stops: Enter goes to the next of the run's key moments (derived
// from the trace: story/stops.ts), zooms to it and reveals only up to it; with "predict"
// on, Enter first asks the room what happens next. A share link can carry the current stop
// and the playhead (`&stop=`, `&t=`), applied when its run arrives.
import { lessonStopsOf } from '../story/stops.ts';
import { storyWindow } from '../story/window.ts';
import type { Trace } from '../trace/types.ts';
import { clampTime, clampView, type View, type ViewMode } from './playback.ts';

/** The fields of the store a stop moves. */
interface PlaybackFields {
  trace: Trace | null;
  timeMs: number;
  playing: boolean;
  selected: number | null;
  view: View | null;
  viewMode: ViewMode;
  curtain: boolean;
}

export interface PresenterSlice {
  /** The lesson stop the presenter is at (index into lessonStops), or none yet. */
  stop: number | null;
  /** "Predict": Enter asks what happens next before it reveals the next stop. */
  predict: boolean;
  /** The `?` overlay listing the keys. */
  keysHelp: boolean;
  /** A share link's stop and playhead, waiting for its run. */
  linkedPlayback: { stop: number | null; t: number | null } | null;
  goToStop(i: number): void;
  nextStop(): void;
  prevStop(): void;
  setPredict(on: boolean): void;
  setKeysHelp(on: boolean): void;
  setLinkedPlayback(p: { stop: number | null; t: number | null } | null): void;
}

type State = PlaybackFields & PresenterSlice;

/** The run's lesson stops (once per trace). */
export const stopsFor = lessonStopsOf;

/** Lead-in and tail around a stop outside the story window. */
const BEFORE_MS = 2000;
const AFTER_MS = 3000;

/** The window a stop is shown in: the story window when it holds the stop, else around it. */
export function viewAtStop(trace: Trace, t: number): View | null {
  const [a, b] = storyWindow(trace);
  if (t >= a && t <= b) return clampView([a, b], trace);
  return clampView([t - BEFORE_MS, t + AFTER_MS], trace);
}

/** Where across the window the playhead sits when presenting opens. */
const OPEN_AT = 0.75;

/**
 * The window presenting opens on. Presenting hides what lies after the playhead, so a
 * window that starts at the playhead (the story window, before the first stop) would show
 * dark lanes: it moves, its width kept, to end a quarter after the playhead, so the room
 * sees the run so far (every Pod Running) and waits for what comes.
 */
export function presentingView(trace: Trace, view: View | null, t: number): View | null {
  const [a, b] = view ?? [0, trace.durationMs];
  const width = b - a;
  if (width <= 0 || t - a >= (1 - OPEN_AT) * width) return view;
  return clampView([t - OPEN_AT * width, t + (1 - OPEN_AT) * width], trace);
}

/** What turning presenting on changes: the window, when it would open dark. */
export function openingPresenter(
  s: PlaybackFields & { presenter: boolean; stop: number | null },
): Partial<State> {
  if (!s.trace || s.presenter || s.stop !== null) return {};
  const view = presentingView(s.trace, s.view, s.timeMs);
  return view === s.view ? {} : { view, viewMode: 'custom' };
}

/** What going to stop `i` of the trace changes, or nothing when there is no such stop. */
export function atStop(s: PlaybackFields, i: number): Partial<State> {
  const trace = s.trace;
  if (!trace) return {};
  const stops = stopsFor(trace);
  const stop = stops[i];
  if (!stop) return {};
  return {
    stop: i,
    selected: stop.index,
    timeMs: clampTime(stop.t, trace),
    playing: false,
    curtain: false,
    view: viewAtStop(trace, stop.t),
    viewMode: 'custom',
  };
}

export function presenterSlice(set: (f: (s: State) => Partial<State>) => void): PresenterSlice {
  return {
    stop: null,
    predict: false,
    keysHelp: false,
    linkedPlayback: null,
    goToStop: (i) => set((s) => atStop(s, i)),
    nextStop: () =>
      set((s) => {
        const next = (s.stop ?? -1) + 1;
        if (!s.trace || next >= stopsFor(s.trace).length) return {};
        if (s.predict && !s.curtain) return { curtain: true };
        return atStop(s, next);
      }),
    prevStop: () => set((s) => (s.stop === null || s.stop === 0 ? {} : atStop(s, s.stop - 1))),
    setPredict: (predict) => set(() => ({ predict, curtain: false })),
    setKeysHelp: (keysHelp) => set(() => ({ keysHelp })),
    setLinkedPlayback: (linkedPlayback) => set(() => ({ linkedPlayback })),
  };
}

/** A new run: the link's stop or playhead if one is waiting, else nothing to change. */
export function applyLinkedPlayback(s: State, trace: Trace): Partial<State> {
  const p = s.linkedPlayback;
  if (!p) return {};
  if (p.stop !== null) {
    const moved = atStop({ ...s, trace }, p.stop);
    if (p.t !== null && moved.stop !== undefined) moved.timeMs = clampTime(p.t, trace);
    return { ...moved, linkedPlayback: null };
  }
  return p.t !== null
    ? { timeMs: clampTime(p.t, trace), linkedPlayback: null }
    : { linkedPlayback: null };
}
