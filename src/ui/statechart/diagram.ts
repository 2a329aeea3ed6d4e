// A machine's graph (statechart/graph.ts) → the graph ELK lays out: a box per state
// (compound and parallel states hold their children), a dot and arrow to each compound
// state's initial child, and an edge per transition target labelled with its event and
// guard. A transition of a compound state (it applies in any of its states) starts from
// a small "any state" box inside it, which also lists the transitions that change no
// state (only actions, or an event swallowed); an atomic state lists its own. Pure: the
// unit test checks it lists exactly the definition's states and transitions.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph, TransitionInfo } from '../../statechart/graph.ts';

/** The words a diagram says: `after {delay}`, `always`, `any state` (translated). */
export interface DiagramWords {
  after(delay: string): string;
  always: string;
  anyState: string;
}

/** Width in px of a line of text at `px` (the page measures with its font; tests estimate). */
export type Measure = (text: string, px: number, bold?: boolean) => number;

/** A rough width (tests, and a page without a canvas): wide capitals, narrow lower case. */
export const estimateWidth: Measure = (text, px, bold = false) => {
  let units = 0;
  for (const ch of text) units += ch >= 'A' && ch <= 'Z' ? 0.68 : ch > '\u2e80' ? 1 : 0.56;
  return Math.ceil(units * px * (bold ? 1.08 : 1));
};

export type DiagramNode =
  | { kind: 'state'; state: number; internal: number[] }
  | { kind: 'any'; state: number; internal: number[] }
  | { kind: 'initial'; state: number };

export type DiagramEdge =
  | { kind: 'transition'; transition: number; target: number; lines: string[] }
  | { kind: 'initial'; state: number };

export interface Diagram {
  elk: ElkNode;
  nodes: Map<string, DiagramNode>;
  edges: Map<string, DiagramEdge>;
}

export const FONT = 12;
export const SMALL = 11;
export const LINE_H = 14;
export const TITLE_H = 24;
const PAD = 10;
const DOT = 10;
const WRAP = 22;

/** Breaks `text` into lines of about `max` characters at spaces (a long guard's name). */
export function wrap(text: string, max = WRAP): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The label lines of a transition: its event (or delay, or `always`), then its guard. */
export function transitionLines(t: TransitionInfo, w: DiagramWords): string[] {
  const head = t.kind === 'after' ? w.after(t.event) : t.kind === 'always' ? w.always : t.event;
  return t.guard ? [head, ...wrap(`[${t.guard}]`)] : [head];
}

/** One line for a transition listed inside a box (it has no arrow of its own). */
export const internalLine = (t: TransitionInfo, w: DiagramWords): string =>
  transitionLines(t, w).join(' ');

export function diagramOf(
  graph: MachineGraph,
  w: DiagramWords,
  measure: Measure = estimateWidth,
): Diagram {
  // Measured bold: a line is drawn bold when its transition is the one just taken.
  const linesWidth = (lines: readonly string[], font: number): number =>
    Math.max(0, ...lines.map((l) => Math.ceil(measure(l, font, true))));
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

  const internalBox = (s: number): string[] =>
    internal[s]!.map((i) => internalLine(transitions[i]!, w));
  const build = (s: number, id: string): ElkNode => {
    const st = states[s]!;
    if (!compound(s)) {
      nodes.set(id, { kind: 'state', state: s, internal: internal[s]! });
      const lines = internalBox(s);
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
      nodes.set(anyId(s), { kind: 'any', state: s, internal: internal[s]! });
      const lines = [w.anyState, ...internalBox(s)];
      add({
        id: anyId(s),
        width: linesWidth(lines, SMALL) + 2 * PAD,
        height: lines.length * LINE_H + 8,
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
      nodes.set(id, { kind: 'state', state: s, internal: [] });
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
  const addEdge = (id: string, source: string, target: string, lines: string[]) => {
    const up = chain(source);
    const holder = chain(target).find((c) => up.includes(c) && c !== source && c !== target);
    const edge: ElkExtendedEdge = { id, sources: [source], targets: [target] };
    if (lines.length > 0) {
      const label = { text: lines.join('\n'), width: linesWidth(lines, SMALL) + 6 };
      edge.labels = [{ ...label, height: lines.length * LINE_H + 2 }];
    }
    (nodeById.get(holder ?? 'root')!.edges ??= []).push(edge);
  };
  const stateId = (s: number) => (s === 0 ? 'root' : `s${s}`);
  transitions.forEach((t, i) => {
    const lines = transitionLines(t, w);
    t.targets.forEach((target, k) => {
      const from = compound(t.source) ? anyId(t.source) : stateId(t.source);
      const id = `t${i}-${k}`;
      edges.set(id, { kind: 'transition', transition: i, target, lines });
      addEdge(id, from, stateId(target), lines);
    });
  });
  states.forEach((st, s) => {
    if (st.initial < 0) return;
    edges.set(`i${s}e`, { kind: 'initial', state: s });
    addEdge(`i${s}e`, `i${s}`, stateId(st.initial), []);
  });
  return { elk: root, nodes, edges };
}
