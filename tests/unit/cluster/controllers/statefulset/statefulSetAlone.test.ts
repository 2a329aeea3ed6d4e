// The StatefulSet controller alone (the one-controller driver): OrderedReady creates the
// ordinals one at a time, each only once the one before is Running and Ready
// (stateful_set_control.go updateStatefulSet, monotonic), with the messages of
// stateful_pod_control.go recordPodEvent.
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db}
spec:
  replicas: 3
  serviceName: db
  selector: {matchLabels: {app: db}}
  template:
    metadata:
      labels: {app: db}
    spec:
      containers:
      - name: app
        image: postgres
`;

describe('the StatefulSet controller alone', () => {
  it('creates db-0 and waits: no Pod is Ready yet', () => {
    const c = controllerAlone('statefulset-controller', yaml).advance('5s');
    expect(c.pods().map((p) => p.name)).toEqual(['db-0']);
    expect(c.pods()[0]!.owner).toEqual({ kind: 'StatefulSet', name: 'db' });
    c.expect()
      .expectEvent('KubeEvent', 'StatefulSet/db', { reason: 'SuccessfulCreate' })
      .with({ message: 'create Pod db-0 in StatefulSet db successful' })
      .at(0);
  });

  it('creates db-1 after the kubelet reports db-0 Ready, and db-2 after db-1', () => {
    const c = controllerAlone('statefulset-controller', yaml).advance('1s');
    c.kubelet.ready(c.world.pods.get('db-0')!).advance('1s');
    expect(c.pods().map((p) => p.name)).toEqual(['db-0', 'db-1']);
    c.kubelet.ready(c.world.pods.get('db-1')!).advance('1s');
    expect(c.pods().map((p) => p.name)).toEqual(['db-0', 'db-1', 'db-2']);
    c.expect()
      .expectEvents('KubeEvent', 'StatefulSet/db', { reason: 'SuccessfulCreate' })
      .inOrder(
        'message',
        [0, 1, 2].map((i) => `create Pod db-${i} in StatefulSet db successful`),
      );
  });

  it('a Running Pod that is not Ready holds the next ordinal', () => {
    const c = controllerAlone('statefulset-controller', yaml).advance('1s');
    c.kubelet.running(c.world.pods.get('db-0')!).advance('10s');
    expect(c.pods().map((p) => p.name)).toEqual(['db-0']);
  });
});
