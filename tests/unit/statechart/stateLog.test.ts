// The side table of what every statechart actor did (recorded for the statechart panel):
// it names each actor by its object, starts with the initial states, lights the states
// the machine is in at any time, and leaves the trace itself exactly as it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { ancestry } from '../../../src/statechart/graph.ts';
import { actorsOf, changeTime, type StateLog } from '../../../src/statechart/stateLog.ts';
import { entryTime, litAt } from '../../../src/statechart/lit.ts';

const text = (name: string) => readFileSync(`src/presets/${name}.yaml`, 'utf8');

function recorded(name: string) {
  const r = simulateText(text(name), { recordStates: true });
  return { trace: r.trace!, log: r.states! };
}

/** The names of the actor's active atomic states at `t`. */
function leaves(log: StateLog, actor: number, t: number): string[] {
  const graph = log.machines[log.actors[actor]!.machine]!;
  const lit = litAt(log, actor, t);
  if (!lit) return [];
  return [...lit.active]
    .filter((s) => graph.states[s]!.children.length === 0)
    .map((s) => graph.states[s]!.key)
    .sort();
}

describe('the state log', () => {
  it('leaves the trace byte for byte as a run without it', () => {
    for (const name of ['default', 'prestop-sleep', 'failjob-1.31', 'cronjob-forbid-1.31']) {
      const plain = simulateText(text(name)).trace;
      expect(JSON.stringify(recorded(name).trace), name).toBe(JSON.stringify(plain));
    }
  });

  it('names the deleted Pod’s machines and lights its states at the playhead', () => {
    const { trace, log } = recorded('default');
    const pod = trace.events.find((e) => e.type === 'DeletionRequested')!.object;
    const actors = actorsOf(log, pod);
    const named = actors.map((a) => {
      const { machine, part } = log.actors[a]!;
      return `${log.machines[machine]!.id}${part ? `/${part}` : ''}`;
    });
    expect(named.sort()).toEqual(['container/app', 'kubelet', 'pod']);
    const podActor = actors.find((a) => log.machines[log.actors[a]!.machine]!.id === 'pod')!;
    // Before any event the actor is in its initial states.
    expect(leaves(log, podActor, log.actors[podActor]!.since)).toEqual([
      'Live',
      'NotReady',
      'Pending',
    ]);
    expect(leaves(log, podActor, 5000)).toEqual(['Live', 'Ready', 'Running']);
    expect(leaves(log, podActor, 10_000)).toEqual(['Ready', 'Running', 'Terminating']);
    // The DELETE at 10 s brought it to Terminating, and the light says so.
    const lit = litAt(log, podActor, 10_000)!;
    const graph = log.machines[log.actors[podActor]!.machine]!;
    expect(lit.since).toBe(10_000);
    expect(lit.via.map((i) => graph.transitions[i]!.event)).toEqual(['DELETE']);
    expect(changeTime(log, podActor, 5000, 1)).toBe(10_000);
    const removed = graph.states.findIndex((s) => s.key === 'Removed');
    expect(entryTime(log, podActor, removed, 0)).toBeGreaterThan(10_000);
  });

  it('records each change of states with transitions that lead to them', () => {
    const { log } = recorded('prestop-sleep');
    log.steps.forEach((steps, a) => {
      const graph = log.machines[log.actors[a]!.machine]!;
      expect(steps[0]!.via).toEqual([]); // the start
      for (const step of steps.slice(1)) {
        const reached = new Set(step.active.flatMap((s) => ancestry(graph, s)));
        for (const i of step.via)
          for (const target of graph.transitions[i]!.targets)
            expect(reached.has(target)).toBe(true);
      }
      for (let i = 1; i < steps.length; i++)
        expect(steps[i]!.t).toBeGreaterThanOrEqual(steps[i - 1]!.t);
    });
  });

  it('names controllers, Services and nodes by their objects', () => {
    const objects = new Set(recorded('default').log.actors.map((a) => a.object.split('/')[0]));
    expect([...objects].sort()).toEqual(['Deployment', 'Node', 'Pod', 'ReplicaSet', 'Service']);
  });
});
