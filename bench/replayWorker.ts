// The replay side of a rollout row (bench/replaySide.ts starts it): a worker thread of the
// bench's process, with a V8 heap of its own. Asked with a scenario's text, it runs the
// scenario once with its actors' events recorded (bench/xstateReplay.ts), replays them once
// untimed (the replay's own loop compiled) and once timed, and answers the timed one.
import { parentPort } from 'node:worker_threads';
import { loadScenario } from '../src/manifest/load/loadScenario.ts';
import { runScenario } from '../src/run/runScenario.ts';
import { EventLog, replay } from './xstateReplay.ts';

/** What the worker answers: the timed replay (ms), or why it could not. */
export type ReplayAnswer = { ms: number } | { error: string };

function timedReplay(text: string): ReplayAnswer {
  const { model, diagnostics } = loadScenario(text);
  if (!model) return { error: diagnostics.map((d) => d.message).join('; ') };
  const log = new EventLog();
  runScenario(model, { inspect: log.inspect });
  replay(log);
  const t0 = performance.now();
  const failed = replay(log);
  const ms = performance.now() - t0;
  if (failed > 0) return { error: `${failed} of ${log.length} replayed steps threw` };
  return { ms };
}

parentPort?.on('message', (text: string) => {
  try {
    parentPort!.postMessage(timedReplay(text));
  } catch (e) {
    parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
});
