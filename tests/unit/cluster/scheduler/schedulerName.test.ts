// The default scheduler queues only the Pods whose spec.schedulerName is one of its profiles
// (eventhandlers.go responsibleForPod): a Pod naming another scheduler stays Pending, with no
// FailedScheduling, and the reader says why.
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';

const pod = (scheduler: string): string => `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: other-scheduler}
spec: {kubernetesVersion: "1.33", duration: 20s}
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  schedulerName: ${scheduler}
  containers:
  - {name: app, image: nginx}
`;

describe('spec.schedulerName', () => {
  it('another scheduler: the default one never binds the Pod', () => {
    const { trace, diagnostics } = simulateText(pod('my-scheduler'));
    const types = trace!.events.filter((e) => e.object === 'Pod/p').map((e) => e.type);
    expect(types).toContain('PodCreated');
    expect(types).not.toContain('PodScheduled');
    expect(types).not.toContain('ContainerStarted');
    expect(
      trace!.events.some((e) => e.type === 'KubeEvent' && e.data.reason === 'FailedScheduling'),
    ).toBe(false);
    expect(diagnostics.map((d) => d.message)).toContain(
      'spec.schedulerName: "my-scheduler" is not a scheduler podterm runs (only default-scheduler): the Pod stays Pending',
    );
  });

  it('default-scheduler, written out, schedules as usual', () => {
    const { trace, diagnostics } = simulateText(pod('default-scheduler'));
    expect(trace!.events.some((e) => e.type === 'PodScheduled' && e.object === 'Pod/p')).toBe(true);
    expect(diagnostics.filter((d) => d.message.includes('schedulerName'))).toEqual([]);
  });

  it("a profile of the scenario's kube-scheduler that cannot run: the reader says why", () => {
    const text = `${pod('my-scheduler')}---
apiVersion: v1
kind: ConfigMap
metadata: {name: cfg}
data:
  c.yaml: |
    apiVersion: kubescheduler.config.k8s.io/v1beta2
    kind: KubeSchedulerConfiguration
    profiles: [{schedulerName: my-scheduler}]
---
apiVersion: v1
kind: Pod
metadata: {name: sched}
spec:
  containers:
  - name: s
    image: registry.k8s.io/kube-scheduler:v1.33.0
    command: [kube-scheduler, --config=/cfg/c.yaml]
    volumeMounts: [{name: cfg, mountPath: /cfg}]
  volumes: [{name: cfg, configMap: {name: cfg}}]
`;
    const { trace, diagnostics } = simulateText(text);
    expect(diagnostics.map((d) => d.message)).toContain(
      'spec.schedulerName: "my-scheduler" is a profile of the kube-scheduler in Pod default/sched, which exits at start (no kind "KubeSchedulerConfiguration" is registered for version "kubescheduler.config.k8s.io/v1beta2"): the Pod stays Pending',
    );
    expect(trace!.events.some((e) => e.type === 'PodScheduled' && e.object === 'Pod/p')).toBe(
      false,
    );
    const exits = trace!.events.filter(
      (e) => e.type === 'ContainerExited' && e.object === 'Pod/sched',
    );
    expect((exits[0]?.data as { exitCode?: number } | undefined)?.exitCode).toBe(1);
  });
});
