// The Pod object's statechart alone, on the virtual clock: what the API server records as
// DELETEs, the kubelet's writes and finalizers reach it (rest/delete.go BeforeDelete,
// status_manager.go syncPod's final Delete).
import { describe, expect, it } from 'vitest';
import { container, ignoresSigterm, template } from '../../helpers/build.ts';
import { drivePod, podRecord, testWorld } from '../../helpers/machines.ts';

const JOB_TRACKING = 'batch.kubernetes.io/job-tracking';

function pod(finalizers: string[] = []) {
  const world = testWorld(31);
  const record = podRecord(world, template([container('app', ignoresSigterm())]), finalizers);
  return Object.assign(drivePod(world, record), { record });
}

describe('pod machine: the object', () => {
  it('a DELETE with a grace: Live → Terminating, deletionTimestamp = now + grace', () => {
    const p = pod().runUntil('10s').send({ type: 'DELETE', grace: 30 });
    expect(p.state()).toBe('Terminating');
    p.trace
      .expectEvent('DeletionRequested', 'Pod/p')
      .at('10s')
      .with({ gracePeriodSeconds: 30, deletionTimestamp: 40_000 });
  });

  it('the kubelet’s final delete removes it when no finalizer holds it', () => {
    const p = pod().runUntil('10s').send({ type: 'DELETE', grace: 30 });
    p.runUntil('20s').send({ type: 'FINAL_DELETE' });
    expect(p.visited()).toEqual(['Live', 'Terminating', 'Removed']);
    expect(p.removed).toEqual([20_000]);
    p.trace.expectEvent('PodRemoved', 'Pod/p').at('20s');
  });

  it('with a finalizer: the final delete leaves it Terminating; the last finalizer going removes it', () => {
    const p = pod([JOB_TRACKING]).runUntil('10s').send({ type: 'DELETE', grace: 30 });
    p.runUntil('20s').send({ type: 'FINAL_DELETE' });
    expect(p.state()).toBe('Terminating');
    p.trace.expectNo('PodRemoved');
    p.runUntil('25s').send({ type: 'FINALIZERS_REMOVED' });
    expect(p.state()).toBe('Terminating'); // the record still lists it
    p.record.finalizers = [];
    p.send({ type: 'FINALIZERS_REMOVED' });
    expect(p.state()).toBe('Removed');
    p.trace.expectEvent('PodRemoved').at('25s');
  });

  it('the last finalizer going before the kubelet’s final delete leaves it Terminating', () => {
    const p = pod([JOB_TRACKING]).runUntil('10s').send({ type: 'DELETE', grace: 30 });
    p.record.finalizers = [];
    p.send({ type: 'FINALIZERS_REMOVED' });
    expect(p.state()).toBe('Terminating');
    p.runUntil('20s').send({ type: 'FINAL_DELETE' });
    expect(p.enteredAt('Removed')).toBe(20_000);
  });

  it('a DELETE with grace 0 (--force) removes it at once, unless a finalizer holds it', () => {
    const forced = pod().runUntil('10s').send({ type: 'DELETE', grace: 0 });
    expect(forced.visited()).toEqual(['Live', 'Removed']);
    forced.trace
      .expectEvent('DeletionRequested')
      .at('10s')
      .with({ gracePeriodSeconds: 0, deletionTimestamp: 10_000 })
      .expectEvent('PodRemoved')
      .at('10s');
    const held = pod([JOB_TRACKING]).runUntil('10s').send({ type: 'DELETE', grace: 0 });
    expect(held.state()).toBe('Terminating');
    held.trace.expectNo('PodRemoved');
  });

  it('a later DELETE may only shorten the grace; one with grace 0 removes a terminating pod', () => {
    const p = pod().runUntil('10s').send({ type: 'DELETE', grace: 30 });
    p.runUntil('12s').send({ type: 'DELETE', grace: 5 });
    p.runUntil('13s').send({ type: 'DELETE', grace: 20 });
    expect(p.state()).toBe('Terminating');
    p.trace
      .expectEvents('DeletionRequested')
      .at('10s', '12s')
      .inOrder('deletionTimestamp', [40_000, 15_000])
      .inOrder('gracePeriodSeconds', [30, 5]);
    p.runUntil('14s').send({ type: 'DELETE', grace: 0 });
    expect(p.enteredAt('Removed')).toBe(14_000);
  });
});

describe('pod machine: phase and Ready', () => {
  it('Running and Ready as the kubelet writes them, each announced', () => {
    const p = pod().runUntil('1s').send({ type: 'RUNNING' }).send({ type: 'READY' });
    expect([p.state('phase'), p.state('ready')]).toEqual(['Running', 'Ready']);
    expect(p.record.phase).toBe('Running');
    p.trace
      .expectEvent('PodPhaseChanged', 'Pod/p', { phase: 'Running' })
      .at('1s')
      .expectEvent('PodReady', 'Pod/p')
      .at('1s');
  });

  it('a terminal phase makes it not Ready (PodCompleted) and is final', () => {
    const p = pod().send({ type: 'RUNNING' }).send({ type: 'READY' }).runUntil('5s');
    p.send({ type: 'TERMINAL', phase: 'Succeeded', reason: null });
    p.runUntil('6s').send({ type: 'TERMINAL', phase: 'Failed', reason: 'Evicted' });
    expect([p.state('phase'), p.state('ready')]).toEqual(['Succeeded', 'NotReady']);
    p.trace
      .expectEvent('PodNotReady')
      .at('5s')
      .with({ reason: 'PodCompleted' })
      .expectEvents('PodPhaseChanged')
      .inOrder('phase', ['Running', 'Succeeded']);
  });

  it('a pod that never ran can be Failed from Pending, with the reason and the writer given', () => {
    const p = pod().send({
      type: 'TERMINAL',
      phase: 'Failed',
      reason: 'NodeShutdown',
      lane: 'kubelet',
    });
    expect(p.state('phase')).toBe('Failed');
    p.trace
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .with({ reason: 'NodeShutdown' })
      .expectNo('PodNotReady');
  });

  it("two Pods' events of the same values share one frozen data object; a reason gets its own", () => {
    const world = testWorld(31);
    const tpl = template([container('app', ignoresSigterm())]);
    for (const finalizers of [[], []]) {
      const d = drivePod(world, podRecord(world, tpl, finalizers));
      d.send({ type: 'RUNNING' }).send({ type: 'READY' });
      d.send({ type: 'TERMINAL', phase: 'Failed', reason: 'Evicted' });
    }
    const data = (type: string) =>
      world.trace.events.filter((e) => e.type === type).map((e) => e.data);
    for (const type of ['PodReady', 'PodNotReady']) {
      const [a, b] = data(type);
      expect(a).toBe(b);
      expect(Object.isFrozen(a)).toBe(true);
    }
    const [running, failed, running2, failed2] = data('PodPhaseChanged');
    expect(running).toBe(running2);
    expect(running).toEqual({ phase: 'Running', reason: null });
    expect(failed).toEqual({ phase: 'Failed', reason: 'Evicted' });
    expect(failed).not.toBe(failed2);
  });
});
