// The one-controller driver itself: it starts only the row asked for, and says which fake
// a row that needs other rows' parts is missing.
import { describe, expect, it } from 'vitest';
import { componentRow, controllerAlone } from './controllerDriver.ts';
import { DriverError } from './driverText.ts';

const rs = `apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: app
        image: nginx
`;

describe('controllerAlone', () => {
  it('runs the one row: the Pods it creates are bound, and never run (no kubelet)', () => {
    const c = controllerAlone('replicaset-controller', rs).advance('60s');
    expect(c.pods('web-')).toHaveLength(2);
    expect(c.pods('web-').every((p) => p.nodeName !== null && p.phase === 'Pending')).toBe(true);
    c.expect().expectNo('PodPhaseChanged').expectNo('ContainerStarted');
  });

  it('names the part a row needs when no fake was given', () => {
    expect(() => controllerAlone('ttl-after-finished-controller', rs)).toThrow(
      new DriverError(
        'ttl-after-finished-controller needs jobControl: give a fake in options.given',
      ),
    );
  });

  it('knows only the rows of the component table', () => {
    expect(componentRow('job-controller').watches).toContain('Job');
    expect(() => componentRow('kube-nothing' as never)).toThrow(DriverError);
  });

  it('leaves the clock where it was asked to stop, and reads the trace so far', () => {
    const c = controllerAlone('replicaset-controller', rs).until('10s');
    expect(c.clock.now).toBe(10_000);
    expect(c.expect().trace.durationMs).toBe(10_000);
    c.advance('5s');
    expect(c.clock.now).toBe(15_000);
  });
});
