// The StatefulSet controller (semantics Part B S1–S7) beyond the fixtures: failed pods
// (before and after #123809), minReadySeconds gating OrderedReady, deleting the set.
import { describe, expect, it } from 'vitest';
import { versionNote } from '../../../src/versions/versionNotes.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { isEvent, type Trace, type TraceEventType } from '../../../src/trace/types.ts';

function sts(version: string, actions: string, spec = '', duration = '80s'): string {
  return `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  kubernetesVersion: "${version}"
  duration: ${duration}
  actions:
${actions}---
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: web
spec:
  replicas: 3
${spec}  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: app
          image: nginx
          command: ["sleep", "infinity"]
`;
}

function run(text: string): Trace {
  const { trace, diagnostics } = simulateText(text);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return trace!;
}

const evs = <K extends TraceEventType>(t: Trace, type: K, object?: string) =>
  t.events
    .filter((e) => isEvent(e, type))
    .filter((e) => object === undefined || e.object === object);
const reasons = (t: Trace): string[] =>
  evs(t, 'KubeEvent', 'StatefulSet/web').map((e) => e.data.reason);

const EVICT = '    - {at: 20s, do: nodePressure, target: pod/web-1}\n';

describe('StatefulSet controller', () => {
  it('S6 from 1.28 (#123809): a Failed pod is deleted and recreated after removal, no RecreatingFailedPod', () => {
    const t = run(sts('1.31', EVICT, '  podManagementPolicy: Parallel\n'));
    const failed = evs(t, 'PodPhaseChanged', 'Pod/web-1').find((e) => e.data.phase === 'Failed')!;
    const removed = evs(t, 'PodRemoved', 'Pod/web-1')[0]!;
    const created = evs(t, 'PodCreated', 'Pod/web-1');
    expect(created).toHaveLength(2);
    expect(removed.t).toBeGreaterThan(failed.t);
    expect(created[1]!.t).toBeGreaterThan(removed.t);
    expect(reasons(t)).not.toContain('RecreatingFailedPod');
    const del = evs(t, 'KubeEvent', 'StatefulSet/web').find(
      (e) => e.data.reason === 'SuccessfulDelete',
    )!;
    expect(del.changed).toBe(versionNote('statefulSetRecreate', 31));
  });

  it('S6 before 1.28: RecreatingFailedPod (Warning), delete and create in the same sync', () => {
    const t = run(sts('1.27', EVICT, '  podManagementPolicy: Parallel\n'));
    const ev = evs(t, 'KubeEvent', 'StatefulSet/web').find(
      (e) => e.data.reason === 'RecreatingFailedPod',
    )!;
    expect(ev.data).toMatchObject({
      eventType: 'Warning',
      message: 'StatefulSet default/web is recreating failed Pod web-1',
    });
    expect(evs(t, 'PodCreated', 'Pod/web-1')[1]!.t).toBe(ev.t);
  });

  it('S2 minReadySeconds: the next ordinal waits until its predecessor is Available (1.23+)', () => {
    const t = run(sts('1.31', '    []\n', '  minReadySeconds: 5\n', '40s'));
    const ready0 = evs(t, 'PodReady', 'Pod/web-0')[0]!.t;
    const created1 = evs(t, 'PodCreated', 'Pod/web-1')[0]!.t;
    expect(created1).toBeGreaterThanOrEqual(ready0 + 5000);
    expect(created1).toBeLessThanOrEqual(ready0 + 5500);
    // 1.22: the field is dropped (alpha gate StatefulSetMinReadySeconds off).
    const old = run(sts('1.22', '    []\n', '  minReadySeconds: 5\n', '40s'));
    expect(evs(old, 'PodCreated', 'Pod/web-1')[0]!.t).toBeLessThan(
      evs(old, 'PodReady', 'Pod/web-0')[0]!.t + 1000,
    );
  });

  it('S3: scale-down is blocked while a remaining pod is not Ready (OrderedReady only)', () => {
    // web-0 is deleted by hand at 10 s (terminating for 30 s); the scale to 1 at 12 s waits.
    const actions =
      '    - {at: 10s, do: delete, target: pod/web-0}\n    - {at: 12s, do: scale, target: statefulset/web, replicas: 1}\n';
    const t = run(sts('1.31', actions, '', '120s'));
    const del2 = evs(t, 'DeletionRequested', 'Pod/web-2')[0]!.t;
    const ready0 = evs(t, 'PodReady', 'Pod/web-0')[1]!.t;
    expect(del2).toBeGreaterThanOrEqual(ready0);
    const par = run(sts('1.31', actions, '  podManagementPolicy: Parallel\n', '120s'));
    expect(evs(par, 'DeletionRequested', 'Pod/web-2')[0]!.t).toBe(12_000);
  });

  it('kubectl delete statefulset (Background): the set is removed, its pods deleted, none recreated', () => {
    const t = run(sts('1.31', '    - {at: 20s, do: delete, target: statefulset/web}\n'));
    expect(evs(t, 'ObjectRemoved', 'StatefulSet/web')[0]!.t).toBe(20_000);
    expect(evs(t, 'DeletionRequested')).toHaveLength(3);
    expect(evs(t, 'PodCreated')).toHaveLength(3);
  });

  it('S7: a pod below the partition that is deleted comes back at the current (old) revision', () => {
    const pulled = (t: Trace, pod: string): string[] =>
      evs(t, 'KubeEvent', pod)
        .filter((e) => e.data.reason === 'Pulled')
        .map((e) => e.data.message);
    const t = run(
      sts(
        '1.31',
        '    - {at: 20s, do: rollout, target: statefulset/web, image: "nginx:2"}\n    - {at: 21s, do: delete, target: pod/web-0}\n',
        '  updateStrategy:\n    rollingUpdate: {partition: 2}\n',
        '120s',
      ),
    );
    expect(evs(t, 'PodCreated', 'Pod/web-0')).toHaveLength(2);
    expect(pulled(t, 'Pod/web-0').every((m) => m.includes('"nginx"'))).toBe(true);
    expect(pulled(t, 'Pod/web-2').at(-1)).toContain('"nginx:2"');
    expect(evs(t, 'DeletionRequested', 'Pod/web-1').length).toBe(0);
  });

  it('S7 with Parallel: still one pod at a time, the next after the replacement is Ready', () => {
    const t = run(
      sts(
        '1.31',
        '    - {at: 10s, do: rollout, target: statefulset/web, image: "nginx:2"}\n',
        '  podManagementPolicy: Parallel\n',
        '200s',
      ),
    );
    const del = (p: string): number => evs(t, 'DeletionRequested', p)[0]!.t;
    const ready2 = evs(t, 'PodReady', 'Pod/web-2')[1]!.t;
    expect(del('Pod/web-2')).toBe(10_000);
    expect(del('Pod/web-1')).toBeGreaterThanOrEqual(ready2);
    expect(del('Pod/web-0')).toBeGreaterThanOrEqual(evs(t, 'PodReady', 'Pod/web-1')[1]!.t);
  });

  it('S6 Succeeded (#121389, 1.27+): a pod that exits 0 at node shutdown is deleted and recreated', () => {
    const text = (v: string): string =>
      `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  kubernetesVersion: "${v}"
  nodes: [{name: node-a}]
  duration: 30s
  actions:
    - {at: 10s, do: nodeShutdown, target: node/node-a, shutdownGracePeriod: 30s}
---
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: web
spec:
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
      annotations:
        podterm.dev/process.app: "startup=1s run=forever sigterm=exit:0s exitCode=0"
    spec:
      containers: [{name: app, image: nginx}]
`;
    const t = run(text('1.31'));
    const done = evs(t, 'PodPhaseChanged', 'Pod/web-0').find((e) => e.data.phase === 'Succeeded')!;
    expect(done).toBeDefined();
    const created = evs(t, 'PodCreated', 'Pod/web-0');
    expect(created).toHaveLength(2);
    expect(created[1]!.t).toBeGreaterThan(evs(t, 'PodRemoved', 'Pod/web-0')[0]!.t);
    // 1.26: the kubelet writes Failed (reason Terminated): RecreatingFailedPod, then a create.
    expect(reasons(run(text('1.26')))).toContain('RecreatingFailedPod');
  });
});

describe('a deleted StatefulSet pod that turns Failed before it is gone (1.27)', () => {
  it('is seen on every retry until removal: 5 ms, doubling (the workqueue rate limiter)', () => {
    const t = run(sts('1.27', '    - {at: 10s, do: delete, target: pod/web-0}\n', '', '60s'));
    const failedAt = t.events.find(
      (e) => e.type === 'PodPhaseChanged' && e.object === 'Pod/web-0' && e.data.phase === 'Failed',
    )!.t;
    const gone = t.events.find((e) => e.type === 'PodRemoved' && e.object === 'Pod/web-0')!.t;
    const seen = t.events
      .filter((e) => e.type === 'KubeEvent' && e.data.reason === 'RecreatingFailedPod')
      .map((e) => e.t - failedAt - 100);
    expect(seen).toEqual([0, 5, 15, 35, 75, 155, 315, 635].filter((x) => x < gone - failedAt));
    // The second DELETE changes nothing (graceful deletion pending): the object goes on its own.
    const deletes = t.events.filter((e) => e.type === 'DeletionRequested');
    expect(deletes).toHaveLength(1);
  });
});
