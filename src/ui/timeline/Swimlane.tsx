// The swimlane: React renders the SVG of chartModel (src/chart/model.ts), d3 runs zoom/pan.
// On top, fixed: the time axis, a row per component lane and the traffic chart; below,
// scrolling and virtualised: a bar per Pod coloured by phase. Hovering shows what happened
// and why; a click selects an event and moves the playhead there (useChartPointer.ts). Each
// mode (editing, presenting, the embed, a compare's chart) is the same model drawn with the
// parts of PARTS; a compact chart (two on one screen) keeps the story's lanes and few or no
// Pod rows.
import { Suspense, useId, useRef, type RefObject } from 'react';
import type { ChartMode, ChartModel } from '../../chart/model.ts';
import { AXIS_H } from '../../chart/geometry.ts';
import { layoutOf } from '../../chart/layout.ts';
import type { Trace } from '../../trace/types.ts';
import { secondsText } from '../../trace/units.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { ExportMenu } from '../export/ExportMenu.tsx';
import { timelineWords } from '../i18n/timelineWords.ts';
import { RecentEvents } from './Animation.tsx';
import { BandLabels } from './BandLabels.tsx';
import { EventFilters } from './EventFilters.tsx';
import { FailureNote } from './FailureNote.tsx';
import { FoldBreaks, FoldToggle } from './FoldBreaks.tsx';
import { GroupBands, GroupHeads, NavLane, PodsHead } from './GroupRows.tsx';
import { LaneLayer } from './LaneLayer.tsx';
import { Legend } from './Legend.tsx';
import { NavHelp, NavHelpButton } from './NavHelp.tsx';
import { Curtain, LaneFocus, ObservedMarks, Playhead, SelectionRing } from './Overlays.tsx';
import { Overview } from './Overview.tsx';
import { RequestFlow } from './RequestFlow.tsx';
import { RevealedLabels } from './RevealedLabels.tsx';
import { RevealToggle } from './RevealToggle.tsx';
import { PodsChart } from './PodsChart.tsx';
import { useChartModel, type Compact } from './useChartModel.ts';
import { useChartPointer, type Tip } from './useChartPointer.ts';
import { useFollowPlayhead } from './useFollowPlayhead.ts';
import { useNavKeys } from './useNavKeys.ts';
import { useStopZoom } from './useStopZoom.ts';
import { useTimeZoom } from './useTimeZoom.ts';
import { useGestures, useReplay } from './lateGestures.ts';
import { useWidth } from './useWidth.ts';
import { ZoomButtons } from './ZoomButtons.tsx';
import { CauseArrows } from '../lateCauses.ts';

export type { Compact };

/** What a mode draws around the lanes. */
interface Parts {
  /** The reveal toggle (hide what comes after the playhead). */
  reveal: boolean;
  /** The event filters, the fold-quiet toggle and the failure note. */
  reading: boolean;
  /** The overview strip, the cause arrows and the legend. */
  whole: boolean;
}

type PageMode = Exclude<ChartMode, 'export'>;

const PARTS: Record<PageMode, Parts> = {
  normal: { reveal: true, reading: true, whole: true },
  presenting: { reveal: true, reading: true, whole: true },
  embed: { reveal: false, reading: false, whole: true },
  compare: { reveal: true, reading: false, whole: false },
};

export interface SwimlaneProps {
  trace: Trace;
  stale: boolean;
  textHash: string | null;
  /** The region's accessible name (a compare draws a second one); the page's own by default. */
  name?: string;
  /** The embed: idle lanes folded as when presenting, no reveal toggle. */
  readOnly?: boolean;
  /** A compare's chart (mode `compare`). */
  compact?: Compact;
}

export function Swimlane({
  trace,
  stale,
  textHash,
  name,
  readOnly = false,
  compact,
}: SwimlaneProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const model = useChartModel(trace, ref, width, compact, readOnly);
  const parts = PARTS[model.mode as PageMode];
  const w = timelineWords(useAppStore((s) => s.lang));
  const { layout, k, full, grouped } = model;
  const { topRef, podsRef, pointer, gestures } = useChartInput(trace, model, ref, width);
  return (
    <div
      ref={ref}
      className={`swimlane${stale ? ' stale' : ''}${compact ? ' compact' : ''}`}
      role="region"
      aria-label={name ?? w('region')}
      data-testid={name ? undefined : 'swimlane'}
      data-event-count={trace.events.length}
      data-text-hash={textHash ?? undefined}
      data-pod-rows={layout.pods.length}
      data-duration={trace.durationMs}
      tabIndex={0}
    >
      {(!compact || compact.bar) && <ChartBar trace={trace} model={model} parts={parts} />}
      {parts.reading && <FailureNote trace={trace} w={w} />}
      {parts.whole && (
        <Overview
          trace={trace}
          layout={layoutOf(trace)}
          full={full}
          width={model.inner}
          k={k}
          thin={!grouped}
          d3={gestures.d3}
        />
      )}
      {grouped && <GroupHeads layout={layout} k={k} />}
      <LanesChart
        trace={trace}
        model={model}
        parts={parts}
        width={width}
        svgRef={topRef}
        pointer={pointer}
        tag={compact?.tag}
      />
      {grouped && layout.pods.length > 0 && <PodsHead pods={layout.pods.length} />}
      <PodsChart trace={trace} model={model} width={width} svgRef={podsRef} pointer={pointer} />
      {parts.whole && <Legend w={w} trace={trace} />}
      {grouped && <NavHelp />}
      {pointer.tip && <ChartTip tip={pointer.tip} />}
    </div>
  );
}

/**
 * What the chart hears: d3-zoom on the time axis (once loaded: lateGestures.ts), the lesson stops' zoom (presenting), the
 * window following the playhead, the keys, and the pointer over the lanes and the Pods.
 */
function useChartInput(
  trace: Trace,
  model: ChartModel,
  ref: RefObject<HTMLDivElement | null>,
  width: number,
) {
  const lang = useAppStore((s) => s.lang);
  const view = useAppStore((s) => s.view);
  const { layout, x, k, full } = model;
  const gestures = useGestures(ref);
  useTimeZoom(ref, full, view, gestures.d3);
  useStopZoom(trace, layout, full.range() as [number, number], lang, model.mode === 'presenting');
  useFollowPlayhead();
  const topRef = useRef<SVGSVGElement>(null);
  const podsRef = useRef<SVGSVGElement>(null);
  useNavKeys(ref, { trace, layout, x, k, lanes: topRef });
  const pointer = useChartPointer({
    trace,
    layout,
    x,
    k,
    labelW: model.labelW,
    width,
    host: ref,
    lanes: topRef,
    pods: podsRef,
  });
  // Last: the overview's brush (a child) and the zoom are wired by now.
  useReplay(gestures);
  return { topRef, podsRef, pointer, gestures };
}

/** The zoom buttons, the reveal, the filters and the fold toggle, the export menu. */
function ChartBar({ trace, model, parts }: { trace: Trace; model: ChartModel; parts: Parts }) {
  return (
    <div className="swimlane-bar">
      <ZoomButtons durationMs={trace.durationMs} />
      {parts.reveal && <RevealToggle />}
      {parts.reading && <EventFilters trace={trace} />}
      {parts.reading && <FoldToggle trace={trace} window={model.window} />}
      <ExportMenu trace={trace} />
      {model.grouped && <NavHelpButton />}
    </div>
  );
}

type Pointer = ReturnType<typeof useChartPointer>;

/** The lanes' SVG: the model's layer and, over it, what moves with the playhead and the pointer. */
function LanesChart({
  trace,
  model,
  parts,
  width,
  svgRef,
  pointer,
  tag,
}: {
  trace: Trace;
  model: ChartModel;
  parts: Parts;
  width: number;
  svgRef: RefObject<SVGSVGElement | null>;
  pointer: Pointer;
  tag: string | undefined;
}) {
  const lang = useAppStore((s) => s.lang);
  const w = timelineWords(lang);
  const clip = `${useId().replace(/:/g, '')}-top`;
  const { layout, x, inner, topH, labelW } = model;
  return (
    <svg
      ref={svgRef}
      className="lanes"
      data-wheel-zoom=""
      width={width}
      height={topH * model.k}
      viewBox={`0 0 ${inner} ${topH}`}
      role="img"
      aria-label={w('swimlane', {
        pods: layout.pods.length,
        events: trace.events.length,
        s: secondsText(trace.durationMs, 0),
      })}
      onMouseMove={pointer.onMove('lanes')}
      onMouseLeave={pointer.onLeave}
      onClick={pointer.onClick('lanes')}
    >
      <defs>
        <clipPath id={clip}>
          <rect x={labelW - 2} y={0} width={x.range()[1]! - labelW + 4} height={topH} />
        </clipPath>
      </defs>
      {model.grouped && <GroupBands layout={layout} width={inner} />}
      <LaneLayer model={model} clipId={clip} lang={lang} revealed />
      <LanesOverlays trace={trace} model={model} arrows={parts.whole} clipId={clip} />
      {tag && (
        <text className="compact-tag" x={8} y={AXIS_H - 6}>
          {tag}
        </text>
      )}
    </svg>
  );
}

/**
 * Over the lanes, what moves with the playhead, the pointer and the selection: the recent
 * events, the requests' flow, the focused lane, the selection and its chain of causes, the
 * reveal's curtain and the labels it keeps, the bands' labels, the playhead.
 */
function LanesOverlays({
  trace,
  model,
  arrows,
  clipId,
}: {
  trace: Trace;
  model: ChartModel;
  arrows: boolean;
  clipId: string;
}) {
  const lang = useAppStore((s) => s.lang);
  const selected = useAppStore((s) => s.selected);
  const { layout, x, inner, topH } = model;
  return (
    <>
      <FoldBreaks x={x} folds={model.folds} height={topH} lang={lang} axis />
      <RecentEvents trace={trace} layout={layout} x={x} width={inner} />
      <RequestFlow trace={trace} layout={layout} x={x} />
      <LaneFocus layout={layout} width={inner} />
      {model.grouped && <NavLane layout={layout} width={inner} />}
      <ObservedMarks trace={trace} layout={layout} x={x} />
      <SelectionRing trace={trace} layout={layout} x={x} where="lanes" />
      {arrows && selected !== null && (
        <Suspense fallback={null}>
          <CauseArrows trace={trace} layout={layout} x={x} clipId={clipId} />
        </Suspense>
      )}
      <Curtain x={x} height={topH} label />
      <RevealedLabels rows={model.lanes} x={x} />
      <BandLabels model={model} clipId={clipId} />
      <Playhead x={x} height={topH} testId="playhead" />
    </>
  );
}

function ChartTip({ tip }: { tip: Tip }) {
  return (
    <div className="tooltip" role="tooltip" style={{ left: Math.max(4, tip.left), top: tip.top }}>
      {tip.text}
    </div>
  );
}
