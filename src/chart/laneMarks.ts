// What the lanes' layer draws besides the lane rows: the time axis's ticks (none inside a
// folded quiet stretch), the failure bands across every lane, the clients' traffic as two
// paths and each failed request as a dot of its cause. Pure: the page and the files draw it.
import type { FailureBand } from '../story/failures.ts';
import type { Trace } from '../trace/types.ts';
import { TRAFFIC_H, labelWidth } from './geometry.ts';
import { glyphPath } from './glyphMarks.ts';
import { textWidth } from './labels.ts';
import { LABEL_FONT } from './laneRows.ts';
import type { Layout } from './layout.ts';
import { trafficPaths } from './marks.ts';
import { foldedTicks, type Fold, type Window } from './quietFolds.ts';
import { ticksInside, timeTicks, type Tick } from './ticks.ts';
import type { TimeScale } from './timeScale.ts';

/** A tick every this many px at least. */
const TICK_EVERY_PX = 90;

/** The axis's ticks over a drawing `width` wide, none in a fold, every label whole. */
export function axisTicks(
  layout: Layout,
  x: TimeScale,
  width: number,
  window: Window,
  folds: readonly Fold[],
): Tick[] {
  return ticksInside(
    folds.length > 0
      ? foldedTicks(x, window, folds, TICK_EVERY_PX)
      : timeTicks(x, Math.floor((width - labelWidth(layout)) / TICK_EVERY_PX)),
    x,
    width,
    (label) => textWidth(label, LABEL_FONT),
  );
}

/** The traffic chart's two paths, under the lanes (`top`: where its row starts). */
export const trafficOf = (layout: Layout, x: TimeScale, top: number) =>
  trafficPaths(layout.traffic, layout.maxBin, x, top + TRAFFIC_H - 3, TRAFFIC_H - 30);

/**
 * Each failed request of a band in view as a dot on the traffic row, one path per cause
 * (its class colours it): [cause, path].
 */
export function failedDots(
  trace: Trace,
  bands: readonly FailureBand[],
  x: TimeScale,
  top: number,
): [string, string][] {
  const [left, right] = x.range() as [number, number];
  const byCause = new Map<string, string>();
  for (const band of bands)
    for (const i of band.events) {
      const e = trace.events[i]!;
      if (e.type !== 'RequestFailed') continue;
      const px = x(e.t);
      if (px < left || px > right) continue;
      const cause = e.data.reason.replace(/ /g, '-');
      byCause.set(cause, (byCause.get(cause) ?? '') + glyphPath('dot', px, top + 8, 6));
    }
  return [...byCause];
}
