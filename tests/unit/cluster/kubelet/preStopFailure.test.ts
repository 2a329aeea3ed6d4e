// A preStop hook that fails, as facts per version: the kubelet records Warning
// FailedPreStopHook (kuberuntime_container.go executePreStopHook) and goes on to the stop
// signal; the hook's run time counts against the grace. The Pod `web` (uid 1) is deleted at
// 10 s, so the kill starts at 10.1 s.
import { describe, it } from 'vitest';
import { sim } from '../../helpers/driver.ts';

const UID = '00000000-0000-4000-8000-000000000001';
const POD = `web_default(${UID})`;

/** A bare Pod with one container and this preStop, deleted at 10 s. */
function pod(preStop: string, more = '', tGPS = 30): string {
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: hook}
spec:
  kubernetesVersion: "1.31"
  duration: 60s
  actions: [{at: 10s, do: delete, target: pod/web}]
---
apiVersion: v1
kind: Pod
metadata:
  name: web
${more}
spec:
  terminationGracePeriodSeconds: ${tGPS}
  containers:
    - name: app
      image: busybox:1.36
      command: ["sleep", "3600"]
      ports: [{containerPort: 80}]
      lifecycle:
        preStop: ${preStop}
`;
}

const failed = (message: string) => ({ reason: 'FailedPreStopHook', message });

describe('an exec hook that exits non-zero', () => {
  const exit1 = pod('{exec: {command: ["sh", "-c", "exit 1"]}}');

  it('fails: FailedPreStopHook with the handler runner’s text up to 1.25', () => {
    sim(exit1)
      .on('1.25')
      .run()
      .expectEvent('KubeEvent', failed('*'))
      .at('10.2s')
      .with({
        eventType: 'Warning',
        message: `Exec lifecycle hook ([sh -c exit 1]) for Container "app" in Pod "${POD}" failed - error: command 'sh -c exit 1' exited with 1: , message: ""`,
      })
      .expectEvent('PreStopFinished', { completed: false })
      .at('10.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.2s');
  });

  it('says only "PreStopHook failed" from 1.26 (#86139)', () => {
    sim(exit1).on('1.26').run().expectEvent('KubeEvent', failed('PreStopHook failed')).at('10.2s');
    sim(exit1).on('1.34').run().expectEvent('KubeEvent', failed('PreStopHook failed')).at('10.2s');
  });

  it('`false` fails with its own command in the message', () => {
    sim(pod('{exec: {command: ["/bin/false"]}}'))
      .on('1.21')
      .run()
      .expectEvent('KubeEvent', failed('Exec lifecycle hook ([/bin/false])*'))
      .with({
        message: `Exec lifecycle hook ([/bin/false]) for Container "app" in Pod "${POD}" failed - error: command '/bin/false' exited with 1: , message: ""`,
      });
  });

  it('a hook that ends well leaves no Warning', () => {
    sim(pod('{exec: {command: ["sh", "-c", "sleep 2; echo bye"]}}'))
      .on('1.25')
      .run()
      .expectNo('KubeEvent', { reason: 'FailedPreStopHook' })
      .expectEvent('PreStopFinished', { completed: true })
      .at('12.1s');
  });

  describe('its run time counts against the grace (sleep 3; exit 1, tGPS 10)', () => {
    const slow = pod('{exec: {command: ["sh", "-c", "sleep 3; exit 1"]}}', '', 10);

    it('1.28+: SIGTERM at the failure, SIGKILL 10 − 3 = 7 s later', () => {
      sim(slow)
        .on('1.28')
        .run()
        .expectEvent('KubeEvent', failed('PreStopHook failed'))
        .at('13.1s')
        .expectEvent('SignalSent', { signal: 'SIGTERM' })
        .at('13.1s')
        .with({ gracePeriodSeconds: 7 })
        .expectEvent('SignalSent', { signal: 'SIGKILL' })
        .at('20.1s');
    });

    it('1.22–1.27: StopContainer gets the whole override (#115835)', () => {
      sim(slow)
        .on('1.27')
        .run()
        .expectEvent('SignalSent', { signal: 'SIGTERM' })
        .at('13.1s')
        .with({ gracePeriodSeconds: 10 })
        .expectEvent('SignalSent', { signal: 'SIGKILL' })
        .at('23.1s');
    });

    it('≤1.21: subtracted, as on 1.28+', () => {
      sim(slow).on('1.21').run().expectEvent('SignalSent', { signal: 'SIGKILL' }).at('20.1s');
    });
  });

  it('a failing hook cut short by the grace is abandoned, and fails when the container dies', () => {
    // Not at the cut-off (40.1 s): the goroutine's exec returns only at the SIGKILL, 137.
    sim(pod('{exec: {command: ["sh", "-c", "sleep 45; exit 1"]}}'))
      .on('1.31')
      .run()
      .expectEvent('PreStopFinished', { completed: false })
      .at('40.1s')
      .expectEvent('KubeEvent', failed('PreStopHook failed'))
      .at('42.1s');
  });
});

describe('a tcpSocket hook (handlers.go Run `default:`)', () => {
  it('prints the handler as v1.Handler up to 1.22', () => {
    sim(pod('{tcpSocket: {port: 8080}}'))
      .on('1.22')
      .run()
      .expectEvent('KubeEvent', failed('*'))
      .at('10.1s')
      .with({
        message:
          'Cannot run handler: invalid handler: &Handler{Exec:nil,HTTPGet:nil,TCPSocket:&TCPSocketAction{Port:{0 8080 },Host:,},}',
      });
  });

  it('as v1.LifecycleHandler on 1.23–1.25, a named port as {1 0 name}', () => {
    sim(pod('{tcpSocket: {port: http}}'))
      .on('1.23')
      .run()
      .expectEvent('KubeEvent', failed('*'))
      .with({
        message:
          'Cannot run handler: invalid handler: &LifecycleHandler{Exec:nil,HTTPGet:nil,TCPSocket:&TCPSocketAction{Port:{1 0 http},Host:,},}',
      });
  });
});

describe('an httpGet hook', () => {
  // An app image podterm does not know, without a command: a server (busybox would run
  // its CMD `sh`, which exits at once on a closed stdin).
  const server = (preStop: string, annotation = '') =>
    pod(preStop, annotation)
      .replace('      command: ["sleep", "3600"]\n', '')
      .replace('image: busybox:1.36', 'image: example/web:1.0');

  it('to a port the container does not declare is refused at once (Go’s error up to 1.25)', () => {
    const run = sim(server('{httpGet: {path: /shutdown, port: 8080}}'));
    run
      .on('1.22')
      .run()
      .expectEvent('KubeEvent', failed('*'))
      .at('10.1s')
      .with({
        message: `Http lifecycle hook (/shutdown) for Container "app" in Pod "${POD}" failed - error: Get "http://10.244.0.2:8080//shutdown": dial tcp 10.244.0.2:8080: connect: connection refused, message: ""`,
      })
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.1s');
    run
      .on('1.23')
      .run()
      .expectEvent('KubeEvent', failed('HTTP lifecycle hook (/shutdown)*'))
      .with({
        message: `HTTP lifecycle hook (/shutdown) for Container "app" in Pod "${POD}" failed - error: Get "http://10.244.0.2:8080/shutdown": dial tcp 10.244.0.2:8080: connect: connection refused, message: ""`,
      });
  });

  it('to a listening server succeeds (podterm’s 100 ms for a call it cannot see)', () => {
    sim(server('{httpGet: {path: /shutdown, port: 80}}'))
      .on('1.25')
      .run()
      .expectNo('KubeEvent', { reason: 'FailedPreStopHook' })
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.2s');
  });

  it('before the process listens is refused, whatever podterm.dev/prestop says', () => {
    const annotations = `  annotations:
    podterm.dev/process.app: "startup=20s run=forever sigterm=exit:1s"
    podterm.dev/prestop.app: "5s"`;
    sim(server('{httpGet: {path: /shutdown, port: 80}}', annotations))
      .on('1.31')
      .run()
      .expectEvent('KubeEvent', failed('PreStopHook failed'))
      .at('10.1s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('10.1s')
      .with({ gracePeriodSeconds: 30 });
  });
});
