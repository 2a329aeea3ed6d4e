// The simulation benchmarks of the contract §4: rollout-N (wall time, events, peak heap,
// the bare heap and XState floors) and the controller benches.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { simulateText } from '../src/run/simulate.ts';
import { bareHeapLoop } from './bareHeap.ts';
import { rolloutScenario } from './scenarios.ts';
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

// A full collection before a measured run, so its peak is its own and not the garbage of
// the benches before it (V8's gc(), reachable without starting node with --expose-gc).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * The highest heap in use during one run, in MB: read at each of the run's progress
 * reports (every 2,048 steps of its clock) and at its end, after a full collection before.
 */
function peakHeapMB(text: string): number {
  collect();
  let peak = process.memoryUsage().heapUsed;
  const read = (): void => void (peak = Math.max(peak, process.memoryUsage().heapUsed));
  simulateText(text, { onProgress: read });
  read();
  return Math.round(peak / 1e5) / 10;
}

export function rolloutBench(n: number, runs: number): Row {
  const text = rolloutScenario(n);
  let events = 0;
  const wallMs = time(() => {
    const r = simulateText(text);
    if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    events = r.trace.events.length;
  }, runs);
  const peak = peakHeapMB(text);
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
    peakHeapMB: peak,
  };
}

export const skipped = (bench: string, why: string): Row => ({ bench, skipped: why });
