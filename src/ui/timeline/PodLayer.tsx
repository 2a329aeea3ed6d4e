// The Pod rows: one bar per Pod, coloured by phase, with its event ticks. Virtualised:
// only the rows in (and just around) the scrolled window are in the DOM, so 2,000 Pods
// cost what 40 do.
import { memo, useMemo } from 'react';
import type { Trace } from '../../trace/types.ts';
import { PHASE_COLOURS, POD_H, labelWidth } from '../../chart/geometry.ts';
import { RowLabel } from './RowLabel.tsx';
import type { Layout } from '../../chart/layout.ts';
import { tickPaths } from '../../chart/marks.ts';
import type { TimeScale } from '../../chart/timeScale.ts';

/** Rows drawn beyond the visible ones, so a quick scroll does not show blanks. */
const OVERSCAN = 10;

export interface RowWindow {
  first: number;
  last: number;
}

/** The rows a scroll position shows: [first, last), with overscan, within the list. */
export function rowWindow(scrollTop: number, viewHeight: number, rows: number): RowWindow {
  const first = Math.max(0, Math.floor(scrollTop / POD_H) - OVERSCAN);
  const last = Math.min(rows, Math.ceil((scrollTop + viewHeight) / POD_H) + OVERSCAN);
  return { first, last: Math.max(first, last) };
}

export interface PodLayerProps {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  rows: RowWindow;
  height: number;
  clipId: string;
}

export const PodLayer = memo(function PodLayer({
  trace,
  layout,
  x,
  rows,
  height,
  clipId,
}: PodLayerProps) {
  const visible = useMemo(
    () =>
      layout.pods.slice(rows.first, rows.last).map((p, k) => {
        const top = (rows.first + k) * POD_H;
        return { p, top, ...tickPaths(trace, p.marks, x, top + 1, top + POD_H - 2) };
      }),
    [trace, layout, x, rows],
  );
  const ticks = x.ticks(Math.max(2, Math.floor((x.range()[1]! - labelWidth(layout)) / 80)));
  return (
    <g>
      {ticks.map((t) => (
        <line key={t} x1={x(t)} x2={x(t)} y1={0} y2={height} className="grid" />
      ))}
      {visible.map(({ p, top, normal, alert }) => (
        <g key={p.pod} className="pod-row" data-pod={p.pod}>
          <RowLabel
            text={p.pod}
            x={8}
            y={top + 12}
            font={10}
            room={labelWidth(layout) - 12}
            className="label pod"
            verbatim
          />
          <g clipPath={`url(#${clipId})`}>
            {p.segments.map((s) =>
              s.phase === 'Removed' ? null : (
                <rect
                  key={s.from}
                  x={x(s.from)}
                  y={top + 3}
                  width={Math.max(1, x(s.to) - x(s.from))}
                  height={POD_H - 6}
                  fill={PHASE_COLOURS[s.phase]}
                  data-phase={s.phase}
                />
              ),
            )}
            <path d={normal} className="tick pod-tick" />
            <path d={alert} className="tick alert" />
          </g>
        </g>
      ))}
    </g>
  );
});
