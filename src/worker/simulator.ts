// The page's side of the worker: one request at a time matters, the newest; answers to
// older requests are dropped.
import type { SimulateResult } from '../sim/simulate.ts';

export interface Simulator {
  run(text: string): Promise<SimulateResult | null>;
  dispose(): void;
}

export function createSimulator(): Simulator {
  const worker = new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module' });
  let latest = 0;
  const pending = new Map<number, (r: SimulateResult | null) => void>();
  worker.onmessage = (e: MessageEvent<SimulateResult & { id: number }>) => {
    const { id, ...result } = e.data;
    const resolve = pending.get(id);
    pending.delete(id);
    resolve?.(id === latest ? result : null);
  };
  return {
    run(text) {
      const id = ++latest;
      for (const [old, resolve] of pending) {
        pending.delete(old);
        resolve(null);
      }
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, text });
      });
    },
    dispose: () => worker.terminate(),
  };
}
