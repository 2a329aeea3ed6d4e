// The container statechart alone, on the virtual clock: what it does with the kill the
// kubelet hands it (kuberuntime_container.go killContainer, containerd stopContainer).
// Each container starts at 0 s with no startup time, so it listens at once.
import { describe, expect, it } from 'vitest';
import { container, exitsOnSigterm, ignoresSigterm, template } from '../../helpers/build.ts';
import { driveContainer, kill, podRecord, testWorld } from '../../helpers/machines.ts';
import type { ContainerModel } from '../../../../src/manifest/model/model.ts';

function started(spec: ContainerModel, minor = 31) {
  const world = testWorld(minor);
  const c = driveContainer(world, podRecord(world, template([spec])));
  return c.send({ type: 'START' }).runUntil(0);
}

const sleep5 = { preStop: { hook: 'exec' as const, durationMs: 5000, fails: false } };

describe('container machine', () => {
  it('starts its process on START: ContainerStarted, listening, the kubelet told', () => {
    const c = started(container('app', exitsOnSigterm(1000)));
    expect(c.isIn('Listening')).toBe(true);
    expect(c.actor.getSnapshot().context.pod.listening).toBe(true);
    expect(c.calls.started).toEqual([{ t: 0, name: 'app' }]);
    c.trace
      .expectEvent('ContainerStarted', 'Pod/p', { container: 'app' })
      .at(0)
      .expectEvents('KubeEvent', 'Pod/p')
      .inOrder('reason', ['Pulled', 'Created', 'Started']);
  });

  it('preStop 5 s, then 25 s left of a 30 s grace: PreStop → Signalled, exits 0 at 6 s', () => {
    const c = started(container('app', exitsOnSigterm(1000), sleep5));
    c.send(kill({ preStopMs: 5000, stopTimeoutMs: 25_000 }));
    expect(c.isIn('PreStop')).toBe(true);
    c.runUntil('60s');
    expect(c.visited().slice(-3)).toEqual(['PreStop', 'Signalled', 'Exited']);
    expect([c.enteredAt('Signalled'), c.enteredAt('Exited')]).toEqual([5000, 6000]);
    expect(c.calls.exited).toEqual([{ t: 6000, name: 'app', exitCode: 0 }]);
    c.trace
      .expectEvent('PreStopStarted', { container: 'app', hook: 'exec' })
      .at('0s')
      .expectEvent('PreStopFinished')
      .at('5s')
      .with({ completed: true })
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('5s')
      .with({ gracePeriodSeconds: 25 })
      .expectEvent('ContainerExited')
      .at('6s')
      .with({ exitCode: 0, reason: 'Completed' })
      .expectNo('SignalSent', { signal: 'SIGKILL' });
  });

  it('a process that ignores SIGTERM is SIGKILLed when the 30 s timeout runs out, exit 137', () => {
    const c = started(container('app', ignoresSigterm()));
    c.send(kill({ stopTimeoutMs: 30_000 })).runUntil('60s');
    expect(c.visited().slice(-2)).toEqual(['Signalled', 'Exited']);
    expect(c.calls.exited).toEqual([{ t: 30_000, name: 'app', exitCode: 137 }]);
    c.trace
      .expectNo('PreStopStarted')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('0s')
      .with({ gracePeriodSeconds: 30 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('30s')
      .expectEvent('ContainerExited')
      .at('30s')
      .with({ exitCode: 137, reason: 'Error' });
  });

  it('stops listening at its stop signal when it exits on it, before it has exited', () => {
    const c = started(container('app', exitsOnSigterm(3000)));
    c.send(kill({ stopTimeoutMs: 30_000 }));
    expect(c.isIn('Signalled')).toBe(true);
    expect(c.actor.getSnapshot().context.pod.listening).toBe(false);
  });

  it('with a timeout of 0 (a ≤1.21 hard eviction) sends no stop signal: SIGKILL at once', () => {
    const c = started(container('app', ignoresSigterm()), 21);
    c.send(kill({ stopTimeoutMs: 0 })).runUntil('10s');
    expect(c.enteredAt('Exited')).toBe(0);
    c.trace
      .expectEvents('SignalSent')
      .inOrder('signal', ['SIGKILL'])
      .expectEvent('ContainerExited')
      .with({ exitCode: 137 });
  });

  it('sends the image’s stop signal instead of SIGTERM', () => {
    const quits = { ...exitsOnSigterm(2000), stopSignal: 'SIGQUIT' };
    const c = started(container('app', quits));
    c.send(kill({ stopTimeoutMs: 30_000 })).runUntil('10s');
    c.trace
      .expectEvent('SignalSent', { signal: 'SIGQUIT' })
      .at('0s')
      .expectNo('SignalSent', { signal: 'SIGTERM' })
      .expectEvent('ContainerExited')
      .at('2s');
  });

  it('exits by itself after its run time, and runs again on RESTART', () => {
    const c = started(container('app', { ...ignoresSigterm(5000), exitCode: 1 }));
    c.runUntil('5s');
    expect(c.isIn('Exited')).toBe(true);
    expect(c.calls.exited).toEqual([{ t: 5000, name: 'app', exitCode: 1 }]);
    c.send({ type: 'RESTART' }).runUntil('7s');
    expect(c.isIn('Listening')).toBe(true);
    c.trace
      .expectEvent('ContainerExited')
      .with({ exitCode: 1, reason: 'Error' })
      .expectEvents('ContainerStarted')
      .at('0s', '5s');
  });

  it('EXIT and OOM_KILL end the process with their exit code and reason', () => {
    const exited = started(container('app', ignoresSigterm()));
    exited.runUntil('2s').send({ type: 'EXIT', exitCode: 3 });
    exited.trace.expectEvent('ContainerExited').at('2s').with({ exitCode: 3, reason: 'Error' });
    const oom = started(container('app', ignoresSigterm()));
    oom.runUntil('2s').send({ type: 'OOM_KILL' });
    oom.trace.expectEvent('ContainerExited').at('2s').with({ exitCode: 137, reason: 'OOMKilled' });
  });

  it('killed before it started: it never runs and tells the kubelet so', () => {
    const world = testWorld(31);
    const c = driveContainer(
      world,
      podRecord(world, template([container('app', ignoresSigterm())])),
    );
    c.send(kill({ stopTimeoutMs: 30_000 })).runUntil('10s');
    expect(c.isIn('NeverStarted')).toBe(true);
    expect(c.calls.exited).toEqual([{ t: 0, name: 'app', exitCode: null }]);
    c.trace.expectNo('ContainerStarted').expectNo('SignalSent');
  });
});

describe('container machine, a native sidecar', () => {
  const proxy = container('proxy', ignoresSigterm(), { sidecar: true });
  const sidecarKill = kill({
    stopTimeoutMs: 30_000,
    sidecar: { graceSeconds: 30, capMs: 30_000 },
  });

  function sidecarStarted() {
    const world = testWorld(31);
    const tpl = template([container('app', ignoresSigterm())], { initContainers: [proxy] });
    return driveContainer(world, podRecord(world, tpl), 'proxy')
      .send({ type: 'START' })
      .runUntil(0);
  }

  it('waits for its turn, then gets what is left of the grace: SIGTERM at 3 s with 27 s', () => {
    const c = sidecarStarted().send(sidecarKill).runUntil('3s');
    expect(c.isIn('WaitingForTurn')).toBe(true);
    c.trace.expectNo('SignalSent');
    c.send({ type: 'YOUR_TURN' }).runUntil('60s');
    expect(c.enteredAt('Signalled')).toBe(3000);
    c.trace
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .at('3s')
      .with({ gracePeriodSeconds: 27 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('30s');
  });

  it('is signalled at the cap when the turn never comes, with the 2 s floor', () => {
    const c = sidecarStarted().send(sidecarKill).runUntil('60s');
    c.trace
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('30s')
      .with({ gracePeriodSeconds: 2 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('32s');
  });
});
