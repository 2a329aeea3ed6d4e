// The heap side of a rollout row, in a worker thread of its own (bench/benchWorker.ts):
// asked with a scenario's text, it runs it twice untimed (the bytecode and feedback the
// first runs compile are not the run's: rollout-500's peak read 9.2 MB and its trace 5.0
// after no run and one, 5.9 and 2.8 after two), then answers the run's heap (runHeap.ts).
// Read in the bench's own thread after the other rows, the heap carried what they left:
// rollout-2000's `traceMB` read 18.3 in one bench (9.7 in every read of its own).
import { parentPort } from 'node:worker_threads';
import { simulateText } from '../src/run/simulate.ts';
import { answering } from './benchWorker.ts';
import { heapOfRun, type RunHeap } from './runHeap.ts';

function heapAfterWarmRuns({ text }: { text: string }): RunHeap {
  for (let i = 0; i < 2; i++) simulateText(text);
  return heapOfRun(text);
}

answering(parentPort, heapAfterWarmRuns);
