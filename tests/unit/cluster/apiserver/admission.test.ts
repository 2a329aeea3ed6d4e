// The API server's admission of the Pods a controller creates (cluster.ts tryCreatePod): a
// ReplicaSet whose create is refused reports FailedCreate (controller_utils.go CreatePods),
// marks ReplicaFailure (replica_set_utils.go calculateStatus, moved onto its Deployment by
// syncRolloutStatus) and retries on the workqueue's rate-limited back-off (5 ms × 2^n);
// the quota frees a place when a Pod it counts goes, and the next create fits.
import { describe, expect, it } from 'vitest';
import { sim } from '../../helpers/driver.ts';

const doc = (actions = '', replicas = 3, hard = 'pods: "2"') => `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  duration: 30s
${actions}---
apiVersion: v1
kind: ResourceQuota
metadata: {name: pod-demo}
spec:
  hard: {${hard}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx}]
`;

describe('a ReplicaSet whose Pod the quota refuses', () => {
  it('creates what fits, reports FailedCreate with the Forbidden error and retries on 5 ms × 2^n', () => {
    const run = sim(doc()).run();
    expect(run.events('PodCreated')).toHaveLength(2);
    const failed = run.events('KubeEvent', { reason: 'FailedCreate' });
    expect(failed[0]!.data.message).toMatch(
      /^Error creating: pods "web-[a-z0-9]+-" is forbidden: exceeded quota: pod-demo, requested: pods=1, used: pods=2, limited: pods=2$/,
    );
    expect(failed[0]!.data.eventType).toBe('Warning');
    // Each retry waits twice the last (a Pod change may add a sync of its own between them).
    const gaps = failed.slice(1).map((e, i) => e.t - failed[i]!.t);
    expect(gaps.slice(0, 4)).toEqual([5, 10, 20, 40]);
    expect(failed.at(-1)!.t - failed.at(-2)!.t).toBeGreaterThan(5000);
  });

  it('holds ReplicaFailure on the ReplicaSet and its Deployment', () => {
    const run = sim(doc()).run();
    const rs = run.events('WorkloadStatus').filter((e) => e.object.startsWith('ReplicaSet/'));
    const last = rs.at(-1)!.data.conditions;
    expect(last.map((c) => [c.type, c.status, c.reason])).toEqual([
      ['ReplicaFailure', 'True', 'FailedCreate'],
    ]);
    expect(last[0]!.message).toMatch(/^pods "web-[a-z0-9]+-" is forbidden: exceeded quota: /);
    const dep = run.events('WorkloadStatus', 'Deployment/web').at(-1)!.data;
    expect(dep.availableReplicas).toBe(2);
    expect(dep.conditions.find((c) => c.type === 'ReplicaFailure')?.reason).toBe('FailedCreate');
  });

  it('creates the missing Pod once a counted Pod is gone, and drops ReplicaFailure', () => {
    const run = sim(doc('  actions: [{at: 10s, do: delete, target: pod/web}]\n', 2)).run();
    const created = run.events('PodCreated');
    expect(created).toHaveLength(3);
    // The deleted Pod counts until it is Succeeded or Failed (QuotaV1Pod), so its first
    // replacement is refused; the one after its container stopped fits.
    const deleted = run.timeOf('DeletionRequested');
    const stopped = run.expectEvent('PodPhaseChanged', { phase: 'Succeeded' }).t;
    const refused = run
      .events('KubeEvent', { reason: 'FailedCreate' })
      .filter((e) => e.t >= deleted);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.t < stopped)).toBe(true);
    expect(created[2]!.t).toBeGreaterThanOrEqual(stopped);
    const rs = run.events('WorkloadStatus').filter((e) => e.object.startsWith('ReplicaSet/'));
    expect(rs.at(-1)!.data.conditions).toEqual([]);
  });

  it('is not refused when the quota has room', () => {
    const run = sim(doc('', 2)).run();
    expect(run.events('PodCreated')).toHaveLength(2);
    run.expectNo('KubeEvent', { reason: 'FailedCreate' });
  });
});

describe('a ReplicationController whose Pod the quota refuses', () => {
  it('reports FailedCreate from the replication-controller, as the ReplicaSet controller does', () => {
    const run = sim(`apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 5s}
---
apiVersion: v1
kind: ResourceQuota
metadata: {name: one}
spec:
  hard: {pods: "1"}
---
apiVersion: v1
kind: ReplicationController
metadata: {name: nginx}
spec:
  replicas: 2
  selector: {app: nginx}
  template:
    metadata: {labels: {app: nginx}}
    spec:
      containers: [{name: nginx, image: nginx}]
`).run();
    expect(run.events('PodCreated')).toHaveLength(1);
    const failed = run.events('KubeEvent', 'ReplicationController/nginx', {
      reason: 'FailedCreate',
    });
    expect(failed[0]!.data).toMatchObject({
      message:
        'Error creating: pods "nginx-" is forbidden: exceeded quota: one, requested: pods=1, used: pods=1, limited: pods=1',
      source: 'replication-controller',
    });
  });
});

describe('a StatefulSet whose Pod the quota refuses', () => {
  it('reports FailedCreate as stateful_pod_control.go records it, and retries', () => {
    const run = sim(`apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 30s}
---
apiVersion: v1
kind: ResourceQuota
metadata: {name: two}
spec:
  hard: {pods: "2"}
---
apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
  replicas: 3
  serviceName: db
  selector: {matchLabels: {app: db}}
  template:
    metadata: {labels: {app: db}}
    spec:
      containers: [{name: db, image: nginx}]
`).run();
    expect(run.events('PodCreated').map((e) => e.object)).toEqual(['Pod/db-0', 'Pod/db-1']);
    const failed = run.events('KubeEvent', { reason: 'FailedCreate' });
    expect(failed[0]!.data.message).toBe(
      'create Pod db-2 in StatefulSet db failed error: pods "db-2" is forbidden: exceeded quota: two, requested: pods=1, used: pods=2, limited: pods=2',
    );
    expect(failed.length).toBeGreaterThan(1);
  });
});

describe('a DaemonSet whose Pod a LimitRange refuses', () => {
  it('reports FailedCreate naming its generateName, and creates none', () => {
    const run = sim(`apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 10s, nodes: 2}
---
apiVersion: v1
kind: LimitRange
metadata: {name: lr}
spec:
  limits: [{type: Container, min: {cpu: 200m}}]
---
apiVersion: apps/v1
kind: DaemonSet
metadata: {name: agent}
spec:
  selector: {matchLabels: {app: agent}}
  template:
    metadata: {labels: {app: agent}}
    spec:
      containers: [{name: agent, image: nginx, resources: {requests: {cpu: 100m}}}]
`).run();
    run.expectNo('PodCreated');
    const failed = run.events('KubeEvent', { reason: 'FailedCreate' });
    expect(failed[0]!.data.message).toBe(
      'Error creating: pods "agent-" is forbidden: minimum cpu usage per Container is 200m, but request is 100m',
    );
    // slowStartBatch: the first batch (one Pod) is refused, so the second node waits for a retry.
    expect(failed.filter((e) => e.t === failed[0]!.t)).toHaveLength(1);
    expect(failed[1]!.t - failed[0]!.t).toBe(5);
  });
});

describe('a LimitRange in the run', () => {
  it('refuses a bare Pod over its max: no PodCreated, nothing runs', () => {
    const run = sim(`apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 10s}
---
apiVersion: v1
kind: LimitRange
metadata: {name: lr}
spec:
  limits: [{type: Container, max: {memory: 1Gi}}]
---
apiVersion: v1
kind: Pod
metadata: {name: big}
spec:
  containers: [{name: c, image: nginx, resources: {limits: {memory: 2Gi}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: small}
spec:
  containers: [{name: c, image: nginx}]
`).run();
    run.expectNo('PodCreated', 'Pod/big');
    run.expectEvent('ContainerStarted', 'Pod/small');
  });
});
