// Which lane groups a window too short for them all opens folded (issue 27): at 1280×720 the
// default preset's three groups push the traffic row — where the story ends, in failed
// requests — under the fold. The quietest groups fold first (fewest marks that tell the story:
// the rule presenter mode folds lanes by, layout.ts foldedLayoutOf), until the lanes and the
// traffic row fit `room` — the most telling group always stays open; the reader unfolds any
// with a click. Pure.
import { storyWindow } from '../story/window.ts';
import type { Trace } from '../trace/types.ts';
import { AXIS_H, HEAD_H, LANE_H, TRAFFIC_H } from './geometry.ts';
import { isMajor, looksOf } from './glyphMarks.ts';
import { laneGroupsOf, type LaneGroup } from './laneGroups.ts';
import { layoutOf } from './layout.ts';

/** The lanes' chart height (drawing units) with the groups of `shut` folded. */
function chartHeight(groups: readonly LaneGroup[], shut: ReadonlySet<string>, traffic: boolean) {
  let h = AXIS_H + (traffic ? TRAFFIC_H : 0) + 4;
  for (const g of groups) h += shut.has(g.key) ? LANE_H : HEAD_H + g.rows.length * LANE_H;
  return h;
}

/**
 * The events of the selected event's chain of causes (none without a selection); the
 * selection alone until the page has loaded the chain (`chainOf` null: ui/lateCauses.ts).
 */
export function chainEvents(
  trace: Trace,
  selected: number | null,
  chainOf: ((trace: Trace, i: number) => { steps: readonly number[] }) | null,
): ReadonlySet<number> {
  if (selected === null || !trace.events[selected]) return new Set();
  return new Set([selected, ...(chainOf ? chainOf(trace, selected).steps : [])]);
}

/** Whether a mark of the group is one of `keep`. */
const holds = (g: LaneGroup, keep: ReadonlySet<number>): boolean =>
  g.rows.some((r) => r.marks.some((i) => keep.has(i)));

const tellings = new WeakMap<Trace, ReadonlyMap<string, number>>();

/**
 * How much each group (by key) tells: its marks that are major and in the story's window.
 * Once per trace (a big run's preparation asks before it is shown: ui/prepareTrace.ts).
 */
export function tellingOf(trace: Trace): ReadonlyMap<string, number> {
  const hit = tellings.get(trace);
  if (hit) return hit;
  const [from, to] = storyWindow(trace);
  const look = looksOf(trace);
  const out = new Map<string, number>();
  for (const g of laneGroupsOf(trace)) {
    let n = 0;
    for (const r of g.rows)
      for (const i of r.marks) {
        const e = trace.events[i]!;
        if (e.t >= from && e.t <= to && isMajor(look, i)) n++;
      }
    out.set(g.key, n);
  }
  tellings.set(trace, out);
  return out;
}

/**
 * The keys of the groups to fold so the chart fits `room` (drawing units); none when it fits.
 * A group holding a step of the selected event's chain (`keep`) stays open: its arrows run
 * between its rows (SIGTERM → exit), which one folded row would draw as one point.
 */
export function foldsToFit(
  trace: Trace,
  room: number,
  keep: ReadonlySet<number> = new Set(),
): string[] {
  const groups = laneGroupsOf(trace);
  const traffic = layoutOf(trace).traffic.length > 0;
  const shut = new Set<string>();
  if (chartHeight(groups, shut, traffic) <= room) return [];
  const telling = tellingOf(trace);
  // Quietest first; among equals, the later group (the reading order's end) first. The
  // group that tells the most stays open: a chart of folded rows alone tells nothing.
  const order = groups
    .map((g, at) => ({ g, at, n: telling.get(g.key) ?? 0 }))
    .sort((a, b) => a.n - b.n || b.at - a.at)
    .slice(0, -1)
    .filter(({ g }) => g.rows.length > 1 && !(keep.size > 0 && holds(g, keep)));
  for (const { g } of order) {
    shut.add(g.key);
    if (chartHeight(groups, shut, traffic) <= room) break;
  }
  return [...shut];
}
