// The garbage collector alone (the one-controller driver, with fakes for the owners'
// controllers): what it writes when an owner of Pods is deleted with each propagation
// policy (garbagecollector.go attemptToDeleteItem; the owner's finalizer
// foregroundDeletion; Orphan leaves the dependents, orphanDependents).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';
import type { Parts } from '../../../../../src/run/components.ts';

const NOTHING = `apiVersion: v1
kind: Pod
metadata: {name: unused}
spec:
  containers:
  - name: app
    image: busybox
`;

function alone() {
  const told: string[] = [];
  const replicaSet = { send: (e: { type: string }) => told.push(e.type) };
  const given = {
    deployments: new Map(),
    replicaSets: new Map([['web', replicaSet]]),
    replicationControllers: new Map(),
    statefulSets: new Map(),
    daemonSets: new Map(),
    jobControl: { actors: new Map(), removed: () => {} },
  } as unknown as Partial<Parts>;
  const c = controllerAlone('garbage-collector-controller', NOTHING, { given }).advance('1s');
  const owner = { kind: 'ReplicaSet', name: 'web' } as const;
  const pods = ['web-a', 'web-b'].map((n) => c.createPod(n, { labels: { app: 'web' }, owner }));
  c.advance('1s');
  return { c, pods, told, gc: c.parts.gc! };
}

describe('the garbage collector alone', () => {
  it('Background: the owner goes at once, its Pods are deleted one watch later', () => {
    const { c, pods, told, gc } = alone();
    const at = c.clock.now;
    expect(gc.delete('replicaset', 'web', 'Background')).toBe(true);
    expect(told).toEqual(['DELETED']); // the ReplicaSet's controller stops
    c.advance('1s');
    const run = c.expect();
    run.expectEvent('ObjectRemoved', 'ReplicaSet/web', { propagationPolicy: 'Background' }).at(at);
    for (const p of pods) {
      run.expectEvent('DeletionRequested', p.key).after(at);
      expect(p.deletionTimestamp).not.toBeNull();
    }
  });

  it('Foreground: the owner stays until the kubelet has removed every Pod', () => {
    const { c, pods, gc } = alone();
    gc.delete('replicaset', 'web', 'Foreground');
    c.advance('1s');
    c.expect().expectNo('ObjectRemoved', 'ReplicaSet/web');
    c.kubelet.gone(pods[0]!).advance('1s');
    c.expect().expectNo('ObjectRemoved', 'ReplicaSet/web');
    const lastAt = c.clock.now;
    c.kubelet.gone(pods[1]!).advance('1s');
    c.expect()
      .expectEvent('ObjectRemoved', 'ReplicaSet/web', { propagationPolicy: 'Foreground' })
      .notBefore(lastAt);
  });

  it('Orphan: the owner goes, its Pods are not touched', () => {
    const { c, pods, gc } = alone();
    gc.delete('replicaset', 'web', 'Orphan');
    c.advance('5s');
    c.expect()
      .expectEvent('ObjectRemoved', 'ReplicaSet/web', { propagationPolicy: 'Orphan' })
      .expectNo('DeletionRequested');
    for (const p of pods) expect(p.deletionTimestamp).toBeNull();
  });

  it('a DELETE of an owner it does not know of is refused (NotFound)', () => {
    const { gc } = alone();
    expect(gc.delete('replicaset', 'nope', 'Background')).toBe(false);
  });
});
