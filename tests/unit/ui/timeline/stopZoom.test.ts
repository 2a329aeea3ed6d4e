// A lesson stop opens on a window where every mark of its moment (each labelled glyph at or
// before the stop, in view) shows its label: for every preset and stop, in each language,
// at a laptop's and a projector's drawing width.
import { beforeAll, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../../src/presets/index.ts';
import { simulateText } from '../../../../src/run/simulate.ts';
import { stopsFor, viewAtStop } from '../../../../src/store/presenterSlice.ts';
import { storySpansOf } from '../../../../src/story/spans.ts';
import type { Lang } from '../../../../src/store/lang.ts';
import { loadTimelineWords, timelineWords } from '../../../../src/ui/i18n/timelineWords.ts';
import { foldedLayoutOf } from '../../../../src/chart/layout.ts';
import { stopView, unlabelledBefore } from '../../../../src/ui/timeline/stopZoom.ts';
import { spansByLane } from '../../../../src/chart/storyRows.ts';

const RANGES = [
  [190, 1268],
  [190, 1908],
] as const;

beforeAll(async () => {
  await loadTimelineWords('ja');
  await loadTimelineWords('ru');
});

const runs = PRESETS.map((p) => ({ id: p.id, trace: simulateText(p.text).trace! }));

describe('a lesson stop’s window', () => {
  for (const lang of ['en', 'ja', 'ru'] as Lang[])
    for (const range of RANGES)
      it(`shows every mark of the stop’s moment labelled (${lang}, ${range[1] - range[0]} px)`, () => {
        const bad: string[] = [];
        for (const { id, trace } of runs) {
          const layout = foldedLayoutOf(trace);
          const bySpan = spansByLane(trace, layout, storySpansOf(trace));
          const input = { trace, layout, bySpan, words: timelineWords(lang), range };
          stopsFor(trace).forEach((s, i) => {
            const view = stopView(input, viewAtStop(trace, s.t), s.t) ?? [0, trace.durationMs];
            expect(view[0]).toBeLessThanOrEqual(s.t);
            expect(view[1]).toBeGreaterThanOrEqual(s.t);
            const missing = unlabelledBefore(input, view, s.t);
            if (missing.length > 0) bad.push(`${id} stop ${i + 1}: ${missing.length} unlabelled`);
          });
        }
        expect(bad).toEqual([]);
      });

  it('keeps the story window when the moment already reads there', () => {
    const trace = runs[0]!.trace;
    const layout = foldedLayoutOf(trace);
    const bySpan = spansByLane(trace, layout, storySpansOf(trace));
    const input = { trace, layout, bySpan, words: timelineWords('en'), range: RANGES[1] };
    const first = stopsFor(trace)[0]!;
    expect(stopView(input, viewAtStop(trace, first.t), first.t)).toEqual(
      viewAtStop(trace, first.t),
    );
  });

  it('narrows around a busy moment, the stop three quarters across', () => {
    const trace = runs[0]!.trace;
    const layout = foldedLayoutOf(trace);
    const bySpan = spansByLane(trace, layout, storySpansOf(trace));
    const input = { trace, layout, bySpan, words: timelineWords('en'), range: RANGES[0] };
    const busy = stopsFor(trace).find((s) => s.kind === 'firstRefused')!;
    const base = viewAtStop(trace, busy.t)!;
    expect(unlabelledBefore(input, base, busy.t).length).toBeGreaterThan(0);
    const view = stopView(input, base, busy.t)!;
    expect(view[1] - view[0]).toBeLessThan(base[1] - base[0]);
    expect((busy.t - view[0]) / (view[1] - view[0])).toBeCloseTo(0.75, 1);
  });
});
