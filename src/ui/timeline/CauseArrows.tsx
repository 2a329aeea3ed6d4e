// The selected event's chain of causes drawn over the lanes: an arrow from each cause's mark
// to its effect's (src/story/causes.ts says which event led to which, and why), and a ring on
// every step, so the eye follows deletion → EndpointSlice → each kube-proxy, or deletion →
// preStop → SIGTERM → SIGKILL, across the lanes. Each arrow's title says why, in the page's
// language. Re-renders only when the selection, the window or the trace changes.
//
// Presenting, each lesson stop selects its event and the room reads the marks' labels: the
// chain is drawn faint and thin, and never over a label (a mask cuts every label's box, as
// the page drew it, out of the arrows and rings): the room sees where the moment came from
// without losing the words the stop is about.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useAppStore } from '../../store/useAppStore.ts';
import { chainOf } from '../../story/causes.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { linkWord } from '../i18n/causeWords.ts';
import { arrowPath, markCentre } from '../../chart/chainGeometry.ts';
import type { Layout } from '../../chart/layout.ts';
import type { TimeScale } from '../../chart/timeScale.ts';

/** The arrowhead's tip stops this far before the effect's centre, so its glyph still shows. */
const TIP_GAP = 7;
/** The arrowhead's size on screen, px. */
const HEAD = 8;
/** Room kept clear around a label while presenting, px. */
const PAD = 2;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sameBoxes = (a: readonly Box[], b: readonly Box[]): boolean =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.x === b[i]!.x && p.y === b[i]!.y && p.width === b[i]!.width && p.height === b[i]!.height,
  );

/**
 * The boxes of the labels the chart drew (measured, not estimated: the page's fonts decide
 * their width), read again while `on` whenever the scale, the layout, the playhead (the
 * labels revealed with it) or the language moved them.
 */
function useLabelBoxes(on: boolean, x: TimeScale, layout: Layout, timeMs: number, lang: string) {
  const ref = useRef<SVGGElement>(null);
  const [boxes, setBoxes] = useState<readonly Box[]>([]);
  useLayoutEffect(() => {
    const svg = ref.current?.ownerSVGElement;
    if (!on || !svg) return;
    const next = [...svg.querySelectorAll<SVGTextElement>('text.glyph-label, text.span-label')]
      .map((t) => t.getBBox())
      .filter((b) => b.width > 0)
      .map((b) => ({
        x: b.x - PAD,
        y: b.y - PAD,
        width: b.width + 2 * PAD,
        height: b.height + 2 * PAD,
      }));
    setBoxes((was) => (sameBoxes(was, next) ? was : next));
  }, [on, x, layout, timeMs, lang]);
  return { ref, boxes };
}

export function CauseArrows({
  trace,
  layout,
  x,
  clipId,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  clipId: string;
}) {
  const selected = useAppStore((s) => s.selected);
  const lang = useAppStore((s) => s.lang);
  // Presenting, the lesson stops tell the story one event at a time: no arrows over them.
  const presenting = useAppStore((s) => s.presenter);
  // The labels revealed with the playhead move as it does: measure them again.
  const timeMs = useAppStore((s) => (s.presenter ? s.timeMs : 0));
  const id = useId().replace(/:/g, '');
  const marker = `${id}-head`;
  const { ref, boxes } = useLabelBoxes(presenting, x, layout, timeMs, lang);
  if (selected === null || !trace.events[selected]) return null;
  const chain = chainOf(trace, selected);
  const at = (i: number) => markCentre(trace, layout, x, i);
  return (
    <g
      ref={ref}
      className={`cause-chain${presenting ? ' faint' : ''}`}
      data-testid="cause-chain"
      data-steps={chain.steps.length}
    >
      <defs>
        {presenting && <LabelHoles id={`${id}-labels`} boxes={boxes} />}
        <ArrowHead id={marker} />
      </defs>
      <g clipPath={`url(#${clipId})`} mask={presenting ? `url(#${id}-labels)` : undefined}>
        {chain.links.map((l) => (
          <CauseArrow key={`${l.from}-${l.to}`} link={l} at={at} marker={marker} lang={lang} />
        ))}
        {chain.steps.map((i) => {
          const c = at(i);
          if (!c) return null;
          return (
            <circle
              key={i}
              className={`cause-ring${i === selected ? ' selected' : ''}`}
              data-testid="cause-ring"
              data-index={i}
              cx={c.x}
              cy={c.y}
              r={8}
            />
          );
        })}
      </g>
    </g>
  );
}

/** Presenting: a mask that cuts every label's box out of the arrows and rings. */
function LabelHoles({ id, boxes }: { id: string; boxes: readonly Box[] }) {
  return (
    <mask id={id} maskUnits="userSpaceOnUse" x={-1e5} y={-1e5} width={2e5} height={2e5}>
      <rect x={-1e5} y={-1e5} width={2e5} height={2e5} fill="white" />
      {boxes.map((b, k) => (
        <rect
          key={k}
          className="label-hole"
          data-testid="cause-label-hole"
          x={b.x}
          y={b.y}
          width={b.width}
          height={b.height}
          fill="black"
        />
      ))}
    </mask>
  );
}

/** The arrowhead: its tip TIP_GAP short of the effect's centre, HEAD px on screen. */
function ArrowHead({ id }: { id: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      markerUnits="userSpaceOnUse"
      markerWidth={HEAD}
      markerHeight={HEAD}
      refX={10 + (TIP_GAP * 10) / HEAD}
      refY={5}
      orient="auto"
    >
      <path d="M0,0L10,5L0,10Z" className="cause-head" />
    </marker>
  );
}

type Centre = ReturnType<typeof markCentre>;

/** One link of the chain: an arrow from the cause's mark to its effect's, titled why. */
function CauseArrow({
  link: l,
  at,
  marker,
  lang,
}: {
  link: ReturnType<typeof chainOf>['links'][number];
  at: (i: number) => Centre;
  marker: string;
  lang: Lang;
}) {
  const a = at(l.from);
  const b = at(l.to);
  const d = a && b ? arrowPath(a, b) : '';
  if (!a || !b || d === '') return null;
  return (
    <path
      className={`cause-arrow kind-${l.kind}`}
      data-testid="cause-arrow"
      data-from={l.from}
      data-to={l.to}
      data-a={`${a.x.toFixed(1)},${a.y.toFixed(1)}`}
      data-b={`${b.x.toFixed(1)},${b.y.toFixed(1)}`}
      d={d}
      markerEnd={`url(#${marker})`}
    >
      <title>{linkWord(lang, l.kind)}</title>
    </path>
  );
}
