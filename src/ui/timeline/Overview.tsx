// The overview strip: the whole run in a thin band over the lanes (where its events fall,
// where requests failed, the playhead) with the window the lanes show as a d3-brush. Dragging
// the brush pans, dragging its edges resizes, a click elsewhere centres the window there: each
// sets the store's window, as the zoom does. The brush owns one <g>, React the rest.
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { View } from '../../chart/view.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { secondsText } from '../../trace/units.ts';
import type { Trace } from '../../trace/types.ts';
import { navWords } from '../i18n/navWords.ts';
import type { Layout } from '../../chart/layout.ts';
import { windowOf } from '../../chart/navMath.ts';
import { densityOf } from '../../chart/overviewMarks.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import type { Brush } from './gestures.ts';
import type { Gestures } from './lateGestures.ts';

export const OVERVIEW_H = 30;
/**
 * Presenting and in the embed (issue 27): a thin strip. A projector's room sees where in the
 * run the lesson's moment lies (the window on the whole, the failed requests in red) for 18 px
 * of the chart's height; the presenter may drag it as the reader does.
 */
export const THIN_OVERVIEW_H = 18;

const BIN_PX = 3;

interface OverviewProps {
  trace: Trace;
  layout: Layout;
  /** The whole run's scale (the lanes' when not zoomed): the strip lines up with them. */
  full: TimeScale;
  /** The drawing's width; on screen it is `k` times wider, as the lanes are. */
  width: number;
  /** The lanes' scale: the strip is stretched sideways by it (its text keeps its size). */
  k?: number;
  thin?: boolean;
  /** d3's gestures, once loaded (lateGestures.ts); the window is drawn without them until then. */
  d3: Gestures | null;
}

export function Overview({ trace, layout, full, width, k = 1, thin = false, d3 }: OverviewProps) {
  const H = thin ? THIN_OVERVIEW_H : OVERVIEW_H;
  const view = useAppStore((s) => s.view);
  const w = navWords(useAppStore((s) => s.lang));
  const strip = useRef<SVGSVGElement>(null);
  const [left, right] = full.range() as [number, number];
  const duration = trace.durationMs;
  const bins = useMemo(
    () => densityOf(trace, layout, left, right, BIN_PX),
    [trace, layout, left, right],
  );
  useOwnGestures(strip);
  const g = useWindowBrush(full, H, duration, view, d3);
  const [a, z] = windowOf(view, duration);
  return (
    <svg
      ref={strip}
      data-testid="overview"
      className={thin ? 'overview thin' : 'overview'}
      width={width * k}
      height={H}
      role="img"
      aria-label={w('overview.aria', {
        s: secondsText(duration, 0),
        from: secondsText(a),
        to: secondsText(z),
      })}
    >
      <text x={8} y={H / 2 + 4} className="label">
        {w('overview.label')}
      </text>
      <g transform={k === 1 ? undefined : `scale(${k},1)`}>
        <rect className="overview-bg" x={left} y={1} width={right - left} height={H - 2} />
        <DensityBars bins={bins} height={H} />
        <OverviewPlayhead full={full} height={H} />
        <g ref={g} className="overview-brush" data-testid="overview-brush" />
        {!d3 && <EarlyWindow full={full} view={view} duration={duration} height={H} />}
      </g>
    </svg>
  );
}

/**
 * The brush's gestures stay its own: the swimlane's d3-zoom (useTimeZoom.ts) listens on an
 * element around the strip and would pan along, and never hear the gesture end.
 */
function useOwnGestures(strip: RefObject<SVGSVGElement | null>): void {
  useEffect(() => {
    const node = strip.current;
    if (!node) return;
    const stop = (e: Event) => e.stopPropagation();
    node.addEventListener('mousedown', stop);
    node.addEventListener('touchstart', stop, { passive: true });
    return () => {
      node.removeEventListener('mousedown', stop);
      node.removeEventListener('touchstart', stop);
    };
  }, [strip]);
}

/**
 * The d3-brush on the window (gestures.ts attachBrush, once loaded), owning the returned <g>:
 * a drag sets the store's window, a click beside it centres the window there; and the brush
 * follows the store's window (zoom, keys, the story, a lesson stop) but never under the
 * reader's drag.
 */
function useWindowBrush(
  full: TimeScale,
  H: number,
  duration: number,
  view: View | null,
  d3: Gestures | null,
) {
  const store = useStoreApi();
  const g = useRef<SVGGElement>(null);
  const brush = useRef<Brush | null>(null);
  const dragging = useRef(false);

  useEffect(() => {
    const node = g.current;
    if (!node || !d3) return;
    brush.current = d3.attachBrush(node, full, H, duration, store, dragging);
    return () => {
      d3.detachBrush(node);
      brush.current = null;
    };
  }, [full, duration, store, H, d3]);

  useEffect(() => {
    const node = g.current;
    const b = brush.current;
    if (!node || !b || !d3) return;
    // Not while the reader drags it (the store's window is what the drag just set): moving a
    // brush under the pointer would end the gesture.
    if (dragging.current) return;
    d3.moveBrush(node, b, full, duration, view);
  }, [view, full, duration, d3]);
  return g;
}

/** How many events fall in each few px of the run, and where requests failed. */
function DensityBars({ bins, height: H }: { bins: ReturnType<typeof densityOf>; height: number }) {
  const most = Math.max(1, ...bins.map((b) => b.events));
  return (
    <>
      {bins.map((b) => {
        const h = Math.max(2, (H - 6) * Math.sqrt(b.events / most));
        return (
          <g key={b.x}>
            {b.events > 0 && (
              <rect
                className="overview-density"
                x={b.x}
                y={H - 3 - h}
                width={BIN_PX - 0.5}
                height={h}
              />
            )}
            {b.failed > 0 && (
              <rect className="overview-failed" x={b.x} y={2} width={BIN_PX - 0.5} height={4} />
            )}
          </g>
        );
      })}
    </>
  );
}

/** The playhead on the strip: the one part that moves as the run plays. */
function OverviewPlayhead({ full, height }: { full: TimeScale; height: number }) {
  const px = full(useAppStore((s) => s.timeMs));
  return <line className="overview-playhead" x1={px} x2={px} y1={0} y2={height} />;
}

/** The window as the brush draws it, until the brush has loaded (lateGestures.ts). */
function EarlyWindow(props: {
  full: TimeScale;
  view: View | null;
  duration: number;
  height: number;
}) {
  const [a, z] = windowOf(props.view, props.duration);
  const { full, height: H } = props;
  return (
    <g className="overview-brush">
      <rect className="selection" x={full(a)} y={1} width={full(z) - full(a)} height={H - 2} />
    </g>
  );
}
