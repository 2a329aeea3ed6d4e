// WorkloadStatus: one event per status write that changed something, at the controller's
// time; the trace's status writes do not keep a run without a duration going; `--format
// text` prints the conditions as Type=Status(Reason).
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../../src/cli/formatText.ts';
import { StatusWriter, cond } from '../../../../src/cluster/workloadStatus.ts';
import { World } from '../../../../src/cluster/world.ts';
import { SimClock } from '../../../../src/engine/clock.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import { TraceWriter } from '../../../../src/engine/traceWriter.ts';
import { DEFAULT_LATENCIES } from '../../../../src/manifest/model/model.ts';
import { all, simulateDocs } from '../../helpers/build.ts';

function writer(): { w: StatusWriter; trace: TraceWriter } {
  const trace = new TraceWriter(1000);
  const world = new World(new SimClock(), trace, kube(31), DEFAULT_LATENCIES, createRng(1), []);
  return { w: new StatusWriter(world, 'job-controller', 'Job/x'), trace };
}

describe('StatusWriter', () => {
  it('writes the first status and then only a changed one', () => {
    const { w, trace } = writer();
    const status = { active: 1, succeeded: 0, failed: 0, conditions: [] };
    expect(w.write(status)).toBe(true);
    expect(w.write({ ...status })).toBe(false);
    expect(w.write({ ...status, active: 0, succeeded: 1 })).toBe(true);
    const done = cond('Complete', 'True', null);
    expect(w.write({ ...status, active: 0, succeeded: 1, conditions: [done] })).toBe(true);
    expect(trace.events.map((e) => e.type)).toEqual([
      'WorkloadStatus',
      'WorkloadStatus',
      'WorkloadStatus',
    ]);
  });

  it('a change of the conditions’ order is a change (SetDeploymentCondition moves one last)', () => {
    const { w } = writer();
    const a = cond('Available', 'True', 'MinimumReplicasAvailable');
    const p = cond('Progressing', 'True', 'NewReplicaSetAvailable');
    w.write({ replicas: 1, conditions: [a, p] });
    expect(w.write({ replicas: 1, conditions: [p, a] })).toBe(true);
  });

  it('does not count as activity for a run without a duration', () => {
    const trace = new TraceWriter(10);
    trace.emit(1000, 'kubelet', 'PodReady', 'Pod/p', {});
    trace.emit(2000, 'job-controller', 'WorkloadStatus', 'Job/x', { conditions: [] });
    expect(trace.lastActivityT).toBe(1000);
  });
});

describe('--format text', () => {
  it('prints a status’s counters and its conditions', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.31"\n  duration: 10s\n',
      `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: app, image: nginx}]}
`,
    );
    expect(all(trace, 'WorkloadStatus').length).toBeGreaterThan(0);
    const line = formatText(trace)
      .split('\n')
      .findLast((l) => l.includes('WorkloadStatus') && l.includes('Deployment/web'));
    expect(line).toContain('availableReplicas=1');
    expect(line).toContain(
      'conditions=Available=True(MinimumReplicasAvailable),Progressing=True(NewReplicaSetAvailable)',
    );
  });
});

describe('Deployment progress checks (requeueStuckDeployment)', () => {
  it('a finished rollout that loses a pod long after is not checked again and never times out', () => {
    const trace = simulateDocs(
      '  kubernetesVersion: "1.31"\n  duration: 700s\n  actions: [{at: 650s, do: delete, target: pod/web}]\n',
      `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: app, image: nginx}]}
`,
    );
    expect(trace.cut).toBeUndefined();
    const progressing = all(trace, 'WorkloadStatus')
      .filter((e) => e.t > 600_000)
      .flatMap((e) => e.data.conditions.filter((c) => c.type === 'Progressing'));
    expect(progressing.length).toBeGreaterThan(0);
    expect(progressing.every((c) => c.reason === 'NewReplicaSetAvailable')).toBe(true);
  });
});
