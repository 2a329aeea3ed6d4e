// A run's progress reports (the page's progress bar for a long run): they come every
// PROGRESS_STEPS steps of the clock, in order, up to the run's end, and change nothing in
// the trace.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { PROGRESS_STEPS, progressReporter, type RunProgress } from '../../../src/run/progress.ts';
import { simulateText } from '../../../src/run/simulate.ts';

const text = readFileSync('src/presets/rolling-update-no-prestop.yaml', 'utf8');

describe('run progress', () => {
  it('is reported as the run goes, and the trace is the same with or without it', () => {
    const reports: RunProgress[] = [];
    const told = simulateText(text, { onProgress: (p) => reports.push(p) });
    const plain = simulateText(text);
    expect(JSON.stringify(told)).toBe(JSON.stringify(plain));

    const trace = told.trace!;
    // One report before the first step, then one every PROGRESS_STEPS steps.
    const steps = simulateText(text, { countTransitions: true }).trace!.stats!.steps;
    expect(reports.length).toBe(Math.floor(steps / PROGRESS_STEPS) + 1);
    expect(reports[0]).toEqual({ atMs: 0, endMs: trace.durationMs, events: 0 });
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i]!.atMs).toBeGreaterThanOrEqual(reports[i - 1]!.atMs);
      expect(reports[i]!.events).toBeGreaterThanOrEqual(reports[i - 1]!.events);
    }
    expect(reports.at(-1)!.atMs).toBeLessThanOrEqual(trace.durationMs);
  });

  it('says where the run stops, or that it stops once all is quiet', () => {
    for (const endMs of [60_000, null]) {
      const clock = new SimClock();
      const reports: RunProgress[] = [];
      const report = progressReporter((p) => reports.push(p), clock, new TraceWriter(10), endMs);
      // The loop asks before each step it takes: 3 × PROGRESS_STEPS + 1 steps, four reports.
      for (let i = 1; i <= 3 * PROGRESS_STEPS + 1; i++) clock.at(i, () => {});
      clock.run(Infinity, () => (report(), false));
      expect(reports).toEqual(
        [0, PROGRESS_STEPS, 2 * PROGRESS_STEPS, 3 * PROGRESS_STEPS].map((at) => ({
          atMs: at,
          endMs,
          events: 0,
        })),
      );
    }
  });
});
