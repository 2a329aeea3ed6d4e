// The top of the swimlane: the time axis, a row of event ticks per component lane, and
// the clients' traffic as a served/failed bar per second. Memoised: hovering and the
// playhead never redraw it, only a new trace, a resize or a zoom does.
import { memo, useMemo } from 'react';
import type { Trace } from '../../trace/types.ts';
import { AXIS_H, LABEL_W, LANE_H, TRAFFIC_H } from './geometry.ts';
import type { Layout } from './layout.ts';
import { tickPaths, trafficPaths } from './marks.ts';
import type { TimeScale } from './useTimeZoom.ts';

export interface LaneLayerProps {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  width: number;
  height: number;
  clipId: string;
}

/** Where the traffic chart starts: under the last lane row. */
export const trafficTop = (layout: Layout): number => AXIS_H + layout.lanes.length * LANE_H;

export const LaneLayer = memo(function LaneLayer({
  trace,
  layout,
  x,
  width,
  height,
  clipId,
}: LaneLayerProps) {
  const lanes = useMemo(
    () =>
      layout.lanes.map((l, i) => {
        const top = AXIS_H + i * LANE_H;
        return { l, top, ...tickPaths(trace, l.marks, x, top + 3, top + LANE_H - 3) };
      }),
    [trace, layout, x],
  );
  const tTop = trafficTop(layout);
  const traffic = useMemo(
    () => trafficPaths(layout.traffic, layout.maxBin, x, tTop + TRAFFIC_H - 3, TRAFFIC_H - 8),
    [layout, x, tTop],
  );
  const ticks = x.ticks(Math.max(2, Math.floor((width - LABEL_W) / 80)));
  const fmt = x.tickFormat(ticks.length);
  return (
    <g>
      <g className="axis">
        {ticks.map((t) => (
          <g key={t} transform={`translate(${x(t)},0)`}>
            <line y1={AXIS_H - 4} y2={height} className="grid" />
            <text y={AXIS_H - 8} textAnchor="middle">{`${fmt(t / 1000)}s`}</text>
          </g>
        ))}
      </g>
      {lanes.map(({ l, top, normal, alert }) => (
        <g key={l.label} className="lane" data-lane={l.lane}>
          <text x={8} y={top + 14} className="label">
            {l.label}
          </text>
          <g clipPath={`url(#${clipId})`}>
            <path d={normal} className={`tick lane-${l.lane}`} />
            <path d={alert} className="tick alert" />
          </g>
        </g>
      ))}
      {layout.traffic.length > 0 && (
        <g className="traffic" data-lane="traffic">
          <text x={8} y={tTop + 16} className="label">
            traffic
          </text>
          <text x={8} y={tTop + 30} className="sublabel">
            {`served / failed, max ${layout.maxBin}/s`}
          </text>
          <g clipPath={`url(#${clipId})`}>
            <path d={traffic.served} className="served" />
            <path d={traffic.failed} className="failed" />
          </g>
        </g>
      )}
    </g>
  );
});
