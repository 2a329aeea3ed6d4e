// The container restart back-off (kuberuntime_manager.go doBackOff) as a fact: the delays, and
// that the kubelet's back-off is the rulebook's formula.
import { describe, expect, it } from 'vitest';
import { RestartBackoff } from '../../../../src/cluster/kubelet/backoff.ts';
import { crashLoopDelayMs } from '../../../../src/versions/formulas/backoff.ts';

/** The delay before restart `n` of a container that crashes as soon as it starts. */
function kubeletDelay(n: number): number {
  const backoff = new RestartBackoff();
  let now = 0;
  let delay = 0;
  for (let i = 1; i <= n; i++) {
    delay = backoff.delayAfterExit('c', now);
    now += delay;
  }
  return delay;
}

describe('container restart back-off (doBackOff)', () => {
  it('restarts the first time at once, then 10 s doubling to 300 s', () =>
    expect([1, 2, 3, 4, 7, 20].map(kubeletDelay)).toEqual([
      0, 10_000, 20_000, 40_000, 300_000, 300_000,
    ]));
  it("the kubelet's back-off is the rulebook's formula (versions/formulas/backoff.ts)", () =>
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(kubeletDelay)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 20].map(crashLoopDelayMs),
    ));
});
