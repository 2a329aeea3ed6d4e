// The timed side of the rollout rows. Each size has two worker threads of its own
// (bench/benchWorker.ts): one times its runs (bench/runWorker.ts), one its replays
// (bench/replayWorker.ts), so a row's figures do not depend on the rows beside it (compiled
// code, heap size, garbage); and all sizes are timed in rounds, so what slows the machine for
// a while (another process, the host) weighs on both sides of `overheadRatio` and on every
// size alike. Timed row after row in the bench's own thread (issue 29's bench until its
// fourth stop), a row carried the rows before it: rollout-1000 followed rollout-500 alone,
// rollout-5000 the larger heap of rollout-2000 and its replays' garbage, and 5000/1000 read
// 5.23, 5.91 and 6.17 for the same code in three sittings.
import { BenchWorker } from './benchWorker.ts';
import type { Ran } from './runWorker.ts';
import type { Replayed } from './replayWorker.ts';
import { rolloutScenario } from './scenarios.ts';

export interface Timed {
  n: number;
  text: string;
  walls: number[];
  replays: number[];
  events: number;
}

/**
 * Untimed runs each run worker makes first, so its runs are timed warm, as the replays are
 * (each replay follows a recorded run and an untimed replay): in a process that starts with
 * rollout-1000, its first run took twice as long as the fourth.
 */
const WARM_RUNS = 2;

/**
 * `sizes` ([replicas, runs]) timed in rounds: in each, for each size still to time, a timed
 * run, then a recorded run and its timed replay. No full collection before a timed side:
 * with one before each, rollout-1000's runs took 0.59 and 0.84 s (0.33–0.41 s without).
 */
export async function timeRounds(sizes: readonly (readonly [number, number])[]): Promise<Timed[]> {
  const rows = sizes.map(([n]) => ({
    t: { n, text: rolloutScenario(n), walls: [], replays: [], events: 0 } as Timed,
    runs: new BenchWorker<string, Ran>('runWorker.ts'),
    replays: new BenchWorker<string, Replayed>('replayWorker.ts'),
  }));
  try {
    for (const { t, runs } of rows) for (let i = 0; i < WARM_RUNS; i++) await runs.ask(t.text);
    const rounds = Math.max(...sizes.map(([, runs]) => runs));
    for (let round = 0; round < rounds; round++)
      for (const [i, { t, runs, replays }] of rows.entries()) {
        if (round >= sizes[i]![1]) continue;
        const ran = await runs.ask(t.text);
        t.walls.push(ran.ms);
        t.events = ran.events;
        t.replays.push((await replays.ask(t.text)).ms);
      }
  } finally {
    await Promise.all(rows.flatMap((r) => [r.runs.close(), r.replays.close()]));
  }
  return rows.map((r) => r.t);
}
