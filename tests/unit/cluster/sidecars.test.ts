// Native sidecars (semantics Part A §2 "Native sidecars", §9 scenarios 9–11): they stop
// after the regular containers, in reverse order, their preStop running at once.
import { describe, expect, it } from 'vitest';
import {
  action,
  all,
  container,
  exitsOnSigterm,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../helpers/build.ts';

const T0 = 10_000;
const sidecar = (name: string, more = {}) =>
  container(name, ignoresSigterm(), { sidecar: true, ...more });
const signal = (trace: ReturnType<typeof run>, c: string, signal: string) =>
  all(trace, 'SignalSent', { container: c, signal })[0]?.t;

describe('native sidecars (1.29+)', () => {
  it('scenario 9: the proxy gets SIGTERM when the app has exited, SIGKILL at the end of the grace', () => {
    const tpl = template([container('app', exitsOnSigterm(3000))], {
      initContainers: [sidecar('proxy')],
    });
    const trace = run(podScenario(31, tpl, [action(T0, 'delete', 'pod/p')]));
    expect(signal(trace, 'app', 'SIGTERM')).toBe(T0 + 100);
    expect(find(trace, 'ContainerExited', { container: 'app' })?.t).toBe(T0 + 3100);
    expect(signal(trace, 'proxy', 'SIGTERM')).toBe(T0 + 3100);
    expect(
      find(trace, 'SignalSent', { container: 'proxy', signal: 'SIGTERM' })?.data.gracePeriodSeconds,
    ).toBe(27);
    expect(signal(trace, 'proxy', 'SIGKILL')).toBe(T0 + 30_100);
  });

  it('scenario 10: sidecars A then B stop after the app, B before A', () => {
    const tpl = template([container('app', exitsOnSigterm(1000))], {
      initContainers: [
        container('a', exitsOnSigterm(1000), { sidecar: true }),
        container('b', exitsOnSigterm(1000), { sidecar: true }),
      ],
    });
    const trace = run(podScenario(31, tpl, [action(T0, 'delete', 'pod/p')]));
    const order = all(trace, 'SignalSent', { signal: 'SIGTERM' }).map((e) => [
      e.data.container,
      e.t,
    ]);
    expect(order).toEqual([
      ['app', T0 + 100],
      ['b', T0 + 1100],
      ['a', T0 + 2100],
    ]);
  });

  it('scenario 11: the sidecar hook runs at once; its stop signal waits for the main container; 2 s floor', () => {
    const tpl = template([container('main', ignoresSigterm())], {
      initContainers: [
        sidecar('proxy', { preStop: { hook: 'exec', durationMs: 5000, fails: false } }),
      ],
    });
    const trace = run(podScenario(31, tpl, [action(T0, 'delete', 'pod/p')]));
    expect(find(trace, 'PreStopStarted', { container: 'proxy' })?.t).toBe(T0 + 100);
    expect(signal(trace, 'main', 'SIGTERM')).toBe(T0 + 100);
    expect(signal(trace, 'main', 'SIGKILL')).toBe(T0 + 30_100);
    expect(signal(trace, 'proxy', 'SIGTERM')).toBe(T0 + 30_100);
    expect(signal(trace, 'proxy', 'SIGKILL')).toBe(T0 + 32_100);
  });

  it('a turn that came during the hook costs no wait: 30 s − the 10 s hook = 20 s', () => {
    const tpl = template([container('main', exitsOnSigterm(1000))], {
      initContainers: [
        sidecar('proxy', { preStop: { hook: 'exec', durationMs: 10_000, fails: false } }),
      ],
    });
    const trace = run(podScenario(31, tpl, [action(T0, 'delete', 'pod/p')]));
    expect(find(trace, 'ContainerExited', { container: 'main' })?.t).toBe(T0 + 1100);
    const sigterm = find(trace, 'SignalSent', { container: 'proxy', signal: 'SIGTERM' });
    expect(sigterm?.t).toBe(T0 + 10_100);
    expect(sigterm?.data.gracePeriodSeconds).toBe(20);
  });

  it('starts before the regular containers and is stopped when they complete (Job-style pod)', () => {
    const tpl = template([container('main', { ...ignoresSigterm(5000) })], {
      restartPolicy: 'Never',
      initContainers: [sidecar('proxy')],
    });
    const trace = run(podScenario(31, tpl, []));
    const started = all(trace, 'ContainerStarted').map((e) => e.data.container);
    expect(started).toEqual(['proxy', 'main']);
    const mainExit = find(trace, 'ContainerExited', { container: 'main' })!;
    expect(signal(trace, 'proxy', 'SIGTERM')).toBe(mainExit.t);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })).toBeDefined();
  });
});

describe('init containers', () => {
  it('run to completion, in order, before the containers start', () => {
    const tpl = template([container('main', ignoresSigterm())], {
      initContainers: [container('migrate', ignoresSigterm(3000))],
    });
    const trace = run(podScenario(31, tpl, []));
    expect(find(trace, 'ContainerExited', { container: 'migrate' })?.data.exitCode).toBe(0);
    const mainStart = find(trace, 'ContainerStarted', { container: 'main' })!.t;
    expect(mainStart).toBe(find(trace, 'ContainerExited', { container: 'migrate' })!.t);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Running' })?.t).toBe(mainStart);
  });
});
