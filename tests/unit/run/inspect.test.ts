// runScenario's `inspect` option (the bench's XState replay records through it): it hears
// every actor's snapshots, changes nothing in the trace, and what it records replays through
// the machine definitions alone with no step failing and no trace written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { MACHINES } from '../../../src/cluster/machines.ts';
import { EventLog, replay } from '../../../bench/xstateReplay.ts';

const text = readFileSync('src/presets/rolling-update-no-prestop.yaml', 'utf8');
const model = (): NonNullable<ReturnType<typeof loadScenario>['model']> => {
  const { model } = loadScenario(text);
  if (!model) throw new Error('the preset must load');
  return model;
};

describe('runScenario inspect', () => {
  it('hears the actors and leaves the trace as it is', () => {
    const heard: InspectionEvent['type'][] = [];
    const told = runScenario(model(), { inspect: (ev) => heard.push(ev.type) });
    const plain = runScenario(model());
    expect(JSON.stringify(told)).toBe(JSON.stringify(plain));
    expect(heard).toContain('@xstate.snapshot');
    expect(heard).toContain('@xstate.microstep');
  });

  it('records every event each actor took, and they replay through XState alone', () => {
    const log = new EventLog();
    const trace = runScenario(model(), { inspect: log.inspect });
    expect(log.length).toBeGreaterThan(0);
    // Only podterm's statecharts, each actor's steps in order: a started actor's first step
    // is its start (a spawned one starts inside its parent's step), then events taken in
    // the snapshot it was in.
    const known = new Set(MACHINES.map((m) => m.machine));
    for (const a of log.actors) expect(known.has(a.logic)).toBe(true);
    const seen = new Set<number>();
    for (let i = 0; i < log.length; i++) {
      const a = log.actorOf[i]!;
      const first = !seen.has(a);
      seen.add(a);
      expect(log.before[i] === null).toBe(first && log.actors[a]!.root);
    }
    expect(log.actors.some((a) => a.logic.id === 'pod')).toBe(true);
    const events = trace.events.length;
    expect(replay(log)).toBe(0);
    // The replay wrote nothing: podterm's actions did not run.
    expect(trace.events.length).toBe(events);
  });
});
