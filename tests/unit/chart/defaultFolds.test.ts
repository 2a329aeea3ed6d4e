// The lane groups' rows on screen: an open group's header is a thin row, every other row a
// lane's height; a window too short for every group folds the quietest first, keeps the
// most telling open, and folds nothing when all fit.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/presets/index.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { chainEvents, foldsToFit } from '../../../src/chart/defaultFolds.ts';
import { chainOf } from '../../../src/story/causes.ts';
import { AXIS_H, HEAD_H, LANE_H, TRAFFIC_H } from '../../../src/chart/geometry.ts';
import { groupLayout } from '../../../src/chart/laneGroups.ts';
import { lanesBottom, rowAt, rowHeight, rowTop } from '../../../src/chart/rowGeometry.ts';

const trace = simulateText(PRESETS.find((p) => p.id === 'default')!.text).trace!;

describe('rowGeometry', () => {
  it('draws an open header thin, a folded one and each lane a lane high, and finds rows back', () => {
    const open = groupLayout(trace, []);
    const heads = open.lanes.filter((l) => l.group).length;
    expect(heads).toBe(3);
    expect(lanesBottom(open)).toBe(AXIS_H + heads * HEAD_H + (open.lanes.length - heads) * LANE_H);
    expect(rowHeight(open, 0)).toBe(HEAD_H);
    expect(rowHeight(open, 1)).toBe(LANE_H);
    expect(rowTop(open, 1)).toBe(AXIS_H + HEAD_H);
    for (let i = 0; i < open.lanes.length; i++) {
      expect(rowAt(open, rowTop(open, i))).toBe(i);
      expect(rowAt(open, rowTop(open, i) + rowHeight(open, i) - 0.5)).toBe(i);
    }
    expect(rowAt(open, AXIS_H - 1)).toBe(-1);
    expect(rowAt(open, lanesBottom(open))).toBe(-1);
    const shut = groupLayout(trace, ['control']);
    expect(rowHeight(shut, 0)).toBe(LANE_H);
  });
});

describe('foldsToFit', () => {
  const need = (folded: string[]) => lanesBottom(groupLayout(trace, folded)) + TRAFFIC_H + 4;

  it('folds nothing when every group fits', () => {
    expect(foldsToFit(trace, need([]))).toEqual([]);
  });

  it('folds the quietest groups until the lanes and the traffic row fit, never the story’s', () => {
    // The default preset: the control plane tells most (deletion, EndpointSlice), node-b least.
    expect(foldsToFit(trace, need([]) - 1)).toEqual(['node:node-b']);
    const two = foldsToFit(trace, need(['node:node-b']) - 1);
    expect(two).toEqual(['node:node-b', 'node:node-a']);
    expect(need(two)).toBeLessThan(need(['node:node-b']));
    // However short the window, the most telling group stays open.
    expect(foldsToFit(trace, 50)).not.toContain('control');
  });

  it('keeps open the groups a selected event’s chain of causes runs through', () => {
    const sigterm = trace.events.findIndex(
      (e) => e.type === 'SignalSent' && e.data.signal === 'SIGTERM',
    );
    expect(sigterm).toBeGreaterThan(0);
    const keep = chainEvents(trace, sigterm, chainOf);
    expect(keep.has(sigterm)).toBe(true);
    const folds = foldsToFit(trace, need([]) - 1, keep);
    expect(folds).not.toContain('node:node-a');
    expect(chainEvents(trace, null, chainOf).size).toBe(0);
    // Before the page has the chain of causes: the selection alone.
    expect([...chainEvents(trace, sigterm, null)]).toEqual([sigterm]);
  });
});
