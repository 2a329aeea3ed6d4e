// The swimlane: React renders the SVG, d3 computes the time scale. Rows: one per
// component lane, the clients' traffic, then a bar per Pod coloured by phase. Hovering a
// mark shows what happened and why; clicking it moves the playhead there.
import { scaleLinear } from 'd3';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Trace } from '../../sim/trace.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { explainEvent } from './describe.ts';
import {
  AXIS_H,
  LABEL_W,
  LANE_H,
  MAX_POD_ROWS,
  PHASE_COLOURS,
  POD_H,
  TRAFFIC_H,
} from './geometry.ts';
import { lastAtOrBefore, layoutTrace } from './layout.ts';
import { tickPaths } from './marks.ts';
import { useWidth } from './useWidth.ts';

interface Hover {
  x: number;
  y: number;
  text: string;
}

export function Swimlane({
  trace,
  stale,
  textHash,
}: {
  trace: Trace;
  stale: boolean;
  textHash: string | null;
}) {
  const layout = useMemo(() => layoutTrace(trace), [trace]);
  const store = useStoreApi();
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<Hover | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const x = useMemo(
    () =>
      scaleLinear()
        .domain([0, Math.max(1, layout.durationMs)])
        .range([LABEL_W, Math.max(LABEL_W + 50, width - 12)]),
    [layout.durationMs, width],
  );
  const pods = layout.pods.slice(0, MAX_POD_ROWS);
  const trafficTop = AXIS_H + layout.lanes.length * LANE_H;
  const hasTraffic = layout.traffic.length > 0;
  const podTop = trafficTop + (hasTraffic ? TRAFFIC_H : 0);
  const height = podTop + pods.length * POD_H + (layout.pods.length > pods.length ? 20 : 0) + 8;
  const maxBin = Math.max(1, ...layout.traffic.map((b) => b.served + b.failed));

  // Rows for hit-testing: [top, marks].
  const rows = useMemo(() => {
    const r: { top: number; h: number; marks: number[] }[] = layout.lanes.map((l, i) => ({
      top: AXIS_H + i * LANE_H,
      h: LANE_H,
      marks: l.marks,
    }));
    pods.forEach((p, i) => r.push({ top: podTop + i * POD_H, h: POD_H, marks: p.marks }));
    return r;
  }, [layout, pods, podTop]);

  const nearest = (ev: MouseEvent<SVGSVGElement>) => {
    const box = svgRef.current!.getBoundingClientRect();
    const px = ev.clientX - box.left;
    const py = ev.clientY - box.top;
    const row = rows.find((r) => py >= r.top && py < r.top + r.h);
    if (!row || px < LABEL_W) return null;
    const t = x.invert(px);
    const i = lastAtOrBefore(trace, row.marks, t);
    const cands = [row.marks[i], row.marks[i + 1]].filter((m): m is number => m !== undefined);
    let best: number | null = null;
    for (const m of cands) {
      const d = Math.abs(x(trace.events[m]!.t) - px);
      if (d <= 6 && (best === null || d < Math.abs(x(trace.events[best]!.t) - px))) best = m;
    }
    return best === null ? null : { index: best, px, py };
  };

  return (
    <div
      ref={ref}
      className={`swimlane${stale ? ' stale' : ''}`}
      role="region"
      aria-label="Swimlane timeline"
      data-event-count={trace.events.length}
      data-text-hash={textHash ?? undefined}
      data-pod-rows={layout.pods.length}
      data-duration={trace.durationMs}
    >
      <ul className="legend" aria-label="Pod phases">
        {Object.entries(PHASE_COLOURS).map(([phase, colour]) => (
          <li key={phase}>
            <span className="swatch" style={{ background: colour }} />
            {phase}
          </li>
        ))}
        <li>
          <span className="swatch alert" />
          SIGKILL, failure
        </li>
      </ul>
      <svg
        ref={svgRef}
        width={width}
        height={height}
        role="img"
        aria-label={`Swimlane of ${layout.pods.length} pods and ${trace.events.length} events over ${(trace.durationMs / 1000).toFixed(0)} s`}
        onMouseMove={(ev) => {
          const n = nearest(ev);
          setHover(n ? { x: n.px, y: n.py, text: explainEvent(trace.events[n.index]!) } : null);
        }}
        onMouseLeave={() => setHover(null)}
        onClick={(ev) => {
          const n = nearest(ev);
          if (n) store.getState().setTime(trace.events[n.index]!.t);
          else if (ev.clientX - svgRef.current!.getBoundingClientRect().left > LABEL_W) {
            store
              .getState()
              .setTime(x.invert(ev.clientX - svgRef.current!.getBoundingClientRect().left));
          }
        }}
      >
        <g className="axis">
          {x.ticks(Math.max(2, Math.floor(width / 90))).map((t) => (
            <g key={t} transform={`translate(${x(t)},0)`}>
              <line y1={AXIS_H - 4} y2={height} className="grid" />
              <text y={AXIS_H - 8} textAnchor="middle">{`${t / 1000}s`}</text>
            </g>
          ))}
        </g>
        {layout.lanes.map((l, i) => {
          const top = AXIS_H + i * LANE_H;
          const p = tickPaths(trace, l.marks, x, top + 3, top + LANE_H - 3);
          return (
            <g key={l.label} className="lane" data-lane={l.lane}>
              <text x={8} y={top + 14} className="label">
                {l.label}
              </text>
              <path d={p.normal} className={`tick lane-${l.lane}`} />
              <path d={p.alert} className="tick alert" />
            </g>
          );
        })}
        {hasTraffic && (
          <g className="traffic" data-lane="traffic">
            <text x={8} y={trafficTop + 16} className="label">
              traffic
            </text>
            <text x={8} y={trafficTop + 30} className="sublabel">
              served / failed
            </text>
            {layout.traffic.map((b) => {
              const w = Math.max(1, x(b.t + 1000) - x(b.t) - 1);
              const hs = ((TRAFFIC_H - 6) * b.served) / maxBin;
              const hf = ((TRAFFIC_H - 6) * b.failed) / maxBin;
              return (
                <g key={b.t}>
                  <rect
                    x={x(b.t)}
                    y={trafficTop + TRAFFIC_H - 3 - hs}
                    width={w}
                    height={hs}
                    className="served"
                  />
                  {b.failed > 0 && (
                    <rect
                      x={x(b.t)}
                      y={trafficTop + TRAFFIC_H - 3 - hs - hf}
                      width={w}
                      height={hf}
                      className="failed"
                    />
                  )}
                </g>
              );
            })}
          </g>
        )}
        {pods.map((p, i) => {
          const top = podTop + i * POD_H;
          const ticks = tickPaths(trace, p.marks, x, top + 1, top + POD_H - 2);
          return (
            <g key={p.pod} className="pod-row" data-pod={p.pod}>
              <text x={8} y={top + 12} className="label pod">
                {p.pod}
              </text>
              {p.segments
                .filter((s) => s.phase !== 'Removed')
                .map((s) => (
                  <rect
                    key={s.from}
                    x={x(s.from)}
                    y={top + 3}
                    width={Math.max(1, x(s.to) - x(s.from))}
                    height={POD_H - 6}
                    fill={PHASE_COLOURS[s.phase]}
                    data-phase={s.phase}
                  />
                ))}
              <path d={ticks.normal} className="tick pod-tick" />
              <path d={ticks.alert} className="tick alert" />
            </g>
          );
        })}
        {layout.pods.length > pods.length && (
          <text x={8} y={podTop + pods.length * POD_H + 14} className="sublabel">
            {`+ ${layout.pods.length - pods.length} more pods not drawn`}
          </text>
        )}
        <Playhead x={x} height={height} />
      </svg>
      {hover && (
        <div
          className="tooltip"
          role="tooltip"
          style={{ left: Math.min(hover.x + 12, width - 320), top: hover.y + 12 }}
        >
          {hover.text}
        </div>
      )}
    </div>
  );
}

/** Only the playhead follows the clock, so playback re-renders one line, not the lanes. */
function Playhead({ x, height }: { x: (t: number) => number; height: number }) {
  const timeMs = useAppStore((s) => s.timeMs);
  const px = x(timeMs);
  return (
    <line
      className="playhead"
      data-testid="playhead"
      data-x={px.toFixed(1)}
      x1={px}
      x2={px}
      y1={0}
      y2={height}
    />
  );
}
