// The world's Pod actors (world.ts `leanActor`): podterm's lean actor without an inspector,
// XState's Actor with one, and the same trace either way.
import { describe, expect, it, vi } from 'vitest';
import { LeanActor } from '../../../src/cluster/leanActor.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { rolloutScenario } from '../../../bench/scenarios.ts';

describe("a world's Pod actors", () => {
  it('are lean without an inspector and XState’s with one, and the trace is the same', () => {
    const model = loadScenario(rolloutScenario(20)).model!;
    const starts = vi.spyOn(LeanActor.prototype, 'start');
    const kinds = new Set<string>();
    const inspected = runScenario(model, {
      inspect: (ev) => {
        if (ev.type === '@xstate.actor') kinds.add(ev.actorRef.constructor.name);
      },
    });
    expect(starts).not.toHaveBeenCalled();
    const lean = runScenario(model);
    // Each of the 40 Pods a 20-replica rollout makes: its statechart, pod worker and
    // container, whose start is asked twice, as XState asks it (its worker's start starts
    // its children, then the spawn's deferred start finds it running).
    expect(starts).toHaveBeenCalledTimes(40 * 4);
    starts.mockRestore();
    expect([...kinds]).toEqual(['Actor']);
    expect(lean.events.length).toBeGreaterThan(100);
    expect(JSON.stringify(lean.events)).toBe(JSON.stringify(inspected.events));
  });
});
