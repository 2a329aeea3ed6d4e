// How much larger presenter mode draws the swimlane: enough for lane labels of at least
// 20 px on a 1080p projector (the drawing's text is 11 px), more when few lanes leave room,
// so the chart takes most of the screen; never so much that the lanes need scrolling.
import { AXIS_H, LANE_H, POD_H, TRAFFIC_H } from './geometry.ts';
import type { Layout } from './layout.ts';

/** The drawing's text size, and the size presenter mode wants it at on a 1080p screen. */
const TEXT_PX = 11;
const PROJECTOR_TEXT_PX = 20;
/** Pod rows shown without scrolling in presenter mode. */
const POD_ROWS = 6;

/**
 * `room`: the height left for the chart under the controls and caption; `screen`: the
 * window's height (what "20 px on a 1080p projector" is measured against).
 */
export function presenterScale(layout: Layout, room: number, screen: number): number {
  const natural =
    AXIS_H +
    layout.lanes.length * LANE_H +
    (layout.traffic.length > 0 ? TRAFFIC_H : 0) +
    Math.min(layout.pods.length, POD_ROWS) * POD_H +
    8;
  const fit = room / natural;
  const wanted = (PROJECTOR_TEXT_PX / TEXT_PX) * (screen / 1080);
  return Math.max(1, Math.min(3, Math.max(fit, Math.min(wanted, fit * 1.15))));
}
