// The Deployment controller alone (the one-controller driver): it writes a ReplicaSet named
// by the template's hash and scales it (sync.go getNewReplicaSet, rolling.go
// reconcileNewReplicaSet); the ReplicaSet's controller is its child actor here, so the
// Pods come too, but nothing runs them (no kubelet).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: app
        image: nginx
`;

describe('the Deployment controller alone', () => {
  it('creates one ReplicaSet <name>-<pod-template-hash> of 3 and says so', () => {
    const run = controllerAlone('deployment-controller', yaml, { version: '1.33' })
      .advance('1s')
      .expect();
    const created = run.expectEvent('ObjectCreated', { owner: 'Deployment/web', replicas: 3 });
    const rs = created.event.object;
    // ComputeHash(template) rendered by rand.SafeEncodeString: 10 safe characters at most.
    expect(rs).toMatch(/^ReplicaSet\/web-[bcdfghjklmnpqrstvwxz2456789]{1,10}$/);
    // 1.32+ says "from 0 to 3" (ScalingReplicaSet, rolling.go reconcileNewReplicaSet).
    run
      .expectEvent('KubeEvent', 'Deployment/web', { reason: 'ScalingReplicaSet' })
      .with({ message: `Scaled up replica set ${rs.slice('ReplicaSet/'.length)} from 0 to 3` })
      .at(created.t);
    run.expectEvents('ObjectCreated', { owner: 'Deployment/web' }).count(1);
  });

  it('its ReplicaSet’s Pods carry the pod-template-hash in their names', () => {
    const c = controllerAlone('deployment-controller', yaml).advance('1s');
    const pods = c.pods('web-');
    expect(pods).toHaveLength(3);
    const owners = new Set(pods.map((p) => p.owner?.name));
    expect(owners.size).toBe(1);
    for (const p of pods) expect(p.name.startsWith(`${p.owner!.name}-`)).toBe(true);
  });

  it('reports the rollout progressing but not available while no Pod is ready', () => {
    const run = controllerAlone('deployment-controller', yaml).advance('1s').expect();
    const last = run.events('WorkloadStatus', 'Deployment/web').at(-1)!;
    expect(last.data).toMatchObject({ replicas: 3, updatedReplicas: 3, availableReplicas: 0 });
    expect(last.data.conditions).toContainEqual(
      expect.objectContaining({
        type: 'Available',
        status: 'False',
        reason: 'MinimumReplicasUnavailable',
      }),
    );
  });
});
