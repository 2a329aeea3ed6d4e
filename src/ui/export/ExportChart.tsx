// The chart an export draws: the screen's own lane and Pod layers over the window the
// person is looking at (the store's view, or the whole run), every lane, and as many Pod
// rows as the view asks for. Drawn in the swimlane's units; a slide scales it up.
import { scaleLinear } from 'd3';
import type { View } from '../../store/createAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { LABEL_W, POD_H, TRAFFIC_H } from '../../chart/geometry.ts';
import { LaneLayer, trafficTop } from '../timeline/LaneLayer.tsx';
import type { Layout } from '../../chart/layout.ts';
import { PodLayer } from '../timeline/PodLayer.tsx';
import type { TimeScale } from '../timeline/useTimeZoom.ts';
import { useLaneRows } from '../timeline/useLaneRows.ts';

/** The time window an export shows: the view on screen, or the whole run. */
export function shownWindow(trace: Trace, view: View | null): View {
  return view ?? [0, Math.max(1, trace.durationMs)];
}

/** The time scale over `window` for a chart `width` units wide (as the swimlane's). */
export function windowScale(window: View, width: number): TimeScale {
  return scaleLinear()
    .domain(window)
    .range([LABEL_W, width - 12]);
}

/** Heights of the lanes part (axis, lanes, traffic) and of `podRows` Pod rows. */
export function chartHeights(layout: Layout, podRows: number): { top: number; total: number } {
  const top = trafficTop(layout) + (layout.traffic.length > 0 ? TRAFFIC_H : 0) + 4;
  return { top, total: top + (podRows > 0 ? podRows * POD_H + 4 : 0) };
}

export function ExportChart({
  trace,
  layout,
  x,
  width,
  podRows,
  lang,
  id,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  width: number;
  podRows: number;
  lang: Lang;
  /** Prefix of the clip paths' ids (unique within the file). */
  id: string;
}) {
  const { top, total } = chartHeights(layout, podRows);
  const right = x.range()[1]!;
  const rows = useLaneRows(trace, layout, x, lang);
  const clip = (
    <rect x={LABEL_W - 2} y={0} width={right - LABEL_W + 4} height={Math.max(top, total - top)} />
  );
  return (
    <g className="export-chart" data-window={x.domain().join('-')}>
      <defs>
        <clipPath id={`${id}-top`}>{clip}</clipPath>
        <clipPath id={`${id}-pods`}>{clip}</clipPath>
      </defs>
      <LaneLayer
        trace={trace}
        layout={layout}
        rows={rows}
        x={x}
        width={width}
        height={top}
        clipId={`${id}-top`}
        lang={lang}
      />
      {podRows > 0 && (
        <g transform={`translate(0, ${top})`}>
          <line x1={0} x2={width} y1={0} y2={0} className="grid" />
          <PodLayer
            trace={trace}
            layout={layout}
            x={x}
            rows={{ first: 0, last: podRows }}
            height={total - top}
            clipId={`${id}-pods`}
          />
        </g>
      )}
    </g>
  );
}
