// The replication manager: the ReplicaSet controller run for a ReplicationController
// (replication_controller.go NewReplicationManager), its Pods under drain, eviction budgets
// and deletion.
import { describe, expect, it } from 'vitest';
import { serverDefaultPolicy } from '../../../../../src/cluster/controllers/garbagecollector/garbageCollector.ts';
import { all, simulateDocs } from '../../../helpers/build.ts';

const RC = `apiVersion: v1
kind: ReplicationController
metadata:
  name: nginx
spec:
  replicas: 3
  template:
    metadata:
      labels: {app: nginx}
    spec:
      containers: [{name: nginx, image: nginx}]
`;

const PDB = `---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: nginx
spec:
  minAvailable: 3
  selector:
    matchLabels: {app: nginx}
`;

describe('ReplicationController', () => {
  it('makes <name>-<5 chars> Pods it owns, with Events from replication-controller, no WorkloadStatus', () => {
    const trace = simulateDocs('  duration: 20s\n', RC);
    const created = all(trace, 'PodCreated');
    expect(created).toHaveLength(3);
    for (const p of created) {
      expect(p.object).toMatch(/^Pod\/nginx-[a-z0-9]{5}$/);
      expect(p.data.owner).toBe('ReplicationController/nginx');
    }
    const events = all(trace, 'KubeEvent').filter(
      (e) => e.object === 'ReplicationController/nginx',
    );
    expect(events.map((e) => [e.lane, e.data.source, e.data.reason])).toEqual(
      Array(3).fill(['replicaset-controller', 'replication-controller', 'SuccessfulCreate']),
    );
    expect(all(trace, 'WorkloadStatus')).toEqual([]);
  });

  it('a drain evicts its Pods and it replaces them on the other node', () => {
    const trace = simulateDocs(
      '  duration: 40s\n  actions:\n    - {at: 10s, do: drain, target: node/node-a}\n',
      RC,
    );
    const onA = all(trace, 'PodScheduled').filter((e) => e.t < 10_000 && e.data.node === 'node-a');
    expect(onA.length).toBeGreaterThan(0);
    const later = all(trace, 'PodScheduled').filter((e) => e.t >= 10_000);
    expect(later).toHaveLength(onA.length);
    expect(later.every((e) => e.data.node === 'node-b')).toBe(true);
  });

  it('a PodDisruptionBudget counts its replicas (disruption.go getExpectedScale)', () => {
    const trace = simulateDocs(
      '  duration: 20s\n  actions:\n    - {at: 10s, do: evict, target: pod/nginx}\n',
      RC + PDB,
    );
    const pdb = all(trace, 'WorkloadStatus').filter(
      (e) => e.object === 'PodDisruptionBudget/nginx',
    );
    expect(pdb.at(-1)!.data).toMatchObject({ expectedPods: 3, disruptionsAllowed: 0 });
    expect(all(trace, 'EvictionRefused')).toHaveLength(1);
    expect(all(trace, 'DeletionRequested')).toEqual([]);
  });

  it('Foreground: the ReplicationController leaves the API after its Pods', () => {
    const trace = simulateDocs(
      '  duration: 60s\n  actions:\n    - {at: 10s, do: delete, target: rc/nginx, propagationPolicy: Foreground}\n',
      RC,
    );
    const removed = all(trace, 'ObjectRemoved').find(
      (e) => e.object === 'ReplicationController/nginx',
    )!;
    const podsGone = all(trace, 'PodRemoved').map((e) => e.t);
    expect(podsGone).toHaveLength(3);
    expect(removed.t).toBeGreaterThanOrEqual(Math.max(...podsGone));
    expect(removed.data).toMatchObject({ propagationPolicy: 'Foreground' });
  });

  it('the scale that reaches it reaches a ReplicaSet the scenario declares too', () => {
    const rs = RC.replace('apiVersion: v1', 'apiVersion: apps/v1')
      .replace('kind: ReplicationController', 'kind: ReplicaSet')
      .replace('  replicas: 3\n', '  replicas: 3\n  selector:\n    matchLabels: {app: nginx}\n');
    const trace = simulateDocs(
      '  duration: 20s\n  actions:\n    - {at: 10s, do: scale, target: rs/nginx, replicas: 5}\n',
      rs,
    );
    expect(all(trace, 'PodCreated').filter((e) => e.t >= 10_000)).toHaveLength(2);
    expect(trace.notices ?? []).toEqual([]);
  });

  it('an API DELETE without a policy orphans (rcStrategy.DefaultGarbageCollectionPolicy)', () => {
    expect(serverDefaultPolicy('replicationcontroller')).toBe('Orphan');
    expect(serverDefaultPolicy('replicaset')).toBe('Background');
  });
});
