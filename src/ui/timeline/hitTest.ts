// What is under the pointer: an event mark, a traffic bar or a stretch of a Pod's phase.
// Pure geometry over the layout, shared by the tooltip and the click that seeks.
import { secondsLabel, secondsText } from '../../trace/units.ts';
import type { Trace } from '../../trace/types.ts';
import { explainEvent } from './describe.ts';
import { MESSAGES, format, type Lang } from '../i18n/messages.ts';
import { POD_H, TRAFFIC_H, labelWidth } from '../../chart/geometry.ts';
import {
  TRAFFIC_BIN_MS,
  segmentAt,
  type Layout,
  type Segment,
  type TrafficBin,
} from '../../chart/layout.ts';
import { nearestMark } from '../../chart/marks.ts';
import { FAILED_DOT_DY, failedDotAt } from '../../chart/chainGeometry.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { traceVersion } from '../../versions/version.ts';
import type { ChartPick } from '../../store/statechartSlice.ts';
import { lanesBottom, rowAt } from '../../chart/rowGeometry.ts';

export type Hit =
  | { kind: 'event'; index: number }
  | { kind: 'traffic'; bin: TrafficBin }
  | { kind: 'segment'; pod: string; segment: Segment };

/**
 * `area` is the top part (lanes and traffic) or the Pod rows; px, py are in its SVG. `reach`:
 * how far from a mark still hits it (wider for a finger than for a pointer).
 */
export function hitTest(
  trace: Trace,
  layout: Layout,
  x: TimeScale,
  area: 'lanes' | 'pods',
  px: number,
  py: number,
  reach = 6,
): Hit | null {
  if (px < labelWidth(layout)) return null;
  if (area === 'pods') {
    const row = layout.pods[Math.floor(py / POD_H)];
    if (!row) return null;
    const index = nearestMark(trace, row.marks, x, px, reach);
    if (index !== null) return { kind: 'event', index };
    const segment = segmentAt(row, x.invert(px));
    return segment ? { kind: 'segment', pod: row.pod, segment } : null;
  }
  const lane = layout.lanes[rowAt(layout, py)];
  if (lane) {
    const index = nearestMark(trace, lane.marks, x, px, reach);
    return index === null ? null : { kind: 'event', index };
  }
  const trafficTop = lanesBottom(layout);
  if (py >= trafficTop && py < trafficTop + TRAFFIC_H) {
    // A failed request's dot selects that request (its chain of causes shows why it failed).
    const failed =
      Math.abs(py - trafficTop - FAILED_DOT_DY) <= 6 ? failedDotAt(trace, x, px) : null;
    if (failed !== null) return { kind: 'event', index: failed };
    const t = Math.floor(x.invert(px) / TRAFFIC_BIN_MS) * TRAFFIC_BIN_MS;
    const bin = layout.traffic.find((b) => b.t === t);
    return bin ? { kind: 'traffic', bin } : null;
  }
  return null;
}

/** What a click chose for the statechart panel: an event, a Pod row or a lane. */
export function chartPickAt(
  layout: Layout,
  area: 'lanes' | 'pods',
  py: number,
  hit: Hit | null,
): ChartPick | null {
  if (hit?.kind === 'event') return { kind: 'event', index: hit.index };
  if (area === 'pods') {
    const row = layout.pods[Math.floor(py / POD_H)];
    return row ? { kind: 'pod', object: `Pod/${row.pod}` } : null;
  }
  const lane = layout.lanes[rowAt(layout, py)];
  return lane ? { kind: 'lane', lane: lane.lane, marks: lane.marks } : null;
}

/** The tooltip's text for a hit, in the page's language. */
export function describeHit(trace: Trace, hit: Hit, lang: Lang = 'en'): string {
  const m = MESSAGES[lang];
  switch (hit.kind) {
    case 'event':
      return explainEvent(trace.events[hit.index]!, lang, traceVersion(trace));
    case 'traffic': {
      const { t, served, failed } = hit.bin;
      return format(m.tipTraffic, {
        from: secondsText(t),
        to: secondsText(t + TRAFFIC_BIN_MS),
        served,
        failed,
      });
    }
    case 'segment': {
      const s = hit.segment;
      const end =
        s.to >= trace.durationMs ? m.tipToEnd : format(m.tipTo, { t: secondsLabel(s.to) });
      return format(m.tipSegment, {
        pod: hit.pod,
        phase: s.phase,
        from: secondsLabel(s.from),
        end,
      });
    }
  }
}
