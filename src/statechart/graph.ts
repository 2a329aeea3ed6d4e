// A statechart as plain data, walked from an XState machine's own state nodes: its states
// (nested and parallel), and every transition with its event, named guard and the
// Kubernetes function it follows (the transition's `meta.k8s`). The simulation walks its
// machines into this (cluster/machines.ts) and the page draws it: the diagram is the
// definition, never a picture of it. Plain JSON, so the worker posts it to the page.
import type { AnyStateMachine } from 'xstate';

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateInfo {
  /** XState's id: the machine's id and the path, dot-joined (`pod.object.Terminating`). */
  id: string;
  /** Its own name (`Terminating`); the root's is the machine's id. */
  key: string;
  type: StateType;
  /** Index of the parent state, -1 for the root. */
  parent: number;
  children: number[];
  /** The child a compound state enters first, or -1 (atomic, parallel: every region). */
  initial: number;
}

/** `event`: on an event; `always`: eventless, taken as soon as its guard holds; `after`: a delay. */
export type TransitionKind = 'event' | 'always' | 'after';

export interface TransitionInfo {
  /** Index of the state that declares it. */
  source: number;
  /** Indexes of its target states; none for a transition that only runs actions (or swallows). */
  targets: number[];
  kind: TransitionKind;
  /** The event type (`DELETE`), the delay's name for `after` (`stop timeout`), '' for `always`. */
  event: string;
  /** The guard's name, or null. */
  guard: string | null;
  /** The Kubernetes function it follows (`meta.k8s`), or null. */
  cites: string | null;
}

export interface MachineGraph {
  /** The machine's id (`pod`, `container`, `kubelet`, `kube-proxy`, `replicaset`, …). */
  id: string;
  /** Depth first, parents before children, in the definition's order; the root is 0. */
  states: StateInfo[];
  /** By source state in `states` order; per state: its `on` and `after`, then `always`. */
  transitions: TransitionInfo[];
}

/** The parts of XState's state node and transition definition the walk reads. */
interface NodeLike {
  id: string;
  key: string;
  type: StateType;
  states: Record<string, NodeLike>;
  initial?: { target: readonly NodeLike[] } | undefined;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[] | undefined;
}

interface TransitionLike {
  target?: readonly NodeLike[] | undefined;
  guard?: unknown;
  meta?: Record<string, unknown> | undefined;
}

const AFTER = 'xstate.after.';

function guardName(g: unknown): string | null {
  if (g === undefined || g === null) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && 'type' in g && typeof g.type === 'string') return g.type;
  return typeof g === 'function' && g.name ? g.name : 'inline guard';
}

/** A walked machine, and the lookups the recorder needs to name what an actor did. */
export interface WalkedMachine {
  graph: MachineGraph;
  /** XState's transition definition object → its index in `graph.transitions`. */
  transitionIndex: Map<unknown, number>;
  /** State id → its index in `graph.states`. */
  stateIndex: Map<string, number>;
}

export function walkMachine(machine: AnyStateMachine): WalkedMachine {
  const root = machine.root as unknown as NodeLike;
  const states: StateInfo[] = [];
  const stateIndex = new Map<string, number>();
  const nodes: NodeLike[] = [];
  const visit = (node: NodeLike, parent: number): void => {
    const i = states.length;
    stateIndex.set(node.id, i);
    nodes.push(node);
    states.push({ id: node.id, key: node.key, type: node.type, parent, children: [], initial: -1 });
    if (parent >= 0) states[parent]!.children.push(i);
    for (const child of Object.values(node.states)) visit(child, i);
  };
  visit(root, -1);
  nodes.forEach((node, i) => {
    const first = node.type === 'compound' ? node.initial?.target[0] : undefined;
    if (first) states[i]!.initial = stateIndex.get(first.id) ?? -1;
  });

  const transitions: TransitionInfo[] = [];
  const transitionIndex = new Map<unknown, number>();
  const add = (t: TransitionLike, source: number, kind: TransitionKind, event: string): void => {
    transitionIndex.set(t, transitions.length);
    const k8s = t.meta?.k8s;
    transitions.push({
      source,
      targets: (t.target ?? []).map((n) => stateIndex.get(n.id)!),
      kind,
      event,
      guard: guardName(t.guard),
      cites: typeof k8s === 'string' ? k8s : null,
    });
  };
  nodes.forEach((node, source) => {
    for (const [eventType, list] of node.transitions) {
      // `after` delays are events XState names `xstate.after.<delay>.<state id>`.
      const delayed = eventType.startsWith(AFTER) && eventType.endsWith(`.${node.id}`);
      const event = delayed ? eventType.slice(AFTER.length, -node.id.length - 1) : eventType;
      for (const t of list) add(t, source, delayed ? 'after' : 'event', event);
    }
    for (const t of node.always ?? []) add(t, source, 'always', '');
  });
  return { graph: { id: machine.id, states, transitions }, transitionIndex, stateIndex };
}

/** The states a state lies in, itself first, up to the root. */
export function ancestry(graph: MachineGraph, state: number): number[] {
  const out: number[] = [];
  for (let s = state; s >= 0; s = graph.states[s]!.parent) out.push(s);
  return out;
}

/** The atomic states a machine starts in: each compound's initial child, every region. */
export function initialLeaves(graph: MachineGraph, state = 0): number[] {
  const s = graph.states[state]!;
  if (s.type === 'parallel') return s.children.flatMap((c) => initialLeaves(graph, c));
  if (s.initial >= 0) return initialLeaves(graph, s.initial);
  return [state];
}
