// Container restarts (kuberuntime_manager.go doBackOff) and the phase of a pod killed before its
// containers ran (status_manager.go TerminatePod), as facts.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { backOffMessage, RestartBackoff } from '../../../../src/cluster/kubelet/backoff.ts';
import { action, container, ignoresSigterm, podScenario, template } from '../../helpers/build.ts';
import { sim } from '../../helpers/driver.ts';

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

  it('after a probe kill, checks the instance before it: at once while it ran long enough', () => {
    const b = new RestartBackoff();
    // Instance 1 killed at 70 s: no instance before it, no entry made.
    expect(b.delayAfterProbeKill('app', 70_000, null)).toBe(0);
    // Instance 2 killed at 140 s: the one before finished at 70 s; Next makes the 10 s entry.
    expect(b.delayAfterProbeKill('app', 140_000, 70_000)).toBe(0);
    // 70 s since the one before ≥ 10, 20, 40 s: at once, the back-off doubling each time.
    expect(b.delayAfterProbeKill('app', 210_000, 140_000)).toBe(0);
    expect(b.delayAfterProbeKill('app', 280_000, 210_000)).toBe(0);
    expect(b.delayAfterProbeKill('app', 350_000, 280_000)).toBe(0);
    // Now 80 s: 70 s is inside it, so the restart waits the back-off from this exit.
    expect(b.delayAfterProbeKill('app', 420_000, 350_000)).toBe(80_000);
  });

  it('names the container and pod in the BackOff message from 1.26 (#113216)', () => {
    expect(backOffMessage(kube(25), 'app', 'web', 1)).toBe('Back-off restarting failed container');
    expect(backOffMessage(kube(26), 'app', 'web', 1)).toMatch(
      /^Back-off restarting failed container app in pod web_default\([0-9a-f-]{36}\)$/,
    );
  });

  it('records a Warning BackOff at each sync inside the back-off, none for the first restart', () => {
    // doBackOff runs at every pod sync: the one the crash causes, then the requeues
    // wait.Jitter(10 s, 0.5) apart (pod_workers.go completeWork), until one finds it over.
    const app = container('app', { ...ignoresSigterm(5000), exitCode: 1 });
    const trace = sim(podScenario(31, template([app]), [], { durationMs: 80_000 })).run().trace;
    const at = (type: 'ContainerExited' | 'ContainerStarted') =>
      trace.events.filter((e) => e.type === type).map((e) => e.t);
    const backOffs = trace.events
      .filter((e) => e.type === 'KubeEvent' && e.data.reason === 'BackOff')
      .map((e) => e.t);
    const [exits, starts] = [at('ContainerExited'), at('ContainerStarted')];
    expect(backOffs[0]).toBe(11_200); // the second crash; the first restarted at once
    expect(starts[2]! - exits[1]!).toBeGreaterThanOrEqual(10_000);
    // The 20 s wait: a BackOff at the crash, one at the sync 10–15 s later, then the restart.
    const second = backOffs.filter((t) => t >= exits[2]! && t < starts[3]!);
    expect(second).toHaveLength(2);
    expect(second[0]).toBe(exits[2]);
    expect(second[1]! - second[0]!).toBeGreaterThanOrEqual(10_000);
    expect(second[1]! - second[0]!).toBeLessThanOrEqual(15_000);
    expect(starts[3]! - exits[2]!).toBeGreaterThanOrEqual(20_000);
  });
});

describe('a pod deleted before its containers ran', () => {
  it('ends Failed on 1.27+ (TerminatePod), not Succeeded, when an init container is killed', () => {
    const init = container('setup', ignoresSigterm());
    const tpl = template([container('app', ignoresSigterm())], { initContainers: [init] });
    sim(podScenario(31, tpl, [action(10_000, 'delete', 'pod/p')]))
      .run()
      .expectNo('ContainerStarted', { container: 'app' })
      .expectNo('PodPhaseChanged', { phase: 'Succeeded' })
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('40.6s')
      .expectPod('p')
      .toBeRemoved();
  });
});
