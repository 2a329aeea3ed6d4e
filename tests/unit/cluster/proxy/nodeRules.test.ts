// kube-proxy's informer cache and its output (proxy/nodeRules.ts): the change tracker wakes
// the proxy only on the first change since a sync, and the sync takes every change at once;
// the node's rules are what the proxy last wrote.
import { describe, expect, it } from 'vitest';
import { EndpointsChangeTracker, NodeRules } from '../../../../src/cluster/proxy/nodeRules.ts';
import type { PodRecord } from '../../../../src/cluster/apiserver/podStore.ts';

describe('EndpointsChangeTracker', () => {
  it('wakes the proxy on the first change only, and hands every change over once, by name', () => {
    const t = new EndpointsChangeTracker();
    expect(t.sliceUpdated('web')).toBe(true);
    expect(t.sliceUpdated('api')).toBe(false);
    expect(t.sliceUpdated('web')).toBe(false);
    expect(t.take()).toEqual(['api', 'web']);
    expect(t.take()).toEqual([]);
    expect(t.sliceUpdated('web')).toBe(true);
  });

  it('takes a Service marked again and again while pending once, and wakes after a take', () => {
    const t = new EndpointsChangeTracker();
    expect(t.sliceUpdated('web')).toBe(true);
    expect(t.sliceUpdated('web')).toBe(false);
    expect(t.sliceUpdated('web')).toBe(false);
    expect(t.take()).toEqual(['web']);
    expect(t.sliceUpdated('web')).toBe(true);
    expect(t.sliceUpdated('web')).toBe(false);
    expect(t.sliceUpdated('api')).toBe(false);
    expect(t.sliceUpdated('web')).toBe(false);
    expect(t.take()).toEqual(['api', 'web']);
  });
});

describe('NodeRules', () => {
  it('gives the targets the proxy last wrote, and none before its first sync', () => {
    const rules = new NodeRules();
    expect(rules.targetsOf('web')).toBeUndefined();
    const pod = { name: 'web-1' } as PodRecord;
    rules.write('web', { targets: [pod], fallback: false });
    expect(rules.targetsOf('web')).toEqual([pod]);
    rules.write('web', { targets: [], fallback: false });
    expect(rules.targetsOf('web')).toEqual([]);
  });
});
