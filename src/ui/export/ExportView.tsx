// The swimlane as a file (SVG, PNG): what the person sees, standing alone. Title, lesson,
// Kubernetes version and time window above; the chart over the window on screen with every
// lane and every Pod row (the page draws only the rows in view) up to FILE_POD_ROWS, the
// story's first, then a line counting the others; the legend below. The
// page's styles apply under `.swimlane-export` (marks.css, export.css) and exportRun.ts
// writes them into each element.
import type { View } from '../../store/createAppStore.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { exportWords } from '../i18n/exportWords.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { ExportChart, chartHeights, exportModel, shownWindow } from './ExportChart.tsx';
import { ExportHeading, headingLines, metaLine } from './ExportHeading.tsx';
import { ExportLegend, legendLayout } from './ExportLegend.tsx';
import { legendEntriesOf } from '../timeline/legendEntries.ts';
import { MorePods } from './MorePods.tsx';
import { storyPodsFirst } from './podRows.ts';
import type { RunTitle } from './runTitle.ts';

/** What an export draws: the store's state at the moment of the click. */
export interface ExportScene {
  trace: Trace;
  /** The window on screen; null = the whole run. */
  view: View | null;
  lang: Lang;
  title: RunTitle;
  /** Presenting, idle lanes are folded away on screen: the file folds them too. */
  folded: boolean;
}

export const EXPORT_WIDTH = 1400;
/** Where the lane labels start, and so the heading and the legend. */
const LEFT = 8;
const FONTS = { title: 20, lesson: 13, meta: 12, lessonLines: 2 };
const LEGEND_FONT = 12;
/**
 * Pod rows a file draws at most: 6,400 px of rows, a PNG of 12,800 px at 2× (a canvas
 * encodes up to 32,767); the JSON export keeps every Pod.
 */
export const FILE_POD_ROWS = 400;
/** The "+N more Pods" line's height, under the chart. */
const MORE_LINE = Math.round(LEGEND_FONT * 1.6);

export interface ExportSize {
  width: number;
  height: number;
}

/** Where everything of the file goes: its Pod rows (capped), heading, chart and legend. */
export function fileLayout(scene: ExportScene) {
  const { trace, view, lang } = scene;
  const model = exportModel(trace, view, lang, EXPORT_WIDTH, scene.folded);
  const all = model.layout;
  const podRows = Math.min(all.pods.length, FILE_POD_ROWS);
  const more = all.pods.length - podRows;
  const layout = more > 0 ? storyPodsFirst(trace, all, shownWindow(trace, view), podRows) : all;
  const heading = headingLines(
    scene.title,
    metaLine(trace, view, lang),
    exportWords(lang)('untitled'),
    FONTS,
    EXPORT_WIDTH - 2 * LEFT,
    4,
  );
  const chartTop = heading.bottom + 6;
  const chart = chartHeights(layout, podRows);
  const legend = legendLayout(
    timelineWords(lang),
    EXPORT_WIDTH - 2 * LEFT,
    LEGEND_FONT,
    legendEntriesOf(trace),
  );
  const chartBottom = chartTop + chart.total;
  const legendTop = chartBottom + (more > 0 ? MORE_LINE : 0) + 8;
  const height = Math.ceil(legendTop + legend.height + 6);
  return {
    model,
    layout,
    podRows,
    more,
    heading,
    chartTop,
    chartBottom,
    legend,
    legendTop,
    height,
  };
}

/** The file's size in px (the PNG is drawn at 2× of it). */
export function exportSize(scene: ExportScene): ExportSize {
  return { width: EXPORT_WIDTH, height: fileLayout(scene).height };
}

export function ExportView({ scene }: { scene: ExportScene }) {
  const { trace, lang } = scene;
  const {
    model,
    layout,
    podRows,
    more,
    heading,
    chartTop,
    chartBottom,
    legend,
    legendTop,
    height,
  } = fileLayout(scene);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={EXPORT_WIDTH}
      height={height}
      viewBox={`0 0 ${EXPORT_WIDTH} ${height}`}
      className="swimlane-export"
      data-export="file"
    >
      <rect width={EXPORT_WIDTH} height={height} className="export-bg" />
      <ExportHeading lines={heading.lines} x={LEFT} />
      <g transform={`translate(0, ${chartTop})`}>
        <ExportChart
          trace={trace}
          model={model}
          pods={layout}
          podRows={podRows}
          lang={lang}
          id="export"
        />
      </g>
      <MorePods n={more} x={LEFT} chartBottom={chartBottom} font={LEGEND_FONT} lang={lang} />
      <ExportLegend
        layout={legend}
        x={LEFT}
        y={legendTop}
        font={LEGEND_FONT}
        label={timelineWords(lang)('legend.label')}
      />
    </svg>
  );
}
