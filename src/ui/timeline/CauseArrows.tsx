// The selected event's chain of causes drawn over the lanes: an arrow from each cause's mark
// to its effect's (src/story/causes.ts says which event led to which, and why), and a ring on
// every step, so the eye follows deletion → EndpointSlice → each kube-proxy, or deletion →
// preStop → SIGTERM → SIGKILL, across the lanes. Each arrow's title says why, in the page's
// language. Re-renders only when the selection, the window or the trace changes.
import { useId } from 'react';
import { useAppStore } from '../../store/useAppStore.ts';
import { chainOf } from '../../story/causes.ts';
import type { Trace } from '../../trace/types.ts';
import { linkWord } from '../i18n/causeWords.ts';
import { arrowPath, markCentre } from './chainGeometry.ts';
import type { Layout } from './layout.ts';
import type { TimeScale } from './useTimeZoom.ts';

/** The arrowhead's tip stops this far before the effect's centre, so its glyph still shows. */
const TIP_GAP = 7;
/** The arrowhead's size on screen, px. */
const HEAD = 8;

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
  const marker = `${useId().replace(/:/g, '')}-head`;
  if (presenting || selected === null || !trace.events[selected]) return null;
  const chain = chainOf(trace, selected);
  const at = (i: number) => markCentre(trace, layout, x, i);
  return (
    <g className="cause-chain" data-testid="cause-chain" data-steps={chain.steps.length}>
      <defs>
        <marker
          id={marker}
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
      </defs>
      <g clipPath={`url(#${clipId})`}>
        {chain.links.map((l) => {
          const a = at(l.from);
          const b = at(l.to);
          const d = a && b ? arrowPath(a, b) : '';
          if (!a || !b || d === '') return null;
          return (
            <path
              key={`${l.from}-${l.to}`}
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
        })}
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
