// A worker thread of the bench's process, with a V8 heap of its own, asked one question at a
// time (bench/rolloutRounds.ts gives each rollout size two: one that times its runs, one
// that times its replays). A worker thread does not get tsx's loader (Node 20), so its code
// is bundled first; the packages (xstate, yaml) stay outside the bundle and load from
// node_modules, as the main thread's do, so every side runs the same XState build (the
// bundle lives under node_modules/.cache for that resolution).
import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const bundled = new Map<string, string>();

/** `entry` (a file of bench/) bundled, once a process. */
function bundle(entry: string): string {
  const known = bundled.get(entry);
  if (known !== undefined) return known;
  const dir = fileURLToPath(new URL('../node_modules/.cache/podterm-bench/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const outfile = `${dir}${entry.replace(/\.ts$/, '.cjs')}`;
  buildSync({
    entryPoints: [fileURLToPath(new URL(`./${entry}`, import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  bundled.set(entry, outfile);
  return outfile;
}

/** What a timed side is asked: the scenario, and how many runs (or replays) a sample holds. */
export interface Sample {
  text: string;
  runs: number;
}

/** What a bench worker answers: its figures, or why it could not. */
export type Answer<A> = A | { error: string };

export class BenchWorker<Q, A extends object> {
  private readonly worker: Worker;

  constructor(entry: string) {
    this.worker = new Worker(bundle(entry));
  }

  async ask(question: Q): Promise<A> {
    const answer = await new Promise<Answer<A>>((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
      this.worker.postMessage(question);
    });
    this.worker.removeAllListeners('error');
    if ('error' in answer) throw new Error(String(answer.error));
    return answer;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Runs `answer` for every question the bench asks this worker, its errors answered too. */
export function answering<Q, A>(
  port: { on(e: 'message', f: (q: Q) => void): void; postMessage(a: unknown): void } | null,
  answer: (question: Q) => A | { error: string },
): void {
  port?.on('message', (q) => {
    try {
      port.postMessage(answer(q));
    } catch (e) {
      port.postMessage({ error: e instanceof Error ? e.message : String(e) });
    }
  });
}

/**
 * The mean wall time of one of `runs` calls of `fn` made back to back: one sample of a
 * rollout row (bench/rolloutRounds.ts), timed inside a worker.
 */
export function meanMs(runs: number, fn: () => void): number {
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - t0) / runs;
}
