// do: patchStatus, `kubectl patch pod <name> --subresource=status` of one condition: the
// reader (actions.ts readCondition), the PodConditionSet it writes (Cluster.patchCondition),
// the kubelet keeping it, and a Job's podFailurePolicy reading it when the Pod fails.
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';
import { isEvent } from '../../../../src/trace/types.ts';

const doc = (action: string, version = '1.31') => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "${version}"
  duration: 60s
  actions:
  - {at: 5s, do: patchStatus, target: pod/batch, ${action}}
  - {at: 10s, do: exit, target: pod/batch, exitCode: 1}
---
apiVersion: batch/v1
kind: Job
metadata: {name: batch}
spec:
  completions: 1
  podFailurePolicy:
    rules:
    - action: FailJob
      onPodConditions: [{type: ConfigIssue}]
  template:
    spec:
      restartPolicy: Never
      containers: [{name: main, image: busybox, command: [sh, -c, sleep 3600]}]
`;

describe('do: patchStatus', () => {
  it('sets the condition on the first Pod of the prefix, with its status and reason', () => {
    const r = simulateText(doc('condition: ConfigIssue, reason: NonExistingImage'));
    const set = r.trace!.events.filter((e) => isEvent(e, 'PodConditionSet'));
    expect(set.map((e) => [e.t, e.data])).toEqual([
      // status defaults to True, as an onPodConditions pattern's does.
      [5000, { type: 'ConfigIssue', status: 'True', reason: 'NonExistingImage' }],
    ]);
    expect(set[0]!.object).toMatch(/^Pod\/batch-[a-z0-9]{5}$/);
  });

  it("a Job's FailJob rule matches it when the Pod fails, naming the Pod and the rule", () => {
    const events = simulateText(doc('condition: ConfigIssue, status: "True"')).trace!.events;
    const pod = events.find((e) => isEvent(e, 'PodConditionSet'))!.object.slice('Pod/'.length);
    const failed = events.find((e) => isEvent(e, 'JobConditionSet') && e.data.type === 'Failed');
    expect(failed?.data).toMatchObject({
      reason: 'PodFailurePolicy',
      message: `Pod default/${pod} has condition ConfigIssue matching FailJob rule at index 0`,
    });
    // No retry: the one Pod.
    expect(events.filter((e) => isEvent(e, 'PodCreated'))).toHaveLength(1);
  });

  it('status False does not match the default pattern (status True): the Pod is retried', () => {
    const events = simulateText(doc('condition: ConfigIssue, status: "False"')).trace!.events;
    expect(events.some((e) => isEvent(e, 'JobConditionSet') && e.data.type === 'Failed')).toBe(
      false,
    );
    expect(events.filter((e) => isEvent(e, 'PodCreated'))).toHaveLength(2);
  });

  it('refuses a condition the kubelet owns, a type that is no qualified name, and none', () => {
    const msgs = (a: string) => simulateText(doc(a)).diagnostics.map((d) => d.message);
    expect(msgs('condition: Ready')).toContain(
      'spec.actions[0].condition: Invalid value: "Ready": the kubelet owns this condition and writes its own value back (PodConditionsByKubelet); podterm patches other conditions only',
    );
    expect(msgs('condition: "bad type"').some((m) => m.includes('"bad type"'))).toBe(true);
    expect(msgs('reason: X')).toContain(
      'spec.actions[0].condition: Required value: patchStatus needs a condition type',
    );
    expect(msgs('condition: ConfigIssue, status: Maybe').join('\n')).toContain('Maybe');
  });

  it('acts on Pods only', () => {
    const r = simulateText(
      doc('condition: ConfigIssue').replace('target: pod/batch,', 'target: job/batch,'),
    );
    expect(r.diagnostics.map((d) => d.message).join('\n')).toContain(
      'patchStatus acts on pod/<name>',
    );
  });

  it("a readiness gate's condition patched True makes the Pod Ready (GeneratePodReadyCondition)", () => {
    const events = simulateText(`
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "1.31"
  duration: 30s
  actions: [{at: 10s, do: patchStatus, target: pod/web, condition: example.com/lb-ready}]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  readinessGates: [{conditionType: example.com/lb-ready}]
  containers: [{name: app, image: nginx}]
`).trace!.events;
    const ready = events.filter((e) => isEvent(e, 'PodReady'));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.t).toBeGreaterThan(10_000);
  });
});
