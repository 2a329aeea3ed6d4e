// A long run in progress: how far the worker has got (the progress bar, with its Cancel),
// and whether the last run was cancelled (the chart then shows the run before it, dimmed,
// with a way to run the text again). A finished run clears both (createAppStore setResult).
import type { RunProgress } from '../worker/simulator.ts';

export type { RunProgress } from '../worker/simulator.ts';

export interface ProgressSlice {
  /** How far the run in progress has got; null when none runs or it is too short to say. */
  progress: RunProgress | null;
  /** The last run was cancelled: the trace on screen is the one before it. */
  cancelled: boolean;
  /** A run starts (no progress yet, not cancelled). */
  startRun(): void;
  setProgress(progress: RunProgress): void;
  /** The run in progress was stopped: the trace on screen stays. */
  runCancelled(): void;
  /** The run ended and its answer was taken (a run whose trace setResult does not hold). */
  runEnded(): void;
}

interface Fields {
  simulating: boolean;
}

type State = Fields & ProgressSlice;

export function progressSlice(set: (f: (s: State) => Partial<State>) => void): ProgressSlice {
  return {
    progress: null,
    cancelled: false,
    startRun: () => set(() => ({ simulating: true, progress: null, cancelled: false })),
    // A report that arrives after the run ended (or was cancelled) is not shown.
    setProgress: (progress) => set((s) => (s.simulating ? { progress } : {})),
    runCancelled: () => set(() => ({ simulating: false, progress: null, cancelled: true })),
    runEnded: () => set(() => ({ simulating: false, progress: null })),
  };
}
