// The whole swimlane in one SVG for export: every lane and every Pod row (the page draws
// only the rows in view), on a fixed width.
import { scaleLinear } from 'd3';
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { LABEL_W, POD_H, TRAFFIC_H } from '../timeline/geometry.ts';
import { LaneLayer, trafficTop } from '../timeline/LaneLayer.tsx';
import { layoutOf } from '../timeline/layout.ts';
import { PodLayer } from '../timeline/PodLayer.tsx';

export const EXPORT_WIDTH = 1400;

export function exportHeight(trace: Trace): { top: number; total: number } {
  const layout = layoutOf(trace);
  const top = trafficTop(layout) + (layout.traffic.length > 0 ? TRAFFIC_H : 0) + 4;
  return { top, total: top + layout.pods.length * POD_H + 4 };
}

export function ExportView({ trace }: { trace: Trace }) {
  const layout = layoutOf(trace);
  const lang = useAppStore((s) => s.lang);
  const x = scaleLinear()
    .domain([0, Math.max(trace.durationMs, 1)])
    .range([LABEL_W, EXPORT_WIDTH - 12]);
  const { top, total } = exportHeight(trace);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={EXPORT_WIDTH}
      height={total}
      viewBox={`0 0 ${EXPORT_WIDTH} ${total}`}
      className="swimlane-export"
    >
      <defs>
        <clipPath id="export-top">
          <rect x={LABEL_W - 2} y={0} width={EXPORT_WIDTH - LABEL_W} height={top} />
        </clipPath>
        <clipPath id="export-pods">
          <rect x={LABEL_W - 2} y={0} width={EXPORT_WIDTH - LABEL_W} height={total - top} />
        </clipPath>
      </defs>
      <rect width={EXPORT_WIDTH} height={total} className="export-bg" />
      <LaneLayer
        trace={trace}
        layout={layout}
        x={x}
        width={EXPORT_WIDTH}
        height={top}
        clipId="export-top"
        lang={lang}
      />
      <g transform={`translate(0, ${top})`}>
        <PodLayer
          trace={trace}
          layout={layout}
          x={x}
          rows={{ first: 0, last: layout.pods.length }}
          height={total - top}
          clipId="export-pods"
        />
      </g>
    </svg>
  );
}
