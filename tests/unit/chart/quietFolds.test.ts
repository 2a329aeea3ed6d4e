// The folded axis: quiet stretches of a window fold to a narrow break, the scale stays
// linear and truthful in what is shown, and no tick lies inside a fold or about its time.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src/presets/index.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { storyWindow } from '../../../src/story/window.ts';
import { secondsText } from '../../../src/trace/units.ts';
import {
  FOLD_PX,
  foldSeconds,
  foldedScale,
  foldedTicks,
  quietFolds,
} from '../../../src/chart/quietFolds.ts';

const trace = simulateText(PRESETS[0]!.text).trace!;
const whole = [0, trace.durationMs] as const;
const RANGE = [190, 1268] as const;

describe('quiet stretches', () => {
  it('fold where a long run tells its story in a few busy moments', () => {
    const folds = quietFolds(trace, whole);
    expect(folds.length).toBeGreaterThan(0);
    const told = trace.events.filter(
      (e) => e.type !== 'RequestsServed' && e.type !== 'PodStatus' && e.type !== 'WorkloadStatus',
    );
    for (const f of folds) {
      expect(told.some((e) => e.t > f.from && e.t < f.to)).toBe(false);
      expect(f.to - f.from).toBeGreaterThanOrEqual(2000);
    }
    // Most of a 60 s run whose story takes a few seconds is quiet.
    const folded = folds.reduce((s, f) => s + f.to - f.from, 0);
    expect(folded / trace.durationMs).toBeGreaterThan(0.5);
  });

  it('leave a busy window as it is', () => {
    expect(quietFolds(trace, storyWindow(trace))).toEqual([]);
  });
});

describe('the folded scale', () => {
  const folds = quietFolds(trace, whole);
  const x = foldedScale(whole, folds, RANGE);

  it('draws each fold FOLD_PX wide and fills the chart', () => {
    expect(x(0)).toBeCloseTo(RANGE[0]);
    expect(x(trace.durationMs)).toBeCloseTo(RANGE[1]);
    for (const f of folds) expect(x(f.to) - x(f.from)).toBeCloseTo(FOLD_PX);
  });

  it('is linear with one rate outside the folds, and inverts', () => {
    const rates: number[] = [];
    let t = 0;
    for (const f of [...folds, { from: trace.durationMs, to: trace.durationMs }]) {
      if (f.from > t + 1) rates.push((x(f.from) - x(t)) / (f.from - t));
      t = f.to;
    }
    for (const r of rates) expect(r).toBeCloseTo(rates[0]!, 6);
    for (const e of trace.events.slice(0, 200)) expect(x.invert(x(e.t))).toBeCloseTo(e.t, 3);
  });

  it('ticks only outside the folds, each at its time and saying it', () => {
    const ticks = foldedTicks(x, whole, folds, 90);
    expect(ticks.length).toBeGreaterThan(2);
    for (const { t, label } of ticks) {
      expect(folds.some((f) => t > f.from && t < f.to)).toBe(false);
      const d = (/\.(\d+)s$/.exec(label)?.[1] ?? '').length;
      expect(label).toBe(`${secondsText(t, d)}s`);
    }
    const xs = ticks.map((k) => x(k.t));
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('says how long a fold lasted', () => {
    expect(foldSeconds({ from: 1000, to: 9900 })).toBe('8.9');
  });
});

/** The folds as every told time in the window gives them (the first way, kept as a check). */
function foldsReadInFull(t: typeof trace, [a, b]: readonly [number, number]) {
  const span = b - a;
  if (!(span > 0)) return [];
  const margin = span * 0.04;
  const minQuiet = Math.max(2000, span * 0.1);
  const times = [a];
  for (const e of t.events)
    if (e.type !== 'RequestsServed' && e.type !== 'PodStatus' && e.type !== 'WorkloadStatus')
      if (e.t > a && e.t < b) times.push(e.t);
  times.push(b);
  const folds: { from: number; to: number }[] = [];
  for (let i = 1; i < times.length; i++) {
    const from = times[i - 1]! + (i === 1 ? 0 : margin);
    const to = times[i]! - (i === times.length - 1 ? 0 : margin);
    if (to - from >= minQuiet) folds.push({ from, to });
  }
  return folds;
}

describe('a window’s folds from the long pauses alone', () => {
  it('are the folds every told time in the window gives, for any window', () => {
    const windows: [number, number][] = [
      [0, trace.durationMs],
      [0, 0],
      [5, 4],
    ];
    for (let k = 0; k < 200; k++) {
      // A spread of windows, wide and narrow, from a fixed sequence (no randomness).
      const a = ((k * 7919) % 1000) / 1000;
      const w = ((k * 104729) % 997) / 997;
      windows.push([a * trace.durationMs, Math.min(trace.durationMs, (a + w) * trace.durationMs)]);
    }
    for (const w of windows) expect(quietFolds(trace, w)).toEqual(foldsReadInFull(trace, w));
  });
});
