// The statechart panel draws each machine from its definition: its diagram lists exactly
// the states and transitions the machine's own config declares. The config is walked here
// on its own (targets resolved as XState resolves them), not through the panel's code.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { MACHINES } from '../../../src/cluster/machines.ts';
import { walkMachine } from '../../../src/statechart/graph.ts';
import { diagramOf, type DiagramWords } from '../../../src/statechart/diagram.ts';

interface Config {
  on?: Record<string, unknown>;
  after?: Record<string, unknown>;
  always?: unknown;
  states?: Record<string, Config>;
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const guardOf = (g: unknown): string =>
  g === undefined ? '' : typeof g === 'string' ? g : (g as { type: string }).type;

/** `source --event [guard]--> targets` for every transition, and every state's id. */
function declared(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (cfg: Config, id: string, parent: string): void => {
    states.push(id);
    const resolve = (target: string): string =>
      target.startsWith('#')
        ? target.slice(1)
        : target.startsWith('.')
          ? `${id}${target}`
          : `${parent}.${target}`;
    const push = (event: string, t: unknown): void => {
      const c =
        typeof t === 'string' ? { target: t } : (t as { target?: unknown; guard?: unknown });
      const targets = list(c.target).map((x) => resolve(x as string));
      transitions.push(`${id} --${event} [${guardOf(c.guard)}]--> ${targets.join(',')}`);
    };
    for (const [event, v] of Object.entries(cfg.on ?? {})) list(v).forEach((t) => push(event, t));
    for (const [delay, v] of Object.entries(cfg.after ?? {}))
      list(v).forEach((t) => push(`after ${delay}`, t));
    list(cfg.always).forEach((t) => push('always', t));
    for (const [key, child] of Object.entries(cfg.states ?? {})) visit(child, `${id}.${key}`, id);
  };
  visit(machine.config as Config, machine.id, '');
  return { states: states.sort(), transitions: transitions.sort() };
}

const words: DiagramWords = {
  after: (d) => `after ${d}`,
  always: 'always',
  anyState: 'any state',
  guard: (g) => g,
};

/** What the diagram draws: its state boxes, and each transition's arrows or listed line. */
function drawn(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const { graph } = walkMachine(machine);
  const d = diagramOf(graph, words);
  const states = [graph.id];
  const arrows = new Map<number, string[]>();
  const listed: number[] = [];
  for (const node of d.nodes.values()) {
    if (node.kind === 'state') states.push(graph.states[node.state]!.id);
    if (node.kind !== 'initial') listed.push(...node.internal);
  }
  for (const edge of d.edges.values())
    if (edge.kind === 'transition')
      for (const t of edge.transitions)
        arrows.set(t, [...(arrows.get(t) ?? []), graph.states[edge.target]!.id]);
  const line = (i: number, targets: string[]): string => {
    const t = graph.transitions[i]!;
    const event =
      t.kind === 'after' ? `after ${t.event}` : t.kind === 'always' ? 'always' : t.event;
    return `${graph.states[t.source]!.id} --${event} [${t.guard ?? ''}]--> ${targets.join(',')}`;
  };
  const transitions = [
    ...[...arrows].map(([i, targets]) => line(i, targets)),
    ...listed.map((i) => line(i, [])),
  ];
  return { states: states.sort(), transitions: transitions.sort() };
}

describe('the statechart diagram of each machine', () => {
  for (const { machine } of MACHINES)
    it(`${machine.id}: exactly its definition's states and transitions`, () => {
      const want = declared(machine);
      expect(want.transitions.length).toBeGreaterThan(0);
      expect(drawn(machine)).toEqual(want);
    });

  it('draws an initial arrow into every compound state, and an edge only to a state it has', () => {
    for (const { machine } of MACHINES) {
      const { graph } = walkMachine(machine);
      const d = diagramOf(graph, words);
      const compounds = graph.states.filter((s) => s.type === 'compound');
      const initials = [...d.edges.values()].filter((e) => e.kind === 'initial');
      expect(initials.length, machine.id).toBe(compounds.length);
    }
  });
});
