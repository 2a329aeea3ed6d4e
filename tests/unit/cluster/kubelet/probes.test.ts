// Liveness and startup probes as facts (prober/worker.go doProbe, prober.go probe,
// kuberuntime_manager.go computePodActions). A bare Pod's container starts at 1.2 s
// (schedule 0.1, kubelet watch 0.1, container start 1); its probe workers start with the pod
// worker (0.2 s, prober_manager.go AddPod) and tick every period from then (worker.go run).
import { describe, expect, it } from 'vitest';
import { sim, type DataMatch } from '../../helpers/driver.ts';

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

const unhealthy = (message: string): DataMatch<'KubeEvent'> => ({
  reason: 'Unhealthy',
  message,
  eventType: 'Warning',
});
const killing = (message: string): DataMatch<'KubeEvent'> => ({ reason: 'Killing', message });

describe('the exec liveness example', () => {
  const CAT = "Liveness probe failed: cat: can't open '/tmp/healthy': No such file or directory\n";

  it('fails from 30 s after start, three times in a row, and the container is killed', () => {
    // The worker's ticker beats every 5 s from the pod worker's start (0.2 s): the tick at 5.2 s
    // is inside the initial delay, 10.2–30.2 s pass, 35.2 s is the first tick without the file.
    sim(scenario(execLiveness))
      .run()
      .expectEvents('KubeEvent', unhealthy(CAT))
      .at('35.2s', '40.2s', '45.2s', '105.2s', '110.2s', '115.2s')
      .expectEvent('KubeEvent', killing('Container app failed liveness probe, will be restarted'))
      .at('45.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('45.2s')
      .with({ gracePeriodSeconds: 30 })
      // sh as PID 1 ignores SIGTERM: SIGKILL at the end of the pod's 30 s.
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('75.2s')
      .expectEvents('ContainerStarted')
      .at('1.2s', '75.2s');
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
      .at('45.2s')
      .expectEvents('ContainerStarted')
      .count(1)
      .expectEvent('PodPhaseChanged', { phase: 'Failed' })
      .at('75.7s');
  });

  it('a deletion stops liveness probes (worker.go: a terminating pod probes no more)', () => {
    sim(scenario({ ...execLiveness, actions: '[{at: 38s, do: delete, target: pod/web}]' }))
      .run()
      .expectEvents('KubeEvent', { reason: 'Unhealthy' })
      .at('35.2s')
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

  it('passes at the ticks 6.2 and 9.2 s, fails from 12.2 s, killed at the third failure', () => {
    // Ticks every 3 s from the pod worker's start (0.2 s): 3.2 s is 2 s after the container
    // started (inside initialDelaySeconds), the handler answers 500 from 11.2 s.
    sim(scenario(http))
      .run()
      .expectEvent(
        'KubeEvent',
        unhealthy('Liveness probe failed: HTTP probe failed with statuscode: 500'),
      )
      .at('12.2s')
      .expectEvent('KubeEvent', killing('Container app failed liveness probe, will be restarted'))
      .at('18.2s')
      // The image is taken for a server that exits 1 s after SIGTERM; it is started again at once.
      .expectEvent('ContainerStarted')
      .nth(2)
      .at('19.2s');
  });

  it('probe kills back off only when the instance before ran shorter than the back-off', () => {
    // doBackOff checks the status from before the kill: restarts 1–4 are immediate; the 5th
    // finds the 4th instance finished 18 s earlier, inside its 20 s back-off, and starts at
    // the pod worker's first sync after it (pod_workers.go completeWork: wait.Jitter(10 s, 0.5)).
    const run = sim(scenario(http)).run();
    run.expectEvents('ContainerStarted').count(6);
    run
      .expectEvent('ContainerStarted')
      .nth(4)
      .at('55.2s')
      .expectEvent('ContainerStarted')
      .nth(5)
      .between('93.2s', '108.2s')
      .expectEvent('KubeEvent', { reason: 'BackOff' })
      .at('73.2s');
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
      .at('5.2s')
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
    // The startup worker ticks every 10 s from the pod worker's start (0.2 s); the app listens
    // from 46.2 s, so the tick at 50.2 s passes.
    sim(scenario(slow(30)))
      .run()
      .expectEvents('KubeEvent', unhealthy(REFUSED))
      .at('10.2s', '20.2s', '30.2s', '40.2s')
      .expectNo('KubeEvent', { reason: 'Unhealthy', message: 'Liveness*' })
      .expectEvent('PodReady')
      .at('50.2s')
      .expectNo('KubeEvent', { reason: 'Killing' });
  });

  it('a startup probe that runs out of failures kills the container', () => {
    // Killed at its third failure; the server exits 1 s after SIGTERM and starts again at
    // once; the new container is probed on the worker's same beat (40.2, 50.2, 60.2 s).
    sim(scenario({ ...slow(3), duration: '70s' }))
      .run()
      .expectEvents('KubeEvent', unhealthy(REFUSED))
      .at('10.2s', '20.2s', '30.2s', '40.2s', '50.2s', '60.2s')
      .expectEvent('KubeEvent', killing('Container app failed startup probe, will be restarted'))
      .at('30.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('30.2s')
      .expectEvent('ContainerStarted')
      .nth(2)
      .at('31.2s')
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
      .at('45.2s')
      .with({ gracePeriodSeconds: 5 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('50.2s');
  });

  it('up to 1.24 the API server drops the field: the pod’s 30 s', () => {
    sim(scenario({ ...withGrace, version: '1.24' }))
      .run()
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('75.2s');
  });

  it('a preStop runs first and counts against it (no override on a probe kill)', () => {
    const hook = { ...withGrace, version: '1.27' };
    hook.container = [...hook.container, 'lifecycle: {preStop: {exec: {command: [sleep, "2"]}}}'];
    sim(scenario(hook))
      .run()
      .expectEvent('PreStopStarted')
      .at('45.2s')
      .expectEvent('SignalSent', { signal: 'SIGTERM' })
      .at('47.2s')
      .with({ gracePeriodSeconds: 3 })
      .expectEvent('SignalSent', { signal: 'SIGKILL' })
      .at('50.2s');
  });
});

describe('when probes come', () => {
  it('on the ticks of the worker (every period from the pod worker’s start, 0.2 s), the first one at least initialDelaySeconds after the container started', () => {
    // worker.go run: the ticker starts with the worker (AddPod), never reset for liveness;
    // doProbe skips a tick while `int32(time.Since(StartedAt).Seconds()) < InitialDelaySeconds`.
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
      10_200, 20_200, 30_200,
    ]);
    // The tick at 10.2 s comes 9 s after the start (1.2 s): skipped.
    expect(at(`${http}, initialDelaySeconds: 15, periodSeconds: 10`)).toEqual([20_200, 30_200]);
    // initialDelaySeconds on a tick: 5.2 s is exactly 4 s after the start, so it probes there.
    expect(at(`${http}, initialDelaySeconds: 4, periodSeconds: 5`)).toEqual([
      5_200, 10_200, 15_200, 20_200, 25_200, 30_200, 35_200,
    ]);
  });
});

describe('the worker across containers and slow probes (worker.go run, doProbe)', () => {
  it('resultRun lives across containers: one failure before a crash counts for the next one', () => {
    // Fails from the start; the process exits 1 by itself at 13.2 s after two failures (5.2,
    // 10.2 s) and starts again at once: its first failure, at 15.2 s, is the 3rd in a row.
    sim(
      scenario({
        duration: '30s',
        annotations: [
          'podterm.dev/health.app: "unhealthy-after=0s"',
          'podterm.dev/process.app: "startup=0s run=12s exitCode=1"',
        ],
        container: [
          'image: example/web:1',
          'livenessProbe: {httpGet: {port: 80}, periodSeconds: 5, failureThreshold: 3}',
        ],
      }),
    )
      .run()
      .expectEvents('KubeEvent', { reason: 'Unhealthy' })
      .at('5.2s', '10.2s', '15.2s')
      .expectEvent('KubeEvent', killing('Container app failed liveness probe, will be restarted'))
      .at('15.2s');
  });

  it('a tick during a slow probe waits for it and runs when it returns', () => {
    // Each probe times out after 6 s: started at the tick 5.2 s, it returns at 11.2 s, when the
    // tick of 10.2 s, waiting in the ticker's channel, runs the next one (to 17.2 s), and so on.
    const at = sim(
      scenario({
        duration: '30s',
        container: [
          'image: busybox',
          'command: [sleep, "3600"]',
          'livenessProbe: {exec: {command: [sleep, "7"]}, timeoutSeconds: 6, periodSeconds: 5, failureThreshold: 9}',
        ],
      }),
    )
      .run()
      .events('KubeEvent', { reason: 'Unhealthy' })
      .map((e) => e.t);
    expect(at).toEqual([11_200, 17_200, 23_200, 29_200]);
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
      // The first probe at the worker's first tick (10.2 s); its result at the timeout.
      .expectEvent('KubeEvent', unhealthy('Liveness probe failed: command "sleep 5" timed out'))
      .at('12.2s');
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
