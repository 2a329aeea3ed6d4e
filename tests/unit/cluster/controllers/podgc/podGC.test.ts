// PodGC gcTerminated: terminated pods beyond the threshold go, evicted and oldest first.
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { Cluster } from '../../../../../src/cluster/apiserver/cluster.ts';
import { newScheduling } from '../../../../../src/cluster/scheduler/scheduling.ts';
import { SimClock } from '../../../../../src/engine/clock.ts';
import { PodGC } from '../../../../../src/cluster/controllers/podgc/podGC.ts';
import { createRng } from '../../../../../src/engine/rng.ts';
import { TraceWriter } from '../../../../../src/engine/traceWriter.ts';
import { World } from '../../../../../src/cluster/world.ts';
import { DEFAULT_LATENCIES } from '../../../../../src/manifest/model/model.ts';
import { container, ignoresSigterm, template } from '../../../helpers/build.ts';

describe('PodGC gcTerminated', () => {
  it('deletes the terminated pods beyond the threshold, oldest first, at its next pass', () => {
    const clock = new SimClock();
    const trace = new TraceWriter(10_000);
    const world = new World(clock, trace, kube(31), DEFAULT_LATENCIES, createRng(1), [
      { name: 'n' },
    ]);
    const cluster = new Cluster(world, newScheduling(world), []);
    const tpl = template([container('main', ignoresSigterm(1000))], { restartPolicy: 'Never' });
    const pods = [0, 1, 2].map((i) => {
      clock.advanceTo(i * 1000);
      const p = cluster.createPod({
        name: `p${i}`,
        namespace: 'default',
        template: tpl,
        owner: null,
        finalizers: [],
      });
      p.phase = 'Succeeded';
      return p;
    });
    new PodGC(cluster, 1).start();
    clock.run(25_000, () => false);
    expect(pods.map((p) => p.removed)).toEqual([true, true, false]);
  });
});
