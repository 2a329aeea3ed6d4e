// The timed side of a rollout row, in a worker thread (bench/benchWorker.ts): asked with a
// scenario's text and a number of runs, it simulates it once untimed, then that many times
// back to back, and answers the mean wall time of a run and the trace's events (one sample:
// rolloutRounds.ts). The untimed run: a worker waits a round between two samples, and V8's
// memory reducer shrinks an idle heap (its young generation back to the smallest), which
// the next run grows again: a rollout-5000 run after 20 s idle took 163 scavenges instead
// of 141 and 2,142 / 1,976 / 2,184 ms against 2,078 / 1,990 / 1,964 back to back (issue 29's
// fifth stop), and a sample of one run paid that every time where one of four paid it once.
// A row's runs have an isolate of their own (its compiled code, its heap) so that a row's
// figure does not depend on which rows ran before it in the process: timed in the bench's
// own thread after rollout-500, rollout-1000 read 290–334 ms, alone in a process 417–452
// (issue 29's note).
import { parentPort } from 'node:worker_threads';
import { simulateText } from '../src/run/simulate.ts';
import { answering, meanMs, type Sample } from './benchWorker.ts';

export interface Ran {
  /** The mean wall time of one run. */
  ms: number;
  events: number;
}

/** One run of `text`: its trace's events (a document that does not run is an error). */
function run(text: string): number {
  const r = simulateText(text);
  if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.trace.events.length;
}

function timedRuns({ text, runs }: Sample): Ran {
  let events = run(text);
  const ms = meanMs(runs, () => (events = run(text)));
  return { ms, events };
}

answering(parentPort, timedRuns);
