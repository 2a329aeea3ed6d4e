// The chart an export draws: the model the page's chart is drawn from (chartModel, mode
// `export`) over the window the person is looking at (the store's view, or the whole run),
// every lane (or the folded ones of a presented run), and as many Pod rows as the view asks
// for. Drawn in the swimlane's units; a slide scales it up.
import { chartHeights, chartModel, type ChartModel } from '../../chart/model.ts';
import type { Layout } from '../../chart/layout.ts';
import type { View } from '../../chart/view.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { LaneLayer } from '../timeline/LaneLayer.tsx';
import { PodLayer } from '../timeline/PodLayer.tsx';

export { chartHeights } from '../../chart/model.ts';

/** The time window an export shows: the view on screen, or the whole run. */
export function shownWindow(trace: Trace, view: View | null): View {
  return view ?? [0, Math.max(1, trace.durationMs)];
}

/** A file's model: `width` units wide, over the window on screen, no quiet stretch folded. */
export function exportModel(
  trace: Trace,
  view: View | null,
  lang: Lang,
  width: number,
  idleFolded: boolean,
): ChartModel {
  return chartModel(trace, 'export', {
    width,
    page: null,
    below: 0,
    view,
    foldQuiet: false,
    folded: [],
    idleFolded,
    words: timelineWords(lang),
  });
}

export function ExportChart({
  trace,
  model,
  pods,
  podRows,
  lang,
  id,
}: {
  trace: Trace;
  model: ChartModel;
  /** The model's layout with the Pod rows the file shows first (podRows.ts). */
  pods: Layout;
  podRows: number;
  lang: Lang;
  /** Prefix of the clip paths' ids (unique within the file). */
  id: string;
}) {
  const { x, inner: width, labelW } = model;
  const { top, total } = chartHeights(pods, podRows);
  const right = x.range()[1]!;
  const clip = (
    <rect x={labelW - 2} y={0} width={right - labelW + 4} height={Math.max(top, total - top)} />
  );
  return (
    <g className="export-chart" data-window={x.domain().join('-')}>
      <defs>
        <clipPath id={`${id}-top`}>{clip}</clipPath>
        <clipPath id={`${id}-pods`}>{clip}</clipPath>
      </defs>
      <LaneLayer model={model} clipId={`${id}-top`} lang={lang} />
      {podRows > 0 && (
        <g transform={`translate(0, ${top})`}>
          <line x1={0} x2={width} y1={0} y2={0} className="grid" />
          <PodLayer
            trace={trace}
            layout={pods}
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
