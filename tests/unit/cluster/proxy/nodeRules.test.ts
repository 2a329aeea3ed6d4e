// kube-proxy's informer cache and its output (proxy/nodeRules.ts): the change tracker wakes
// the proxy only on the first change since a sync, and the sync takes every change at once;
// the node's rules are what the proxy last wrote.
import { describe, expect, it } from 'vitest';
import {
  EndpointsChangeTracker,
  NodeRules,
  SliceFanOut,
} from '../../../../src/cluster/proxy/nodeRules.ts';
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

describe('SliceFanOut', () => {
  it('marks every node and wakes the idle ones; a Service all marked last costs nothing until a sync', () => {
    const fan = new SliceFanOut();
    const woken: number[] = [];
    const trackers = [0, 1, 2].map((i) => {
      const changes = fan.tracker();
      fan.add({ changes, wake: () => woken.push(i) });
      return changes;
    });
    fan.sliceChanged('web');
    expect(woken).toEqual([0, 1, 2]);
    fan.sliceChanged('web');
    expect(woken).toEqual([0, 1, 2]);
    // Node 1 syncs: it alone is woken by the next change, the others stay pending.
    expect(trackers[1]!.take()).toEqual(['web']);
    fan.sliceChanged('web');
    expect(woken).toEqual([0, 1, 2, 1]);
    fan.sliceChanged('api');
    expect(woken).toEqual([0, 1, 2, 1]);
    expect(trackers.map((t) => t.take())).toEqual([
      ['api', 'web'],
      ['api', 'web'],
      ['api', 'web'],
    ]);
    fan.sliceChanged('api');
    expect(woken).toEqual([0, 1, 2, 1, 0, 1, 2]);
  });
});
