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
  // Measured bold: a line is drawn bold when its transition is the one just taken.
  const linesWidth = (lines: readonly LabelLine[], font: number): number =>
    Math.max(0, ...lines.map((l) => Math.ceil(measure(l.text, font, true))));
  const wrap = { measure, px: SMALL, max: labelMax };
  const nodes = new Map<string, DiagramNode>();
  const edges = new Map<string, DiagramEdge>();
  const { states, transitions } = graph;
  /** Each state's transitions, split into arrows and lines inside its box. */
  const internal = states.map((): number[] => []);
  const hasArrow = states.map(() => false);
  transitions.forEach((t, i) => {
    if (t.targets.length === 0) internal[t.source]!.push(i);
    else hasArrow[t.source] = true;
  });
  const compound = (s: number): boolean => states[s]!.children.length > 0;
  const anyId = (s: number) => `a${s}`;
  /** The ELK node each node id lives in (for the edges' common ancestor). */
  const parentOf = new Map<string, string>();

  const build = (s: number, id: string): ElkNode => {
    const st = states[s]!;
    if (!compound(s)) {
      const lines = listedLines(internal[s]!, transitions, w, wrap);
      nodes.set(id, { kind: 'state', state: s, internal: internal[s]!, lines });
      return {
        id,
        width:
          Math.max(Math.ceil(measure(st.key, FONT + 1, true)), linesWidth(lines, SMALL)) + 2 * PAD,
        height: TITLE_H + lines.length * LINE_H + (lines.length ? 6 : 0),
      };
    }
    const children: ElkNode[] = [];
    const add = (child: ElkNode) => {
      parentOf.set(child.id, id);
      children.push(child);
    };
    if (internal[s]!.length > 0 || hasArrow[s]) {
      const lines = listedLines(internal[s]!, transitions, w, wrap);
      nodes.set(anyId(s), { kind: 'any', state: s, internal: internal[s]!, lines });
      const title = { text: w.anyState, transitions: [], guard: false };
      add({
        id: anyId(s),
        width: linesWidth([title, ...lines], SMALL) + 2 * PAD,
        height: (lines.length + 1) * LINE_H + 8,
      });
    }
    if (st.initial >= 0) {
      nodes.set(`i${s}`, { kind: 'initial', state: s });
      add({ id: `i${s}`, width: DOT, height: DOT });
    }
    for (const c of st.children) add(build(c, `s${c}`));
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
      nodes.set(id, { kind: 'state', state: s, internal: [], lines: [] });
      // Never narrower than its title.
      const title = Math.ceil(measure(st.key, FONT + 1, true)) + 2 * PAD;
      node.layoutOptions = {
        'elk.padding': `[top=${TITLE_H + 4},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${title}, ${TITLE_H + 2 * PAD})`,
      };
    }
    return node;
  };
  const root = build(0, 'root');

  const chain = (id: string): string[] => {
    const out = [id];
    for (let p = parentOf.get(id); p; p = parentOf.get(p)) out.push(p);
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
        { ...label, width: linesWidth(lines, SMALL) + 6, height: lines.length * LINE_H + 2 },
      ];
    }
    (nodeById.get(holder ?? 'root')!.edges ??= []).push(edge);
  };
  const stateId = (s: number) => (s === 0 ? 'root' : `s${s}`);
  // One arrow per source box and target state, in the order of their first transition.
  const arrows = new Map<string, { from: string; target: number; transitions: number[] }>();
  transitions.forEach((t, i) => {
    const from = compound(t.source) ? anyId(t.source) : stateId(t.source);
    for (const target of t.targets) {
      const id = `t${from}-${target}`;
      const arrow = arrows.get(id) ?? { from, target, transitions: [] };
      arrow.transitions.push(i);
      arrows.set(id, arrow);
    }
  });
  for (const [id, { from, target, transitions: ts }] of arrows) {
    const lines = arrowLines(ts, transitions, w, wrap);
    edges.set(id, { kind: 'transition', transitions: ts, target, lines });
    addEdge(id, from, stateId(target), lines);
  }
  states.forEach((st, s) => {
    if (st.initial < 0) return;
    edges.set(`i${s}e`, { kind: 'initial', state: s });
    addEdge(`i${s}e`, `i${s}`, stateId(st.initial), []);
  });
  const apart =
    states[0]!.type === 'parallel' &&
    root.children?.length === states[0]!.children.length &&
    (root.edges ?? []).every((e) => e.id.startsWith('p'));
  const regions = apart ? states[0]!.children.map((c) => `s${c}`) : null;
  return { elk: root, nodes, edges, regions };
}
