// The time axis: labels never repeat, however far in one zooms.
import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { decimalsFor, ticksInside, timeTicks } from '../../../src/chart/ticks.ts';

describe('time ticks', () => {
  it('uses as many decimals as the step needs', () => {
    expect(decimalsFor(5000)).toBe(0);
    expect(decimalsFor(500)).toBe(1);
    expect(decimalsFor(200)).toBe(1);
    expect(decimalsFor(50)).toBe(2);
    expect(decimalsFor(1)).toBe(3);
  });

  it.each([
    [0, 60_000],
    [9000, 13_000],
    [10_000, 11_000],
    [10_100, 10_300],
    [0, 3_600_000],
  ])('never repeats a label on %i–%i ms', (a, b) => {
    const x = scaleLinear().domain([a, b]).range([0, 1000]);
    for (const count of [4, 8, 12]) {
      const labels = timeTicks(x, count).map((t) => t.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.length).toBeGreaterThan(1);
    }
  });

  it('labels the story window of the default preset in half seconds', () => {
    const x = scaleLinear().domain([9000, 13_000]).range([0, 1000]);
    expect(timeTicks(x, 8).map((t) => t.label)).toEqual([
      '9.0s',
      '9.5s',
      '10.0s',
      '10.5s',
      '11.0s',
      '11.5s',
      '12.0s',
      '12.5s',
      '13.0s',
    ]);
  });
  it('drops a tick whose centred label would run past the drawing’s right edge', () => {
    const x = (t: number) => t / 10;
    const ticks = [
      { t: 1000, label: '1.0s' },
      { t: 12_900, label: '12.9s' },
      { t: 13_000, label: '13.0s' },
    ];
    const kept = ticksInside(ticks, x, 1310, (l) => l.length * 7);
    expect(kept.map((k) => k.label)).toEqual(['1.0s', '12.9s']);
  });
});
