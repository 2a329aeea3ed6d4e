// The swimlane's pure layout: phase segments, lanes and traffic bins from a small trace.
import { describe, expect, it } from 'vitest';
import { ev, traceOf, deletionAsked, sigterm } from '../helpers/traceEvent.ts';
import { layoutTrace } from '../../../src/chart/layout.ts';

const trace = traceOf(
  [
    ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
    ev(1200, 'kubelet', 'PodPhaseChanged', 'Pod/a', { phase: 'Running', reason: null }),
    deletionAsked(10_000, 'Pod/a'),
    sigterm(10_100, 'Pod/a'),
    ev(10_100, 'traffic', 'RequestFailed', 'Service/web', {
      pod: 'a',
      reason: 'connection refused',
    }),
    ev(10_000, 'traffic', 'RequestsServed', 'Service/web', { count: 7, window: 100 }),
    ev(12_100, 'kubelet', 'PodPhaseChanged', 'Pod/a', { phase: 'Succeeded', reason: null }),
    ev(13_100, 'api-server', 'PodRemoved', 'Pod/a', {}),
  ],
  { durationMs: 40_000 },
);

describe('layoutTrace', () => {
  const l = layoutTrace(trace);

  it('gives the pod Pending, Running, Terminating and Succeeded segments', () => {
    expect(l.pods[0]!.segments.map((s) => [s.phase, s.from, s.to])).toEqual([
      ['Pending', 0, 1200],
      ['Running', 1200, 10_000],
      ['Terminating', 10_000, 12_100],
      ['Succeeded', 12_100, 13_100],
      ['Removed', 13_100, 13_100],
    ]);
  });

  it('keeps only the lanes that have events, in reading order', () => {
    expect(l.lanes.map((x) => x.lane)).toEqual(['api-server', 'kubelet']);
  });

  it("bins traffic at the trace's 100 ms windows", () => {
    expect(l.traffic).toEqual([
      { t: 10_000, served: 7, failed: 0 },
      { t: 10_100, served: 0, failed: 1 },
    ]);
  });
});
