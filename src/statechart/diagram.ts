// A machine's graph (statechart/graph.ts) → the graph ELK lays out: a box per state
// (compound and parallel states hold their children), a dot and arrow to each compound
// state's initial child, and an arrow from each state to each state it can go to, labelled
// with the event and guard of every transition that takes it there. A transition of a
// compound state (it applies in any of its states) starts from a small "any state" box
// inside it, which also lists the transitions that change no state (only actions, or an
// event swallowed); an atomic state lists its own. Labels wrap to `wrap.max` px, so a
// narrow panel can ask for narrower ones. Pure: the unit test checks it lists exactly the
// definition's states and transitions.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph } from './graph.ts';
import {
  arrowLines,
  estimateWidth,
  listedLines,
  type DiagramWords,
  type LabelLine,
  type Measure,
  type Wrapping,
} from './labels.ts';

export type { DiagramWords, LabelLine, Measure } from './labels.ts';

export type DiagramNode =
  | { kind: 'state'; state: number; internal: number[]; lines: LabelLine[] }
  | { kind: 'any'; state: number; internal: number[]; lines: LabelLine[] }
  | { kind: 'initial'; state: number };

/**
 * An arrow: every transition from one box to one state (DELETION_OBSERVED and SHUTDOWN both
 * into Killing; seven guarded ways into Finishing) is one arrow whose label lists each.
 */
export type DiagramEdge =
  | { kind: 'transition'; transitions: number[]; target: number; lines: LabelLine[] }
  | { kind: 'initial'; state: number };

export interface Diagram {
  elk: ElkNode;
  nodes: Map<string, DiagramNode>;
  edges: Map<string, DiagramEdge>;
  /** A parallel top state's regions (ELK ids) when no arrow joins them, so each can be laid out alone. */
  regions: string[] | null;
}

/** Text sizes (px at scale 1): state names are FONT + 1, labels SMALL. */
export const FONT = 13;
export const SMALL = 12;
export const LINE_H = 15;
export const TITLE_H = 26;
const PAD = 10;
const DOT = 10;
/** The widest a label's line is by default, in px at SMALL (about 24 characters). */
export const LABEL_MAX = 160;

export function diagramOf(
  graph: MachineGraph,
  w: DiagramWords,
  measure: Measure = estimateWidth,
  labelMax = LABEL_MAX,
): Diagram {
  const { states, transitions } = graph;
  /** Each state's transitions, split into arrows and lines inside its box. */
  const internal = states.map((): number[] => []);
  const hasArrow = states.map(() => false);
  transitions.forEach((t, i) => {
    if (t.targets.length === 0) internal[t.source]!.push(i);
    else hasArrow[t.source] = true;
  });
  const b: Building = {
    graph,
    w,
    measure,
    wrap: { measure, px: SMALL, max: labelMax },
    internal,
    hasArrow,
    nodes: new Map(),
    edges: new Map(),
    parentOf: new Map(),
  };
  const root = boxOf(b, 0, 'root');
  addArrows(b, root);
  const top = states[0]!;
  const apart =
    top.type === 'parallel' &&
    root.children?.length === top.children.length &&
    (root.edges ?? []).every((e) => e.id.startsWith('p'));
  const regions = apart ? top.children.map((c) => `s${c}`) : null;
  return { elk: root, nodes: b.nodes, edges: b.edges, regions };
}

/** What building one diagram shares: its inputs, and the nodes and edges built so far. */
interface Building {
  graph: MachineGraph;
  w: DiagramWords;
  measure: Measure;
  wrap: Wrapping;
  /** Each state's transitions that change no state (listed inside its box). */
  internal: number[][];
  /** Whether a state has a transition drawn as an arrow. */
  hasArrow: boolean[];
  nodes: Map<string, DiagramNode>;
  edges: Map<string, DiagramEdge>;
  /** The ELK node each node id lives in (for the edges' common ancestor). */
  parentOf: Map<string, string>;
}

/** The widest of some lines, measured bold: a line is drawn bold when its transition is the
 *  one just taken. */
const linesWidth = (b: Building, lines: readonly LabelLine[], font: number): number =>
  Math.max(0, ...lines.map((l) => Math.ceil(b.measure(l.text, font, true))));

const compound = (b: Building, s: number): boolean => b.graph.states[s]!.children.length > 0;
const anyId = (s: number) => `a${s}`;
const stateId = (s: number) => (s === 0 ? 'root' : `s${s}`);

/** A state's box: an atomic state sized to its title and its listed transitions; a compound
 *  one holding its "any state" box, its initial dot and its children. */
function boxOf(b: Building, s: number, id: string): ElkNode {
  const st = b.graph.states[s]!;
  if (!compound(b, s)) {
    const lines = listedLines(b.internal[s]!, b.graph.transitions, b.w, b.wrap);
    b.nodes.set(id, { kind: 'state', state: s, internal: b.internal[s]!, lines });
    return {
      id,
      width:
        Math.max(Math.ceil(b.measure(st.key, FONT + 1, true)), linesWidth(b, lines, SMALL)) +
        2 * PAD,
      height: TITLE_H + lines.length * LINE_H + (lines.length ? 6 : 0),
    };
  }
  const children: ElkNode[] = [];
  const add = (child: ElkNode) => {
    b.parentOf.set(child.id, id);
    children.push(child);
  };
  if (b.internal[s]!.length > 0 || b.hasArrow[s]) add(anyBox(b, s));
  if (st.initial >= 0) {
    b.nodes.set(`i${s}`, { kind: 'initial', state: s });
    add({ id: `i${s}`, width: DOT, height: DOT });
  }
  for (const c of st.children) add(boxOf(b, c, `s${c}`));
  // A parallel state's regions in a row (or column), in order: unseen edges between them.
  const order: ElkExtendedEdge[] =
    st.type === 'parallel'
      ? st.children.slice(1).map((c, k) => ({
          id: `p${c}`,
          sources: [`s${st.children[k]}`],
          targets: [`s${c}`],
        }))
      : [];
  const node: ElkNode = { id, children, edges: order };
  if (s > 0) {
    b.nodes.set(id, { kind: 'state', state: s, internal: [], lines: [] });
    // Never narrower than its title.
    const title = Math.ceil(b.measure(st.key, FONT + 1, true)) + 2 * PAD;
    node.layoutOptions = {
      'elk.padding': `[top=${TITLE_H + 4},left=${PAD},bottom=${PAD},right=${PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${title}, ${TITLE_H + 2 * PAD})`,
    };
  }
  return node;
}

/** A compound state's "any state" box: where its own transitions start, listing those that
 *  change no state. */
function anyBox(b: Building, s: number): ElkNode {
  const lines = listedLines(b.internal[s]!, b.graph.transitions, b.w, b.wrap);
  b.nodes.set(anyId(s), { kind: 'any', state: s, internal: b.internal[s]!, lines });
  const title = { text: b.w.anyState, transitions: [], guard: false };
  return {
    id: anyId(s),
    width: linesWidth(b, [title, ...lines], SMALL) + 2 * PAD,
    height: (lines.length + 1) * LINE_H + 8,
  };
}

/** The arrows: one per source box and target state (in the order of their first transition),
 *  labelled with each transition; then each compound state's initial arrow. Each edge lives
 *  in the nearest box that holds both its ends. */
function addArrows(b: Building, root: ElkNode): void {
  const { states, transitions } = b.graph;
  const chain = (id: string): string[] => {
    const out = [id];
    for (let p = b.parentOf.get(id); p; p = b.parentOf.get(p)) out.push(p);
    return out;
  };
  const nodeById = new Map<string, ElkNode>();
  const index = (n: ElkNode) => {
    nodeById.set(n.id, n);
    n.children?.forEach(index);
  };
  index(root);
  const addEdge = (id: string, source: string, target: string, lines: LabelLine[]) => {
    const up = chain(source);
    const holder = chain(target).find((c) => up.includes(c) && c !== source && c !== target);
    const edge: ElkExtendedEdge = { id, sources: [source], targets: [target] };
    if (lines.length > 0) {
      const label = { text: lines.map((l) => l.text).join('\n') };
      edge.labels = [
        { ...label, width: linesWidth(b, lines, SMALL) + 6, height: lines.length * LINE_H + 2 },
      ];
    }
    (nodeById.get(holder ?? 'root')!.edges ??= []).push(edge);
  };
  const arrows = new Map<string, { from: string; target: number; transitions: number[] }>();
  transitions.forEach((t, i) => {
    const from = compound(b, t.source) ? anyId(t.source) : stateId(t.source);
    for (const target of t.targets) {
      const id = `t${from}-${target}`;
      const arrow = arrows.get(id) ?? { from, target, transitions: [] };
      arrow.transitions.push(i);
      arrows.set(id, arrow);
    }
  });
  for (const [id, { from, target, transitions: ts }] of arrows) {
    const lines = arrowLines(ts, transitions, b.w, b.wrap);
    b.edges.set(id, { kind: 'transition', transitions: ts, target, lines });
    addEdge(id, from, stateId(target), lines);
  }
  states.forEach((st, s) => {
    if (st.initial < 0) return;
    b.edges.set(`i${s}e`, { kind: 'initial', state: s });
    addEdge(`i${s}e`, `i${s}`, stateId(st.initial), []);
  });
}
