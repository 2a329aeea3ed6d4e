// The laid-out statechart as SVG: a box per state (regions of a parallel state dashed),
// the initial dots, the transitions as arrows with their event and guard. The states the
// actor is in at the playhead are lit (and carry aria-current), the transitions that brought
// it there drawn bold; while the room predicts, the ways out of the lit states are dashed.
// Each state is focusable: Enter or a click moves the playhead to when it is entered.
import type { KeyboardEvent } from 'react';
import type { MachineGraph } from '../../statechart/graph.ts';
import type { Lit } from '../../statechart/lit.ts';
import {
  FONT,
  LINE_H,
  SMALL,
  TITLE_H,
  type Diagram,
  type DiagramNode,
  type LabelLine,
} from '../../statechart/diagram.ts';
import type { Box, LaidOut } from '../../statechart/layoutChart.ts';
import type { StatechartKey, StatechartT } from './statechartWords.ts';

export interface DiagramProps {
  graph: MachineGraph;
  diagram: Diagram;
  laid: LaidOut;
  lit: Lit | null;
  /** The transitions out of the lit states, dashed while the room predicts; else empty. */
  candidates: ReadonlySet<number>;
  scale: number;
  label: string;
  w: StatechartT;
  onSeek(state: number): void;
}

const path = (pts: { x: number; y: number }[]): string =>
  pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

export function StatechartDiagram(props: DiagramProps) {
  const { graph, diagram, laid, lit, candidates, scale, label, w, onSeek } = props;
  const taken = new Set(lit?.via ?? []);
  const isTaken = (l: LabelLine) => l.transitions.some((t) => taken.has(t));
  // Parents before children (drawn under them), in the definition's order: the tab order.
  const states = [...diagram.nodes]
    .flatMap(([id, n]) => (n.kind === 'state' ? [{ id, n }] : []))
    .sort((a, b) => a.n.state - b.n.state);
  return (
    <svg
      className="statechart-svg"
      width={Math.ceil(laid.width * scale)}
      height={Math.ceil(laid.height * scale)}
      viewBox={`0 0 ${laid.width} ${laid.height}`}
      role="group"
      aria-label={label}
      data-machine={graph.id}
    >
      <defs>
        <ArrowHead id="sc-arrow" className="sc-arrowhead" />
        <ArrowHead id="sc-arrow-taken" className="sc-arrowhead taken" />
      </defs>
      {states.map(({ id, n }) => {
        const box = laid.boxes.get(id);
        if (!box) return null;
        return (
          <StateBox
            key={id}
            graph={graph}
            node={n}
            box={box}
            active={lit?.active.has(n.state) ?? false}
            isTaken={isTaken}
            w={w}
            onSeek={onSeek}
          />
        );
      })}
      <Markers diagram={diagram} laid={laid} isTaken={isTaken} w={w} />
      <Arrows diagram={diagram} laid={laid} taken={taken} candidates={candidates} />
    </svg>
  );
}

/** An arrow's head, drawn at the end of a transition's path (bold when just taken). */
function ArrowHead({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerUnits="userSpaceOnUse"
      markerWidth="9"
      markerHeight="9"
      orient="auto-start-reverse"
    >
      <path d="M0,0 L10,5 L0,10 z" className={className} />
    </marker>
  );
}

/**
 * One state: a focusable button (its name and kind, lit when the actor is in it; Enter or a
 * click seeks to when it is entered) and, beside it rather than in it so the button's name
 * stays the state's, the transitions it lists.
 */
function StateBox(props: {
  graph: MachineGraph;
  node: DiagramNode & { kind: 'state' };
  box: Box;
  active: boolean;
  isTaken: (line: LabelLine) => boolean;
  w: StatechartT;
  onSeek(state: number): void;
}) {
  const { graph, node: n, box, active, isTaken, w, onSeek } = props;
  const st = graph.states[n.state]!;
  const inParallel = graph.states[st.parent]?.type === 'parallel';
  const kind = w(`kind.${st.type}` as StatechartKey);
  const leaf = st.children.length === 0;
  const final = st.type === 'final';
  return (
    <>
      <g
        className={`sc-state ${leaf ? 'leaf' : 'box'}${active ? ' active' : ''}${inParallel ? ' region' : ''}${final ? ' final' : ''}`}
        transform={`translate(${box.x},${box.y})`}
        tabIndex={0}
        role="button"
        aria-label={`${w('stateLabel', { state: st.key, kind })}${active ? `, ${w('active')}` : ''}`}
        aria-current={active ? 'true' : undefined}
        aria-description={w('seekHint')}
        data-state={st.id}
        onClick={() => onSeek(n.state)}
        onKeyDown={(e) => onEnter(e, () => onSeek(n.state))}
      >
        <rect width={box.width} height={box.height} rx={leaf ? 8 : 10} />
        {final && <FinalRing box={box} />}
        <text
          className="sc-key"
          x={leaf ? box.width / 2 : 10}
          y={18}
          textAnchor={leaf ? 'middle' : 'start'}
          fontSize={FONT + 1}
        >
          {st.key}
        </text>
      </g>
      {n.lines.length > 0 && (
        <g transform={`translate(${box.x},${box.y})`} className="sc-lines">
          <TextLines
            lines={n.lines}
            taken={isTaken}
            x={10}
            y={TITLE_H + 10}
            classOf={() => 'sc-internal'}
          />
        </g>
      )}
    </>
  );
}

/** Enter or Space on a state: the same as a click (and not the chart's own keys). */
function onEnter(e: KeyboardEvent, act: () => void): void {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  e.stopPropagation();
  act();
}

/** A final state's inner ring. */
function FinalRing({ box }: { box: Box }) {
  return (
    <rect className="inner" x={3} y={3} width={box.width - 6} height={box.height - 6} rx={6} />
  );
}

/** The initial dots and each compound state's "any state" box with the transitions it lists. */
function Markers(props: {
  diagram: Diagram;
  laid: LaidOut;
  isTaken: (line: LabelLine) => boolean;
  w: StatechartT;
}) {
  const { diagram, laid, isTaken, w } = props;
  return [...diagram.nodes].map(([id, n]) => {
    const box = laid.boxes.get(id);
    if (!box || n.kind === 'state') return null;
    if (n.kind === 'initial')
      return (
        <circle
          key={id}
          className="sc-initial"
          cx={box.x + box.width / 2}
          cy={box.y + box.height / 2}
          r={box.width / 2}
        />
      );
    return (
      <g key={id} className="sc-any" transform={`translate(${box.x},${box.y})`}>
        <rect width={box.width} height={box.height} rx={4} />
        <text x={10} y={15} fontSize={SMALL} className="sc-any-title">
          {w('anyState')}
        </text>
        <TextLines
          lines={n.lines}
          taken={isTaken}
          x={10}
          y={15 + LINE_H}
          classOf={() => 'sc-internal'}
        />
      </g>
    );
  });
}

/** The transitions as arrows with their labels: bold when just taken, dashed as candidates. */
function Arrows(props: {
  diagram: Diagram;
  laid: LaidOut;
  taken: ReadonlySet<number>;
  candidates: ReadonlySet<number>;
}) {
  const { diagram, laid, taken, candidates } = props;
  const isTaken = (l: LabelLine) => l.transitions.some((t) => taken.has(t));
  return laid.edges.map((e) => {
    const d = diagram.edges.get(e.id);
    if (!d) return null;
    const ts = d.kind === 'transition' ? d.transitions : [];
    const on = ts.some((t) => taken.has(t));
    const cls = on ? ' taken' : ts.some((t) => candidates.has(t)) ? ' candidate' : '';
    return (
      <g
        key={e.id}
        className={`sc-edge${cls}`}
        data-transitions={ts.length ? ts.join(' ') : undefined}
      >
        <path d={path(e.points)} markerEnd={`url(#${on ? 'sc-arrow-taken' : 'sc-arrow'})`} />
        {d.kind === 'transition' && e.label && (
          <g className="sc-label" transform={`translate(${e.label.x},${e.label.y})`}>
            <rect x={-2} y={-1} width={e.label.width + 4} height={e.label.height + 2} rx={3} />
            <TextLines
              lines={d.lines}
              taken={isTaken}
              x={3}
              y={12}
              classOf={(l) => (l.guard ? 'guard' : 'event')}
            />
          </g>
        )}
      </g>
    );
  });
}

/** Lines of small text, one under another; those of the transition just taken marked. */
function TextLines(props: {
  lines: readonly LabelLine[];
  taken: (line: LabelLine) => boolean;
  x: number;
  y: number;
  classOf: (line: LabelLine) => string;
}) {
  const { lines, taken, x, y, classOf } = props;
  return lines.map((line, i) => (
    <text
      key={i}
      x={x}
      y={y + i * LINE_H}
      fontSize={SMALL}
      className={`${classOf(line)}${taken(line) ? ' taken' : ''}`}
    >
      {line.text}
    </text>
  ));
}
