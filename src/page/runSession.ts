// The page's run, without React: an edit is simulated in the worker after a short pause,
// a newer edit supersedes (and so cancels) the run before it, a long run's progress and its
// Cancel go through the store, a big trace's views are prepared before it is shown, and a
// failure reaches the store as a diagnostic, the text untouched. The playground (A) and
// Compare's B each own one session; they differ only in where the answer goes (`deliver`).
// Components subscribe to the store and call `edit`, `run` and `cancel`.
import type { AppStore } from '../store/createAppStore.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { Trace } from '../trace/types.ts';
import type { SimulateResult, Simulator } from '../worker/simulator.ts';
import { hashText } from './hashText.ts';

/**
 * An edit this long after the one before it runs at once; edits closer together (a burst
 * of keys, Monaco's auto-closing brackets) wait until the burst ends and run once. Short:
 * the simulation runs in a worker and superseded answers are dropped, so the wait only
 * saves the worker runs nobody would see, and typing stays smooth. One value for A and B
 * (Compare's B waited 150 ms before: the same editor, the same typing).
 */
export const DEBOUNCE_MS = 60;

/** The wall clock the debounce reads (injected: the tests' fake timers drive it). */
export interface SessionTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const wallTimers: SessionTimers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RunSessionOptions {
  /** Where a finished run's answer goes (default: the store's own run — the playground's). */
  deliver?: (result: SimulateResult, text: string) => void;
  /** Whether the run records what every statechart actor does (the panel is open). */
  recordStates?: () => boolean;
  /** A big trace's derived views, computed in short tasks before it is shown. */
  prepare?: (trace: Trace, diagnostics: readonly Diagnostic[]) => Promise<void>;
  timers?: SessionTimers;
}

export interface RunSession {
  /** The text was edited: run it now after a pause, or once a burst of edits ends. */
  edit(text: string): void;
  /** Runs `text` now (a document opened, Run again); resolves when its answer is shown. */
  run(text: string): Promise<void>;
  /** The page opens: the store already shows this text's run (built with the page), or run it. */
  start(): void;
  /** Stops the run in progress (the run on screen stays) and a run still waiting. */
  cancel(): void;
  /**
   * Drops what is in flight and ends the worker. The session stays usable (the next run
   * starts a worker again): React's strict mode disposes and reuses it.
   */
  dispose(): void;
}

/** The playground's delivery: the store's run, its fingerprint and its statechart log. */
export function intoRun(store: AppStore) {
  return (r: SimulateResult, text: string): void =>
    store.getState().setResult(r.trace, r.diagnostics, hashText(text), r.states, r.title);
}

/** Compare's B: its progress in B's own store (`storeB`), its answer in the page's. */
export function intoVariantB(store: AppStore, storeB: AppStore) {
  return (r: SimulateResult): void => {
    storeB.getState().runEnded();
    store.getState().setCompareResult(r.trace, r.diagnostics);
  };
}

/** What the user sees when the run failed on the page's side (not a problem in the text). */
function failureOf(error: unknown): SimulateResult {
  const message = error instanceof Error ? error.message : String(error);
  const d: Diagnostic = {
    severity: 'error',
    message: `The run could not be shown: ${message}`,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
  };
  return { trace: null, diagnostics: [d] };
}

/** The answer to `text`, its big trace prepared; null when a newer request superseded it. */
async function answerOf(
  store: AppStore,
  simulator: Simulator,
  options: RunSessionOptions,
  text: string,
): Promise<SimulateResult | null> {
  try {
    const result = await simulator.run(text, {
      states: options.recordStates?.() === true,
      onProgress: (p) => store.getState().setProgress(p),
    });
    if (result?.trace && options.prepare) await options.prepare(result.trace, result.diagnostics);
    return result;
  } catch (error) {
    return failureOf(error);
  }
}

export function createRunSession(
  store: AppStore,
  simulator: Simulator,
  options: RunSessionOptions = {},
): RunSession {
  const deliver = options.deliver ?? intoRun(store);
  const timers = options.timers ?? wallTimers;
  let timer: unknown;
  let lastEdit = -Infinity;
  /** Runs started: an answer is dropped if another run started while it was prepared. */
  let runs = 0;

  const stopWaiting = () => {
    timers.clearTimeout(timer);
    timer = undefined;
  };

  const run = async (text: string): Promise<void> => {
    stopWaiting();
    const mine = ++runs;
    store.getState().startRun();
    const result = await answerOf(store, simulator, options, text);
    if (!result || mine !== runs) return; // superseded, cancelled, or a newer run started
    deliver(result, text);
  };

  return {
    edit(text) {
      stopWaiting();
      const now = timers.now();
      const burst = now - lastEdit < DEBOUNCE_MS;
      lastEdit = now;
      // One key after a pause is drawn without waiting; a burst of keys runs once it ends.
      if (burst) timer = timers.setTimeout(() => void run(text), DEBOUNCE_MS);
      else void run(text);
    },
    run,
    start() {
      const s = store.getState();
      // The default preset's run came with the page (ui/builtRun.ts, set before the first
      // render): the worker only starts, ready for the first edit.
      if (s.trace && s.traceTextHash === hashText(s.text)) simulator.warm();
      else void run(s.text);
    },
    cancel() {
      stopWaiting();
      if (simulator.cancel()) store.getState().runCancelled();
    },
    dispose() {
      stopWaiting();
      runs++;
      simulator.dispose();
    },
  };
}
