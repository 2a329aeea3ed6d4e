// What moves as the run plays, apart from the playhead: the events just passed light up
// (a ring that widens and fades over HIGHLIGHT_MS of run time), and the lane of the latest
// event is lit. Each reads only the playhead from the store and draws a few elements, so
// a frame costs the same for 20 Pods or 2,000.
import { useMemo } from 'react';
import { useAppStore } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import type { Layout } from '../../chart/layout.ts';
import { majorEvents } from '../../chart/majorEvents.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { firstAfter } from '../../chart/timeIndex.ts';
import { rowHeight, rowMid, rowTop } from '../../chart/rowGeometry.ts';

/** How long (run time) an event stays highlighted after the playhead passes it. */
export const HIGHLIGHT_MS = 800;
/** A lane stays lit this long after its last event. */
const LIT_MS = 1500;
/** At most this many rings at once (a burst of events lights its first ones). */
const MAX_RINGS = 24;

export function RecentEvents({
  trace,
  layout,
  x,
  width,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  width: number;
}) {
  const timeMs = useAppStore((s) => s.timeMs);
  const events = useMemo(() => majorEvents(trace, layout), [trace, layout]);
  const end = firstAfter(events, timeMs + 0.5);
  let start = end;
  while (start > 0 && events[start - 1]!.t > timeMs - HIGHLIGHT_MS && end - start < MAX_RINGS)
    start--;
  const latest = end > 0 ? events[end - 1]! : null;
  const lit = latest && timeMs - latest.t <= LIT_MS ? latest.row : null;
  const [left, right] = x.range() as [number, number];
  // Zoomed away from an event, its ring is not drawn over the lane names.
  const inView = (t: number): boolean => x(t) >= left - 1 && x(t) <= right + 1;
  return (
    <g className="animation" pointerEvents="none">
      {lit !== null && (
        <rect
          className="lane-lit"
          data-testid="lane-lit"
          data-row={layout.lanes[lit]!.label}
          x={0}
          y={rowTop(layout, lit)}
          width={width}
          height={rowHeight(layout, lit)}
        />
      )}
      {events.slice(start, end).map((e, i) => {
        if (!inView(e.t)) return null;
        const age = Math.max(0, timeMs - e.t) / HIGHLIGHT_MS;
        return (
          <circle
            key={`${e.t}-${e.row}-${i}`}
            className="recent-ring"
            data-testid="recent-ring"
            cx={x(e.t)}
            cy={rowMid(layout, e.row)}
            r={7 + age * 10}
            opacity={1 - age}
          />
        );
      })}
    </g>
  );
}
