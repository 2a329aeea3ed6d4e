// Liveness and startup probes as facts (prober/worker.go doProbe, prober.go probe,
// kuberuntime_manager.go computePodActions). A bare Pod's container starts at 1.2 s
// (schedule 0.1, kubelet watch 0.1, container start 1); its probes tick from there.
import { describe, expect, it } from 'vitest';
import { sim } from '../helpers/driver.ts';

interface PodText {
  version?: string;
  duration?: string;
  annotations?: string[];
  spec?: string[];
  container: string[];
  actions?: string;
}

function scenario(p: PodText): string {
  const ann = p.annotations
    ? `  annotations:\n${p.annotations.map((a) => `    ${a}\n`).join('')}`
    : '';
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: probes}
spec:
  kubernetesVersion: "${p.version ?? '1.31'}"
  duration: ${p.duration ?? '120s'}
  actions: ${p.actions ?? '[]'}
---
apiVersion: v1
kind: Pod
metadata:
  name: web
${ann}spec:
${(p.spec ?? []).map((l) => `  ${l}\n`).join('')}  containers:
    - name: app
${p.container.map((l) => `      ${l}\n`).join('')}`;
}

/** The kubernetes.io exec liveness example (pods/probe/exec-liveness.yaml). */
const execLiveness: PodText = {
  container: [
    'image: registry.k8s.io/busybox:1.27.2',
    'args: [/bin/sh, -c, "touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600"]',
    'livenessProbe: {exec: {command: [cat, /tmp/healthy]}, initialDelaySeconds: 5, periodSeconds: 5}',
  ],
};

const unhealthy = (message: string) => ({ reason: 'Unhealthy', message, eventType: 'Warning' });
const killing = (message: string) => ({ reason: 'Killing', message });

describe('the exec liveness example', () => {
  const CAT = "Liveness probe failed: cat: can't open '/tmp/healthy': No such file or directory\n";

  it('fails from 30 s after start, three times in a row, and the container is killed', () => {
    sim(scenario(execLiveness))
      .run()
      .expectEvents('KubeEvent', unhealthy(CAT))
      .at('31.2s', '36.2s', '41.2s', '101.2s', '106.2s', '111.2s')
      .expectEvent('KubeEvent', killing('Container app failed liveness probe, will be restarted'))
      .at('41.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('41.2s')
      .with({ gracePeriodSeconds: 30 })
      // sh as PID 1 ignores SIGTERM: SIGKILL at the end of the pod's 30 s.
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('71.2s')
      .expectEvents('ContainerStarted')
      .at('1.2s', '71.2s');
  });

  it('a coreutils image prints cat’s other words', () => {
    const text = scenario(execLiveness).replace('registry.k8s.io/busybox:1.27.2', 'debian:12');
    sim(text)
      .run()
      .expectEvent('KubeEvent', { reason: 'Unhealthy' })
      .with({ message: 'Liveness probe failed: cat: /tmp/healthy: No such file or directory\n' });
  });

  it('restartPolicy Never: killed, not restarted, and the pod fails', () => {
    sim(scenario({ ...execLiveness, spec: ['restartPolicy: Never'] }))
      .run()
      .expectEvent('KubeEvent', killing('Container app failed liveness probe'))
      .at('41.2s')
      .expectEvents('ContainerStarted')
      .count(1)
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('71.7s');
  });

  it('a deletion stops liveness probes (worker.go: a terminating pod probes no more)', () => {
    sim(scenario({ ...execLiveness, actions: '[{at: 35s, do: delete, target: pod/web}]' }))
      .run()
      .expectEvents('KubeEvent', { reason: 'Unhealthy' })
      .at('31.2s')
      .expectNo('KubeEvent', { reason: 'Killing', message: 'Container app failed*' });
  });
});

describe('the HTTP liveness example (podterm.dev/health says: 500 after 10 s)', () => {
  const http: PodText = {
    annotations: ['podterm.dev/health.app: "unhealthy-after=10s"'],
    container: [
      'image: registry.k8s.io/e2e-test-images/agnhost:2.40',
      'args: [liveness]',
      'livenessProbe: {httpGet: {path: /healthz, port: 8080}, initialDelaySeconds: 3, periodSeconds: 3}',
    ],
  };

  it('passes at 3, 6 and 9 s, fails from 12 s, killed at the third failure', () => {
    sim(scenario(http))
      .run()
      .expectEvent(
        'KubeEvent',
        unhealthy('Liveness probe failed: HTTP probe failed with statuscode: 500'),
      )
      .at('13.2s')
      .expectEvent('KubeEvent', killing('Container app failed liveness probe, will be restarted'))
      .at('19.2s')
      // The image is taken for a server that exits 1 s after SIGTERM; it is started again at once.
      .expectEvent('ContainerStarted')
      .nth(2)
      .at('20.2s');
  });

  it('probe kills back off only when the instance before ran shorter than the back-off', () => {
    // doBackOff checks the status from before the kill: restarts 1–4 are immediate; the 5th
    // finds the 4th instance finished 19 s earlier, inside its 20 s back-off, and starts at
    // the pod worker's first sync after it (pod_workers.go completeWork: wait.Jitter(10 s, 0.5)).
    const run = sim(scenario(http)).run();
    run.expectEvents('ContainerStarted').count(6);
    run
      .expectEvent('ContainerStarted')
      .nth(4)
      .at('58.2s')
      .expectEvent('ContainerStarted')
      .nth(5)
      .between('97.2s', '112.2s')
      .expectEvent('KubeEvent', { reason: 'BackOff' })
      .at('77.2s');
  });
});

describe('the TCP liveness and readiness example', () => {
  it('an open port passes both: Ready at the first readiness tick 15 s after start, never killed', () => {
    // The readiness ticker runs from the pod worker's start (0.2 s, AddPod): 10.2, 20.2 s…
    // doProbe skips 10.2 (9 s after the start at 1.2 s), so 20.2 s (worker.go run, doProbe).
    sim(
      scenario({
        container: [
          'image: registry.k8s.io/goproxy:0.1',
          'ports: [{containerPort: 8080}]',
          'readinessProbe: {tcpSocket: {port: 8080}, initialDelaySeconds: 15, periodSeconds: 10}',
          'livenessProbe: {tcpSocket: {port: 8080}, initialDelaySeconds: 15, periodSeconds: 10}',
        ],
      }),
    )
      .run()
      .expectEvent('PodReady')
      .at('20.2s')
      .expectNo('KubeEvent', { reason: 'Unhealthy' })
      .expectNo('KubeEvent', { reason: 'Killing' });
  });

  it('a port the container does not declare is refused', () => {
    sim(
      scenario({
        container: [
          'image: example/web:1',
          'ports: [{containerPort: 80}]',
          'livenessProbe: {tcpSocket: {port: 8080}, periodSeconds: 5, failureThreshold: 1}',
        ],
      }),
    )
      .run()
      .expectEvent('KubeEvent', { reason: 'Unhealthy' })
      .at('6.2s')
      .with({
        message: 'Liveness probe failed: dial tcp 10.244.0.2:8080: connect: connection refused',
      });
  });
});

describe('startup probes', () => {
  const slow = (failureThreshold: number): PodText => ({
    annotations: ['podterm.dev/process.app: "startup=45s run=forever sigterm=exit:1s"'],
    container: [
      'image: example/legacy:1',
      'ports: [{name: liveness-port, containerPort: 8080}]',
      'livenessProbe: {httpGet: {path: /healthz, port: liveness-port}, failureThreshold: 1, periodSeconds: 10}',
      `startupProbe: {httpGet: {path: /healthz, port: liveness-port}, failureThreshold: ${failureThreshold}, periodSeconds: 10}`,
    ],
  });
  // The named port resolves to 8080 (prober.go ResolveContainerPort); nothing listens yet.
  const REFUSED =
    'Startup probe failed: Get "http://10.244.0.2:8080/healthz": dial tcp 10.244.0.2:8080: connect: connection refused';

  it('hold liveness and readiness back until the app has started', () => {
    sim(scenario(slow(30)))
      .run()
      .expectEvents('KubeEvent', unhealthy(REFUSED))
      .at('11.2s', '21.2s', '31.2s', '41.2s')
      .expectNo('KubeEvent', { reason: 'Unhealthy', message: 'Liveness*' })
      .expectEvent('PodReady')
      .at('51.2s')
      .expectNo('KubeEvent', { reason: 'Killing' });
  });

  it('a startup probe that runs out of failures kills the container', () => {
    // Killed at its third failure; the server exits 1 s after SIGTERM and starts again at
    // once, its startup probe from scratch.
    sim(scenario({ ...slow(3), duration: '70s' }))
      .run()
      .expectEvents('KubeEvent', unhealthy(REFUSED))
      .at('11.2s', '21.2s', '31.2s', '42.2s', '52.2s', '62.2s')
      .expectEvent('KubeEvent', killing('Container app failed startup probe, will be restarted'))
      .at('31.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('31.2s')
      .expectEvent('ContainerStarted')
      .nth(2)
      .at('32.2s')
      .expectNo('PodReady');
  });
});

describe('probe-level terminationGracePeriodSeconds (ProbeTerminationGracePeriod)', () => {
  const withGrace: PodText = {
    ...execLiveness,
    container: execLiveness.container.map((l) =>
      l.startsWith('livenessProbe')
        ? l.replace('}, initial', '}, terminationGracePeriodSeconds: 5, initial')
        : l,
    ),
  };

  it('1.25+: the probe’s 5 s, not the pod’s 30', () => {
    sim(scenario({ ...withGrace, version: '1.25' }))
      .run()
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('41.2s')
      .with({ gracePeriodSeconds: 5 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('46.2s');
  });

  it('up to 1.24 the API server drops the field: the pod’s 30 s', () => {
    sim(scenario({ ...withGrace, version: '1.24' }))
      .run()
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('71.2s');
  });

  it('a preStop runs first and counts against it (no override on a probe kill)', () => {
    const hook = { ...withGrace, version: '1.27' };
    hook.container = [...hook.container, 'lifecycle: {preStop: {exec: {command: [sleep, "2"]}}}'];
    sim(scenario(hook))
      .run()
      .expectEvent('PreStopStarted')
      .at('41.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('43.2s')
      .with({ gracePeriodSeconds: 3 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('46.2s');
  });
});

describe('when probes come', () => {
  it('first at initialDelaySeconds, but not before one period; then every period', () => {
    const at = (probe: string) =>
      sim(
        scenario({
          duration: '40s',
          annotations: ['podterm.dev/health.app: "unhealthy-after=0s"'],
          container: ['image: example/web:1', `livenessProbe: {${probe}, failureThreshold: 9}`],
        }),
      )
        .run()
        .events('KubeEvent', { reason: 'Unhealthy' })
        .map((e) => e.t);
    const http = 'httpGet: {port: 80}';
    expect(at(`${http}, initialDelaySeconds: 3, periodSeconds: 10`)).toEqual([
      11_200, 21_200, 31_200,
    ]);
    expect(at(`${http}, initialDelaySeconds: 15, periodSeconds: 10`)).toEqual([
      16_200, 26_200, 36_200,
    ]);
  });
});

describe('what a probe finds', () => {
  it('an exec probe longer than timeoutSeconds fails when it times out', () => {
    sim(
      scenario({
        container: [
          'image: busybox:1.36',
          'command: [sleep, "3600"]',
          'livenessProbe: {exec: {command: [sleep, "5"]}, timeoutSeconds: 2, failureThreshold: 1}',
        ],
      }),
    )
      .run()
      // The first probe one period (10 s) after the start; its result at the timeout.
      .expectEvent('KubeEvent', unhealthy('Liveness probe failed: command "sleep 5" timed out'))
      .at('13.2s');
  });

  it('a readiness exec probe follows the file too', () => {
    const run = sim(
      scenario({
        container: [
          'image: busybox:1.36',
          'command: [sh, -c, "sleep 10; touch /tmp/ready; sleep 20; rm /tmp/ready; sleep 3600"]',
          'readinessProbe: {exec: {command: [cat, /tmp/ready]}, periodSeconds: 5, failureThreshold: 1}',
        ],
      }),
    ).run();
    // The file is there from 11.2 to 31.2 s; the probe ticks every 5 s from the pod worker's
    // start (0.2 s): the ticks at 15.2 and 35.2 s see the change (worker.go run).
    run.expectEvent('PodReady').at('15.2s');
    run.expectEvent('PodNotReady').at('35.2s');
    // prober.go runProbe: each failed readiness probe is a Warning too, none while ready.
    const unhealthy = run.events('KubeEvent', { reason: 'Unhealthy' });
    expect(unhealthy[0]?.data).toMatchObject({
      message: "Readiness probe failed: cat: can't open '/tmp/ready': No such file or directory\n",
      eventType: 'Warning',
    });
    expect(unhealthy.filter((e) => e.t > 15_200 && e.t < 35_200)).toEqual([]);
    expect(unhealthy.filter((e) => e.t >= 35_200).length).toBeGreaterThan(0);
  });
});
