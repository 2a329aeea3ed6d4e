// The swimlane's filters: what each one matches in real runs, and which match is next.
import { describe, expect, it } from 'vitest';
import { presetTrace } from '../helpers/presets.ts';
import { filterMatches, filterOf, nextMatch } from '../../../src/story/filters.ts';

describe('filters', () => {
  it('count the default preset’s failed requests, and no SIGKILL or warning', () => {
    const trace = presetTrace('default');
    const m = filterMatches(trace);
    const failed = trace.events.filter((e) => e.type === 'RequestFailed').length;
    expect(failed).toBeGreaterThan(10);
    expect(m.failed).toHaveLength(failed);
    expect(m.sigkill).toEqual([]);
    expect(m.warnings).toEqual([]);
  });

  it('find ignore-sigterm’s one SIGKILL at 35.1 s and drain-pdb’s readiness warnings', () => {
    const kill = filterMatches(presetTrace('ignore-sigterm')).sigkill;
    expect(kill).toHaveLength(1);
    expect(presetTrace('ignore-sigterm').events[kill[0]!]!.t).toBe(35_100);
    const drain = presetTrace('drain-pdb');
    const warnings = filterMatches(drain).warnings.map((i) => drain.events[i]!);
    expect(warnings.map((e) => e.t)).toEqual([20_300, 40_300]);
    expect(warnings.every((e) => e.type === 'KubeEvent' && e.data.reason === 'Unhealthy')).toBe(
      true,
    );
  });

  it('step from the playhead, then from the selection, and stop at the ends', () => {
    const trace = presetTrace('default');
    const failed = filterMatches(trace).failed;
    const [first, second] = failed as [number, number];
    // Nothing selected, playhead at 0: the first; at the first's own time: the first again.
    expect(nextMatch(trace, failed, { selected: null, timeMs: 0 }, 1)).toBe(first);
    expect(nextMatch(trace, failed, { selected: null, timeMs: 10_200 }, 1)).toBe(first);
    expect(nextMatch(trace, failed, { selected: null, timeMs: 0 }, -1)).toBeNull();
    // From a selected match: its neighbours in the trace's order.
    expect(nextMatch(trace, failed, { selected: first, timeMs: 10_200 }, 1)).toBe(second);
    expect(nextMatch(trace, failed, { selected: second, timeMs: 10_220 }, -1)).toBe(first);
    expect(nextMatch(trace, failed, { selected: failed.at(-1)!, timeMs: 0 }, 1)).toBeNull();
    // From a selected event that is no match (the deletion): the first request after it.
    const deletion = trace.events.findIndex((e) => e.type === 'DeletionRequested');
    expect(nextMatch(trace, failed, { selected: deletion, timeMs: 10_000 }, 1)).toBe(first);
    expect(filterOf(trace, first)).toBe('failed');
    expect(filterOf(trace, deletion)).toBeNull();
  });
});

describe('nextMatch', () => {
  it('finds, by halves, the match a walk through all of them finds', () => {
    const trace = presetTrace('default');
    const matches = filterMatches(trace).failed;
    const walk = (at: { selected: number | null; timeMs: number }, direction: 1 | -1) => {
      const after = (i: number) =>
        at.selected !== null ? i > at.selected : trace.events[i]!.t >= at.timeMs - 0.5;
      const before = (i: number) =>
        at.selected !== null ? i < at.selected : trace.events[i]!.t <= at.timeMs + 0.5;
      return (direction > 0 ? matches.find(after) : matches.findLast(before)) ?? null;
    };
    const places = [
      ...[-1, 0, ...matches, trace.events.length].map((selected) => ({ selected, timeMs: 0 })),
      ...[-1000, 0, ...matches.map((i) => trace.events[i]!.t), 1e9].map((timeMs) => ({
        selected: null,
        timeMs,
      })),
    ];
    for (const at of places)
      for (const d of [1, -1] as const) expect(nextMatch(trace, matches, at, d)).toBe(walk(at, d));
  });
});
