// The lane glyphs and the caption's step read only what they need of a big run: the
// glyphs of the marks in view (found by binary search in time-ordered marks), the step's
// events with the Kubernetes Events last — the same as the whole-list versions they replace.
import { readFileSync } from 'node:fs';
import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { glyphGroups, glyphPath, looksOf } from '../../../src/chart/glyphMarks.ts';
import { foldedScale, quietFolds } from '../../../src/chart/quietFolds.ts';
import { layoutOf } from '../../../src/chart/layout.ts';
import { stepEvents, storyOf } from '../../../src/chart/story.ts';
import { glyphOf } from '../../../src/story/glyphs.ts';

const trace = simulateText(readFileSync('src/presets/default.yaml', 'utf8')).trace!;
const layout = layoutOf(trace);

describe('glyphGroups in a window', () => {
  it('labels exactly the major marks in view, for windows across the run', () => {
    for (const [from, to] of [
      [0, trace.durationMs],
      [9_000, 13_000],
      [10_100, 10_300],
      [50_000, 60_000],
    ] as const) {
      const x = scaleLinear().domain([from, to]).range([190, 1000]);
      for (const lane of layout.lanes) {
        const { labels } = glyphGroups(trace, lane.marks, x, 10, 5, [190, 1000]);
        const px = (i: number) => Math.round(x(trace.events[i]!.t) * 2) / 2;
        // Every major mark in view is offered as a label, none outside (repeats at one
        // pixel of one glyph kind are drawn once, so compare the sets of indexes' pixels).
        const want = new Set(
          lane.marks
            .filter((i) => glyphOf(trace.events[i]!).major && px(i) >= 185 && px(i) <= 1005)
            .map(px),
        );
        expect(new Set(labels.map((l) => l.x)), `${lane.label} ${from}-${to}`).toEqual(want);
      }
    }
  });
});

/** glyphGroups placing every mark in view one by one (the first way, kept as a check). */
function groupsMarkByMark(marks: readonly number[], x: (t: number) => number, r: number) {
  const [left, right] = [190, 1000];
  const look = looksOf(trace);
  const paths = new Map<string, { shape: string; tone: string; stroked: boolean; d: string }>();
  const last = new Map<number, number>();
  const labels: { x: number; index: number }[] = [];
  for (const i of marks) {
    const px = Math.round(x(trace.events[i]!.t) * 2) / 2;
    if (px > right + r) break;
    if (px < left - r) continue;
    if (last.get(look[i]! >> 1) === px) continue;
    last.set(look[i]! >> 1, px);
    const { shape, tone, major } = glyphOf(trace.events[i]!);
    const key = `${shape} ${tone}`;
    if (!paths.has(key))
      paths.set(key, {
        shape,
        tone,
        stroked: ['cross', 'plus', 'check', 'tick'].includes(shape),
        d: '',
      });
    paths.get(key)!.d += glyphPath(shape, px, 10, major ? r : r * 0.75);
    if (major) labels.push({ x: px, index: i });
  }
  return { groups: [...paths.values()], labels };
}

describe('glyphGroups by runs of marks at one half pixel', () => {
  it('draws what placing every mark gives, squeezed or folded, wide or narrow', () => {
    const whole = [0, trace.durationMs] as const;
    const scales = [
      scaleLinear().domain(whole).range([190, 1000]),
      scaleLinear().domain(whole).range([190, 230]), // hundreds of marks a pixel
      scaleLinear().domain([10_000, 12_000]).range([190, 1000]),
      foldedScale(whole, quietFolds(trace, whole), [190, 1000]),
    ];
    let drawn = 0;
    for (const x of scales)
      for (const lane of layout.lanes) {
        const got = glyphGroups(trace, lane.marks, x, 10, 5, [190, 1000]);
        const want = groupsMarkByMark(lane.marks, x, 5);
        expect(got.groups).toEqual(want.groups);
        expect(got.labels.map((l) => ({ x: l.x, index: l.index }))).toEqual(want.labels);
        drawn += got.groups.length;
      }
    expect(drawn).toBeGreaterThan(0);
  });
});

describe('stepEvents', () => {
  it('puts the Kubernetes Events of a step last, each part in trace order', () => {
    const story = storyOf(trace);
    let mixed = 0;
    story.groups.forEach((group, step) => {
      const got = stepEvents(trace, story, step);
      const kube = (i: number) => trace.events[i]!.type === 'KubeEvent';
      expect(got).toEqual([...group.filter((i) => !kube(i)), ...group.filter(kube)]);
      if (group.some(kube) && group.some((i) => !kube(i))) mixed++;
    });
    expect(mixed).toBeGreaterThan(0);
  });
});
