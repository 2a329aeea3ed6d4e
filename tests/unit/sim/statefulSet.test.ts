// The StatefulSet controller beyond the reference's scenarios (those are fixtures): the
// reader's validation, failed Pods, OnDelete, and a scale-down blocked by an unhealthy Pod.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/manifest/loadScenario.ts';
import { simulateDocs } from '../helpers/build.ts';
import type { Trace } from '../../../src/sim/trace.ts';

const sts = (spec: string, process = 'startup=1s run=forever sigterm=exit') => `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
${spec}  selector: {matchLabels: {app: db}}
  template:
    metadata:
      labels: {app: db}
      annotations: {podterm.dev/process.main: "${process}"}
    spec:
      containers: [{name: main, image: example/db:1, readinessProbe: {tcpSocket: {port: 1}, periodSeconds: 1}}]
`;
const run = simulateDocs;
const created = (t: Trace) =>
  t.events
    .filter((e) => e.type === 'PodCreated')
    .map((e) => [e.object, Math.round(e.t / 100) / 10]);

describe('StatefulSet documents', () => {
  it('defaults and validation (ValidateStatefulSetSpec)', () => {
    expect(loadScenario(sts('  replicas: 2\n')).model!.statefulSets[0]).toMatchObject({
      replicas: 2,
      podManagementPolicy: 'OrderedReady',
      updateStrategy: { type: 'RollingUpdate', partition: 0 },
      minReadySeconds: 0,
    });
    const bad = loadScenario(
      sts(
        '  podManagementPolicy: Sequential\n  updateStrategy: {type: OnDelete, rollingUpdate: {partition: 1}}\n',
      ),
    ).diagnostics.map((d) => d.message);
    expect(bad).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/spec.podManagementPolicy: Unsupported value: "Sequential"/),
        "spec.updateStrategy.rollingUpdate: Invalid value: only allowed for updateStrategy 'RollingUpdate'",
      ]),
    );
    const minReady = loadScenario(sts('  minReadySeconds: 5\n'), { minor: 22 });
    expect(minReady.model!.statefulSets[0]!.minReadySeconds).toBe(0);
    expect(minReady.diagnostics[0]?.message).toMatch(
      /StatefulSetMinReadySeconds feature gate is off/,
    );
  });
});

describe('StatefulSet controller', () => {
  it('a Pod the kubelet evicted (Failed) is deleted, then made again with its name (S6)', () => {
    const t = run(
      '  kubernetesVersion: "1.31"\n  duration: 60s\n  actions:\n    - {at: 20s, do: nodePressure, target: pod/db-0}\n',
      sts('  replicas: 1\n'),
    );
    const failed = t.events.find((e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Failed')!;
    const deleted = t.events.find(
      (e) =>
        e.type === 'KubeEvent' && e.data.message === 'delete Pod db-0 in StatefulSet db successful',
    )!;
    const gone = t.events.find((e) => e.type === 'PodRemoved')!;
    expect(failed.t).toBeGreaterThan(20_000);
    expect(deleted.t).toBeGreaterThanOrEqual(failed.t);
    expect(created(t).map(([o]) => o)).toEqual(['Pod/db-0', 'Pod/db-0']);
    expect(t.events.filter((e) => e.type === 'PodCreated')[1]!.t).toBeGreaterThanOrEqual(gone.t);
  });

  it('OnDelete: a new image changes nothing until a Pod is deleted by hand', () => {
    const t = run(
      '  duration: 100s\n  actions:\n    - {at: 10s, do: rollout, target: statefulset/db, image: example/db:2}\n    - {at: 40s, do: delete, target: pod/db-1}\n',
      sts('  replicas: 2\n  podManagementPolicy: Parallel\n  updateStrategy: {type: OnDelete}\n'),
    );
    const deletions = t.events.filter((e) => e.type === 'DeletionRequested').map((e) => e.object);
    expect(deletions).toEqual(['Pod/db-1']);
    expect(created(t).at(-1)![0]).toBe('Pod/db-1');
  });

  it('scale-down waits while a lower ordinal is not Ready', () => {
    const t = run(
      '  duration: 120s\n  actions:\n    - {at: 30s, do: delete, target: pod/db-0}\n    - {at: 31s, do: scale, target: statefulset/db, replicas: 1}\n',
      sts('  replicas: 2\n'),
    );
    const del1 = t.events.find((e) => e.type === 'DeletionRequested' && e.object === 'Pod/db-1')!;
    const ready0 = t.events.filter((e) => e.type === 'PodReady' && e.object === 'Pod/db-0')[1]!;
    expect(del1.t).toBeGreaterThanOrEqual(ready0.t);
  });
});
