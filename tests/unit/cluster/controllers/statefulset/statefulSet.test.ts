// The StatefulSet controller (stateful_set_control.go updateStatefulSet) beyond the
// fixtures: failed pods (before and after #123809), minReadySeconds gating OrderedReady,
// deleting the set.
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { versionNote } from '../../../../../src/versions/versionNotes.ts';
import { sim, type Run } from '../../../helpers/driver.ts';

/** Three replicas of `web` with these actions and extra spec lines, simulated on `version`. */
function sts(version: string, actions: string, spec = '', duration = '80s'): Run {
  return sim(`apiVersion: podterm.dev/v1
kind: Scenario
spec:
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
`)
    .on(version)
    .run();
}

const EVICT = '    - {at: 20s, do: nodePressure, target: pod/web-1}\n';
const PARALLEL = '  podManagementPolicy: Parallel\n';

describe('StatefulSet controller', () => {
  it('from 1.28 (#123809): a Failed pod is deleted and recreated after removal, no RecreatingFailedPod', () => {
    const r = sts('1.31', EVICT, PARALLEL);
    const failed = r.timeOf('PodPhaseChanged', 'Pod/web-1', { phase: 'Failed' });
    const removed = r.expectEvent('PodRemoved', 'Pod/web-1').after(failed).t;
    r.expectEvents('PodCreated', 'Pod/web-1').count(2);
    r.expectEvent('PodCreated', 'Pod/web-1').nth(2).after(removed);
    r.expectNo('KubeEvent', 'StatefulSet/web', { reason: 'RecreatingFailedPod' });
    const del = r.expectEvent('KubeEvent', 'StatefulSet/web', { reason: 'SuccessfulDelete' });
    expect(del.event.changed).toBe(versionNote('statefulSetRecreate', kube(31)));
  });

  it('before 1.28: RecreatingFailedPod (Warning), delete and create in the same sync', () => {
    const r = sts('1.27', EVICT, PARALLEL);
    const recreating = r
      .expectEvent('KubeEvent', 'StatefulSet/web', { reason: 'RecreatingFailedPod' })
      .with({
        eventType: 'Warning',
        message: 'StatefulSet default/web is recreating failed Pod web-1',
      }).t;
    r.expectEvent('PodCreated', 'Pod/web-1').nth(2).at(recreating);
  });

  it('minReadySeconds: the next ordinal waits until its predecessor is Available (1.23+)', () => {
    const r = sts('1.31', '    []\n', '  minReadySeconds: 5\n', '40s');
    const ready0 = r.timeOf('PodReady', 'Pod/web-0');
    r.expectEvent('PodCreated', 'Pod/web-1').between(ready0 + 5000, ready0 + 5500);
    // 1.22: the field is dropped (alpha gate StatefulSetMinReadySeconds off).
    const old = sts('1.22', '    []\n', '  minReadySeconds: 5\n', '40s');
    old.expectEvent('PodCreated', 'Pod/web-1').before(old.timeOf('PodReady', 'Pod/web-0') + 1000);
  });

  it('scale-down is blocked while a remaining pod is not Ready (OrderedReady only)', () => {
    // web-0 is deleted by hand at 10 s (terminating for 30 s); the scale to 1 at 12 s waits.
    const actions =
      '    - {at: 10s, do: delete, target: pod/web-0}\n    - {at: 12s, do: scale, target: statefulset/web, replicas: 1}\n';
    const r = sts('1.31', actions, '', '120s');
    const ready0 = r.expectEvent('PodReady', 'Pod/web-0').nth(2).t;
    r.expectEvent('DeletionRequested', 'Pod/web-2').notBefore(ready0);
    sts('1.31', actions, PARALLEL, '120s').expectEvent('DeletionRequested', 'Pod/web-2').at('12s');
  });

  it('kubectl delete statefulset (Background): the set is removed, its pods deleted, none recreated', () => {
    sts('1.31', '    - {at: 20s, do: delete, target: statefulset/web}\n')
      .expectEvent('ObjectRemoved', 'StatefulSet/web')
      .at('20s')
      .expectEvents('DeletionRequested')
      .count(3)
      .expectEvents('PodCreated')
      .count(3);
  });

  it('a pod below the partition that is deleted comes back at the current (old) revision', () => {
    const r = sts(
      '1.31',
      '    - {at: 20s, do: rollout, target: statefulset/web, image: "nginx:2"}\n    - {at: 21s, do: delete, target: pod/web-0}\n',
      '  updateStrategy:\n    rollingUpdate: {partition: 2}\n',
      '120s',
    );
    const pulled = (pod: string): string[] =>
      r.events('KubeEvent', pod, { reason: 'Pulled' }).map((e) => e.data.message);
    r.expectEvents('PodCreated', 'Pod/web-0').count(2);
    expect(pulled('Pod/web-0').every((m) => m.includes('"nginx"'))).toBe(true);
    expect(pulled('Pod/web-2').at(-1)).toContain('"nginx:2"');
    r.expectNo('DeletionRequested', 'Pod/web-1');
  });

  it('a rolling update with Parallel: still one pod at a time, the next after the replacement is Ready', () => {
    const r = sts(
      '1.31',
      '    - {at: 10s, do: rollout, target: statefulset/web, image: "nginx:2"}\n',
      PARALLEL,
      '200s',
    );
    r.expectEvent('DeletionRequested', 'Pod/web-2').at('10s');
    r.expectEvent('DeletionRequested', 'Pod/web-1').notBefore(
      r.expectEvent('PodReady', 'Pod/web-2').nth(2).t,
    );
    r.expectEvent('DeletionRequested', 'Pod/web-0').notBefore(
      r.expectEvent('PodReady', 'Pod/web-1').nth(2).t,
    );
  });

  it('Succeeded (#121389, 1.27+): a pod that exits 0 at node shutdown is deleted and recreated', () => {
    const text = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
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
    const r = sim(text).on('1.31').run();
    r.expectEvent('PodPhaseChanged', 'Pod/web-0', { phase: 'Succeeded' });
    r.expectEvents('PodCreated', 'Pod/web-0').count(2);
    r.expectEvent('PodCreated', 'Pod/web-0').nth(2).after(r.timeOf('PodRemoved', 'Pod/web-0'));
    // 1.26: the kubelet writes Failed (reason Terminated): RecreatingFailedPod, then a create.
    sim(text)
      .on('1.26')
      .run()
      .expectEvent('KubeEvent', 'StatefulSet/web', { reason: 'RecreatingFailedPod' });
  });
});

describe('a deleted StatefulSet pod that turns Failed before it is gone (1.27)', () => {
  it('is seen on every retry until removal: 5 ms, doubling (the workqueue rate limiter)', () => {
    const r = sts('1.27', '    - {at: 10s, do: delete, target: pod/web-0}\n', '', '60s');
    const failedAt = r.timeOf('PodPhaseChanged', 'Pod/web-0', { phase: 'Failed' });
    const gone = r.timeOf('PodRemoved', 'Pod/web-0');
    const seen = r
      .events('KubeEvent', { reason: 'RecreatingFailedPod' })
      .map((e) => e.t - failedAt - 100);
    expect(seen).toEqual([0, 5, 15, 35, 75, 155, 315, 635].filter((x) => x < gone - failedAt));
    // The second DELETE changes nothing (graceful deletion pending): the object goes on its own.
    r.expectEvents('DeletionRequested').count(1);
  });
});
