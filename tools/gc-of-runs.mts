// The garbage collector's time in each timed rollout run, the replay made in the same thread
// (as the bench did until issue 29's fourth stop) or in a worker (as it does now), so the
// bench's own garbage can be told from the run's:
//   npx tsx tools/gc-of-runs.mts same|worker [sizes=1000:5,5000:3]
// Prints, per timed run, its wall time and the scavenges and mark-compacts that began in it
// (PerformanceObserver `gc` entries, attributed by their start time).
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { simulateText } from '../src/run/simulate.ts';
import { BenchWorker, type Sample } from '../bench/benchWorker.ts';
import { timedReplay, type Replayed } from '../bench/replayWorker.ts';
import { rolloutScenario } from '../bench/scenarios.ts';

const [mode = 'worker', spec = '1000:5,5000:3'] = process.argv.slice(2);
const sizes = spec.split(',').map((s) => s.split(':').map(Number) as [number, number]);
const gcs: { start: number; ms: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcs.push({ start: e.startTime, ms: e.duration, kind: (e.detail as { kind: number }).kind });
}).observe({ entryTypes: ['gc'] });
const worker = mode === 'worker' ? new BenchWorker<Sample, Replayed>('replayWorker.ts') : null;

const spans: { n: number; from: number; to: number }[] = [];
for (const [n, runs] of sizes) {
  const text = rolloutScenario(n);
  simulateText(text);
  for (let i = 0; i < runs; i++) {
    const from = performance.now();
    simulateText(text);
    spans.push({ n, from, to: performance.now() });
    if (worker) await worker.ask({ text, runs: 1 });
    else timedReplay({ text, runs: 1 });
  }
}
await new Promise((r) => setTimeout(r, 50)); // the last entries are delivered
await worker?.close();
const { NODE_PERFORMANCE_GC_MINOR: MINOR, NODE_PERFORMANCE_GC_MAJOR: MAJOR } = constants;
for (const s of spans) {
  const inRun = gcs.filter((g) => g.start >= s.from && g.start < s.to);
  const sum = (kind: number): string => {
    const of = inRun.filter((g) => g.kind === kind);
    return `${of.length} / ${Math.round(of.reduce((t, g) => t + g.ms, 0))} ms`;
  };
  const wall = Math.round(s.to - s.from);
  console.log(`rollout-${s.n} ${wall} ms: scavenges ${sum(MINOR)}, mark-compacts ${sum(MAJOR)}`);
}
