// The run on screen: the last trace the simulation produced (kept, marked stale, while the
// text has errors), the fingerprint of the text it came from, its Scenario's name, and what
// a real cluster printed to compare with it. A new run resets what pointed into the old one
// (selection, stop) and applies what a link left waiting for it (stop, playhead, lane).
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { Observation } from '../observed/parseObserved.ts';
import type { StateLog } from '../statechart/stateLog.ts';
import type { Trace } from '../trace/types.ts';
import type { EditorSlice } from './editorSlice.ts';
import { applyLinkedNav, type NavSlice } from './navSlice.ts';
import { clampTime, timeInView, viewForMode } from './playback.ts';
import type { PlaybackSlice } from './playbackSlice.ts';
import type { PresentingSlice } from './presentingSlice.ts';
import { applyLinkedPlayback, type PresenterSlice } from './presenterSlice.ts';
import type { ProgressSlice } from './progressSlice.ts';
import type { SelectionSlice } from './selectionSlice.ts';
import type { StatechartSlice } from './statechartSlice.ts';

export interface RunSlice {
  /** The last trace the simulation produced (kept while the text has errors). */
  trace: Trace | null;
  /** The text has errors: the trace on screen belongs to an earlier version. */
  stale: boolean;
  /** Fingerprint of the text the trace was simulated from. */
  traceTextHash: string | null;
  /** The last run's Scenario metadata.name as parsed (loadScenario), or null. */
  runName: string | null;
  /** What a real cluster printed (pasted), compared with whatever run is on screen. */
  observed: Observation[] | null;
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
  setObserved(observed: Observation[] | null): void;
}

type State = RunSlice &
  EditorSlice &
  PlaybackSlice &
  SelectionSlice &
  PresentingSlice &
  ProgressSlice &
  StatechartSlice &
  PresenterSlice &
  NavSlice;

export function runSlice(set: (f: (s: State) => Partial<State>) => void): RunSlice {
  return {
    trace: null,
    stale: false,
    traceTextHash: null,
    runName: null,
    observed: null,
    setResult: (trace, diagnostics, textHash, states, title) =>
      set((s) => resultOf(s, trace, diagnostics, textHash, states, title)),
    setObserved: (observed) => set(() => ({ observed })),
  };
}

/** What a run's answer changes. */
function resultOf(
  s: State,
  trace: Trace | null,
  diagnostics: Diagnostic[],
  textHash: string | undefined,
  states: StateLog | undefined,
  title: string | undefined,
): Partial<State> {
  const done = { simulating: false, progress: null, cancelled: false, runName: title ?? null };
  if (!trace) return { ...done, diagnostics, stale: s.trace !== null };
  // The same text again (the statechart panel asked for its log): the same trace, so
  // the one on screen stays, with its selection, stop and drawings.
  if (s.trace && !s.stale && textHash !== undefined && textHash === s.traceTextHash)
    return { ...done, diagnostics, states: states ?? s.states, ...applyLinkedNav(s, s.trace) };
  const view = viewForMode(s.viewMode, s.view, trace);
  const next = {
    ...done,
    trace,
    diagnostics,
    stale: false,
    timeMs: s.viewMode === 'story' ? timeInView(s.timeMs, view, trace) : clampTime(s.timeMs, trace),
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
}
