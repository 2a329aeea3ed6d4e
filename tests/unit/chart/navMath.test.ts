// The arithmetic behind the swimlane's keys: zoom around a time, pan, fit, the ends, and
// the next or previous event on a lane — facts in ms, no page.
import { describe, expect, it } from 'vitest';
import {
  FIT_MIN_MS,
  fitSelection,
  fitTimes,
  nextMark,
  panBy,
  showTime,
  toEnd,
  zoomAround,
} from '../../../src/chart/navMath.ts';
import { ev, traceOf, deletionAsked, sigterm } from '../helpers/traceEvent.ts';

const trace = traceOf([
  ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
  deletionAsked(10_000, 'Pod/a'),
  sigterm(10_100, 'Pod/a'),
  ev(11_000, 'api-server', 'PodRemoved', 'Pod/a', {}),
  ev(30_000, 'api-server', 'PodRemoved', 'Pod/b', {}),
]);
const apiServer = [0, 1, 3, 4];

describe('zoomAround', () => {
  it('narrows the window by the factor, the time under the pointer staying where it is', () => {
    const v = zoomAround([0, 60_000], 60_000, 1.5, 15_000)!;
    expect(v[1] - v[0]).toBeCloseTo(40_000);
    // 15 s was a quarter of the way in; it still is.
    expect((15_000 - v[0]) / (v[1] - v[0])).toBeCloseTo(0.25);
  });

  it('zooms out back to the whole run (null) and never past the 200 ms grain', () => {
    expect(zoomAround([10_000, 50_000], 60_000, 1 / 1.5, 30_000)).toBeNull();
    const v = zoomAround([10_000, 10_250], 60_000, 4, 10_100)!;
    expect(v[1] - v[0]).toBe(200);
  });

  it('keeps a window at the start inside the run', () => {
    expect(zoomAround([0, 4000], 60_000, 1 / 1.5, 0)).toEqual([0, 6000]);
  });
});

describe('panBy, showTime, toEnd', () => {
  it('moves the window by a share of its width, stopping at the ends', () => {
    expect(panBy([10_000, 20_000], 60_000, 0.2)).toEqual([12_000, 22_000]);
    expect(panBy([1000, 11_000], 60_000, -0.2)).toEqual([0, 10_000]);
    expect(panBy([57_000, 59_000], 60_000, 1)).toEqual([58_000, 60_000]);
    expect(panBy(null, 60_000, 0.2)).toBeNull();
  });

  it('brings a time into view, centred, only when it is outside', () => {
    expect(showTime([10_000, 14_000], 60_000, 12_000)).toEqual([10_000, 14_000]);
    expect(showTime([10_000, 14_000], 60_000, 30_000)).toEqual([28_000, 32_000]);
  });

  it('goes to the start or the end with the width kept', () => {
    expect(toEnd([10_000, 14_000], 60_000, -1)).toEqual([0, 4000]);
    expect(toEnd([10_000, 14_000], 60_000, 1)).toEqual([56_000, 60_000]);
  });
});

describe('fit', () => {
  it('holds every time with room around it; a lone time gets the narrowest fit', () => {
    const v = fitTimes([10_000, 12_000], 60_000)!;
    expect(v[0]).toBeLessThan(10_000);
    expect(v[1]).toBeGreaterThan(12_000);
    expect(v[1] - v[0]).toBeCloseTo(2600);
    const lone = fitTimes([30_000], 60_000)!;
    expect(lone).toEqual([30_000 - FIT_MIN_MS / 2, 30_000 + FIT_MIN_MS / 2]);
  });

  it('fits the selected event with its lane neighbours within reach, or its chain', () => {
    // Deletion at 10 s: its lane's PodRemoved at 11 s is in reach, 0 s and 30 s are not.
    const v = fitSelection(trace, 1, apiServer)!;
    expect(v[0]).toBeLessThan(10_000);
    expect(v[1]).toBeGreaterThan(11_000);
    expect(v[1] - v[0]).toBeLessThan(2000);
    // A chain reaching 30 s is fitted whole.
    const chain = fitSelection(trace, 1, apiServer, [1, 2, 4])!;
    expect(chain[0]).toBeLessThan(10_000);
    expect(chain[1]).toBeGreaterThan(30_000);
  });
});

describe('nextMark', () => {
  it('walks a lane from the selected event', () => {
    expect(nextMark(trace, apiServer, 1, 10_000, 1)).toBe(3);
    expect(nextMark(trace, apiServer, 3, 11_000, -1)).toBe(1);
    expect(nextMark(trace, apiServer, 4, 30_000, 1)).toBeNull();
  });

  it('from the playhead when the selection is on another lane', () => {
    // SIGTERM (kubelet, 10.1 s) selected: the API server's next is PodRemoved at 11 s.
    expect(nextMark(trace, apiServer, 2, 10_100, 1)).toBe(3);
    expect(nextMark(trace, apiServer, 2, 10_100, -1)).toBe(1);
    expect(nextMark(trace, apiServer, null, 0, -1)).toBeNull();
  });
});
