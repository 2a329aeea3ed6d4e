// A run in the worker whose progress a store shows (RunProgressBar reads it), with its
// Cancel: the page's run in the page's store, and Compare's B in B's own store.
import type { AppStore } from '../store/createAppStore.ts';
import type { RunRequestOptions, SimulateResult, Simulator } from '../worker/simulator.ts';

/** Starts `text` in `sim`, its progress reported to `store`; null when superseded. */
export function trackedRun(
  sim: Simulator,
  store: AppStore,
  text: string,
  options: Omit<RunRequestOptions, 'onProgress'> = {},
): Promise<SimulateResult | null> {
  store.getState().startRun();
  return sim.run(text, { ...options, onProgress: (p) => store.getState().setProgress(p) });
}

/** Stops the run in progress, if any: the store says it was cancelled. */
export function cancelTrackedRun(sim: Simulator | null, store: AppStore): void {
  if (sim?.cancel()) store.getState().runCancelled();
}
