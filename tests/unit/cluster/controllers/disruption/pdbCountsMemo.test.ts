// kubectl drain retries every refused eviction 5 s later, all of one drain's at the same
// instant, and each asks the budget's counts (eviction.go checkAndDecrement): with a
// thousand drains in turn the scans of every selected Pod piled up (issue 31 item 8). The
// disruption controller keeps its last scan while the instant, the API's Pod writes and the
// number of selected Pods stay (disruption.ts ScanMemo). Work is counted by the reads of
// the Pods' fields, not timed.
import { describe, expect, it } from 'vitest';
import type { Cluster } from '../../../../../src/cluster/apiserver/cluster.ts';
import type { PodRecord } from '../../../../../src/cluster/apiserver/podStore.ts';
import { DisruptionController } from '../../../../../src/cluster/controllers/disruption/disruption.ts';
import type { PdbModel } from '../../../../../src/manifest/model/model.ts';

const pdb = {
  name: 'web',
  namespace: 'default',
  selector: { app: 'web' },
  minAvailable: null,
  maxUnavailable: '10%',
  unhealthyPodEvictionPolicy: 'IfHealthyBudget',
} as unknown as PdbModel;

function setup(n: number) {
  let reads = 0;
  const pods = new Set(
    Array.from({ length: n }, (_, uid) => {
      const f: Record<string, unknown> = {
        uid,
        namespace: 'default',
        phase: 'Running',
        deletionTimestamp: null,
        ready: true,
        owner: { kind: 'ReplicaSet', name: 'web-1' },
      };
      const p = {};
      for (const k of Object.keys(f))
        Object.defineProperty(p, k, {
          get: () => (reads++, f[k]),
          set: (x) => (f[k] = x),
        });
      return p as PodRecord;
    }),
  );
  const world = {
    now: 10_000,
    podWrites: 0,
    pods: { matching: () => pods, all: () => [...pods], added: n },
    clock: { after: () => undefined },
    watchEveryPod: () => undefined,
  };
  const cluster = {
    world,
    scales: new Map([['ReplicaSet/web-1', { of: 'ReplicaSet/web-1', scale: () => n }]]),
    disruptedPods: new Map(),
  };
  const ctl = new DisruptionController(cluster as unknown as Cluster, [pdb]);
  return { ctl, world, pods, reads: () => reads };
}

describe("a budget's counts while nothing changed (kubectl drain's retries)", () => {
  it('a thousand asks at one instant with no Pod written scan the Pods once', () => {
    const { ctl, reads } = setup(1000);
    const first = ctl.counts(pdb);
    const after = reads();
    for (let i = 0; i < 1000; i++) expect(ctl.counts(pdb)).toEqual(first);
    expect(reads()).toBe(after);
    expect(first).toEqual({ healthy: 1000, desired: 900, expected: 1000 });
  });

  it('scans again after a Pod write, at a new instant, or when a Pod is added', () => {
    const { ctl, world, pods, reads } = setup(100);
    ctl.counts(pdb);
    const [p] = pods;
    p!.ready = false;
    world.podWrites++;
    expect(ctl.counts(pdb).healthy).toBe(99);
    let before = reads();
    world.now += 1;
    ctl.counts(pdb);
    expect(reads()).toBeGreaterThan(before);
    before = reads();
    const [q] = [...pods].slice(1);
    pods.delete(q!);
    expect(ctl.counts(pdb).expected).toBe(100); // the scale, read apart from the scan
    expect(reads()).toBeGreaterThan(before);
  });
});
