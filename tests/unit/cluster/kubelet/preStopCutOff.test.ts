// A preStop hook the grace period cuts off, as facts per version. killContainer waits for the
// hook's goroutine at most the grace (kuberuntime_container.go executePreStopHook), then stops
// the container; the goroutine runs on, and its handler (lifecycle/handlers.go Run) returns
// only when the container dies: the exec'd process dies with the container's PID namespace
// ("exited with 137"), an httpGet's request is closed by the dying server (the lifecycle HTTP
// client has no timeout). FailedPreStopHook is recorded then. The Pod `web` (uid 1) is
// deleted at 10 s, so the kill starts at 10.1 s; tGPS 30, the hook is cut off at 40.1 s.
import { describe, it } from 'vitest';
import { sim } from '../../helpers/driver.ts';

const POD = 'web_default(00000000-0000-4000-8000-000000000001)';

/** A bare Pod deleted at 10 s; `process` is its podterm.dev/process annotation. */
function pod(preStop: string, process = 'startup=1s run=forever sigterm=ignore'): string {
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: cut-off}
spec:
  kubernetesVersion: "1.31"
  duration: 120s
  actions: [{at: 10s, do: delete, target: pod/web}]
---
apiVersion: v1
kind: Pod
metadata:
  name: web
  annotations:
    podterm.dev/process.app: "${process}"
    podterm.dev/prestop.app: "90s"
spec:
  containers:
    - name: app
      image: example/web:1.0
      ports: [{containerPort: 80}]
      lifecycle:
        preStop: ${preStop}
`;
}

const sleep90 = pod('{exec: {command: ["/bin/sh", "-c", "sleep 90"]}}');
const hookFailed = { reason: 'FailedPreStopHook' };

describe('an exec hook longer than the grace (sleep 90, tGPS 30, SIGTERM ignored)', () => {
  it('≤1.25: the handler’s own text, exit 137, at the SIGKILL (32.1 s after the delete)', () => {
    sim(sleep90)
      .on('1.21')
      .run()
      .expectEvent('PreStopFinished', { completed: false })
      .at('40.1s')
      .expectEvent('ContainerExited', { exitCode: 137 })
      .at('42.1s')
      .expectEvent('KubeEvent', hookFailed)
      .at('42.1s')
      .with({
        eventType: 'Warning',
        message: `Exec lifecycle hook ([/bin/sh -c sleep 90]) for Container "app" in Pod "${POD}" failed - error: command '/bin/sh -c sleep 90' exited with 137: , message: ""`,
      });
  });

  it('1.22–1.25: the same words, at the SIGKILL the whole override later (#115835)', () => {
    sim(sleep90)
      .on('1.25')
      .run()
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('70.1s')
      .expectEvent('KubeEvent', hookFailed)
      .at('70.1s')
      .with({
        message: `Exec lifecycle hook ([/bin/sh -c sleep 90]) for Container "app" in Pod "${POD}" failed - error: command '/bin/sh -c sleep 90' exited with 137: , message: ""`,
      });
  });

  it('1.26–1.27: "PreStopHook failed" (#86139) at 70.1 s', () => {
    sim(sleep90)
      .on('1.27')
      .run()
      .expectEvent('KubeEvent', hookFailed)
      .at('70.1s')
      .with({ message: 'PreStopHook failed' });
  });

  it('1.28+: "PreStopHook failed" at the SIGKILL after the 2 s minimum', () => {
    for (const v of ['1.28', '1.34'])
      sim(sleep90).on(v).run().expectEvents('KubeEvent', hookFailed).count(1).at('42.1s');
  });

  it('a container that exits on SIGTERM takes the hook with it then', () => {
    sim(
      pod(
        '{exec: {command: ["/bin/sh", "-c", "sleep 90"]}}',
        'startup=1s run=forever sigterm=exit:1s',
      ),
    )
      .on('1.31')
      .run()
      .expectEvent('ContainerExited')
      .at('41.1s')
      .expectEvent('KubeEvent', hookFailed)
      .at('41.1s');
  });
});

describe('a container that exits by itself while its hook runs', () => {
  it('ends the hook with it: 137, and the kubelet stops waiting then', () => {
    // As `nginx -s quit; sleep 29` does: nginx quits, the hook's sleep dies with it.
    const run = sim(pod('{exec: {command: ["/bin/sh", "-c", "sleep 90"]}}', 'startup=1s run=20s'))
      .on('1.24')
      .run();
    const exit = run.timeOf('ContainerExited');
    run
      .expectEvent('KubeEvent', hookFailed)
      .at(`${exit}ms`)
      .with({
        message: `Exec lifecycle hook ([/bin/sh -c sleep 90]) for Container "app" in Pod "${POD}" failed - error: command '/bin/sh -c sleep 90' exited with 137: , message: ""`,
      })
      .expectEvent('PreStopFinished', { completed: false })
      .at(`${exit}ms`);
  });
});

describe('a hook that ends by itself before its container dies', () => {
  it('1.22–1.27: sleep 45 ends at 55.1 s, before the SIGKILL at 70.1 s: no Warning', () => {
    sim(pod('{exec: {command: ["sh", "-c", "sleep 45"]}}'))
      .on('1.27')
      .run()
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('70.1s')
      .expectNo('KubeEvent', hookFailed);
  });

  it('a failing one is reported when it ends (sleep 45; exit 1 on 1.25)', () => {
    sim(pod('{exec: {command: ["sh", "-c", "sleep 45; exit 1"]}}'))
      .on('1.25')
      .run()
      .expectEvents('KubeEvent', hookFailed)
      .count(1)
      .at('55.1s')
      .expectEvent('KubeEvent', hookFailed)
      .with({
        message: `Exec lifecycle hook ([sh -c sleep 45; exit 1]) for Container "app" in Pod "${POD}" failed - error: command 'sh -c sleep 45; exit 1' exited with 1: , message: ""`,
      });
  });
});

describe('an httpGet hook the server has not answered when it dies', () => {
  const slow = pod('{httpGet: {path: /drain, port: 80}}');

  it('≤1.22: Go’s EOF, with the doubled slash of "http://%s/%s"', () => {
    sim(slow)
      .on('1.22')
      .run()
      .expectEvent('KubeEvent', hookFailed)
      .at('70.1s')
      .with({
        message: `Http lifecycle hook (/drain) for Container "app" in Pod "${POD}" failed - error: Get "http://10.244.0.2:80//drain": EOF, message: ""`,
      });
  });

  it('1.23–1.25: "HTTP lifecycle hook", formatURL', () => {
    sim(slow)
      .on('1.23')
      .run()
      .expectEvent('KubeEvent', hookFailed)
      .with({
        message: `HTTP lifecycle hook (/drain) for Container "app" in Pod "${POD}" failed - error: Get "http://10.244.0.2:80/drain": EOF, message: ""`,
      });
  });

  it('1.28+: "PreStopHook failed" at the SIGKILL', () => {
    sim(slow)
      .on('1.31')
      .run()
      .expectEvent('KubeEvent', hookFailed)
      .at('42.1s')
      .with({ message: 'PreStopHook failed' });
  });
});

describe('a sleep hook (runSleepHandler) only waits on a timer', () => {
  it('cut off, it ends without error: no Warning', () => {
    const yaml = pod('{sleep: {seconds: 30}}').replace(
      '  containers:',
      '  terminationGracePeriodSeconds: 30\n  containers:',
    );
    sim(
      yaml.replace(
        'actions: [{at: 10s, do: delete, target: pod/web}]',
        'actions: [{at: 10s, do: delete, target: pod/web, gracePeriodSeconds: 5}]',
      ),
    )
      .on('1.31')
      .run()
      .expectEvent('PreStopFinished', { completed: false })
      .at('15.1s')
      .expectNo('KubeEvent', hookFailed);
  });
});
