// The pod worker alone (pod_workers.go), with its containers and its Pod object on the
// virtual clock, and no node kubelet: the test delivers what the watch would. The worker
// starts at 0 s and the containers 1 s later (the container start latency); a deletion is
// sent to the Pod object at 10 s and observed by the worker at 10.1 s.
import { seconds } from '../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import type { PodTemplateModel } from '../../../../src/manifest/model/model.ts';
import { container, exitsOnSigterm, ignoresSigterm, template } from '../../helpers/build.ts';
import { drivePodWorker, podRecord, testWorld } from '../../helpers/machines.ts';

function worker(tpl: PodTemplateModel, minor = 31) {
  const world = testWorld(minor);
  return drivePodWorker(world, podRecord(world, tpl));
}

/** kubectl delete at 10 s with this grace; the kubelet hears of it at 10.1 s. */
function deleted(tpl: PodTemplateModel, minor = 31, grace = 30) {
  const w = worker(tpl, minor).runUntil('10s');
  w.podObject.send({ type: 'DELETE', grace });
  return w.runUntil('10.1s').send({ type: 'DELETION_OBSERVED' });
}

describe('pod worker: starting', () => {
  it('acknowledges the pod, starts its containers 1 s later, and the pod turns Running and Ready', () => {
    const w = worker(template([container('app', exitsOnSigterm(1000))])).runUntil('5s');
    expect(w.visited()).toEqual(['Starting', 'Running']);
    expect(w.enteredAt('Running')).toBe(1000);
    w.trace
      .expectEvent('ContainerStarted', { container: 'app' })
      .at('1s')
      .expectEvent('PodPhaseChanged', 'Pod/p', { phase: 'Running' })
      .at('1s')
      .expectEvent('PodReady', 'Pod/p')
      .at('1s');
  });

  it('runs the init containers one after the other before the containers', () => {
    const tpl = template([container('app', ignoresSigterm())], {
      initContainers: [container('migrate', ignoresSigterm(3000))],
    });
    const w = worker(tpl).runUntil('10s');
    expect(w.enteredAt('Initializing')).toBe(1000);
    expect(w.enteredAt('Running')).toBe(4000);
    w.trace
      .expectEvents('ContainerStarted')
      .inOrder('container', ['migrate', 'app'])
      .at('1s', '4s');
  });
});

describe('pod worker: an API deletion', () => {
  it('1.31: kills, writes Succeeded, then sends the final delete that removes the Pod', () => {
    const w = deleted(template([container('app', exitsOnSigterm(2000))])).runUntil('60s');
    expect(w.visited().slice(-4)).toEqual(['Killing', 'Killed', 'CleaningUp', 'Done']);
    expect(w.enteredAt('Killing')).toBe(10_100);
    expect(w.enteredAt('Killed')).toBe(12_100);
    expect(w.node.stopped).toBe(1);
    expect(w.podObject.visited()).toEqual(['Live', 'Terminating', 'Removed']);
    w.trace
      .expectEvent('KubeEvent', { reason: 'Killing', message: 'Stopping container app' })
      .at('10.1s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.1s')
      .with({ gracePeriodSeconds: 30 })
      .expectEvent('ContainerExited')
      .at('12.1s')
      .expectEvent('PodPhaseChanged', { phase: 'Succeeded' })
      .at('12.6s')
      .expectEvent('PodRemoved')
      .at('13.6s');
  });

  it('1.26: the same kill, but no terminal phase for a deleted Always pod', () => {
    const w = deleted(template([container('app', exitsOnSigterm(2000))]), 26).runUntil('60s');
    expect(w.isIn('Done')).toBe(true);
    w.trace
      .expectNo('PodPhaseChanged', { phase: 'Succeeded' })
      .expectNo('PodPhaseChanged', { phase: 'Failed' })
      .expectEvent('PodRemoved')
      .at('13.6s');
  });

  it('a preStop of 5 s then a process that ignores SIGTERM: SIGTERM at 5 s with 25 s, SIGKILL at the grace', () => {
    const hook = { preStop: { hook: 'exec' as const, durationMs: 5000, fails: false } };
    const w = deleted(template([container('app', ignoresSigterm(), hook)])).runUntil('60s');
    w.trace
      .expectEvent('PreStopStarted')
      .at('10.1s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('15.1s')
      .with({ gracePeriodSeconds: 25 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('40.1s')
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('40.6s');
  });

  it('stops a native sidecar after the app, with what is left of the grace', () => {
    const tpl = template([container('app', exitsOnSigterm(1000))], {
      initContainers: [container('proxy', ignoresSigterm(), { sidecar: true })],
    });
    const w = deleted(tpl).runUntil('60s');
    w.trace
      .expectEvents('SignalSent', { signal: 'SIGTERM' })
      .inOrder('container', ['app', 'proxy'])
      .at('10.1s', '11.1s')
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .with({ gracePeriodSeconds: 29 })
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGKILL' })
      .at('40.1s');
  });
});

describe('pod worker: a deletion after or during the init containers', () => {
  // kubelet.go SyncTerminatingPod kills ConvertPodStatusToRunningPod(podStatus): running
  // containers only, so killContainersWithSyncResult leaves a finished init container alone.
  const withInit = (initRunMs: number) =>
    template([container('app', exitsOnSigterm(1000))], {
      initContainers: [container('init', ignoresSigterm(initRunMs))],
    });

  it.each([21, 27, 29, 34])(
    '1.%i: an init container that finished gets no Killing; the Pod is removed',
    (minor) => {
      const w = deleted(withInit(2000), minor).runUntil('60s');
      expect(w.isIn('Done')).toBe(true);
      expect(w.podObject.visited()).toEqual(['Live', 'Terminating', 'Removed']);
      w.trace
        .expectNo('KubeEvent', { reason: 'Killing', message: 'Stopping container init' })
        .expectNo('SignalSent', { container: 'init' })
        .expectEvents('KubeEvent', { reason: 'Killing' })
        .count(1)
        .expectEvent('ContainerExited', { container: 'app' })
        .at('11.1s')
        .expectEvent('PodRemoved')
        .at('12.6s');
      if (minor >= 27) w.trace.expectEvent('PodPhaseChanged', { phase: 'Succeeded' }).at('11.6s');
    },
  );

  it('an init container still running gets the stop signal; the app never starts; 1.27+ Failed', () => {
    const w = deleted(withInit(60_000), 29).runUntil('60s');
    w.trace
      .expectEvent('KubeEvent', { reason: 'Killing', message: 'Stopping container init' })
      .at('10.1s')
      .expectEvent('SignalSent', { container: 'init', signal: 'SIGKILL' })
      .at('40.1s')
      .expectNo('ContainerStarted', { container: 'app' })
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('40.6s')
      .expectEvent('PodRemoved')
      .at('41.6s');
  });

  it('a finished init container before a native sidecar: only the app and the sidecar are stopped', () => {
    const tpl = template([container('app', exitsOnSigterm(1000))], {
      initContainers: [
        container('init', ignoresSigterm(2000)),
        container('proxy', exitsOnSigterm(1000), { sidecar: true }),
      ],
    });
    const w = deleted(tpl, 29).runUntil('60s');
    w.trace
      .expectNo('SignalSent', { container: 'init' })
      .expectEvents('SignalSent', { signal: 'SIGTERM' })
      .inOrder('container', ['app', 'proxy'])
      .at('10.1s', '11.1s')
      .expectEvent('PodRemoved')
      .at('13.6s');
  });
});

describe('pod worker: kills it starts itself', () => {
  it('a node shutdown with 20 s: Failed/Terminated, DisruptionTarget, and the Pod stays in the API', () => {
    const w = worker(template([container('app', ignoresSigterm())])).runUntil('10s');
    w.send({ type: 'SHUTDOWN', grace: 20, reason: 'shutdown' }).runUntil('60s');
    expect(w.isIn('Done')).toBe(true);
    expect(w.podObject.state()).toBe('Live');
    w.trace
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10s')
      .with({ gracePeriodSeconds: 20 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('30s')
      .expectEvent('PodPhaseChanged', { phase: 'Failed', reason: 'Terminated' })
      .at('30.5s')
      .expectEvent('PodConditionSet', { type: 'DisruptionTarget', reason: 'TerminationByKubelet' })
      .expectNo('PodRemoved');
  });

  const deadline = template([container('main', ignoresSigterm())], {
    activeDeadlineSeconds: seconds(5),
    restartPolicy: 'Never',
  });

  it('1.31: activeDeadlineSeconds noticed on the next check, the kill one cache refresh later', () => {
    const w = worker(deadline).runUntil('60s');
    expect(w.enteredAt('DeadlineExceeded')).toBe(5500);
    expect(w.enteredAt('Killing')).toBe(6000);
    w.trace
      .expectEvent('KubeEvent', { reason: 'DeadlineExceeded' })
      .at('5.5s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('6s')
      .with({ gracePeriodSeconds: 30 })
      .expectEvents('PodPhaseChanged', { phase: 'Failed' })
      .at('36.5s')
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .with({ reason: 'DeadlineExceeded' });
  });

  it('1.21: Failed/DeadlineExceeded written at detection, the kill at once', () => {
    const w = worker(deadline, 21).runUntil('60s');
    expect(w.enteredAt('Killing')).toBe(5500);
    w.trace
      .expectEvents('PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' })
      .at('5.5s');
  });
});

describe('pod worker: containers that end by themselves', () => {
  it('restartPolicy Never, exit 0 after 5 s: Completed, Succeeded half a second later, kept until deleted', () => {
    const tpl = template([container('app', ignoresSigterm(5000))], { restartPolicy: 'Never' });
    const w = worker(tpl).runUntil('20s');
    expect(w.visited()).toEqual(['Starting', 'Running', 'Completed', 'Finished']);
    expect(w.enteredAt('Completed')).toBe(6000);
    w.trace
      .expectEvent('PodPhaseChanged', { phase: 'Succeeded' })
      .at('6.5s')
      .expectNo('PodRemoved');
    w.podObject.send({ type: 'DELETE', grace: 30 });
    w.send({ type: 'DELETION_OBSERVED' }).runUntil('30s');
    expect(w.isIn('Done')).toBe(true);
    w.trace.expectNo('SignalSent').expectEvent('PodRemoved').at('21s');
  });

  it('restartPolicy Always restarts a crashed container: at once, then at the first sync after a 10 s back-off', () => {
    const tpl = template([container('app', { ...ignoresSigterm(2000), exitCode: 1 })]);
    const w = worker(tpl).runUntil('20s');
    expect(w.isIn('Running')).toBe(true);
    // The sync the crash at 5 s causes is inside the back-off (a BackOff) and requeues the Pod
    // wait.Jitter(10 s, 0.5) later (pod_workers.go completeWork): the restart, 15–20 s.
    w.trace
      .expectEvent('ContainerStarted')
      .nth(3)
      .between('15s', '20s')
      .expectEvents('KubeEvent', { reason: 'BackOff' })
      .at('5s');
  });
});
