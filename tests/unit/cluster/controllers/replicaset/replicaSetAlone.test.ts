// The ReplicaSet controller alone (the one-controller driver: no kubelet, no other
// controller): what it writes into the API for a ReplicaSet of 3 that finds one Pod of its
// selector there already (replica_set.go manageReplicas, controller_ref_manager.go ClaimPods).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web, tier: front}
    spec:
      containers:
      - name: app
        image: nginx
---
apiVersion: v1
kind: Pod
metadata: {name: stray, labels: {app: web, tier: front}}
spec:
  containers:
  - name: app
    image: nginx
`;

describe('the ReplicaSet controller alone', () => {
  it('adopts the orphan its selector matches and creates only the two missing Pods', () => {
    const c = controllerAlone('replicaset-controller', yaml, { documentPods: true }).advance('1s');
    // ClaimPods → AdoptPod: the orphan gets the ReplicaSet as its controller owner.
    expect(c.world.pods.get('stray')!.owner).toEqual({ kind: 'ReplicaSet', name: 'web' });
    // manageReplicas: diff = 1 − 3, so 2 creations (slowStartBatch), named by the API's
    // generateName `web-` + 5 characters, labelled from the template (GetPodFromTemplate).
    const made = c.pods('web-');
    expect(made).toHaveLength(2);
    for (const pod of made) {
      expect(pod.name).toMatch(/^web-[a-z0-9]{5}$/);
      expect(pod.template.labels).toEqual({ app: 'web', tier: 'front' });
      expect(pod.owner).toEqual({ kind: 'ReplicaSet', name: 'web' });
    }
    c.expect()
      .expectEvents('KubeEvent', 'ReplicaSet/web', { reason: 'SuccessfulCreate' })
      .count(2)
      .inOrder(
        'message',
        made.map((p) => `Created pod: ${p.name}`),
      )
      .expectEvents('PodCreated', { owner: 'ReplicaSet/web' })
      .count(2);
  });

  it('writes status.replicas 3 once its informer has heard of the three Pods', () => {
    const c = controllerAlone('replicaset-controller', yaml, { documentPods: true }).advance('1s');
    c.expect().expectEvent('WorkloadStatus', 'ReplicaSet/web', { replicas: 3, readyReplicas: 0 });
  });

  it('counts a Pod the kubelet reports Ready (updateReplicaSetStatus readyReplicas)', () => {
    const c = controllerAlone('replicaset-controller', yaml, { documentPods: true }).advance('1s');
    const readyAt = c.clock.now;
    c.kubelet.ready(c.world.pods.get('stray')!).advance('1s');
    c.expect().expectEvent('WorkloadStatus', 'ReplicaSet/web', { readyReplicas: 1 }).after(readyAt);
  });

  it('replaces a Pod deleted under it, at the deletionTimestamp (IsPodActive)', () => {
    const c = controllerAlone('replicaset-controller', yaml, { documentPods: true }).advance('1s');
    const deletedAt = c.clock.now;
    c.cluster.deletePod(c.world.pods.get('stray')!, null);
    c.advance('1s');
    // The deleted Pod is still in the API (no kubelet kills it), yet no longer active; its
    // deletionTimestamp is now + the grace, 30 s (rest/delete.go BeforeDelete).
    expect(c.world.pods.get('stray')!.deletionTimestamp).toBe(deletedAt + 30_000);
    expect(c.pods('web-')).toHaveLength(3);
    c.expect().expectEvents('KubeEvent', 'ReplicaSet/web', { reason: 'SuccessfulCreate' }).count(3);
  });
});
