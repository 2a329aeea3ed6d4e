// The chart's own linear scale (issue 29: d3-scale left out of the first load) gives the
// very numbers d3-scale's scaleLinear gives: every pixel, every inverted time, every tick,
// for two stops and for a folded axis's many, ascending and descending, and after copy and
// a new domain (what d3-zoom's rescaleX does to it).
import { scaleLinear, ticks as d3Ticks, zoomIdentity } from 'd3';
import { describe, expect, it } from 'vitest';
import { linearScale } from '../../../src/chart/linearScale.ts';
import { ticks } from '../../../src/chart/roundTicks.ts';

const CASES: [number[], number[]][] = [
  [
    [0, 60_000],
    [190, 1000],
  ],
  [
    [9_000, 13_000],
    [190, 1000],
  ],
  [
    [13_000, 9_000],
    [190, 1000],
  ],
  [
    [0, 1],
    [0, 1],
  ],
  [
    [5, 5],
    [10, 20],
  ],
  [
    [0, 4_000, 12_000, 12_500, 60_000],
    [190, 400, 480, 700, 1000],
  ],
  [
    [60_000, 12_500, 12_000, 4_000, 0],
    [1000, 700, 480, 400, 190],
  ],
  [
    [0, 1_000, 2_000],
    [100, 300],
  ],
];
const AT = [-500, 0, 1, 333.3, 4_000, 9_000, 10_250.5, 12_400, 13_000, 59_999, 60_000, 70_000];
const PX = [-10, 0, 190, 191.5, 400, 555.55, 700, 999, 1000, 1200];

describe('linearScale', () => {
  it('maps, inverts and ticks as d3-scale does', () => {
    for (const [domain, range] of CASES) {
      const ours = linearScale(domain, range);
      const d3 = scaleLinear().domain(domain).range(range);
      expect(AT.map(ours)).toEqual(AT.map(d3));
      expect(PX.map(ours.invert)).toEqual(PX.map((p) => d3.invert(p)));
      for (const count of [2, 5, 10, 13]) expect(ours.ticks(count)).toEqual(d3.ticks(count));
      expect(ours.ticks()).toEqual(d3.ticks());
      expect(ours.domain()).toEqual(d3.domain());
      expect(ours.range()).toEqual(d3.range());
    }
  });

  it('copies and takes a new domain as d3-zoom’s rescaleX asks', () => {
    const ours = linearScale([0, 60_000], [190, 1000]);
    const d3 = scaleLinear().domain([0, 60_000]).range([190, 1000]);
    const t = zoomIdentity.translate(-2_000, 0).scale(4);
    expect(t.rescaleX(ours).domain()).toEqual(t.rescaleX(d3).domain());
    const window = ours.copy().domain([9_000, 13_000]);
    expect(AT.map(window)).toEqual(AT.map(d3.copy().domain([9_000, 13_000])));
    expect(ours.domain()).toEqual([0, 60_000]); // the copy's domain is its own
  });

  it('answers undefined for a time that is not a number, as d3-scale does', () => {
    expect(linearScale([0, 10], [0, 100])(NaN)).toBe(scaleLinear().domain([0, 10])(NaN));
  });
});

describe('roundTicks', () => {
  it('gives d3-array’s ticks over any interval, either way round', () => {
    const spans = [
      [0, 60_000],
      [9_000, 13_000],
      [13_000, 9_000],
      [10_100, 10_300],
      [0.1, 0.35],
      [-3, 7],
      [5, 5],
      [0, 1e-7],
      [1e9, 1e9 + 3],
    ] as const;
    for (const [a, b] of spans)
      for (const count of [0, 0.5, 1, 1.5, 2, 3, 7, 10, 40])
        expect(ticks(a, b, count)).toEqual(d3Ticks(a, b, count));
  });
});
