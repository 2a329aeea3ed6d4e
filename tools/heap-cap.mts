// Whether a rollout runs to its end in a heap capped at N MB: `npx tsx tools/heap-cap.mts
// [replicas] [MB]` (5000, 170) runs it in a child `node --max-old-space-size=MB`. V8 collects
// as hard as it must before it gives up, and a run whose live data passes the cap dies
// with "JavaScript heap out of memory": a run that completes never held more than the cap
// live in V8's old generation (the young one, a few MB, comes on top), whatever the
// garbage. A check of rollout-N's `peakHeapMB` (bench/simBenches.ts) by other means: that
// one samples, this one bounds. (Issue 29: rollout-5000 completes at 170 MB; before the
// issue's changes it ran out at 170.)
import { spawnSync } from 'node:child_process';

const replicas = Number(process.argv[2] ?? 5000);
const capMB = Number(process.argv[3] ?? 170);
if (process.argv[4] === '--child') {
  const { simulateText } = await import('../src/run/simulate.ts');
  const { rolloutScenario } = await import('../bench/scenarios.ts');
  const r = simulateText(rolloutScenario(replicas));
  console.log(JSON.stringify({ events: r.trace?.events.length ?? 0 }));
} else {
  const t0 = performance.now();
  const child = spawnSync(
    process.execPath,
    [
      `--max-old-space-size=${capMB}`,
      '--import',
      'tsx',
      new URL(import.meta.url).pathname,
      String(replicas),
      String(capMB),
      '--child',
    ],
    { encoding: 'utf8' },
  );
  const completed = child.status === 0;
  const why = completed
    ? ''
    : /heap out of memory/.test(child.stderr)
      ? 'out of memory'
      : child.stderr.trim().split('\n').pop();
  console.log(
    JSON.stringify({
      bench: `rollout-${replicas}`,
      capMB,
      completed,
      ...(completed ? JSON.parse(child.stdout) : { why }),
      ms: Math.round(performance.now() - t0),
    }),
  );
}
