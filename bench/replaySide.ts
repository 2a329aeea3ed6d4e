// The worker thread that measures `xstateReplayMs` (bench/replayWorker.ts) beside the timed
// runs of `wallMs`. Why a heap of its own: the recorded run holds the snapshot before every
// event its actors took (rollout-5000: 131,804 of them, 30,104 actors), and in the timed
// runs' heap, let go after each replay, that record was garbage the next timed run paid
// for, the more so the bigger the row. Read with `node --trace-gc` (issue 29's note): a
// timed rollout-5000 run after a replay spent 440–485 ms in scavenges and once 156 ms in a
// mark-compact; with the replays in a worker, 275–318 ms and at most 11 ms. The scenario's
// text is all that crosses: the worker loads, runs and replays it with its own modules.
import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { ReplayAnswer } from './replayWorker.ts';

/**
 * The worker's code, bundled: a worker thread does not get tsx's loader (Node 20). The
 * packages (xstate, yaml) stay outside the bundle and load from node_modules as the timed
 * runs' do, so both sides run the same XState build; the bundle lives under
 * node_modules/.cache for that resolution.
 */
function bundle(): string {
  const dir = fileURLToPath(new URL('../node_modules/.cache/podterm-bench/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const outfile = `${dir}replayWorker.cjs`;
  buildSync({
    entryPoints: [fileURLToPath(new URL('./replayWorker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

export class ReplaySide {
  private worker: Worker | null = null;

  /** One timed replay (ms) of the scenario, recorded just before it in the worker. */
  async replayMs(text: string): Promise<number> {
    const worker = (this.worker ??= new Worker(bundle()));
    const answer = await new Promise<ReplayAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(text);
    });
    worker.removeAllListeners('error');
    if ('error' in answer) throw new Error(answer.error);
    return answer.ms;
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }
}
