// The grouped layout's prepared index (laneGroups.ts memberIndexOf: each event's home row by
// its position) and the major events (majorEvents.ts) give what a search of the rows for
// each event gives: the same row for every event, whatever is folded, on real runs.
import { describe, expect, it } from 'vitest';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import { groupLayout, laneGroupsOf, podNodesOf } from '../../../src/chart/laneGroups.ts';
import { laneRowOf, type LaneRow } from '../../../src/chart/layout.ts';
import { majorEvents } from '../../../src/chart/majorEvents.ts';
import { glyphOf } from '../../../src/story/glyphs.ts';
import { presetTrace } from '../helpers/presets.ts';

/** The row each event is drawn in, searched row by row (no index). */
function searchedRows(trace: Trace, folded: readonly string[]): number[] {
  const drawn: { row: LaneRow; at: number }[] = [];
  let n = 0;
  for (const g of laneGroupsOf(trace)) {
    const head = n++;
    for (const row of g.rows) drawn.push({ row, at: folded.includes(g.key) ? head : n++ });
  }
  const pods = podNodesOf(trace);
  const nodeOf = (e: TraceEvent) =>
    e.type === 'ProxyRulesUpdated' ? e.data.node : pods.get(e.object);
  return trace.events.map((e, i) => {
    const marked = drawn.filter((d) => d.row.marks.includes(i)).pop();
    if (marked) return marked.at;
    if (e.lane === 'traffic') return -1;
    const lane = drawn.filter((d) => d.row.lane === e.lane);
    const node = nodeOf(e);
    const home = lane.find((d) => !d.row.node || d.row.node === node) ?? lane[0];
    return home ? home.at : -1;
  });
}

describe('the grouped layout’s prepared rows', () => {
  for (const name of ['default', 'drain-pdb', 'alb-ip-rollout', 'daemonset-shutdown-1.27']) {
    it(`draws every event of ${name} where a search of the rows would`, () => {
      const trace = presetTrace(name);
      const keys = laneGroupsOf(trace).map((g) => g.key);
      for (const folded of [[], keys, ...keys.map((k) => [k])]) {
        const layout = groupLayout(trace, folded);
        const rows = trace.events.map((e, i) => laneRowOf(layout, e, i));
        expect(rows).toEqual(searchedRows(trace, folded));
        const majors = trace.events
          .map((e, i) => ({ e, row: rows[i]! }))
          .filter(({ e, row }) => e.lane !== 'traffic' && glyphOf(e).major && row >= 0)
          .map(({ e, row }) => ({ t: e.t, row }));
        expect(majorEvents(trace, layout)).toEqual(majors);
        expect(majors.length).toBeGreaterThan(0);
      }
    });
  }
});
