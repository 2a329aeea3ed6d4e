// What a created Pod shares with the one created before it (creationShares.ts): the same
// object while what it was worked out from is the same, a new and right one when it is not.
import { describe, expect, it } from 'vitest';
import {
  CreationShares,
  NO_FINALIZERS,
  createdFinalizers,
} from '../../../../src/cluster/apiserver/creationShares.ts';
import type { PodTemplateModel, ServiceModel } from '../../../../src/manifest/model/model.ts';

const service = (name: string, namespace: string, selector: Record<string, string>) =>
  ({ name, namespace, selector }) as unknown as ServiceModel;
const services = [
  service('web', 'default', { app: 'web' }),
  service('all', 'default', { tier: 'front' }),
  service('other', 'prod', { app: 'web' }),
];
const template = (labels: Record<string, string>, sidecars = 0) =>
  ({
    labels,
    containers: [{ name: 'app' }, { name: 'log' }],
    initContainers: [
      { name: 'init', sidecar: false },
      ...Array.from({ length: sidecars }, (_, i) => ({ name: `s${i}`, sidecar: true })),
    ],
  }) as unknown as PodTemplateModel;

describe('CreationShares.servicesOf', () => {
  it('selects the Services of the namespace whose selector matches, one list while the labels are the same', () => {
    const shares = new CreationShares(services);
    const labels = { app: 'web', tier: 'front' };
    const first = shares.servicesOf('default', labels);
    expect(first).toEqual(['web', 'all']);
    expect(shares.servicesOf('default', labels)).toBe(first);
    expect(shares.servicesOf('prod', labels)).toEqual(['other']);
    expect(shares.servicesOf('default', { app: 'web' })).toEqual(['web']);
    expect(shares.servicesOf('default', { app: 'db' })).toEqual([]);
  });
});

describe('CreationShares.createdData', () => {
  it('is the last data while owner, template and node are the same', () => {
    const shares = new CreationShares([]);
    const t = template({ app: 'web' }, 1);
    const a = shares.createdData({ kind: 'ReplicaSet', name: 'web-1' }, t, null);
    expect(a).toEqual({ owner: 'ReplicaSet/web-1', node: null, containers: 3 });
    // Another OwnerRef object naming the same owner (a controller makes one each sync).
    expect(shares.createdData({ kind: 'ReplicaSet', name: 'web-1' }, t, null)).toBe(a);
  });

  it('is new when the owner, the template or the node differs', () => {
    const shares = new CreationShares([]);
    const t = template({ app: 'web' });
    const a = shares.createdData({ kind: 'ReplicaSet', name: 'web-1' }, t, null);
    const b = shares.createdData({ kind: 'ReplicaSet', name: 'web-2' }, t, null);
    expect(b).toEqual({ owner: 'ReplicaSet/web-2', node: null, containers: 2 });
    const c = shares.createdData({ kind: 'Job', name: 'web-2' }, t, null);
    expect(c.owner).toBe('Job/web-2');
    const d = shares.createdData(null, t, 'node-1');
    expect(d).toEqual({ owner: null, node: 'node-1', containers: 2 });
    expect(shares.createdData(null, t, 'node-2')).toEqual({
      owner: null,
      node: 'node-2',
      containers: 2,
    });
    expect(shares.createdData(null, template({ app: 'web' }, 2), 'node-2').containers).toBe(4);
    expect(new Set([a, b, c, d]).size).toBe(4);
  });
});

describe('createdFinalizers', () => {
  it('shares one frozen empty list and copies a non-empty one', () => {
    expect(createdFinalizers([])).toBe(NO_FINALIZERS);
    expect(() => NO_FINALIZERS.push('x')).toThrow();
    const asked = ['batch.kubernetes.io/job-tracking'];
    const made = createdFinalizers(asked);
    expect(made).toEqual(asked);
    expect(made).not.toBe(asked);
  });
});
