// The WorkloadStatus of each kind, and the fields each version has: a Job's ready (JobReadyPods,
// beta 1.24) and terminating (JobPodReplacementPolicy, beta 1.29), a StatefulSet's
// availableReplicas (StatefulSetMinReadySeconds, beta 1.23), a DaemonSet's counts per node.
import { describe, expect, it } from 'vitest';
import type { Trace, WorkloadStatusData } from '../../../../src/trace/types.ts';
import { all, simulateDocs } from '../../helpers/build.ts';

const statuses = (trace: Trace, object: string): WorkloadStatusData[] =>
  all(trace, 'WorkloadStatus')
    .filter((e) => e.object === object)
    .map((e) => e.data);

const last = (trace: Trace, object: string): WorkloadStatusData => statuses(trace, object).at(-1)!;

const JOB = `apiVersion: batch/v1
kind: Job
metadata: {name: once}
spec:
  template:
    spec:
      restartPolicy: Never
      containers: [{name: main, image: busybox, command: ["sh", "-c", "sleep 5"]}]
`;
const job = (v: string): Trace =>
  simulateDocs(`  kubernetesVersion: "${v}"\n  duration: 20s\n`, JOB);

describe('Job (job_controller.go syncJob)', () => {
  it('ready from 1.24, terminating from 1.29', () => {
    expect(Object.keys(last(job('1.23'), 'Job/once'))).toEqual([
      'active',
      'succeeded',
      'failed',
      'conditions',
    ]);
    expect(last(job('1.24'), 'Job/once')).not.toHaveProperty('terminating');
    expect(statuses(job('1.28'), 'Job/once')[1]).toEqual({
      active: 1,
      ready: 1,
      succeeded: 0,
      failed: 0,
      conditions: [],
    });
    expect(last(job('1.29'), 'Job/once')).toHaveProperty('terminating', 0);
  });

  it('Complete without a reason up to 1.30; SuccessCriteriaMet first, then Complete, from 1.31', () => {
    expect(last(job('1.30'), 'Job/once')).toMatchObject({
      active: 0,
      succeeded: 1,
      conditions: [{ type: 'Complete', status: 'True', reason: null, message: '' }],
    });
    expect(last(job('1.31'), 'Job/once').conditions.map((c) => [c.type, c.reason])).toEqual([
      ['SuccessCriteriaMet', 'CompletionsReached'],
      ['Complete', 'CompletionsReached'],
    ]);
  });
});

const STS = `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
  replicas: 2
  minReadySeconds: 5
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec: {containers: [{name: db, image: postgres}]}
`;

describe('StatefulSet (computeReplicaStatus)', () => {
  it('availableReplicas only from 1.23, after minReadySeconds', () => {
    const spec = (v: string) => `  kubernetesVersion: "${v}"\n  duration: 30s\n`;
    expect(last(simulateDocs(spec('1.22'), STS), 'StatefulSet/db')).toEqual({
      replicas: 2,
      readyReplicas: 2,
      currentReplicas: 2,
      updatedReplicas: 2,
      conditions: [],
    });
    const t23 = simulateDocs(spec('1.23'), STS);
    const ready = statuses(t23, 'StatefulSet/db').find((s) => s.readyReplicas === 2);
    expect(ready?.availableReplicas).toBeLessThan(2);
    expect(last(t23, 'StatefulSet/db').availableReplicas).toBe(2);
  });
});

describe('DaemonSet (updateDaemonSetStatus)', () => {
  it('counts the nodes that should run a Pod, and the Pods there', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.31"\n  duration: 10s\n  nodes: [{name: a, labels: {disk: ssd}}, {name: b}]\n',
      `apiVersion: apps/v1
kind: DaemonSet
metadata: {name: agent}
spec:
  selector: {matchLabels: {app: agent}}
  template:
    metadata: {labels: {app: agent}}
    spec:
      nodeSelector: {disk: ssd}
      containers: [{name: agent, image: busybox, command: ["sleep", "infinity"]}]
`,
    );
    expect(statuses(trace, 'DaemonSet/agent')[0]).toMatchObject({
      desiredNumberScheduled: 1,
      currentNumberScheduled: 1,
      numberReady: 0,
    });
    expect(last(trace, 'DaemonSet/agent')).toEqual({
      desiredNumberScheduled: 1,
      currentNumberScheduled: 1,
      numberMisscheduled: 0,
      numberReady: 1,
      updatedNumberScheduled: 1,
      numberAvailable: 1,
      numberUnavailable: 0,
      conditions: [],
    });
  });
});
