// The run as a 1920×1080 slide: title and lesson at the top, the chart filling the slide
// in type a room can read (the drawing's smallest text, 10 px, at 20 px and more), the
// legend at the bottom. Idle lanes fold away as in presenter mode, and the Pod rows shown
// are those alive in the window, as many as fit.
import { exportWords } from '../i18n/exportWords.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { POD_H } from '../../chart/geometry.ts';
import { foldedLayoutOf } from '../../chart/layout.ts';
import { ExportChart, chartHeights, exportModel, shownWindow } from './ExportChart.tsx';
import { ExportHeading, headingLines, metaLine } from './ExportHeading.tsx';
import { ExportLegend, legendLayout } from './ExportLegend.tsx';
import { legendEntriesOf } from '../timeline/legendEntries.ts';
import { MorePods } from './MorePods.tsx';
import type { ExportScene } from './ExportView.tsx';
import { podsInWindow, storyPodsFirst } from './podRows.ts';

export const SLIDE = { width: 1920, height: 1080 } as const;
const PAD = 48;
const FONTS = { title: 48, lesson: 30, meta: 24, lessonLines: 2 };
const LEGEND_FONT = 24;
/** The drawing's smallest text is 10 px: twice that is the least a room reads. */
const MIN_SCALE = 2;
const MAX_SCALE = 3;
/** Pod rows the scale makes room for before it grows the chart further. */
const WANTED_POD_ROWS = 6;

export function slidePlan(scene: ExportScene) {
  const { trace, view, lang } = scene;
  const window = shownWindow(trace, view);
  const alive = podsInWindow(foldedLayoutOf(trace), window);
  const heading = headingLines(
    scene.title,
    metaLine(trace, view, lang),
    exportWords(lang)('untitled'),
    FONTS,
    SLIDE.width - 2 * PAD,
    PAD / 2,
  );
  const legend = legendLayout(
    timelineWords(lang),
    SLIDE.width - 2 * PAD,
    LEGEND_FONT,
    legendEntriesOf(trace),
  );
  const legendTop = SLIDE.height - PAD / 2 - legend.height;
  const below = heading.bottom + 20;
  // The "+N more Pods" line under the chart, when some do not fit.
  const moreLine = Math.round(LEGEND_FONT * 1.6);
  const room = legendTop - 16 - below;
  const lanes = chartHeights(alive, 0).top;
  const pods = alive.pods.length;
  const wanted = chartHeights(alive, Math.min(pods, WANTED_POD_ROWS)).total;
  const wantedRoom = room - (pods > WANTED_POD_ROWS ? moreLine : 0);
  // Only a chart of very many lanes falls under 20 px text: it must still fit the slide.
  const k = Math.min(Math.max(MIN_SCALE, Math.min(MAX_SCALE, wantedRoom / wanted)), room / lanes);
  const fits = (space: number) => Math.max(0, Math.floor((space / k - lanes - 4) / POD_H));
  let podRows = Math.min(pods, fits(room));
  if (podRows < pods) podRows = fits(room - moreLine);
  const layout = storyPodsFirst(trace, alive, window, podRows);
  // A short chart (few lanes, few Pods, at the largest scale) sits a little above the middle.
  const used =
    chartHeights(layout, podRows).total * k + (podRows < layout.pods.length ? moreLine : 0);
  const chartTop = below + Math.max(0, (room - used) / 3);
  return { layout, window, heading, legend, legendTop, chartTop, k, podRows };
}

export function SlideView({ scene }: { scene: ExportScene }) {
  const { trace, lang } = scene;
  const { layout, heading, legend, legendTop, chartTop, k, podRows } = slidePlan(scene);
  /** The chart's own width: the slide's, less its margins, in drawing units. */
  const inner = (SLIDE.width - PAD) / k;
  const model = exportModel(trace, scene.view, lang, inner, true);
  const chartBottom = chartTop + chartHeights(layout, podRows).total * k;
  const more = layout.pods.length - podRows;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={SLIDE.width}
      height={SLIDE.height}
      viewBox={`0 0 ${SLIDE.width} ${SLIDE.height}`}
      className="swimlane-export"
      data-export="slide"
      data-scale={k.toFixed(2)}
    >
      <rect width={SLIDE.width} height={SLIDE.height} className="export-bg" />
      <ExportHeading lines={heading.lines} x={PAD} />
      <g transform={`translate(${PAD - 8 * k}, ${chartTop}) scale(${k})`}>
        <ExportChart
          trace={trace}
          model={model}
          pods={layout}
          podRows={podRows}
          lang={lang}
          id="slide"
        />
      </g>
      <MorePods n={more} x={PAD} chartBottom={chartBottom} font={LEGEND_FONT} lang={lang} />
      <ExportLegend
        layout={legend}
        x={PAD}
        y={legendTop}
        font={LEGEND_FONT}
        label={timelineWords(lang)('legend.label')}
      />
    </svg>
  );
}
