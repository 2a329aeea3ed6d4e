// The replay side of a rollout row, in a worker thread (bench/benchWorker.ts): asked with a
// scenario's text and a number of replays, it runs the scenario once with its actors' events
// recorded (bench/xstateReplay.ts), replays them once untimed (the replay's own loop
// compiled), then that many times back to back, timed, and answers the mean of one (a
// replay is pure: XState's transition from the recorded snapshots, so each is the same
// work). Its own heap: the recording holds the snapshot before every event the run's actors
// took (rollout-5000: 131,804 of them, 30,104 actors), garbage once the replay is done; in
// the timed runs' heap it was charged to the next timed run, the more so the bigger the row
// (`npx tsx tools/gc-of-runs.mts same|worker`, issue 29's note: scavenges in a timed
// rollout-5000 run 404–532 ms with the replays in its thread, 361–404 ms with them here;
// with `node --trace-gc` in another sitting, 440–485 ms and once a 156 ms mark-compact,
// against 275–318 ms).
import { parentPort } from 'node:worker_threads';
import { loadScenario } from '../src/manifest/load/loadScenario.ts';
import { runScenario } from '../src/run/runScenario.ts';
import { answering, meanMs, type Sample } from './benchWorker.ts';
import { EventLog, replay } from './xstateReplay.ts';

export interface Replayed {
  ms: number;
}

/** One recorded run of `text`, its replay once untimed and `runs` times timed (the mean). */
export function timedReplay({ text, runs }: Sample): Replayed | { error: string } {
  const { model, diagnostics } = loadScenario(text);
  if (!model) return { error: diagnostics.map((d) => d.message).join('; ') };
  const log = new EventLog();
  runScenario(model, { inspect: log.inspect });
  replay(log);
  let failed = 0;
  const ms = meanMs(runs, () => (failed += replay(log)));
  if (failed > 0) return { error: `${failed} of ${log.length * runs} replayed steps threw` };
  return { ms };
}

answering(parentPort, timedReplay);
