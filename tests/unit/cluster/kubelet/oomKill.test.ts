// A container against its memory limit: the OOM killer at the moment what its command
// allocates passes the limit, OOMKilled from containerd's TaskOOM whatever the exit code,
// 137 when memory.oom.group kills the whole container (1.28+, cgroup v2), else the worker
// alone and stress's own exit 1; restarted with the crash-loop back-off like any exit.
import { describe, expect, it } from 'vitest';
import { oomExit } from '../../../../src/cluster/kubelet/oomKill.ts';
import { oomAfterMs } from '../../../../src/manifest/process/memory.ts';
import { container, ignoresSigterm } from '../../helpers/build.ts';
import { kube } from '../../../../src/versions/version.ts';
import { sim } from '../../helpers/driver.ts';

const MiB = 1024 * 1024;
const hog = (limit: number | undefined, workers: { exitCode: number } | null) => {
  const c = container('ctr', {
    ...ignoresSigterm(),
    allocates: {
      steps: [
        { afterMs: 6, bytes: 60 * MiB },
        { afterMs: 3, bytes: 60 * MiB },
      ],
      workers,
    },
  });
  return limit === undefined ? c : { ...c, memoryLimit: limit };
};

describe('oomAfterMs', () => {
  it('is when the allocations, in time order, first pass the limit', () => {
    expect(oomAfterMs(hog(50 * MiB, null))).toBe(3);
    expect(oomAfterMs(hog(100 * MiB, null))).toBe(6);
  });

  it('never, under the limit, at exactly the limit, or without a limit', () => {
    expect(oomAfterMs(hog(120 * MiB, null))).toBe(Infinity);
    expect(oomAfterMs(hog(undefined, null))).toBe(Infinity);
  });
});

describe('oomExit', () => {
  it('1.28+: memory.oom.group kills every process: 137', () => {
    expect(oomExit(hog(50 * MiB, { exitCode: 1 }), kube(28)).code).toBe(137);
  });

  it('1.27: the worker dies alone and the program exits its own code; a lone process 137', () => {
    const worker = oomExit(hog(50 * MiB, { exitCode: 1 }), kube(27));
    expect(worker.code).toBe(1);
    expect(worker.why).toContain('exits 1 after it');
    expect(oomExit(hog(50 * MiB, null), kube(27)).code).toBe(137);
  });
});

const demo = (mem: string, limit: string): string => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: memory}
spec: {duration: 60s}
---
apiVersion: v1
kind: Pod
metadata: {name: memory-demo, namespace: mem-example}
spec:
  containers:
    - name: memory-demo-ctr
      image: polinux/stress
      resources:
        requests: {memory: 50Mi}
        limits: {memory: ${limit}}
      command: [stress]
      args: [--vm, "1", --vm-bytes, ${mem}, --vm-hang, "1"]
`;

describe('stress against its memory limit (kubernetes.io assign-memory-resource)', () => {
  it('250M under a 100Mi limit: OOMKilled 137, 3 ms after each start, with back-off', () => {
    const run = sim(demo('250M', '100Mi')).on('1.33').run();
    const started = run.timeOf('ContainerStarted', 'Pod/memory-demo');
    run
      .expectEvent('ContainerExited', 'Pod/memory-demo', { exitCode: 137, reason: 'OOMKilled' })
      .at(started + 3);
    run.expectEvent('PodStatus', 'Pod/memory-demo', { status: 'OOMKilled' });
    run.expectEvent('PodStatus', 'Pod/memory-demo', { status: 'CrashLoopBackOff' });
    run.expectEvent('KubeEvent', 'Pod/memory-demo', { reason: 'BackOff' });
    const exits = run.events('ContainerExited', 'Pod/memory-demo');
    expect(exits.length).toBeGreaterThanOrEqual(3);
    expect(exits.every((e) => e.data.reason === 'OOMKilled')).toBe(true);
  });

  it('1.27: the same kill exits 1 (stress reaps its killed worker), still OOMKilled', () => {
    sim(demo('250M', '100Mi'))
      .on('1.27')
      .run()
      .expectEvent('ContainerExited', 'Pod/memory-demo', { exitCode: 1, reason: 'OOMKilled' });
  });

  it('150M under a 200Mi limit runs on: no exit, no restart', () => {
    const run = sim(demo('150M', '200Mi')).on('1.33').run();
    run.expectNo('ContainerExited', 'Pod/memory-demo');
    run.expectNo('PodStatus', 'Pod/memory-demo', { restarts: 1 });
  });
});
