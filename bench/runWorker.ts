// The timed side of a rollout row, in a worker thread (bench/benchWorker.ts): asked with a
// scenario's text, it simulates it once and answers the wall time and the trace's events.
// A row's runs have an isolate of their own (its compiled code, its heap) so that a row's
// figure does not depend on which rows ran before it in the process: timed in the bench's
// own thread after rollout-500, rollout-1000 read 290–334 ms, alone in a process 417–452
// (issue 29's note).
import { parentPort } from 'node:worker_threads';
import { simulateText } from '../src/run/simulate.ts';
import { answering } from './benchWorker.ts';

export interface Ran {
  ms: number;
  events: number;
}

function timedRun(text: string): Ran | { error: string } {
  const t0 = performance.now();
  const r = simulateText(text);
  const ms = performance.now() - t0;
  if (!r.trace) return { error: r.diagnostics.map((d) => d.message).join('; ') };
  return { ms, events: r.trace.events.length };
}

answering(parentPort, timedRun);
