// Waiting for the bench's process to be idle before a timed sample. A worker thread that has
// just answered goes on working for a while on its own (V8's collector and memory reducer
// in its isolate: a replay worker's recording is garbage once it has answered), and on a
// two-core machine that work took a core from the sample timed next (issue 29's fifth stop:
// up to 623 ms of the process's CPU in the 600 ms after a rollout-5000 replay, none after
// most; the ratios between rows read 5.11–5.52 and 2.00–2.12 without the wait, 5.00–5.17
// and 1.96–2.00 with a fixed one, in the same sitting).

import { setTimeout as sleep } from 'node:timers/promises';

const STEP_MS = 50;
/** Idle: the process used at most this share of one core over a step. */
const IDLE_SHARE = 0.1;
const MAX_WAIT_MS = 3000;

/** Resolves once the process used almost no CPU over a step (or after MAX_WAIT_MS). */
export async function quiet(): Promise<void> {
  for (let waited = 0; waited < MAX_WAIT_MS; waited += STEP_MS) {
    const before = process.cpuUsage();
    await sleep(STEP_MS);
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 <= STEP_MS * IDLE_SHARE) return;
  }
}
