// PodRegistry.create: a Pod the API has just created, its fields written once (podRegistry.ts).
import { describe, expect, it } from 'vitest';
import { freshPodStatus } from '../../../../src/cluster/apiserver/podStore.ts';
import { PodRegistry } from '../../../../src/cluster/apiserver/podRegistry.ts';
import type { PodTemplateModel } from '../../../../src/manifest/model/model.ts';

const template = {
  labels: { app: 'web' },
  containers: [],
  initContainers: [],
} as unknown as PodTemplateModel;
const id = (name: string) => ({
  name,
  namespace: 'default',
  key: `Pod/${name}` as const,
  owner: null,
  template,
  createdAt: 5,
  nodeName: null,
  finalizers: [],
  services: ['web'],
});

describe('PodRegistry.create', () => {
  it('is the record add makes of the same fields and a fresh status', () => {
    const a = new PodRegistry().create(id('a'), 'none');
    const b = new PodRegistry().add({ ...id('a'), ...freshPodStatus() });
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(a.phase).toBe('Pending');
    expect(a.services).toEqual(['web']);
  });

  it('gives a meshed Pod its proxy down, and each Pod its own uid and collections', () => {
    const store = new PodRegistry();
    const a = store.create(id('a'), 'down');
    const b = store.create(id('b'), 'none');
    expect(a.proxy).toBe('down');
    expect(b.proxy).toBe('none');
    expect(b.uid).toBe(a.uid + 1);
    expect(a.closes).not.toBe(b.closes);
    expect(store.get('b')).toBe(b);
  });
});

describe('PodRegistry.hasOrphans', () => {
  const owner = { kind: 'ReplicaSet' as const, name: 'web-1' };

  it('counts the Pods with no owner per namespace, through adoption, release and removal', () => {
    const store = new PodRegistry();
    expect(store.hasOrphans('default')).toBe(false);
    const a = store.create(id('a'), 'none');
    const b = store.create({ ...id('b'), owner }, 'none');
    expect(store.hasOrphans('default')).toBe(true);
    expect(store.hasOrphans('other')).toBe(false);
    store.setOwner(a, owner); // adopted
    expect(store.hasOrphans('default')).toBe(false);
    store.setOwner(b, null); // released
    expect(store.hasOrphans('default')).toBe(true);
    store.remove(b);
    expect(store.hasOrphans('default')).toBe(false);
    // A second removal, or an owner written on a removed Pod, counts nothing more.
    store.remove(b);
    store.setOwner(b, null);
    expect(store.hasOrphans('default')).toBe(false);
    store.setOwner(a, null);
    expect(store.hasOrphans('default')).toBe(true);
  });
});
