// The heap a run costs (bench rows' `peakHeapMB`, `baseHeapMB`, `peakUsedMB`, `traceMB`):
// its live data sampled with full collections while it runs, and what its result holds
// after it. Used in a heap worker of its own for the rollout rows (bench/heapWorker.ts) and
// in the bench's thread for the big documents (bench/bigDocuments.ts).
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { simulateText } from '../src/run/simulate.ts';

// A full collection before a measured run, so its peak is its own and not the garbage of
// the benches before it (V8's gc(), reachable without starting node with --expose-gc).
setFlagsFromString('--expose-gc');
const fullGc = runInNewContext('gc') as () => void;
// Twice: an unreachable world sometimes outlives the first collection (seen here: the whole
// run's 27 MB still there after one gc(), gone after the next).
const collect = (): void => {
  fullGc();
  fullGc();
};

const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;

/** The heap the program's objects use: all of it but compiled code (which the JIT changes). */
const dataHeap = (): number =>
  getHeapSpaceStatistics()
    .filter((s) => !s.space_name.startsWith('code'))
    .reduce((sum, s) => sum + s.space_used_size, 0);

/**
 * Live data is sampled at every LIVE_EVERY-th progress report (and at the run's end): a full
 * collection at rollout-5000's high point costs about 0.1 s, and a run makes about one
 * report per 2,048 clock steps (53 for rollout-5000). Sampled at every report, rollout-5000's
 * live heap rises to a broad plateau (the old and the new ReplicaSet's Pods alive together,
 * reports 40–50 all within 2 % of the top), so a sample every 4th report lands on it.
 */
export const LIVE_EVERY = 4;

export interface RunHeap {
  /**
   * The run's own peak of live data: `heapUsed` right after a full collection, at the
   * samples, less `baseHeapMB`.
   */
  peakHeapMB: number;
  /**
   * The live heap without the run: what the process holds anyway (its modules: the
   * bench's own and Playwright's, about 55 MB), the lesser of the heap before the run and
   * after it.
   */
  baseHeapMB: number;
  /** The highest `heapUsed` read at every report: live data and garbage not yet collected. */
  peakUsedMB: number;
  /** What the run leaves behind: the trace. */
  traceMB: number;
}

/**
 * `peakHeapMB`: the run's peak of live data (V8's heap after a full collection, sampled
 * during the run, less the live heap before it, `baseHeapMB`); `peakUsedMB`: the highest
 * `heapUsed` read at each progress report, the garbage not yet collected and the base
 * included, as `peakHeapMB` was read before issue 29 (it moves with the collector's timing:
 * 306–422 MB from run to run of rollout-5000 without the samples' collections). `traceMB`:
 * what the run leaves behind, the heap after a full collection with the result held less
 * the heap after one with it let go, compiled code left out of both (the world is
 * unreachable once the run returns: what is left is the trace).
 */
export function heapOfRun(text: string): RunHeap {
  collect();
  const before = process.memoryUsage().heapUsed;
  const { live, used, held } = runHolding(text);
  // The result went with runHolding's frame (a local nulled in place could live on in a
  // register of an unoptimised frame).
  collect();
  const freed = dataHeap();
  // The base is the lesser of the live heap before the run and after it (its result let
  // go): in the bench's own process the collections before a row's heap run sometimes
  // leave ~24 MB of the timed runs behind, which the run's first collection then frees
  // (read before: 79.6 MB, the run's first sample 55.5), so `live - before` came out < 0.
  const without = Math.min(before, process.memoryUsage().heapUsed);
  return {
    peakHeapMB: mb(live - without),
    baseHeapMB: mb(without),
    peakUsedMB: mb(used),
    traceMB: mb(held - freed),
  };
}

/** One run read at its progress reports, and the heap after a collection with its result held. */
function runHolding(text: string): { live: number; used: number; held: number } {
  let used = process.memoryUsage().heapUsed;
  let live = 0;
  let reports = 0;
  const read = (): void => {
    used = Math.max(used, process.memoryUsage().heapUsed);
    if (reports++ % LIVE_EVERY !== 0) return;
    // One collection is enough here: everything the run holds is reachable (the second of
    // `collect` is for a world already let go).
    fullGc();
    live = Math.max(live, process.memoryUsage().heapUsed);
  };
  const result = simulateText(text, { onProgress: read });
  reports = 0;
  read(); // the end: the trace, the world let go
  collect();
  const held = dataHeap();
  if (!result.trace) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return { live, used, held };
}
