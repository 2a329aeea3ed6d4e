// The swimlane: React renders the SVG, d3 computes the time scale and runs zoom/pan.
// On top, fixed: the time axis, a row per component lane and the traffic chart; below,
// scrolling and virtualised: a bar per Pod coloured by phase. Hovering shows what
// happened and why; a click selects an event and moves the playhead there (useChartPointer.ts). Compact (two
// charts on one screen, compare), it keeps the story's lanes and few or no Pod rows.
import { secondsText } from '../../trace/units.ts';
import { useId, useRef } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { AXIS_H, POD_H, TRAFFIC_H } from '../../chart/geometry.ts';
import type { CompactFit } from '../../chart/compact.ts';
import { useChartPointer } from './useChartPointer.ts';
import { LaneLayer, trafficTop } from './LaneLayer.tsx';
import { useLaneRows } from './useLaneRows.ts';
import { useStopZoom } from './useStopZoom.ts';
import { RevealedLabels } from './RevealedLabels.tsx';
import { BandLabels } from './BandLabels.tsx';
import { layoutOf } from '../../chart/layout.ts';
import { presenterPodsHeight, presenterScale } from '../../chart/presenterScale.ts';
import { useRoomBelow } from './useRoomBelow.ts';
import { chartScale } from '../../chart/narrowChart.ts';
import { ExportMenu } from '../export/ExportMenu.tsx';
import { Curtain, LaneFocus, ObservedMarks, Playhead, SelectionRing } from './Overlays.tsx';
import { PodLayer } from './PodLayer.tsx';
import { useFollowPlayhead } from './useFollowPlayhead.ts';
import { useRowWindow } from './useRowWindow.ts';
import { useTimeScales, useTimeZoom } from './useTimeZoom.ts';
import { useWidth } from './useWidth.ts';
import { ZoomButtons } from './ZoomButtons.tsx';
import { Legend } from './Legend.tsx';
import { FailureNote } from './FailureNote.tsx';
import { RecentEvents } from './Animation.tsx';
import { RequestFlow } from './RequestFlow.tsx';
import { PodRequestFlow } from './PodRequestFlow.tsx';
import { RevealToggle } from './RevealToggle.tsx';
import { CauseArrows } from './CauseArrows.tsx';
import { EventFilters } from './EventFilters.tsx';
import { FoldBreaks, FoldToggle } from './FoldBreaks.tsx';
import { timelineWords } from '../i18n/timelineWords.ts';
import { useT } from '../i18n/useT.ts';
import { useChartLayout } from './useChartLayout.ts';
import { GroupBands, GroupHeads, NavLane, PodsHead } from './GroupRows.tsx';
import { NavHelp, NavHelpButton } from './NavHelp.tsx';
import { Overview } from './Overview.tsx';
import { useNavKeys } from './useNavKeys.ts';

/** A compact chart: one of two sharing a screen. */
export interface Compact {
  /** The lane rows kept (by label): the same in both charts, so their rows line up. */
  lanes: readonly string[];
  /** Its scale and Pod rows (compact.ts compactFit): the same for both, so axes line up. */
  fit: CompactFit;
  /** The zoom and export bar (off for a chart whose window follows another's). */
  bar: boolean;
  /** What the chart is called in its top-left corner ("A", "B"). */
  tag: string;
}

export function Swimlane({
  trace,
  stale,
  textHash,
  name,
  readOnly = false,
  compact,
}: {
  trace: Trace;
  stale: boolean;
  textHash: string | null;
  /** The region's accessible name (a compare draws a second one); the page's own by default. */
  name?: string;
  /** The embed: idle lanes folded as when presenting, no reveal toggle. */
  readOnly?: boolean;
  compact?: Compact;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { presenting, page, labelW, grouped, layout, podsFolded } = useChartLayout(
    trace,
    ref,
    compact ? compact.lanes : null,
    readOnly,
  );
  const fit = compact?.fit;
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const w = timelineWords(lang);
  const room = useRoomBelow(ref, presenting && !compact);
  const presented = presenting && !compact;
  const natural = presented ? presenterScale(layout, room) : 1;
  const k = chartScale(natural, fit ? fit.scale : null, page, width, labelW);
  /** The drawing's own width: the SVGs are `k` times larger on screen (viewBox). */
  const inner = width / k;
  const { full, x, view, window, folds } = useTimeScales(
    trace,
    labelW,
    Math.max(labelW + 50, inner - 12),
    !compact,
  );
  useTimeZoom(ref, full, view);
  useStopZoom(trace, layout, full.range() as [number, number], lang, presented);
  useFollowPlayhead();
  const [scrollRef, rows] = useRowWindow(layout.pods.length, k);
  const clip = useId().replace(/:/g, '');
  const topRef = useRef<SVGSVGElement>(null);
  const podsRef = useRef<SVGSVGElement>(null);
  useNavKeys(ref, { trace, layout, x, k, lanes: topRef });

  const topH = trafficTop(layout) + (layout.traffic.length > 0 ? TRAFFIC_H : 0) + 4;
  const podsH = layout.pods.length * POD_H + 4;
  const right = x.range()[1]!;
  const drawn = useLaneRows(trace, layout, x, lang);

  const { tip, onMove, onLeave, onClick } = useChartPointer({
    trace,
    layout,
    x,
    k,
    labelW,
    width,
    host: ref,
    lanes: topRef,
    pods: podsRef,
  });

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
      {(!compact || compact.bar) && (
        <div className="swimlane-bar">
          <ZoomButtons durationMs={trace.durationMs} />
          {!readOnly && <RevealToggle />}
          {!compact && !readOnly && <EventFilters trace={trace} />}
          {!readOnly && !compact && <FoldToggle trace={trace} window={window} />}
          <ExportMenu trace={trace} />
          {grouped && <NavHelpButton />}
        </div>
      )}
      {!compact && !readOnly && <FailureNote trace={trace} w={w} />}
      {!compact && (
        <Overview
          trace={trace}
          layout={layoutOf(trace)}
          full={full}
          width={inner}
          k={k}
          thin={!grouped}
        />
      )}
      {grouped && <GroupHeads layout={layout} k={k} />}
      <svg
        ref={topRef}
        className="lanes"
        data-wheel-zoom=""
        width={width}
        height={topH * k}
        viewBox={`0 0 ${inner} ${topH}`}
        role="img"
        aria-label={w('swimlane', {
          pods: layout.pods.length,
          events: trace.events.length,
          s: secondsText(trace.durationMs, 0),
        })}
        onMouseMove={onMove('lanes')}
        onMouseLeave={onLeave}
        onClick={onClick('lanes')}
      >
        <defs>
          <clipPath id={`${clip}-top`}>
            <rect x={labelW - 2} y={0} width={right - labelW + 4} height={topH} />
          </clipPath>
        </defs>
        {grouped && <GroupBands layout={layout} width={inner} />}
        <LaneLayer
          trace={trace}
          layout={layout}
          rows={drawn}
          x={x}
          width={inner}
          height={topH}
          clipId={`${clip}-top`}
          lang={lang}
          revealed
          folds={folds}
          window={window}
        />
        <FoldBreaks x={x} folds={folds} height={topH} lang={lang} axis />
        <RecentEvents trace={trace} layout={layout} x={x} width={inner} />
        <RequestFlow trace={trace} layout={layout} x={x} />
        <LaneFocus layout={layout} width={inner} />
        {grouped && <NavLane layout={layout} width={inner} />}
        <ObservedMarks trace={trace} layout={layout} x={x} />
        <SelectionRing trace={trace} layout={layout} x={x} where="lanes" />
        {!compact && <CauseArrows trace={trace} layout={layout} x={x} clipId={`${clip}-top`} />}
        <Curtain x={x} height={topH} label />
        <RevealedLabels rows={drawn} x={x} />
        <BandLabels trace={trace} layout={layout} x={x} lang={lang} clipId={`${clip}-top`} />
        <Playhead x={x} height={topH} testId="playhead" />
        {compact && (
          <text className="compact-tag" x={8} y={AXIS_H - 6}>
            {compact.tag}
          </text>
        )}
      </svg>
      {grouped && layout.pods.length > 0 && <PodsHead pods={layout.pods.length} />}
      <div
        ref={scrollRef}
        className="pods-scroll"
        // It scrolls when the Pods outnumber their room: a keyboard must reach it too.
        tabIndex={0}
        hidden={fit?.podRows === 0 || podsFolded}
        style={
          fit
            ? { maxHeight: fit.podRows * POD_H * k }
            : presented
              ? { maxHeight: presenterPodsHeight(layout, room, k) }
              : undefined
        }
      >
        {layout.pods.length === 0 ? (
          <p className="empty">{t('noPods')}</p>
        ) : (
          <svg
            ref={podsRef}
            className="pods"
            width={width}
            height={podsH * k}
            viewBox={`0 0 ${inner} ${podsH}`}
            role="img"
            aria-label={w('podBars', { pods: layout.pods.length })}
            onMouseMove={onMove('pods')}
            onMouseLeave={onLeave}
            onClick={onClick('pods')}
          >
            <defs>
              <clipPath id={`${clip}-pods`}>
                <rect x={labelW - 2} y={0} width={right - labelW + 4} height={podsH} />
              </clipPath>
            </defs>
            <PodLayer
              trace={trace}
              layout={layout}
              x={x}
              rows={rows}
              height={podsH}
              clipId={`${clip}-pods`}
            />
            <FoldBreaks x={x} folds={folds} height={podsH} lang={lang} axis={false} />
            <SelectionRing trace={trace} layout={layout} x={x} where="pods" />
            <PodRequestFlow trace={trace} layout={layout} x={x} />
            <Curtain x={x} height={podsH} label={false} />
            <Playhead x={x} height={podsH} />
          </svg>
        )}
      </div>
      {!compact && <Legend w={w} trace={trace} />}
      {grouped && <NavHelp />}
      {tip && (
        <div
          className="tooltip"
          role="tooltip"
          style={{ left: Math.max(4, tip.left), top: tip.top }}
        >
          {tip.text}
        </div>
      )}
    </div>
  );
}
