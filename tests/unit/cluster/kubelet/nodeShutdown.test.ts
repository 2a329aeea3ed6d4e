// Kills the kubelet starts itself: graceful node shutdown (nodeshutdown_manager killPods:
// priority groups, each killed with min(tGPS, period); Failed/Terminated,
// DisruptionTarget, no deletionTimestamp) and node-pressure hard eviction.
import { seconds } from '../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  run,
  scenario,
  template,
} from '../../helpers/build.ts';

const T0 = 10_000;

function twoPods(minor: number) {
  const regular = template([container('main', ignoresSigterm())], {
    nodeName: 'node-a',
    terminationGracePeriodSeconds: seconds(60),
  });
  const critical = template([container('main', ignoresSigterm())], {
    nodeName: 'node-a',
    terminationGracePeriodSeconds: seconds(5),
    priority: 2_000_000_000,
  });
  return scenario(minor, {
    pods: [
      { name: 'regular', namespace: 'default', line: 1, template: regular, finalizers: [] },
      { name: 'critical', namespace: 'default', line: 1, template: critical, finalizers: [] },
    ],
    actions: [
      action(T0, 'nodeShutdown', 'node/node-a', {
        shutdownGracePeriodSeconds: seconds(30),
        shutdownGracePeriodCriticalPodsSeconds: seconds(10),
      }),
    ],
  });
}

const at = (trace: ReturnType<typeof run>, pod: string, signal: string) =>
  all(trace, 'SignalSent', { signal }).find((e) => e.object === `Pod/${pod}`)?.t;

describe('graceful node shutdown', () => {
  it('regular pods first with 20 s, critical pods after them with 5 s', () => {
    const trace = run(twoPods(31));
    expect(at(trace, 'regular', 'SIGTERM')).toBe(T0);
    expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.data.gracePeriodSeconds).toBe(20);
    expect(at(trace, 'regular', 'SIGKILL')).toBe(T0 + 20_000);
    expect(at(trace, 'critical', 'SIGTERM')).toBe(T0 + 20_000);
    expect(at(trace, 'critical', 'SIGKILL')).toBe(T0 + 25_000);
  });

  it('ends both Failed/Terminated with DisruptionTarget and no deletionTimestamp', () => {
    const trace = run(twoPods(31));
    expect(all(trace, 'PodPhaseChanged', { phase: 'Failed', reason: 'Terminated' })).toHaveLength(
      2,
    );
    expect(
      all(trace, 'PodConditionSet', { type: 'DisruptionTarget', reason: 'TerminationByKubelet' }),
    ).toHaveLength(2);
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('has no DisruptionTarget before 1.26 and replaces the remainder on 1.22–1.27', () => {
    const trace = run(twoPods(25));
    expect(find(trace, 'PodConditionSet')).toBeUndefined();
    expect(at(trace, 'regular', 'SIGKILL')).toBe(T0 + 20_000);
  });
});

describe('kubelet hard eviction (eviction_manager.go synchronize)', () => {
  const evicted = (minor: number) => {
    const worker = template([container('main', ignoresSigterm())], { nodeName: 'node-a' });
    return run(
      scenario(minor, {
        durationMs: 60_000,
        pods: [{ name: 'worker', namespace: 'default', line: 1, template: worker, finalizers: [] }],
        actions: [action(T0, 'nodePressure', 'pod/worker')],
      }),
    );
  };

  it('on 1.21 hands StopContainer the override 0: SIGKILL at once, no SIGTERM', () => {
    const trace = evicted(21);
    expect(at(trace, 'worker', 'SIGTERM')).toBeUndefined();
    expect(at(trace, 'worker', 'SIGKILL')).toBe(T0);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })?.data.reason).toBe('Evicted');
  });

  it('gives the whole 30 s on 1.22–1.30 and 1 s (2 s floor) from 1.31', () => {
    expect(at(evicted(30), 'worker', 'SIGKILL')! - at(evicted(30), 'worker', 'SIGTERM')!).toBe(
      30_000,
    );
    expect(at(evicted(31), 'worker', 'SIGKILL')! - at(evicted(31), 'worker', 'SIGTERM')!).toBe(
      2_000,
    );
  });
});
