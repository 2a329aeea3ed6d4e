// controller_ref_manager.go ClaimPods as the workload controllers use it: adopt the orphans
// the selector matches, release the Pods that stopped matching, leave other controllers'
// Pods and Pods being deleted alone; and the kubernetes.io ReplicaSet page played both ways.
import { describe, expect, it } from 'vitest';
import { claimPods } from '../../../../src/cluster/controllers/claimPods.ts';
import type { Cluster } from '../../../../src/cluster/apiserver/cluster.ts';
import {
  freshPodStatus,
  type OwnerRef,
  type PodRecord,
} from '../../../../src/cluster/apiserver/podStore.ts';
import { PodRegistry } from '../../../../src/cluster/apiserver/podRegistry.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { isEvent } from '../../../../src/trace/types.ts';

function fakeCluster() {
  const pods = new PodRegistry();
  const emitted: { type: string; key: string; data: unknown }[] = [];
  const cluster = {
    world: {
      pods,
      emit: (_lane: string, type: string, key: string, data: unknown) =>
        emitted.push({ type, key, data }),
      podChanged: () => {},
    },
    scheduler: { ownerChanged: () => {} },
  } as unknown as Cluster;
  const add = (name: string, labels: Record<string, string>, owner: OwnerRef | null = null) =>
    pods.add({
      name,
      namespace: 'default',
      key: `Pod/${name}`,
      owner,
      template: { labels } as PodRecord['template'],
      createdAt: 0,
      nodeName: null,
      finalizers: [],
      ...freshPodStatus(),
      phase: 'Pending',
      services: [],
    });
  return { cluster, pods, emitted, add };
}

const rs: OwnerRef = { kind: 'ReplicaSet', name: 'frontend' };
const claimant = {
  owner: rs,
  namespace: 'default',
  lane: 'replicaset-controller' as const,
  selector: { tier: 'frontend' },
};

describe('ClaimPods', () => {
  it('adopts a matching orphan and keeps its own matching Pods', () => {
    const { cluster, pods, emitted, add } = fakeCluster();
    const orphan = add('pod1', { tier: 'frontend' });
    const own = add('frontend-abcde', { tier: 'frontend' }, rs);
    const claimed = claimPods(cluster, claimant, [own, orphan]);
    expect(claimed).toEqual([own, orphan]);
    expect(orphan.owner).toEqual(rs);
    expect(pods.ownedBy(rs)).toContain(orphan);
    expect(emitted).toEqual([
      {
        type: 'PodOwnerChanged',
        key: 'Pod/pod1',
        data: { owner: 'ReplicaSet/frontend', previous: null },
      },
    ]);
  });

  it('releases its own Pod whose labels no longer match, unless it is being deleted', () => {
    const { cluster, pods, emitted, add } = fakeCluster();
    const moved = add('frontend-abcde', { tier: 'debug' }, rs);
    expect(claimPods(cluster, { ...claimant, deleting: true }, [moved])).toEqual([moved]);
    expect(emitted).toEqual([]);
    expect(claimPods(cluster, claimant, [moved])).toEqual([]);
    expect(moved.owner).toBeNull();
    expect(pods.ownedBy(rs)).toEqual([]);
    expect(emitted[0]?.data).toEqual({ owner: null, previous: 'ReplicaSet/frontend' });
  });

  it("never takes another controller's Pod, a Pod being deleted, or one that does not match", () => {
    const { cluster, add } = fakeCluster();
    const other = add('web-1', { tier: 'frontend' }, { kind: 'ReplicaSet', name: 'web' });
    const deleting = add('pod2', { tier: 'frontend' });
    deleting.deletionTimestamp = 5000;
    const stranger = add('pod3', { tier: 'backend' });
    expect(claimPods(cluster, claimant, [other, deleting, stranger])).toEqual([]);
    expect(other.owner?.name).toBe('web');
    expect(deleting.owner).toBeNull();
    expect(stranger.owner).toBeNull();
  });
});

const page = (actions: string) => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "1.31"
  duration: 30s
  nodes: 2
  actions: [${actions}]
---
apiVersion: v1
kind: Pod
metadata: {name: pod1, labels: {tier: frontend}}
spec: {containers: [{name: hello1, image: gcr.io/google-samples/hello-app:2.0}]}
---
apiVersion: v1
kind: Pod
metadata: {name: pod2, labels: {tier: frontend}}
spec: {containers: [{name: hello2, image: gcr.io/google-samples/hello-app:1.0}]}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: frontend}
spec:
  replicas: 3
  selector: {matchLabels: {tier: frontend}}
  template:
    metadata: {labels: {tier: frontend}}
    spec: {containers: [{name: php-redis, image: gb-frontend:v5}]}
`;

describe('the ReplicaSet page, both orders', () => {
  it('Pods first: both adopted, one Pod created, none deleted', () => {
    const events = simulateText(page('')).trace!.events;
    const adopted = events.filter((e) => isEvent(e, 'PodOwnerChanged')).map((e) => e.object);
    expect(adopted).toEqual(['Pod/pod1', 'Pod/pod2']);
    const created = events.filter((e) => isEvent(e, 'PodCreated') && e.data.owner !== null);
    expect(created).toHaveLength(1);
    expect(events.some((e) => isEvent(e, 'DeletionRequested'))).toBe(false);
  });

  it('ReplicaSet first: the bare Pods created at 10 s are adopted and deleted at once', () => {
    const trace = simulateText(
      page('{at: 10s, do: create, target: pod/pod1}, {at: 10s, do: create, target: pod/pod2}'),
    ).trace!;
    const deleted = trace.events.filter((e) => isEvent(e, 'DeletionRequested'));
    expect(deleted.map((e) => e.object)).toEqual(['Pod/pod1', 'Pod/pod2']);
    expect(deleted.every((e) => e.t < 10_500)).toBe(true);
    const adoptedAt = trace.events.find((e) => isEvent(e, 'PodOwnerChanged'))!.t;
    expect(adoptedAt).toBeLessThanOrEqual(deleted[0]!.t);
  });

  it('create needs a Pod document of that name', () => {
    const r = simulateText(page('{at: 10s, do: create, target: pod/frontend}'));
    expect(r.diagnostics.map((d) => d.message)).toContain(
      'create needs a Pod document named frontend: nothing is created',
    );
  });
});

describe('kubectl label (do: label)', () => {
  const doc = (label: string) => `
apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: t}
spec:
  kubernetesVersion: "1.31"
  duration: 20s
  actions: [{at: 5s, do: label, target: pod/web, label: "${label}"}]
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec: {containers: [{name: app, image: nginx}]}
`;

  it("a Deployment's ReplicaSet releases a Pod relabelled out of its selector and replaces it", () => {
    const events = simulateText(doc('app-')).trace!.events;
    const released = events.filter((e) => isEvent(e, 'PodOwnerChanged'));
    expect(released).toHaveLength(1);
    expect(released[0]!.data.owner).toBeNull();
    expect(released[0]!.data.previous).toMatch(/^ReplicaSet\/web-/);
    expect(events.filter((e) => isEvent(e, 'PodCreated') && e.t > 5000)).toHaveLength(1);
  });

  it('a label that keeps the selector matching changes nothing', () => {
    const events = simulateText(doc('track=canary')).trace!.events;
    expect(events.some((e) => isEvent(e, 'PodOwnerChanged'))).toBe(false);
    expect(events.filter((e) => isEvent(e, 'PodCreated'))).toHaveLength(1);
  });

  it('refuses what kubectl label would not send', () => {
    const msgs = simulateText(doc('nokey')).diagnostics.map((d) => d.message);
    expect(msgs).toContain(
      'spec.actions[0].label: Invalid value: "nokey": must be key=value, or key- to remove the key',
    );
  });
});
