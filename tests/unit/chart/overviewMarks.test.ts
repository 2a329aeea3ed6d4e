// The overview strip's density: events binned by a few pixels over the whole run, failed
// requests counted apart, empty bins left out.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../src/trace/types.ts';
import { layoutTrace } from '../../../src/chart/layout.ts';
import { densityOf } from '../../../src/chart/overviewMarks.ts';
import { ev, traceOf, deletionAsked, sigterm } from '../helpers/traceEvent.ts';
import { PRESETS } from '../../../src/presets/index.ts';
import { simulateText } from '../../../src/run/simulate.ts';

const trace = traceOf([
  ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
  deletionAsked(10_000, 'Pod/a'),
  sigterm(10_050, 'Pod/a'),
  ev(10_100, 'traffic', 'RequestFailed', 'Service/web', {
    pod: 'a',
    reason: 'connection refused',
  }),
  ev(10_100, 'traffic', 'RequestFailed', 'Service/web', {
    pod: 'a',
    reason: 'connection refused',
  }),
  ev(60_000, 'api-server', 'PodRemoved', 'Pod/a', {}),
]);

describe('densityOf', () => {
  it('bins the marks by 3 px over 600 px of a 60 s run (300 ms a bin)', () => {
    const bins = densityOf(trace, layoutTrace(trace), 100, 700, 3);
    expect(bins.map((b) => [b.x, b.events, b.failed])).toEqual([
      [100, 1, 0],
      [199, 2, 2], // 10.0 s and 10.05 s, and the two refused requests of 10.1 s
      [697, 1, 0], // the end of the run stays in the last bin
    ]);
  });

  it('gives what a bin per Map entry gave (the first way, kept as a check), at any width', () => {
    const byMap = (t: Trace, left: number, right: number, binPx: number) => {
      const width = Math.max(1, right - left);
      const per = Math.max(1, t.durationMs) / width;
      const bins = new Map<number, { x: number; events: number; failed: number }>();
      const bin = (ms: number) => {
        const at = Math.max(
          0,
          Math.min(Math.floor(width / binPx) - 1, Math.floor(ms / per / binPx)),
        );
        let b = bins.get(at);
        if (!b) bins.set(at, (b = { x: left + at * binPx, events: 0, failed: 0 }));
        return b;
      };
      const layout = layoutTrace(t);
      for (const lane of layout.lanes) for (const i of lane.marks) bin(t.events[i]!.t).events++;
      for (const b of layout.traffic) if (b.failed > 0) bin(b.t).failed += b.failed;
      return [...bins.values()].sort((a, b) => a.x - b.x);
    };
    const run = simulateText(PRESETS[0]!.text).trace!;
    for (const t of [trace, run])
      for (const [left, right, binPx] of [
        [0, 1200, 3],
        [100, 700, 3],
        [50, 52, 3],
        [0, 333, 7],
      ] as const)
        expect(densityOf(t, layoutTrace(t), left, right, binPx)).toEqual(
          byMap(t, left, right, binPx),
        );
  });
});
