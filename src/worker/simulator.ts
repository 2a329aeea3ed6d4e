// The page's side of the worker: only the newest request matters; answers to older ones
// are dropped. A long run reports how far it has got and can be cancelled (its worker is
// ended and a fresh one started). A worker that fails or goes silent is replaced, and the
// user gets a diagnostic instead of a spinner that never stops.
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { RunProgress, SimulateResult } from '../run/simulate.ts';
import { ResultJoiner } from './resultParts.ts';
import type { SimMessage, SimRequest } from './simulate.worker.ts';

export type { RunProgress, SimulateResult } from '../run/simulate.ts';

export interface RunRequestOptions {
  /** Record what every statechart actor does too (the statechart panel's side table). */
  states?: boolean;
  /** Told how far a long run has got, while it runs. */
  onProgress?: (progress: RunProgress) => void;
}

export interface Simulator {
  /** Resolves with the result, or null when a newer request or a cancel superseded it. */
  run(text: string, options?: RunRequestOptions): Promise<SimulateResult | null>;
  /** Starts the worker now, so the first edit does not wait for it to load. */
  warm(): void;
  /** Stops the run in progress (its promise resolves null); false when none was running. */
  cancel(): boolean;
  dispose(): void;
}

/**
 * Silence longer than this ends the worker: a long run reports its progress every 100 ms,
 * so a worker that says nothing for this long is stuck (a bug of ours).
 */
const WATCHDOG_MS = 15_000;

/** A request older than this is abandoned with its worker when a newer one comes. */
const ABANDON_MS = 400;

const failure = (message: string): SimulateResult => {
  const d: Diagnostic = {
    severity: 'error',
    message,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
  };
  return { trace: null, diagnostics: [d] };
};

interface Pending {
  id: number;
  at: number;
  resolve: (r: SimulateResult | null) => void;
  onProgress: ((progress: RunProgress) => void) | undefined;
  /** The parts of a big answer received so far. */
  parts: ResultJoiner;
}

/**
 * One message of the worker for the pending request: progress is passed on, a part kept;
 * the last message is the answer (joined from its parts), returned.
 */
function received(pending: Pending, m: SimMessage): SimulateResult | undefined {
  if ('progress' in m) {
    pending.onProgress?.(m.progress);
    return undefined;
  }
  if ('part' in m) {
    pending.parts.add(m);
    return undefined;
  }
  const joined = pending.parts.join(m);
  return typeof joined === 'string' ? failure(joined) : joined;
}

/** Request `id`, sent now, its answer to `resolve`. */
function pendingOf(
  id: number,
  resolve: Pending['resolve'],
  options: RunRequestOptions | undefined,
): Pending {
  const parts = new ResultJoiner();
  return { id, at: performance.now(), resolve, onProgress: options?.onProgress, parts };
}

/** A fresh simulation worker, its messages and its failure handed to the page's side. */
function spawn(onMessage: (m: SimMessage) => void, onError: (message: string) => void): Worker {
  const w = new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<SimMessage>) => onMessage(e.data);
  w.onerror = (e) => {
    e.preventDefault();
    onError(`The simulation stopped with an error: ${e.message || 'unknown error'}`);
  };
  return w;
}

/** Calls `onSilent` when WATCHDOG_MS pass without a `watch()` (and none since `stop()`). */
function silenceWatch(onSilent: () => void): { watch(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    watch() {
      clearTimeout(timer);
      timer = setTimeout(onSilent, WATCHDOG_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

export function createSimulator(): Simulator {
  let worker: Worker | null = null;
  let latest = 0;
  let pending: Pending | null = null;

  const watchdog = silenceWatch(() =>
    restart('The simulation took too long and was stopped. Shorten the duration?'),
  );
  const watch = watchdog.watch;
  const settle = (r: SimulateResult | null) => {
    watchdog.stop();
    const p = pending;
    pending = null;
    p?.resolve(r);
  };
  const endWorker = () => {
    worker?.terminate();
    worker = null;
  };
  const restart = (message: string) => {
    endWorker();
    settle(failure(message));
  };
  const start = (): Worker =>
    spawn((m) => {
      if (pending?.id !== m.id) return;
      watch(); // alive: the watchdog counts from here
      const answer = received(pending, m);
      if (answer !== undefined) settle(m.id !== latest ? null : answer);
    }, restart);

  return {
    run(text, options) {
      const id = ++latest;
      // A running request cannot be cancelled inside the worker: its answer is dropped, and
      // a long one (a huge document being fixed) is cut short by starting a fresh worker.
      if (pending && performance.now() - pending.at > ABANDON_MS) endWorker();
      settle(null);
      worker ??= start();
      const w = worker;
      return new Promise((resolve) => {
        pending = pendingOf(id, resolve, options);
        watch();
        const request: SimRequest = { id, text, states: options?.states === true };
        w.postMessage(request);
      });
    },
    warm() {
      worker ??= start();
    },
    cancel() {
      if (!pending) return false;
      // The only way to stop a run inside a worker is to end the worker.
      worker?.terminate();
      worker = start();
      settle(null);
      return true;
    },
    dispose: () => {
      settle(null);
      endWorker();
    },
  };
}
