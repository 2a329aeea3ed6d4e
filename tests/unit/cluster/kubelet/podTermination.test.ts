// The termination of one Pod, as facts. The pod starts at ≈1.2 s (schedule 0.1, kubelet
// watch 0.1, container start 1); it is deleted at 10 s, so the kubelet's kill starts at
// 10.1 s (δ = the watch latency).
import { seconds } from '../../../../src/trace/units.ts';
import { describe, it } from 'vitest';
import type { ActionModel, PodTemplateModel } from '../../../../src/manifest/model/model.ts';
import {
  action,
  container,
  exitsOnSigterm,
  ignoresSigterm,
  podScenario,
  template,
} from '../../helpers/build.ts';
import { sim } from '../../helpers/driver.ts';

const T0 = 10_000;

/** Pod `p` deleted at 10 s (`more`: the DELETE's options, as kubectl's flags). */
const deleted = (tpl: PodTemplateModel, more: Partial<ActionModel> = {}) =>
  sim(podScenario(31, tpl, [action(T0, 'delete', 'pod/p', more)]));

describe('default delete', () => {
  it('a process that exits 2 s after SIGTERM ends Succeeded on 1.27+ and is gone ≈3.5 s later', () => {
    deleted(template([container('app', exitsOnSigterm(2000))]))
      .on('1.31')
      .run()
      .expectEvent('DeletionRequested')
      .at('10s')
      .with({ gracePeriodSeconds: 30, deletionTimestamp: 40_000 })
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.1s')
      .expectEvent('ContainerExited')
      .at('12.1s')
      .with({ exitCode: 0, reason: 'Completed' })
      .expectEvent('PodPhaseChanged', { phase: 'Succeeded' })
      .at('12.6s')
      .expectEvent('PodRemoved')
      .at('13.6s');
  });

  it('stays Running on 1.26 (no terminal phase for deleted Always pods before #115331)', () => {
    deleted(template([container('app', exitsOnSigterm(2000))]))
      .on('1.26')
      .run()
      .expectNo('PodPhaseChanged', { phase: 'Succeeded' })
      .expectEvent('PodRemoved')
      .at('13.6s')
      .expectPod('p')
      .toBe('Running');
  });

  it('a PID 1 that ignores SIGTERM is SIGKILLed at 30.1 s and exits 137', () => {
    deleted(template([container('app', ignoresSigterm())]))
      .on('1.31')
      .run()
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('40.1s')
      .expectEvent('ContainerExited')
      .at('40.1s')
      .with({ exitCode: 137, reason: 'Error' })
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('40.6s');
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
    deleted(template([c]))
      .on('1.31')
      .run()
      .expectEvent('PreStopStarted')
      .at('10.1s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('20.1s')
      .expectEvent('ContainerExited')
      .at('21.1s');
  });

  it.each([
    [21, 32_100],
    [27, 60_100],
    [28, 32_100],
    [34, 32_100],
  ])(
    'preStop 45 s under a 30 s grace, 1.%i: SIGTERM at 30.1 s, SIGKILL at %i ms after the delete',
    (v, kill) => {
      deleted(template([container('app', ignoresSigterm(), sleepHook(45_000))]))
        .on(v)
        .run()
        .expectEvent('SignalSent', { signal: 'SIGTERM' })
        .at(T0 + 30_100)
        .expectEvent('SignalSent', { signal: 'SIGKILL' })
        .at(T0 + kill);
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
      deleted(template([c], { terminationGracePeriodSeconds: seconds(10) }))
        .on(v)
        .run()
        .expectEvent('SignalSent', { signal: 'SIGTERM' })
        .at(T0 + 5800)
        .expectEvent('SignalSent', { signal: 'SIGKILL' })
        .at(T0 + kill);
    },
  );
});

describe('grace 0 and force', () => {
  it.each([
    [21, 2100],
    [27, 1100],
    [31, 2100],
  ])('--grace-period=0 without --force is sent as 1, 1.%i: SIGKILL at %i', (v, kill) => {
    deleted(template([container('app', ignoresSigterm())]), { gracePeriodSeconds: seconds(0) })
      .on(v)
      .run()
      .expectEvent('DeletionRequested')
      .with({ gracePeriodSeconds: 1 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at(T0 + kill);
  });

  it.each([
    [21, 2100],
    [26, 30_100],
    [30, 30_100],
    [31, 2100],
  ])('--force: the object goes at once; 1.%i node SIGKILL at %i', (v, kill) => {
    deleted(template([container('app', ignoresSigterm())]), { force: true })
      .on(v)
      .run()
      .expectEvent('PodRemoved')
      .at(T0)
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at(T0 + kill);
  });
});

describe('activeDeadlineSeconds', () => {
  const deadline = template([container('main', ignoresSigterm(90_000))], {
    activeDeadlineSeconds: seconds(20),
    restartPolicy: 'Never',
  });

  it('1.21: Failed/DeadlineExceeded at detection, SIGKILL 30 s after SIGTERM, object kept', () => {
    // acknowledged at 0.2 s, the deadline 20 s later, noticed one 0.5 s deadline check later
    sim(podScenario(21, deadline, []))
      .run()
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('20.7s')
      .expectEvent('PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' })
      .at('20.7s')
      .expectEvent('ContainerExited')
      .at('50.7s')
      .with({ exitCode: 137 })
      .expectNo('DeletionRequested')
      .expectNo('PodRemoved');
  });

  it('1.31: the kill waits one pod-cache refresh; Failed is written after the containers stop', () => {
    const r = sim(podScenario(31, deadline, [])).run();
    r.expectEvent('SignalSent', { signal: 'SIGTERM' }).at('21.2s');
    const exit = r.timeOf('ContainerExited');
    r.expectEvent('PodPhaseChanged', { phase: 'Failed', reason: 'DeadlineExceeded' }).at(
      exit + 500,
    );
  });
});
