// What moves over the swimlane: the playhead and the ring around the selected event.
// Each reads only its own bit of the store, so playback re-renders one line per layer.
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { AXIS_H, LANE_H, POD_H } from '../../chart/geometry.ts';
import { laneRowOf, type Layout } from '../../chart/layout.ts';
import { useComparison } from '../observed/useComparison.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { rowHeight, rowMid, rowTop } from '../../chart/rowGeometry.ts';

export function Playhead({ x, height, testId }: { x: TimeScale; height: number; testId?: string }) {
  const timeMs = useAppStore((s) => s.timeMs);
  const px = x(timeMs);
  const [left, right] = x.range() as [number, number];
  // Hidden, not removed, when zoomed away from it: tests and benchmarks read its place.
  const off = px < left - 1 || px > right + 1;
  return (
    <line
      visibility={off ? 'hidden' : undefined}
      className="playhead"
      data-testid={testId}
      data-x={px.toFixed(1)}
      x1={px}
      x2={px}
      y1={0}
      y2={height}
    />
  );
}

/** Rings on the hovered and the selected event, in the lane rows (`where="lanes"`) or the Pod rows. */
export function SelectionRing({
  trace,
  layout,
  x,
  where,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  where: 'lanes' | 'pods';
}) {
  const selected = useAppStore((s) => s.selected);
  const hovered = useAppStore((s) => s.hovered);
  return (
    <>
      <Ring
        trace={trace}
        layout={layout}
        x={x}
        where={where}
        index={hovered}
        className="hovered-ring"
      />
      <Ring
        trace={trace}
        layout={layout}
        x={x}
        where={where}
        index={selected}
        className="selected-ring"
      />
    </>
  );
}

function Ring({
  trace,
  layout,
  x,
  where,
  index,
  className,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  where: 'lanes' | 'pods';
  index: number | null;
  className: string;
}) {
  const e = index === null ? undefined : trace.events[index];
  if (!e || index === null) return null;
  let cy: number;
  if (where === 'lanes') {
    const row = laneRowOf(layout, e, index);
    if (row < 0) return null;
    cy = rowMid(layout, row);
  } else {
    const row = layout.podIndex.get(e.object);
    if (row === undefined) return null;
    cy = row * POD_H + POD_H / 2;
  }
  // Zoomed away from it, the ring is not drawn over the lane names.
  const cx = x(e.t);
  const [left, right] = x.range() as [number, number];
  if (cx < left - 1 || cx > right + 1) return null;
  return <circle className={className} cx={cx} cy={cy} r={6} />;
}

/**
 * Reveal mode (presenting, or the toggle): what lies after the playhead is hidden, not
 * veiled, so spans grow and events appear as the run plays. Presenter mode's "predict the
 * next step" also asks the room what happens next (Enter reveals it).
 */
export function Curtain({ x, height, label }: { x: TimeScale; height: number; label: boolean }) {
  const hidden = useAppStore((s) => s.presenter || s.revealRun);
  const predict = useAppStore((s) => s.presenter && s.curtain);
  const timeMs = useAppStore((s) => s.timeMs);
  const w = timelineWords(useAppStore((s) => s.lang));
  if (!hidden) return null;
  const [, right] = x.range() as [number, number];
  const from = Math.max(0, x(timeMs) + 1);
  if (from >= right) return null;
  return (
    <g className="curtain" data-testid={label ? 'curtain' : undefined}>
      <rect x={from} y={label ? AXIS_H : 0} width={right - from + 8} height={height} />
      {label && predict && (
        <text x={from + 12} y={AXIS_H + LANE_H}>
          {w('predict')}
        </text>
      )}
    </g>
  );
}

/** Presenter mode's laser: the lane row the presenter points at (↑/↓). */
export function LaneFocus({ layout, width }: { layout: Layout; width: number }) {
  const focus = useAppStore((s) => (s.presenter ? s.focusLane : null));
  if (focus === null || focus >= layout.lanes.length) return null;
  return (
    <rect
      className="lane-focus"
      data-testid="lane-focus"
      data-lane={layout.lanes[focus]!.label}
      x={0}
      y={rowTop(layout, focus)}
      width={width}
      height={rowHeight(layout, focus)}
    />
  );
}

/** What a real cluster printed, as hollow diamonds on the lane of the event they pair with. */
export function ObservedMarks({
  trace,
  layout,
  x,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
}) {
  const observed = useAppStore((s) => s.observed);
  const comparison = useComparison(trace, observed);
  if (!comparison) return null;
  const { differences } = comparison;
  return (
    <g className="observed-marks">
      {differences.map((d, i) => {
        if (d.observedT === null) return null;
        const at = d.simulatedIndex;
        const paired = at === null ? undefined : trace.events[at];
        const row = paired && at !== null ? laneRowOf(layout, paired, at) : -1;
        const cy = row >= 0 ? rowMid(layout, row) : AXIS_H / 2;
        const cx = x(d.observedT);
        return (
          <path
            key={i}
            className={`observed-mark ${d.verdict === 'same' ? 'same' : 'differs'}`}
            data-testid="observed-mark"
            d={`M${cx},${cy - 6}L${cx + 6},${cy}L${cx},${cy + 6}L${cx - 6},${cy}Z`}
          >
            <title>{`your cluster: ${d.what} ${d.object} — ${d.verdict}`}</title>
          </path>
        );
      })}
    </g>
  );
}
