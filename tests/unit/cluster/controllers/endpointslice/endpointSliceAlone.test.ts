// The EndpointSlice controller alone (the one-controller driver): the endpoint it writes
// for a Pod of the Service's selector, one watch after the kubelet's status
// (endpointslice_controller.go syncService; utils.go podToEndpoint: ready = Pod Ready and
// not terminating, serving = Pod Ready; a Pod without an IP is no endpoint,
// ShouldPodBeInEndpoints).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{port: 80}]
---
apiVersion: v1
kind: Pod
metadata: {name: web-1, labels: {app: web}}
spec:
  containers:
  - name: app
    image: nginx
---
apiVersion: v1
kind: Pod
metadata: {name: other, labels: {app: other}}
spec:
  containers:
  - name: app
    image: nginx
`;

const alone = () =>
  controllerAlone('endpointslice-controller', yaml, { version: '1.33', documentPods: true });

describe('the EndpointSlice controller alone', () => {
  it('writes no endpoint for a Pod without an IP', () => {
    const c = alone().advance('5s');
    expect([...c.world.endpointSlices.endpointsOf('web')]).toEqual([]);
    c.expect().expectNo('EndpointChanged');
  });

  it('writes the Pod not ready once it runs, then ready once the kubelet says Ready', () => {
    const c = alone().advance('1s');
    const pod = c.world.pods.get('web-1')!;
    c.kubelet.running(pod).advance('1s');
    c.kubelet.ready(pod).advance('1s');
    c.expect()
      .expectEvents('EndpointChanged', 'Pod/web-1', { service: 'web' })
      .inOrder('ready', [false, true])
      .inOrder('serving', [false, true])
      .inOrder('terminating', [false, false]);
    expect([...c.world.endpointSlices.endpointsOf('web')].map((e) => e.pod.name)).toEqual([
      'web-1',
    ]);
  });

  it('keeps a deleted Ready Pod as terminating, serving, not ready (1.22+)', () => {
    const c = alone().advance('1s');
    const pod = c.world.pods.get('web-1')!;
    c.kubelet.ready(pod).advance('1s');
    c.cluster.deletePod(pod, null);
    c.advance('1s');
    c.expect()
      .expectEvents('EndpointChanged', 'Pod/web-1')
      .count(2)
      .inOrder('terminating', [false, true])
      .inOrder('ready', [true, false]);
  });

  it('removes the endpoint when the Pod leaves the API', () => {
    const c = alone().advance('1s');
    const pod = c.world.pods.get('web-1')!;
    c.kubelet.ready(pod).advance('1s');
    c.cluster.deletePod(pod, null);
    c.advance('1s');
    c.kubelet.gone(pod).advance('1s');
    c.expect().expectEvent('EndpointRemoved', 'Pod/web-1', { service: 'web' });
    expect([...c.world.endpointSlices.endpointsOf('web')]).toEqual([]);
  });

  it('ignores a Pod its selector does not match', () => {
    const c = alone().advance('1s');
    c.kubelet.ready(c.world.pods.get('other')!).advance('1s');
    c.expect().expectNo('EndpointChanged', 'Pod/other');
  });
});
