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
