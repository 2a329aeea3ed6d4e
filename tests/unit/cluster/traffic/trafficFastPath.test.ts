// Traffic reads whether a request is refused from marks kept beside each rule list, updated
// as Pods change, instead of from the Pod. The outcome must be the one looking at the Pods
// gives: the same run with fresh lists every millisecond (marked anew from the Pods) is
// the reference.
import { describe, expect, it } from 'vitest';
import { freshPodStatus, type PodRecord } from '../../../../src/cluster/apiserver/podStore.ts';
import { Traffic } from '../../../../src/cluster/traffic/traffic.ts';
import type { RuleSource } from '../../../../src/cluster/traffic/clientStart.ts';
import { Routes, reachable } from '../../../../src/cluster/traffic/routes.ts';
import { createRng } from '../../../../src/engine/rng.ts';
import type { TraceEvent } from '../../../../src/trace/types.ts';
import { testWorld } from '../../helpers/machines.ts';

const NODES = 3;

interface Change {
  at: number;
  /** Changes the Pods or the rules; returns the Pod whose serving changes, if any. */
  apply: (pods: PodRecord[], rules: PodRecord[][]) => PodRecord | null;
}

/** Pods going deaf and back, and rules losing and regaining Pods, at seeded times (none for 0). */
function changes(seed: number): Change[] {
  const rng = createRng(seed);
  const out: Change[] = [];
  if (seed === 0) return out;
  for (let at = 1500; at < 9000; at += 300 + rng.int(1500)) {
    const which = rng.int(8);
    const node = rng.int(NODES);
    out.push({
      at,
      apply: (pods, rules) => {
        if (rng.next() < 0.7) return pods[which]!;
        rules[node] = pods.filter((_, i) => i !== which || !rules[node]!.includes(pods[i]!));
        return null;
      },
    });
  }
  return out;
}

/** Runs 10 s of clients at 97 req/s; `forget` gives it fresh lists every millisecond. */
function run(seed: number, forget: boolean): TraceEvent[] {
  const world = testWorld(34);
  const pods = Array.from({ length: 8 }, (_, i) =>
    world.pods.add({
      name: `web-${i}`,
      namespace: 'default',
      key: `Pod/web-${i}`,
      owner: null,
      template: { labels: {} } as PodRecord['template'],
      createdAt: 0,
      nodeName: 'node-a',
      finalizers: [],
      ...freshPodStatus(),
      listening: true,
      services: ['web'],
    }),
  );
  const rules = Array.from({ length: NODES }, () => [...pods]);
  const sources: RuleSource[] = rules.map((_, i) => ({
    node: `n${i}`,
    targets: () => rules[i],
  }));
  const traffic = new Traffic(world, 'web', 97, sources);
  traffic.rulesChanged();
  traffic.start((next) => next <= 10_000);
  // As the world does: requests due until now first, then the change.
  for (const c of changes(seed))
    world.clock.at(c.at, () => {
      traffic.flushTo(world.now);
      const pod = c.apply(pods, rules);
      // As kube-proxy does after it rewrote a node's rules (TrafficWatcher.rulesChanged).
      if (!pod) return traffic.rulesChanged();
      traffic.changing(pod);
      pod.listening = !pod.listening;
    });
  // The reference: fresh rule lists every millisecond leave nothing to remember.
  if (forget)
    for (let t = 0; t <= 10_000; t++)
      world.clock.at(t, () => {
        traffic.flushTo(world.now);
        rules.forEach((r, i) => (rules[i] = [...r]));
        traffic.rulesChanged();
      });
  world.clock.run(10_000, () => false);
  traffic.flushTo(10_000);
  return world.trace.finish('1.34', 10_000, [], []).events.filter((e) => e.lane === 'traffic');
}

describe('traffic refused by the marks beside its rule lists', () => {
  it.each([1, 2, 3, 4, 5])(
    'serves and fails exactly the requests looked at one by one (seed %i)',
    (seed) => {
      const fast = run(seed, false);
      const reference = run(seed, true);
      expect(fast.some((e) => e.type === 'RequestFailed')).toBe(true);
      expect(fast).toEqual(reference);
    },
  );

  it('counts every request of 10 quiet seconds as served: 97 req/s make 970', () => {
    const events = run(0, false);
    expect(events.filter((e) => e.type === 'RequestFailed')).toEqual([]);
    const served = events.filter((e) => e.type === 'RequestsServed');
    expect(served.reduce((s, e) => s + (e.data as { count: number }).count, 0)).toBe(970);
  });

  it('counts the requests of each window as one by one would, flushed each second or each ms', () => {
    // Every rule serves: traffic counts a window's requests at once (Traffic.serveAll).
    // Request k leaves at floor(k·1000/97) ms and is counted in its 100 ms window.
    const expected = new Map<number, number>();
    for (let k = 0; Math.floor((k * 1000) / 97) < 10_000; k++) {
      const w = Math.floor(Math.floor((k * 1000) / 97) / 100) * 100;
      expected.set(w, (expected.get(w) ?? 0) + 1);
    }
    const windows = [...expected].map(([t, count]) => ({ t, count }));
    for (const forget of [false, true]) {
      const served = run(0, forget).filter((e) => e.type === 'RequestsServed');
      expect(served.map((e) => ({ t: e.t, count: (e.data as { count: number }).count }))).toEqual(
        windows,
      );
    }
  });
});

describe('routes', () => {
  it('a Pod is reachable while some route lists it, a list shared by nodes counted once', () => {
    const routes = new Routes();
    const pod = { routes: 0 } as PodRecord;
    const shared = [pod];
    routes.reroute(undefined, shared);
    routes.reroute(undefined, shared);
    expect(pod.routes).toBe(1);
    const other = [pod];
    routes.reroute(shared, other);
    expect(pod.routes).toBe(2);
    routes.reroute(shared, []);
    expect(pod.routes).toBe(1);
    expect(reachable(pod)).toBe(true);
    routes.reroute(other, []);
    expect(reachable(pod)).toBe(false);
  });
});
