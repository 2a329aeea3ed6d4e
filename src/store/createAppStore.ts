// The one UI store, made by a factory (a fresh store per test and per embedded view).
// Slices: editor (text, diagnostics, status), run (the trace on screen and whether it is
// stale), playback (time, play state, speed, the zoomed window) and selection (the hovered
// and the selected event); compare (variant B) is compareSlice.ts. Actions are plain
// state → state updates; the arithmetic they share lives in playback.ts.
import { createStore } from 'zustand/vanilla';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { Trace } from '../trace/types.ts';
import type { Observation } from '../observed/parseObserved.ts';
import type { Lang } from './lang.ts';
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
import { actionDraftSlice, type ActionDraftSlice } from './actionDraft.ts';
import {
  applyLinkedPlayback,
  openingPresenter,
  presenterSlice,
  type PresenterSlice,
} from './presenterSlice.ts';
import { compareSlice, type CompareSlice } from './compareSlice.ts';
import { statechartSlice, type StatechartSlice } from './statechartSlice.ts';
import { progressSlice, type ProgressSlice } from './progressSlice.ts';
import { preStopSearchSlice, type PreStopSearchSlice } from './preStopSearchSlice.ts';
import { paneSlice, type PaneSlice } from './paneSlice.ts';
import { applyLinkedNav, navSlice, type NavSlice } from './navSlice.ts';
import { goToSlice, type GoToSlice } from './goToSlice.ts';
import { documentsSlice, type DocumentsSlice } from './documentsSlice.ts';
import type { StateLog } from '../statechart/stateLog.ts';

export { SPEEDS, stepTimes, type View } from './playback.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface AppState
  extends
    ActionDraftSlice,
    PresenterSlice,
    CompareSlice,
    StatechartSlice,
    ProgressSlice,
    PreStopSearchSlice,
    PaneSlice,
    NavSlice,
    GoToSlice,
    DocumentsSlice {
  // editor
  text: string;
  diagnostics: Diagnostic[];
  simulating: boolean;
  /** Where the editor should put the cursor (a click in the problem list). */
  reveal: { line: number; column: number; seq: number } | null;
  /** A message for the user (a damaged link, an editor that could not load). */
  banner: string | null;

  // run
  /** The last trace the simulation produced (kept while the text has errors). */
  trace: Trace | null;
  /** The text has errors: the trace on screen belongs to an earlier version. */
  stale: boolean;
  /** Fingerprint of the text the trace was simulated from. */
  traceTextHash: string | null;

  // playback
  timeMs: number;
  playing: boolean;
  speed: number;
  /** The time window the swimlane shows, in ms; null = the whole trace. */
  view: View | null;
  /** Whether the window follows the run's story, shows the whole run, or is the user's own. */
  viewMode: ViewMode;

  // selection: indexes into trace.events
  hovered: number | null;
  selected: number | null;

  // presenter mode: big type, no editor, keyboard only
  presenter: boolean;
  /** "Predict the next step": what happens after the playhead is hidden until revealed. */
  curtain: boolean;
  /** Reveal mode: what lies after the playhead is hidden (always on while presenting). */
  revealRun: boolean;
  /** The time axis folds the window's quiet stretches (timeline/quietFolds.ts). */
  foldQuiet: boolean;
  /** The lane row the presenter points at (the laser highlight), or none. */
  focusLane: number | null;

  /** What a real cluster printed (pasted), compared with whatever run is on screen. */
  observed: Observation[] | null;

  /** The page's language (browser default, a switcher, the share link's `l=`). */
  lang: Lang;

  /** Light or dark: the system's setting unless the user chose one. */
  theme: ThemeChoice;

  /** Why the last autosave failed (storage full or disabled), or null. */
  saveError: string | null;

  setText(text: string): void;
  /**
   * A run's result; `states` is what its statechart actors did, when it was recorded;
   * `title` its Scenario's metadata.name as the parser read it.
   */
  setResult(
    trace: Trace | null,
    diagnostics: Diagnostic[],
    textHash?: string,
    states?: StateLog,
    title?: string,
  ): void;
  /** The last run's Scenario metadata.name as parsed (loadScenario), or null. */
  runName: string | null;
  setSimulating(on: boolean): void;
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
  hover(index: number | null): void;
  select(index: number | null): void;
  setBanner(message: string | null): void;
  revealLine(line: number, column: number): void;
  setPresenter(on: boolean): void;
  setCurtain(on: boolean): void;
  setRevealRun(on: boolean): void;
  setFoldQuiet(on: boolean): void;
  /** Moves the laser to the next (1) or previous (−1) of `lanes` rows, wrapping around. */
  moveLaneFocus(direction: 1 | -1, lanes: number): void;
  setObserved(observed: Observation[] | null): void;
  setLang(lang: Lang): void;
  setTheme(theme: ThemeChoice): void;
  setSaveError(reason: string | null): void;
}

export function createAppStore(initialText = '') {
  return createStore<AppState>()((set, get) => ({
    text: initialText,
    diagnostics: [],
    simulating: false,
    reveal: null,
    banner: null,
    trace: null,
    stale: false,
    traceTextHash: null,
    runName: null,
    timeMs: 0,
    playing: false,
    speed: 1,
    view: null,
    viewMode: 'story',
    hovered: null,
    selected: null,
    presenter: false,
    curtain: false,
    revealRun: false,
    foldQuiet: false,
    focusLane: null,
    observed: null,
    saveError: null,
    lang: 'en',
    theme: 'system',
    ...actionDraftSlice(set),
    ...presenterSlice(set),
    ...compareSlice(set),
    ...statechartSlice(set),
    ...progressSlice(set),
    ...preStopSearchSlice(set),
    ...paneSlice(set),
    ...navSlice(set),
    ...goToSlice(set),
    ...documentsSlice(set),

    setText: (text) => set({ text }),
    setResult: (trace, diagnostics, textHash, states, title) =>
      set((s) => {
        const done = {
          simulating: false,
          progress: null,
          cancelled: false,
          runName: title ?? null,
        };
        if (!trace) return { ...done, diagnostics, stale: s.trace !== null };
        // The same text again (the statechart panel asked for its log): the same trace, so
        // the one on screen stays, with its selection, stop and drawings.
        if (s.trace && !s.stale && textHash !== undefined && textHash === s.traceTextHash)
          return {
            ...done,
            diagnostics,
            states: states ?? s.states,
            ...applyLinkedNav(s, s.trace),
          };
        const view = viewForMode(s.viewMode, s.view, trace);
        const next = {
          ...done,
          trace,
          diagnostics,
          stale: false,
          timeMs:
            s.viewMode === 'story' ? timeInView(s.timeMs, view, trace) : clampTime(s.timeMs, trace),
          view,
          traceTextHash: textHash ?? null,
          states: states ?? null,
          // Event indexes (and stops) point into the old trace.
          hovered: null,
          selected: null,
          stop: null,
        };
        return {
          ...next,
          ...applyLinkedPlayback({ ...s, ...next }, trace),
          ...applyLinkedNav({ ...s, ...next }, trace),
        };
      }),
    setSimulating: (simulating) => set({ simulating }),
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
    pause: () => set({ playing: false }),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    setSpeed: (speed) => set({ speed }),
    step: (direction) =>
      set((s) => ({
        playing: false,
        selected: null,
        timeMs: nextStepTime(s.trace, s.timeMs, direction),
      })),
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
    hover: (hovered) => set((s) => (s.hovered === hovered ? s : { hovered })),
    select: (selected) =>
      set((s) => {
        const e = selected === null ? undefined : s.trace?.events[selected];
        return e ? { selected, timeMs: e.t, playing: false } : { selected: null };
      }),
    setBanner: (banner) => set({ banner }),
    revealLine: (line, column) =>
      set((s) => ({ reveal: { line, column, seq: (s.reveal?.seq ?? 0) + 1 } })),
    setPresenter: (presenter) =>
      set((s) =>
        presenter
          ? { presenter, ...openingPresenter(s) }
          : {
              presenter,
              curtain: false,
              focusLane: null,
              keysHelp: false,
              stop: null,
              chartInPlace: false,
            },
      ),
    setCurtain: (curtain) => set({ curtain }),
    setRevealRun: (revealRun) => set({ revealRun }),
    setFoldQuiet: (foldQuiet) => set({ foldQuiet }),
    setObserved: (observed) => set({ observed }),
    setSaveError: (saveError) => set((s) => (s.saveError === saveError ? s : { saveError })),
    setLang: (lang) => set({ lang }),
    setTheme: (theme) => set({ theme }),
    moveLaneFocus: (direction, lanes) =>
      set((s) => {
        if (lanes <= 0) return { focusLane: null };
        const from = s.focusLane ?? (direction === 1 ? -1 : 0);
        return { focusLane: (((from + direction) % lanes) + lanes) % lanes };
      }),
  }));
}

export type AppStore = ReturnType<typeof createAppStore>;
