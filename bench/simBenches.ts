// The simulation benchmarks of the contract §4: rollout-N (wall time, events, the bare
// heap and XState floors), and the controller benches issue 4 will enable.
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

export function rolloutBench(n: number, runs: number): Row {
  const text = rolloutScenario(n);
  let events = 0;
  const wallMs = time(() => {
    const r = simulateText(text);
    if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    events = r.trace.events.length;
  }, runs);
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
  };
}

export const skipped = (bench: string, why: string): Row => ({ bench, skipped: why });
