// The timed side of the rollout rows. Each size has two worker threads of its own
// (bench/benchWorker.ts): one times its runs (bench/runWorker.ts), one its replays
// (bench/replayWorker.ts), so a row's figures do not depend on the rows beside it (compiled
// code, heap size, garbage); and all sizes are timed in rounds, so what slows the machine for
// a while (another process, the host) weighs on both sides of `overheadRatio` and on every
// size alike. Timed row after row in the bench's own thread (issue 29's bench until its
// fourth stop), a row carried the rows before it: rollout-1000 followed rollout-500 alone,
// rollout-5000 the larger heap of rollout-2000 and its replays' garbage, and 5000/1000 read
// 5.23, 5.91 and 6.17 for the same code in three sittings.
//
// Each sample lasts about as long at every size (SAMPLE_MS): a small row's sample is the mean
// of several runs back to back. On a shared host the slowdowns come in bursts; one run of
// rollout-1000 (0.4 s) often falls between two, one of rollout-5000 (2 s) seldom does, so
// the median of single runs read the big row's bursts and not the small row's (issue 29's
// fifth stop: in one sitting 5000/1000 read 5.36 from single runs, 5.10 from samples of
// equal length). And each sample waits for the process to be idle first (bench/quiet.ts).

import { BenchWorker, type Sample } from './benchWorker.ts';
import { quiet } from './quiet.ts';
import type { Ran } from './runWorker.ts';
import type { Replayed } from './replayWorker.ts';
import { rolloutScenario } from './scenarios.ts';

export interface Timed {
  n: number;
  text: string;
  /** The mean wall time of a run in each sample. */
  walls: number[];
  /** The mean time of a replay in each sample. */
  replays: number[];
  /** Runs (and replays) a sample holds. */
  perSample: number;
  events: number;
}

/** How long a sample lasts, about: one run of rollout-5000 on the machine these were set on. */
const SAMPLE_MS = 2000;

/**
 * Runs a sample of `n` replicas holds so that it lasts about SAMPLE_MS, from a warm run of
 * the largest size (`top` replicas, `warmMs`): a run's time is near proportional to its
 * replicas, so the sizes' samples follow from that one time. Each size sized from a warm run
 * of its own, one slowed by the host gave its row fewer runs (rollout-2000 one instead of
 * two, in a busy sitting of issue 29) and the row read the bursts again. Rounded, not cut:
 * the warm run is a worker's second and slower than the ones after it (rollout-5000's at
 * 2.6 s cut rollout-2000 to one run of 0.7 s).
 */
const runsPerSample = (n: number, top: number, warmMs: number): number =>
  Math.max(1, Math.round((SAMPLE_MS / warmMs) * (top / n)));

/**
 * `sizes` ([replicas, samples]) timed in rounds: in each, for each size still to time, a
 * timed sample of its runs, then a recorded run and a timed sample of its replays. No full
 * collection before a timed side: with one before each, rollout-1000's runs took 0.59 and
 * 0.84 s (0.33–0.41 s without).
 */
export async function timeRounds(sizes: readonly (readonly [number, number])[]): Promise<Timed[]> {
  const rows = sizes.map(([n]) => ({
    t: { n, text: rolloutScenario(n), walls: [], replays: [], perSample: 1, events: 0 } as Timed,
    runs: new BenchWorker<Sample, Ran>('runWorker.ts'),
    replays: new BenchWorker<Sample, Replayed>('replayWorker.ts'),
  }));
  try {
    // A first sample of one run warms each worker, and the largest size's sizes every row's
    // samples: a run worker's sample begins with an untimed run (runWorker.ts), so the run it
    // times is its second, warm, as the replays are (each follows a recorded run and an
    // untimed replay); in a process that starts with rollout-1000, its first run took twice
    // as long as the fourth.
    const warm: number[] = [];
    for (const { t, runs } of rows) warm.push((await runs.ask({ text: t.text, runs: 1 })).ms);
    const top = rows.reduce((a, r, i) => (r.t.n > rows[a]!.t.n ? i : a), 0);
    for (const { t } of rows) t.perSample = runsPerSample(t.n, rows[top]!.t.n, warm[top]!);
    const rounds = Math.max(...sizes.map(([, samples]) => samples));
    for (let round = 0; round < rounds; round++)
      for (let j = 0; j < rows.length; j++) {
        // Each round begins one size further on, so no size always follows the same one
        // (and the garbage its workers have just made).
        const i = (round + j) % rows.length;
        const { t, runs, replays } = rows[i]!;
        if (round >= sizes[i]![1]) continue;
        const sample = { text: t.text, runs: t.perSample };
        await quiet();
        const ran = await runs.ask(sample);
        t.walls.push(ran.ms);
        t.events = ran.events;
        await quiet();
        t.replays.push((await replays.ask(sample)).ms);
      }
  } finally {
    await Promise.all(rows.flatMap((r) => [r.runs.close(), r.replays.close()]));
  }
  return rows.map((r) => r.t);
}
