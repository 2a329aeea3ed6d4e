// The page's side of the preStop search's worker (recommend.worker.ts): a worker of its own,
// so a search never holds up the run on screen; only the newest request matters (a new one
// ends the worker of an older one, which may be several runs from done).
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { RecommendMessage, RecommendRequest } from './recommend.worker.ts';
import type { PreStopTry, RecommendResult } from '../run/recommendText.ts';

const failure = (message: string): Diagnostic => ({
  severity: 'error',
  message: `The preStop search stopped with an error: ${message || 'unknown error'}`,
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
});

export type { PreStopAdvice, PreStopTry, RecommendResult } from '../run/recommendText.ts';

export interface Recommender {
  /** Resolves with the answer, or null when a newer request or dispose superseded it. */
  recommend(text: string, onTry?: (t: PreStopTry) => void): Promise<RecommendResult | null>;
  dispose(): void;
}

/** Makes the worker; the tests give a fake. */
export type WorkerFactory = () => Pick<
  Worker,
  'postMessage' | 'terminate' | 'onmessage' | 'onerror'
>;

const defaultWorker: WorkerFactory = () =>
  new Worker(new URL('./recommend.worker.ts', import.meta.url), { type: 'module' });

export function createRecommender(make: WorkerFactory = defaultWorker): Recommender {
  let worker: ReturnType<WorkerFactory> | null = null;
  let latest = 0;
  let settle: ((r: RecommendResult | null) => void) | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
    settle?.(null);
    settle = null;
  };
  return {
    recommend(text, onTry) {
      stop();
      const id = ++latest;
      const w = make();
      worker = w;
      return new Promise((resolve) => {
        settle = resolve;
        w.onmessage = (e: MessageEvent<RecommendMessage>) => {
          const m = e.data;
          if (m.id !== id) return;
          if ('tried' in m) return onTry?.(m.tried);
          settle = null;
          w.terminate();
          if (worker === w) worker = null;
          resolve(m.result);
        };
        // A search that fails is an answer too: the page says so instead of searching forever.
        w.onerror = (e) => {
          e.preventDefault();
          settle = null;
          w.terminate();
          if (worker === w) worker = null;
          resolve({ advice: null, diagnostics: [failure(e.message)] });
        };
        const request: RecommendRequest = { id, text };
        w.postMessage(request);
      });
    },
    dispose: stop,
  };
}
