// The timed side of the rollout rows: every size's runs and replays taken in rounds, so
// that each row is timed with the same history behind it. Timed row after row (issue 29's
// bench until its fourth stop), a row's figure carried the rows before it: rollout-1000
// followed rollout-500 alone, rollout-5000 followed rollout-2000's larger heap, and one
// run's 5000/1000 read 5.23–6.17 for the same code in three sittings, where the same
// sizes timed in turns in one process read 5.05 (issue 29's note). A round is, for each
// size still to time: a timed run, then a recorded run and its timed replay in the worker
// (bench/replaySide.ts); so what slows the machine for a while (another process, the host)
// weighs on both sides of `overheadRatio` and on every size alike.
import { simulateText } from '../src/run/simulate.ts';
import { ReplaySide } from './replaySide.ts';
import { rolloutScenario } from './scenarios.ts';

export interface Timed {
  n: number;
  text: string;
  walls: number[];
  replays: number[];
  events: number;
}

/** The rollout rows' replays, in a worker thread of this process (bench/replaySide.ts). */
export const replaySide = new ReplaySide();

/** One timed run (ms); sets `t.events`. */
function timedRun(t: Timed): number {
  const t0 = performance.now();
  const r = simulateText(t.text);
  const ms = performance.now() - t0;
  if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  t.events = r.trace.events.length;
  return ms;
}

/**
 * Untimed rounds first, every size run in each, so the runs are timed warm, as the replays
 * are. One untimed run of its own before a row was not enough: timed in rounds after it,
 * rollout-1000's runs went 601, 521, 542, 423, 385, 453, 326 ms, still compiling and
 * growing the heap through most of the row.
 */
const WARM_ROUNDS = 2;

/**
 * `sizes` ([replicas, runs]) timed in rounds, after WARM_ROUNDS untimed ones. No full
 * collection before a timed side: with one before each, rollout-1000's runs took 0.59 and
 * 0.84 s (0.33–0.41 s without).
 */
export async function timeRounds(sizes: readonly (readonly [number, number])[]): Promise<Timed[]> {
  const timed = sizes.map(([n]): Timed => {
    const text = rolloutScenario(n);
    return { n, text, walls: [], replays: [], events: 0 };
  });
  for (let round = 0; round < WARM_ROUNDS; round++) for (const t of timed) simulateText(t.text);
  const rounds = Math.max(...sizes.map(([, runs]) => runs));
  for (let round = 0; round < rounds; round++)
    for (const [i, t] of timed.entries()) {
      if (round >= sizes[i]![1]) continue;
      t.walls.push(timedRun(t));
      t.replays.push(await replaySide.replayMs(t.text));
    }
  return timed;
}
