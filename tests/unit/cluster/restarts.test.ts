// Container restarts (semantics Part A §2) and the phase of a pod killed before its
// containers ran (status_manager.go TerminatePod), as facts.
import { describe, expect, it } from 'vitest';
import { backOffMessage, RestartBackoff } from '../../../src/cluster/kubelet/backoff.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../helpers/build.ts';

describe('restart back-off (flowcontrol.Backoff in doBackOff)', () => {
  it('restarts at once, then waits 10 s, 20 s, 40 s after each quick crash', () => {
    const b = new RestartBackoff();
    const waits = [0, 15_000, 40_000, 80_000].map((t) => b.delayAfterExit('app', t));
    expect(waits).toEqual([0, 10_000, 20_000, 40_000]);
  });

  it('forgets the back-off after ten quiet minutes (twice the 300 s cap)', () => {
    const b = new RestartBackoff();
    expect(b.delayAfterExit('app', 0)).toBe(0);
    expect(b.delayAfterExit('app', 5_000)).toBe(10_000);
    expect(b.delayAfterExit('app', 15_000 + 600_001)).toBe(0);
    expect(b.delayAfterExit('app', 15_000 + 600_002)).toBe(10_000);
  });

  it('names the container and pod in the BackOff message from 1.26 (#113216)', () => {
    expect(backOffMessage(25, 'app', 'web', 1)).toBe('Back-off restarting failed container');
    expect(backOffMessage(26, 'app', 'web', 1)).toMatch(
      /^Back-off restarting failed container app in pod web_default\([0-9a-f-]{36}\)$/,
    );
  });

  it('records one Warning BackOff per wait, none for the first restart', () => {
    const app = container('app', { ...ignoresSigterm(5000), exitCode: 1 });
    const trace = run(podScenario(31, template([app]), [], { durationMs: 60_000 }));
    const backOffs = all(trace, 'KubeEvent').filter((e) => e.data.reason === 'BackOff');
    expect(backOffs.map((e) => e.t)).toEqual([11_200, 26_200, 51_200]);
  });
});

describe('a pod deleted before its containers ran', () => {
  it('ends Failed on 1.27+ (TerminatePod), not Succeeded, when an init container is killed', () => {
    const init = container('setup', ignoresSigterm());
    const tpl = template([container('app', ignoresSigterm())], { initContainers: [init] });
    const trace = run(podScenario(31, tpl, [action(10_000, 'delete', 'pod/p')]));
    expect(find(trace, 'ContainerStarted', { container: 'app' })).toBeUndefined();
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })).toBeUndefined();
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })?.t).toBe(40_600);
  });
});
