// Part A §9 of the semantics reference, as facts. The pod starts at ≈1.2 s (schedule 0.1,
// kubelet watch 0.1, container start 1); it is deleted at 10 s, so the kubelet's kill
// starts at 10.1 s (δ = the watch latency).
import { describe, expect, it } from 'vitest';
import {
  action,
  container,
  exitsOnSigterm,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../helpers/build.ts';

const T0 = 10_000;

describe('default delete', () => {
  it('a process that exits 2 s after SIGTERM ends Succeeded on 1.27+ and is gone ≈3.5 s later', () => {
    const trace = run(
      podScenario(31, template([container('app', exitsOnSigterm(2000))]), [
        action(T0, 'delete', 'pod/p'),
      ]),
    );
    expect(find(trace, 'DeletionRequested')).toMatchObject({
      t: T0,
      data: { gracePeriodSeconds: 30, deletionTimestamp: T0 + 30_000 },
    });
    expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(T0 + 100);
    expect(find(trace, 'ContainerExited')).toMatchObject({
      t: T0 + 2100,
      data: { exitCode: 0, reason: 'Completed' },
    });
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })?.t).toBe(T0 + 2600);
    expect(find(trace, 'PodRemoved')?.t).toBe(T0 + 3600);
  });

  it('stays Running on 1.26 (no terminal phase for deleted Always pods before #115331)', () => {
    const trace = run(
      podScenario(26, template([container('app', exitsOnSigterm(2000))]), [
        action(T0, 'delete', 'pod/p'),
      ]),
    );
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })).toBeUndefined();
    expect(find(trace, 'PodRemoved')?.t).toBe(T0 + 3600);
  });

  it('a PID 1 that ignores SIGTERM is SIGKILLed at 30.1 s and exits 137', () => {
    const trace = run(
      podScenario(31, template([container('app', ignoresSigterm())]), [
        action(T0, 'delete', 'pod/p'),
      ]),
    );
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(T0 + 30_100);
    expect(find(trace, 'ContainerExited')).toMatchObject({
      t: T0 + 30_100,
      data: { exitCode: 137, reason: 'Error' },
    });
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })?.t).toBe(T0 + 30_600);
  });
});

describe('preStop and the grace period', () => {
  const sleepHook = (ms: number) => ({
    preStop: { hook: 'exec' as const, durationMs: ms, fails: false },
  });

  it('preStop sleep 10 s: SIGTERM at 10.1 s, exit 1 s later', () => {
    const c = container('app', exitsOnSigterm(1000), {
      preStop: { hook: 'sleep', durationMs: 10_000, fails: false },
    });
    const trace = run(podScenario(31, template([c]), [action(T0, 'delete', 'pod/p')]));
    expect(find(trace, 'PreStopStarted')?.t).toBe(T0 + 100);
    expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(T0 + 10_100);
    expect(find(trace, 'ContainerExited')?.t).toBe(T0 + 11_100);
  });

  it.each([
    [21, 32_100],
    [27, 60_100],
    [28, 32_100],
    [34, 32_100],
  ])(
    'preStop 45 s under a 30 s grace, 1.%i: SIGTERM at 30.1 s, SIGKILL at %i ms after the delete',
    (v, kill) => {
      const c = container('app', ignoresSigterm(), sleepHook(45_000));
      const trace = run(podScenario(v, template([c]), [action(T0, 'delete', 'pod/p')]));
      expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(T0 + 30_100);
      expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(T0 + kill);
    },
  );

  it.each([
    [21, 10_800],
    [25, 15_800],
    [31, 10_800],
  ])(
    'a 5.7 s preStop under a 10 s grace counts whole seconds only, 1.%i: SIGKILL at %i',
    (v, kill) => {
      const c = container('app', ignoresSigterm(), sleepHook(5700));
      const trace = run(
        podScenario(v, template([c], { terminationGracePeriodSeconds: 10 }), [
          action(T0, 'delete', 'pod/p'),
        ]),
      );
      expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(T0 + 5800);
      expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(T0 + kill);
    },
  );
});

describe('grace 0 and force', () => {
  it.each([
    [21, 2100],
    [27, 1100],
    [31, 2100],
  ])('--grace-period=0 without --force is sent as 1, 1.%i: SIGKILL at %i', (v, kill) => {
    const trace = run(
      podScenario(v, template([container('app', ignoresSigterm())]), [
        action(T0, 'delete', 'pod/p', { gracePeriodSeconds: 0 }),
      ]),
    );
    expect(find(trace, 'DeletionRequested')?.data.gracePeriodSeconds).toBe(1);
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(T0 + kill);
  });

  it.each([
    [21, 2100],
    [26, 30_100],
    [30, 30_100],
    [31, 2100],
  ])('--force: the object goes at once; 1.%i node SIGKILL at %i', (v, kill) => {
    const trace = run(
      podScenario(v, template([container('app', ignoresSigterm())]), [
        action(T0, 'delete', 'pod/p', { force: true }),
      ]),
    );
    expect(find(trace, 'PodRemoved')?.t).toBe(T0);
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(T0 + kill);
  });
});

describe('activeDeadlineSeconds', () => {
  it('1.21: Failed/DeadlineExceeded at detection, SIGKILL 30 s after SIGTERM, object kept', () => {
    const tpl = template([container('main', ignoresSigterm(90_000))], {
      activeDeadlineSeconds: 20,
      restartPolicy: 'Never',
    });
    const trace = run(podScenario(21, tpl, []));
    const term = find(trace, 'SignalSent', { signal: 'SIGTERM' })!;
    expect(term.t).toBe(200 + 20_000 + 500);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' })?.t).toBe(
      term.t,
    );
    expect(find(trace, 'ContainerExited')).toMatchObject({
      t: term.t + 30_000,
      data: { exitCode: 137 },
    });
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('1.31: the kill waits one pod-cache refresh; Failed is written after the containers stop', () => {
    const tpl = template([container('main', ignoresSigterm(90_000))], {
      activeDeadlineSeconds: 20,
      restartPolicy: 'Never',
    });
    const trace = run(podScenario(31, tpl, []));
    const term = find(trace, 'SignalSent', { signal: 'SIGTERM' })!;
    expect(term.t).toBe(200 + 20_000 + 500 + 500);
    const exit = find(trace, 'ContainerExited')!;
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' })?.t).toBe(
      exit.t + 500,
    );
  });
});
