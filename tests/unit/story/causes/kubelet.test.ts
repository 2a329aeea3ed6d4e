// The kubelet's own doings, read off fixtures' runs: it starts a bound Pod's containers
// (recording Pulling, Pulled, Created, Started), probes them, kills a container whose
// liveness or startup probe failed and starts it again, backs off, and reports OOM kills.
import { describe, expect, it } from 'vitest';
import { causes, find, kube, of, run } from './helpers.ts';

describe('starting a Pod (kuberuntime_manager.go SyncPod → startContainer)', () => {
  it('the binding leads to each Event of the start, the start to Running', () => {
    const t = run('tests/fixtures/rules/nodes/preempt-1.25.yaml');
    const bound = '0.1 PodScheduled Pod/worker';
    expect(causes(t, find(t, kube('Scheduled')))).toEqual([`recorded ← ${bound}`]);
    for (const reason of ['Pulling', 'Pulled', 'Created', 'Started'])
      expect(causes(t, find(t, kube(reason))), reason).toEqual([`start ← ${bound}`]);
    const running = find(t, (e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Running');
    expect(causes(t, running)).toEqual(['status ← 2.2 ContainerStarted Pod/worker']);
  });

  it('an image never pulled fails the start, then each try comes after a back-off', () => {
    const t = run('tests/fixtures/rules/images/pull-never-absent-1.33.yaml');
    const first = find(t, kube('ErrImageNeverPull'));
    expect(causes(t, first)).toEqual(['start ← 0.1 PodScheduled Pod/local']);
    expect(causes(t, find(t, kube('Failed')))).toEqual([
      'start ← 1.2 KubeEvent ErrImageNeverPull Pod/local',
    ]);
    const second = find(t, kube('ErrImageNeverPull'), first + 1);
    expect(causes(t, second)).toEqual([
      expect.stringMatching(/^backoff ← 1\.2 KubeEvent (ErrImageNeverPull|Failed) Pod\/local$/),
    ]);
  });
});

describe('probes (prober worker.go doProbe)', () => {
  const t = run('tests/fixtures/kubernetes-io/pods/probe/exec-liveness.yaml');
  const pod = 'Pod/liveness-exec';

  it('each failed liveness probe follows from the run it probed', () => {
    const first = find(t, kube('Unhealthy'));
    expect(causes(t, first)).toEqual([`probe ← 1.2 ContainerStarted ${pod}`]);
  });

  it('the third failure (failureThreshold) kills the container, which starts again', () => {
    const killing = find(t, kube('Killing'));
    expect(causes(t, killing)).toEqual([`liveness ← 45.2 KubeEvent Unhealthy ${pod}`]);
    const term = find(t, (e) => e.type === 'SignalSent');
    expect(causes(t, term)).toEqual([`liveness ← 45.2 KubeEvent Unhealthy ${pod}`]);
    const exit = find(t, of('ContainerExited', pod));
    const again = find(t, of('ContainerStarted', pod), exit);
    expect(causes(t, again)).toEqual([`restart ← 75.2 ContainerExited ${pod}`]);
  });

  it('a startup probe that keeps failing restarts the container the same way', () => {
    const s = run('tests/fixtures/rules/probes/startup-missing-file-1.31.yaml');
    const killing = find(s, kube('Killing'));
    expect(causes(s, killing)).toEqual(['liveness ← 6.2 KubeEvent Unhealthy Pod/web']);
  });

  it('failed readiness probes turn the Pod not Ready', () => {
    const r = run('tests/fixtures/rules/daemonset/rolling-unavailable-1.27.yaml');
    const notReady = find(r, (e) => e.type === 'PodNotReady' && e.t === 13_200);
    expect(causes(r, notReady)).toEqual([
      expect.stringMatching(/^probe ← 13\.2 KubeEvent Unhealthy Pod\//),
    ]);
  });
});

describe('exits and restarts', () => {
  it('OOMKilled: the kernel ends the run; the kubelet starts it again and backs off', () => {
    const t = run('tests/fixtures/rules/resources/memory-request-limit-2-1.27.yaml');
    const oom = find(t, (e) => e.type === 'ContainerExited' && e.data.reason === 'OOMKilled');
    expect(causes(t, oom)).toEqual(['oom ← 1.2 ContainerStarted Pod/memory-demo-2']);
    const again = find(t, (e) => e.type === 'ContainerStarted', oom);
    expect(causes(t, again)).toEqual(['restart ← 1.203 ContainerExited Pod/memory-demo-2']);
    const backOff = find(t, kube('BackOff'));
    expect(causes(t, backOff)).toEqual([
      expect.stringMatching(/^exit ← [\d.]+ ContainerExited Pod\/memory-demo-2$/),
    ]);
  });

  it('a Pod past activeDeadlineSeconds: DeadlineExceeded from its start, then the kill', () => {
    const t = run('tests/fixtures/rules/job/deadlines-pod-first-1.26.yaml');
    const deadline = find(t, kube('DeadlineExceeded'));
    const pod = t.events[deadline]!.object;
    expect(causes(t, deadline)).toEqual([
      expect.stringMatching(/^deadline ← [\d.]+ PodScheduled /),
    ]);
    const term = find(t, of('SignalSent', pod));
    expect(causes(t, term)).toEqual([
      expect.stringMatching(/^deadline ← [\d.]+ KubeEvent DeadlineExceeded /),
    ]);
  });
});
