// How the simulation's actors are composed (src/cluster/CONTEXT.md): owners spawn their
// children in XState's actor system, which shares the virtual clock and the inspector.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Cluster } from '../../../src/cluster/apiserver/cluster.ts';
import { startDeployment } from '../../../src/cluster/controllers/deployment/deploymentMachine.ts';
import { SimClock } from '../../../src/engine/clock.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { World } from '../../../src/cluster/world.ts';
import { DEFAULT_LATENCIES } from '../../../src/manifest/model.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { CATALOG } from '../../../src/presets/catalog.ts';
import {
  action,
  container,
  exitsOnSigterm,
  podScenario,
  run,
  template,
  webDeployment,
} from '../helpers/build.ts';
import { readFileSync } from 'node:fs';

afterEach(() => {
  vi.useRealTimers();
});

describe('the actor system', () => {
  it('a Deployment spawns its ReplicaSet controllers, found in its system by name', () => {
    const clock = new SimClock();
    const world = new World(clock, new TraceWriter(10_000), 31, DEFAULT_LATENCIES, createRng(1), [
      { name: 'n' },
    ]);
    const cluster = new Cluster(world, []);
    const deployment = webDeployment(2, [container('app', exitsOnSigterm(100))]);
    const actor = startDeployment({ cluster, deployment });
    clock.run(5_000, () => false);
    const rs = `web-${deployment.template.hash}`;
    expect(Object.keys(actor.getSnapshot().children)).toEqual([rs]);
    expect(actor.system.get(`ReplicaSet/${rs}`)?.getSnapshot().value).toBe('Idle');
  });

  it("counts the containers' transitions with the pod worker's", () => {
    const one = template([container('a', exitsOnSigterm(100))]);
    const two = template([
      container('a', exitsOnSigterm(100)),
      container('b', exitsOnSigterm(100)),
    ]);
    const count = (tpl: typeof one) =>
      run(podScenario(31, tpl, [action(5_000, 'delete', 'pod/p')]), { countTransitions: true })
        .stats!.transitions;
    // The second container: started, listening, killed (deciding, hook done, signalled),
    // exited — six; the worker hearing it start and exit — two.
    expect(count(two) - count(one)).toBe(8);
  });

  it('no actor of any preset sets a real timer: every child runs on the virtual clock', () => {
    vi.useFakeTimers();
    for (const preset of CATALOG) {
      const file = new URL(`../../../src/presets/${preset.file}`, import.meta.url);
      expect(simulateText(readFileSync(file, 'utf8')).trace).toBeDefined();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
