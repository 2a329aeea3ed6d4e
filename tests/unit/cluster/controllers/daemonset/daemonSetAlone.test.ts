// The DaemonSet controller alone (the one-controller driver): one Pod per node that should
// run it (daemon_controller.go manage → podsShouldBeOnNode, syncNodes), each pinned to its
// node by required node affinity (util.ReplaceDaemonSetPodNodeNameNodeAffinity).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: apps/v1
kind: DaemonSet
metadata: {name: agent}
spec:
  selector: {matchLabels: {app: agent}}
  template:
    metadata:
      labels: {app: agent}
    spec:
      containers:
      - name: app
        image: fluentd
`;

describe('the DaemonSet controller alone', () => {
  it('creates one Pod for each node, bound there', () => {
    const c = controllerAlone('daemonset-controller', yaml).advance('1s');
    const nodes = c.model.nodes.map((n) => n.name);
    expect(nodes.length).toBeGreaterThan(1);
    const pods = c.pods('agent-');
    expect(pods.map((p) => p.nodeName).sort()).toEqual([...nodes].sort());
    for (const p of pods) {
      expect(p.name).toMatch(/^agent-[a-z0-9]{5}$/);
      expect(p.owner).toEqual({ kind: 'DaemonSet', name: 'agent' });
    }
    c.expect()
      .expectEvents('KubeEvent', 'DaemonSet/agent', { reason: 'SuccessfulCreate' })
      .count(nodes.length)
      .inOrder(
        'message',
        pods.map((p) => `Created pod: ${p.name}`),
      );
  });

  it('writes the status updateDaemonSetStatus counts', () => {
    const c = controllerAlone('daemonset-controller', yaml).advance('1s');
    const n = c.model.nodes.length;
    c.expect().expectEvent('WorkloadStatus', 'DaemonSet/agent', {
      desiredNumberScheduled: n,
      currentNumberScheduled: n,
      numberReady: 0,
      numberUnavailable: n,
    });
  });

  it('does not create a second Pod on a node that has one', () => {
    const c = controllerAlone('daemonset-controller', yaml).advance('1s');
    for (const p of c.pods()) c.kubelet.ready(p);
    c.advance('30s');
    expect(c.pods('agent-')).toHaveLength(c.model.nodes.length);
    c.expect().expectEvent('WorkloadStatus', 'DaemonSet/agent', {
      numberReady: c.model.nodes.length,
    });
  });
});
