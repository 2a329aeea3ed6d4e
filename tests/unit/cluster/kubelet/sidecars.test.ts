// Native sidecars: they stop after the regular containers, in reverse order, their preStop
// running at once (kuberuntime_termination_order.go, kuberuntime_container.go
// killContainersWithSyncResult).
import { describe, it } from 'vitest';
import type { PodTemplateModel } from '../../../../src/manifest/model/model.ts';
import {
  action,
  container,
  exitsOnSigterm,
  ignoresSigterm,
  podScenario,
  template,
} from '../../helpers/build.ts';
import { sim } from '../../helpers/driver.ts';

const sidecar = (name: string, more = {}) =>
  container(name, ignoresSigterm(), { sidecar: true, ...more });
/** Pod `p` on 1.31, deleted at 10 s; the kill starts at 10.1 s. */
const deleted = (tpl: PodTemplateModel) =>
  sim(podScenario(31, tpl, [action(10_000, 'delete', 'pod/p')])).run();

describe('native sidecars (1.29+)', () => {
  it('the proxy gets SIGTERM when the app has exited, SIGKILL at the end of the grace', () => {
    const tpl = template([container('app', exitsOnSigterm(3000))], {
      initContainers: [sidecar('proxy')],
    });
    deleted(tpl)
      .expectEvent('SignalSent', { container: 'app', signal: 'SIGTERM' })
      .at('10.1s')
      .expectEvent('ContainerExited', { container: 'app' })
      .at('13.1s')
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .at('13.1s')
      .with({ gracePeriodSeconds: 27 })
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGKILL' })
      .at('40.1s');
  });

  it('sidecars A then B stop after the app, B before A', () => {
    const tpl = template([container('app', exitsOnSigterm(1000))], {
      initContainers: [
        container('a', exitsOnSigterm(1000), { sidecar: true }),
        container('b', exitsOnSigterm(1000), { sidecar: true }),
      ],
    });
    deleted(tpl)
      .expectEvents('SignalSent', { signal: 'SIGTERM' })
      .inOrder('container', ['app', 'b', 'a'])
      .at('10.1s', '11.1s', '12.1s');
  });

  it('the sidecar hook runs at once; its stop signal waits for the main container; 2 s floor', () => {
    const tpl = template([container('main', ignoresSigterm())], {
      initContainers: [
        sidecar('proxy', { preStop: { hook: 'exec', durationMs: 5000, fails: false } }),
      ],
    });
    deleted(tpl)
      .expectEvent('PreStopStarted', { container: 'proxy' })
      .at('10.1s')
      .expectEvent('SignalSent', { container: 'main', signal: 'SIGTERM' })
      .at('10.1s')
      .expectEvent('SignalSent', { container: 'main', signal: 'SIGKILL' })
      .at('40.1s')
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .at('40.1s')
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGKILL' })
      .at('42.1s');
  });

  it('a turn that came during the hook costs no wait: 30 s − the 10 s hook = 20 s', () => {
    const tpl = template([container('main', exitsOnSigterm(1000))], {
      initContainers: [
        sidecar('proxy', { preStop: { hook: 'exec', durationMs: 10_000, fails: false } }),
      ],
    });
    deleted(tpl)
      .expectEvent('ContainerExited', { container: 'main' })
      .at('11.1s')
      .expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .at('20.1s')
      .with({ gracePeriodSeconds: 20 });
  });

  it('starts before the regular containers and is stopped when they complete (Job-style pod)', () => {
    const tpl = template([container('main', { ...ignoresSigterm(5000) })], {
      restartPolicy: 'Never',
      initContainers: [sidecar('proxy')],
    });
    const r = sim(podScenario(31, tpl, [])).run();
    r.expectEvents('ContainerStarted').inOrder('container', ['proxy', 'main']);
    r.expectEvent('SignalSent', { container: 'proxy', signal: 'SIGTERM' })
      .at(r.timeOf('ContainerExited', { container: 'main' }))
      .expectEvent('PodPhaseChanged', { phase: 'Succeeded' })
      .expectPod('p')
      .toBe('Succeeded');
  });
});

describe('init containers', () => {
  it('run to completion, in order, before the containers start', () => {
    const tpl = template([container('main', ignoresSigterm())], {
      initContainers: [container('migrate', ignoresSigterm(3000))],
    });
    const r = sim(podScenario(31, tpl, [])).run();
    const migrated = r
      .expectEvent('ContainerExited', { container: 'migrate' })
      .with({ exitCode: 0 }).t;
    r.expectEvent('ContainerStarted', { container: 'main' })
      .at(migrated)
      .expectEvent('PodPhaseChanged', { phase: 'Running' })
      .at(migrated);
  });
});
