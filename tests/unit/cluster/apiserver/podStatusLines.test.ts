// PodStatus: a line each time `kubectl get pods -w` would print a different one, at the
// virtual time the API server or the kubelet writes the status that changes it.
import { kube } from '../../../../src/versions/version.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';
import type { Trace } from '../../../../src/trace/types.ts';
import { all, container, ignoresSigterm, podScenario, run, template } from '../../helpers/build.ts';

const fixture = (path: string, minor?: number): Trace =>
  simulateText(
    readFileSync(join(import.meta.dirname, '../../../fixtures', path), 'utf8'),
    minor === undefined ? {} : { version: kube(minor) },
  ).trace!;

/** `t READY STATUS RESTARTS` of each PodStatus of the Pods whose name starts with `pod`. */
const lines = (trace: Trace, pod: string): string[] =>
  trace.events
    .filter((e) => e.type === 'PodStatus' && e.object.startsWith(`Pod/${pod}`))
    .map((e) => {
      const d = e.type === 'PodStatus' ? e.data : null;
      return `${e.t / 1000}s ${d!.ready} ${d!.status} ${d!.restarts}`;
    });

describe('PodStatus', () => {
  it('goes Pending → ContainerCreating (the kubelet’s first status) → Running → Terminating', () => {
    expect(lines(fixture('scenarios/finalizer-phase-1.27.yaml'), 'running-pod')).toEqual([
      '0s 0/1 Pending 0',
      '0.2s 0/1 ContainerCreating 0',
      '1.2s 1/1 Running 0',
      '10s 1/1 Terminating 0',
      '40.1s 0/1 Terminating 0',
    ]);
  });

  it('shows Error at a crash, restarts at once, then CrashLoopBackOff one status update after the next crash', () => {
    const app = container('app', { ...ignoresSigterm(5000), exitCode: 1 });
    const trace = run(podScenario(31, template([app]), [], { durationMs: 40_000 }));
    // The restart after the 10 s back-off comes at the pod worker's first sync after it,
    // 10–15 s after the crash (pod_workers.go completeWork, wait.Jitter(10 s, 0.5)).
    const restart = all(trace, 'ContainerStarted')[2]!.t / 1000;
    expect(restart).toBeGreaterThanOrEqual(21.2);
    expect(restart).toBeLessThan(26.2);
    const crash = Math.round((restart + 5) * 1000) / 1000;
    expect(lines(trace, 'p')).toEqual([
      '0s 0/1 Pending 0',
      '0.2s 0/1 ContainerCreating 0',
      '1.2s 1/1 Running 0',
      '6.2s 0/1 Error 0',
      '6.2s 1/1 Running 1',
      '11.2s 0/1 Error 1',
      '11.7s 0/1 CrashLoopBackOff 1',
      `${restart}s 1/1 Running 2`,
      `${crash}s 0/1 Error 2`,
      `${Math.round((crash + 0.5) * 1000) / 1000}s 0/1 CrashLoopBackOff 2`,
    ]);
    const last = trace.events.findLast((e) => e.type === 'PodStatus')!;
    // RESTARTS `2 (…ago)` counts from the end of the run that led to the last restart.
    expect(last.type === 'PodStatus' && last.data.lastRestartMs).toBe(crash * 1000);
  });

  it('shows an evicted Pod as Evicted on 1.21 (the whole status replaced), by its container from 1.22', () => {
    expect(lines(fixture('rules/nodes/node-pressure-1.21.yaml'), 'cache').slice(3, 5)).toEqual([
      '10s 0/1 Error 0',
      '10.5s 0/1 Evicted 0',
    ]);
    expect(lines(fixture('rules/nodes/node-pressure-1.27.yaml'), 'cache').at(-4)).toMatch(
      /0\/1 Error 0$/,
    );
  });

  it('shows every container not ready past the deadline on 1.21, still ready on 1.27 until killed', () => {
    expect(lines(fixture('scenarios/pod-deadline.yaml'), 'pod-01').slice(3)).toEqual([
      '20.7s 0/1 DeadlineExceeded 0',
      '50.7s 0/1 Error 0',
    ]);
    expect(lines(fixture('scenarios/pod-deadline.yaml', 27), 'pod-01').slice(3)).toEqual([
      '51.2s 0/1 Error 0',
    ]);
  });

  it('counts a native sidecar in READY and shows Init:0/1 until it starts', () => {
    expect(lines(fixture('rules/pods/sidecar-1.29.yaml'), 'web').slice(0, 3)).toEqual([
      '0s 0/2 Pending 0',
      '0.2s 0/2 Init:0/1 0',
      '1.2s 2/2 Running 0',
    ]);
  });

  it('never repeats a line', () => {
    const trace = fixture('scenarios/rollout-no-prestop.yaml');
    const last = new Map<string, string>();
    for (const e of trace.events) {
      if (e.type !== 'PodStatus') continue;
      const l = `${e.data.ready} ${e.data.status} ${e.data.restarts}`;
      expect(last.get(e.object)).not.toBe(l);
      last.set(e.object, l);
    }
  });
});
