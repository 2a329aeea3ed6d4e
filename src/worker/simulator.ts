// The page's side of the worker: only the newest request matters; answers to older ones
// are dropped. A worker that fails or runs too long is replaced, and the user gets a
// diagnostic instead of a spinner that never stops.
import type { Diagnostic } from '../manifest/diagnostics.ts';
import type { SimulateResult } from '../run/simulate.ts';
import type { SimRequest, SimResponse } from './simulate.worker.ts';

export interface Simulator {
  /**
   * Resolves with the result, or null when a newer request superseded this one; `states`
   * asks for what every statechart actor did too (the statechart panel's side table).
   */
  run(text: string, options?: { states?: boolean }): Promise<SimulateResult | null>;
  dispose(): void;
}

/** Longer than any document the event cap allows; a hang beyond it is a bug of ours. */
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

export function createSimulator(): Simulator {
  let worker: Worker | null = null;
  let latest = 0;
  let pending: { id: number; at: number; resolve: (r: SimulateResult | null) => void } | null =
    null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const settle = (r: SimulateResult | null) => {
    clearTimeout(watchdog);
    const p = pending;
    pending = null;
    p?.resolve(r);
  };
  const restart = (message: string) => {
    worker?.terminate();
    worker = null;
    settle(failure(message));
  };
  const start = (): Worker => {
    const w = new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<SimResponse>) => {
      const { id, ...result } = e.data;
      if (pending?.id === id) settle(id === latest ? result : null);
    };
    w.onerror = (e) => {
      e.preventDefault();
      restart(`The simulation stopped with an error: ${e.message || 'unknown error'}`);
    };
    return w;
  };

  return {
    run(text, options) {
      const id = ++latest;
      // A running request cannot be cancelled inside the worker: its answer is dropped, and
      // a long one (a huge document being fixed) is cut short by starting a fresh worker.
      if (pending && performance.now() - pending.at > ABANDON_MS) {
        worker?.terminate();
        worker = null;
      }
      settle(null);
      worker ??= start();
      const w = worker;
      return new Promise((resolve) => {
        pending = { id, at: performance.now(), resolve };
        watchdog = setTimeout(
          () => restart('The simulation took too long and was stopped. Shorten the duration?'),
          WATCHDOG_MS,
        );
        const request: SimRequest = { id, text, states: options?.states === true };
        w.postMessage(request);
      });
    },
    dispose: () => {
      settle(null);
      worker?.terminate();
      worker = null;
    },
  };
}
