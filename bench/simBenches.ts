// The simulation benchmarks of the contract §4: rollout-N (wall time, events, peak heap and
// the trace's share of it, the bare heap and XState floors, the replay of the run's own
// transitions through XState alone) and the controller benches.
import { simulateText } from '../src/run/simulate.ts';
import { timeRounds, type Timed } from './rolloutRounds.ts';
import { BenchWorker } from './benchWorker.ts';
import type { RunHeap } from './runHeap.ts';
import { bareHeapLoop } from './bareHeap.ts';
import { xstateFloor } from './xstateFloor.ts';

export type Row = Record<string, string | number>;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The median wall time of `runs` calls of `fn`, in ms. */
export function time(fn: () => void, runs: number): number {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return median(out);
}

/**
 * The rollout rows of `sizes` ([replicas, samples]): `wallMs` and `xstateReplayMs` are the
 * medians of the samples of runs and replays timed in rounds (bench/rolloutRounds.ts; a
 * sample is the mean of `runsPerSample` runs back to back); the heap, the transitions and
 * the floors are read for each row after.
 */
export async function rolloutRows(sizes: readonly (readonly [number, number])[]): Promise<Row[]> {
  const timed = await timeRounds(sizes);
  const rows: Row[] = [];
  for (const [i, t] of timed.entries())
    rows.push(rolloutRow(t, sizes[i]![1], await heapOf(t.text)));
  return rows;
}

/** A run's heap, read in a worker of its own (bench/heapWorker.ts). */
async function heapOf(text: string): Promise<RunHeap> {
  const worker = new BenchWorker<{ text: string }, RunHeap>('heapWorker.ts');
  try {
    return await worker.ask({ text });
  } finally {
    await worker.close();
  }
}

function rolloutRow(
  { n, text, walls, replays, perSample, events }: Timed,
  runs: number,
  heap: RunHeap,
): Row {
  const wallMs = median(walls);
  const replayMs = median(replays);
  const counted = simulateText(text, { countTransitions: true }).trace!;
  const transitions = counted.stats?.transitions ?? 0;
  const bareHeapMs = time(() => bareHeapLoop(events), runs);
  const xstateFloorMs = time(() => xstateFloor(transitions), runs);
  return {
    bench: `rollout-${n}`,
    wallMs: Math.round(wallMs),
    events,
    eventsPerSec: Math.round((events / wallMs) * 1000),
    bareHeapMs: Math.round(bareHeapMs * 10) / 10,
    ratio: Math.round((wallMs / bareHeapMs) * 10) / 10,
    transitions,
    xstateFloorMs: Math.round(xstateFloorMs),
    peakHeapMB: heap.peakHeapMB,
    baseHeapMB: heap.baseHeapMB,
    peakUsedMB: heap.peakUsedMB,
    xstateReplayMs: Math.round(replayMs),
    overheadRatio: Math.round((wallMs / replayMs) * 100) / 100,
    runsPerSample: perSample,
    traceMB: heap.traceMB,
  };
}

export const skipped = (bench: string, why: string): Row => ({ bench, skipped: why });
