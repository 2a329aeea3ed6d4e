// Presenter mode's chart size: as large as the room allows, never so large that the first
// screenful of Pod rows leaves the window; the rows before the legend when room is short.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { AXIS_H, LANE_H, POD_H, TRAFFIC_H } from '../../../src/chart/geometry.ts';
import { foldedLayoutOf } from '../../../src/chart/layout.ts';
import {
  PRESENTER_POD_ROWS,
  presenterPodsHeight,
  presenterScale,
} from '../../../src/chart/presenterScale.ts';

const text = readFileSync(join(import.meta.dirname, '../../../src/presets/default.yaml'), 'utf8');
const layout = foldedLayoutOf(simulateText(text).trace!);
const pods = Math.min(layout.pods.length, PRESENTER_POD_ROWS);
const lanes = AXIS_H + layout.lanes.length * LANE_H + TRAFFIC_H + 4;
const rows = pods * POD_H + 4;
const LEGEND = 36;

describe('presenterScale', () => {
  it('fills the room with the lanes and the first Pod rows, legend kept', () => {
    const k = presenterScale(layout, 2 * (lanes + rows) + LEGEND);
    expect(k).toBeCloseTo(2);
    // Every row of the first screenful fits under the lanes at that scale.
    expect(lanes * k + presenterPodsHeight(layout, 2 * (lanes + rows) + LEGEND, k)).toBeCloseTo(
      2 * (lanes + rows),
    );
  });

  it('never draws smaller than the page: short of room, the rows take the legend’s place', () => {
    const room = lanes + rows + 10;
    expect(presenterScale(layout, room)).toBe(1);
    expect(presenterPodsHeight(layout, room, 1)).toBe(rows);
  });

  it('keeps two rows when even the lanes do not fit', () => {
    expect(presenterScale(layout, 100)).toBe(1);
    expect(presenterPodsHeight(layout, 100, 1)).toBe(2 * POD_H);
  });

  it('gives a long list the whole room left, to scroll inside it', () => {
    const many = { ...layout, pods: [...layout.pods, ...layout.pods, ...layout.pods] };
    const k = presenterScale(many, 1000);
    const top = (AXIS_H + many.lanes.length * LANE_H + TRAFFIC_H + 4) * k;
    expect(presenterPodsHeight(many, 1000, k)).toBeCloseTo(1000 - LEGEND - top);
  });
});
