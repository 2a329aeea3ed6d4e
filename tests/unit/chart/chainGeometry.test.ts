// Where the chain's arrows are drawn: from a mark's centre (as LaneLayer draws its glyph)
// to another's, and which failed request's dot is under the pointer.
import { describe, expect, it } from 'vitest';
import { scaleLinear } from 'd3';
import { presetTrace } from '../helpers/presets.ts';
import { arrowPath, failedDotAt, markCentre } from '../../../src/chart/chainGeometry.ts';
import { AXIS_H, LANE_H } from '../../../src/chart/geometry.ts';
import { layoutOf } from '../../../src/chart/layout.ts';

describe('chain geometry', () => {
  const trace = presetTrace('default');
  const layout = layoutOf(trace);
  const x = scaleLinear().domain([9000, 13_000]).range([190, 1190]);

  it('puts a mark at its time, in its lane (upper half of a lane with spans), a failed request on the traffic chart', () => {
    const kp = trace.events.findIndex((e) => e.type === 'ProxyRulesUpdated' && e.t === 11_100);
    const row = layout.lanes.findIndex((l) => l.label === 'kube-proxy node-a');
    const c = markCentre(trace, layout, x, kp)!;
    expect(c.x).toBeCloseTo(x(11_100));
    // node-a's kube-proxy row carries the story's spans ("routing to the Pod"): upper half.
    expect(c.y).toBe(AXIS_H + row * LANE_H + 11);
    const failed = trace.events.findIndex((e) => e.type === 'RequestFailed');
    expect(markCentre(trace, layout, x, failed)).toEqual({
      x: x(10_200),
      y: AXIS_H + layout.lanes.length * LANE_H + 8,
    });
  });

  it('draws an arrow that starts and ends at the two centres, bowed', () => {
    const d = arrowPath({ x: 100, y: 50 }, { x: 100, y: 150 });
    expect(d).toMatch(/^M100,50Q[-\d.]+,100 100,150$/);
    expect(d).not.toBe('M100,50Q100,100 100,150');
    expect(arrowPath({ x: 5, y: 5 }, { x: 5, y: 5 })).toBe('');
  });

  it('finds the failed request under the pointer', () => {
    const first = trace.events.findIndex((e) => e.type === 'RequestFailed');
    expect(failedDotAt(trace, x, x(10_200) + 2)).toBe(first);
    expect(failedDotAt(trace, x, x(9500))).toBeNull();
  });
});
