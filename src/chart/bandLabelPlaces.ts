// Where the failure bands' labels go on the traffic row: each band says why in full where
// there is room, else just its count; a label starts at its band, moved left as far as
// needed to end inside the chart, and never covers another band's. Pure.
import type { FailureBand } from '../story/failures.ts';
import type { storySpansOf } from '../story/spans.ts';
import type { Trace } from '../trace/types.ts';
import type { ChartWords } from './words.ts';
import { bandText } from './bandText.ts';
import { placeLabels, textWidth, type Placed } from './labels.ts';
import { LABEL_FONT } from './laneRows.ts';

export type BandLabel = Placed<{ from: number; text: string }>;

export function placeBandLabels(
  bands: readonly FailureBand[],
  story: ReturnType<typeof storySpansOf>,
  w: ChartWords,
  trace: Trace,
  x: (t: number) => number,
  [left, right]: readonly [number, number],
): BandLabel[] {
  const taken: Placed<unknown>[] = [];
  const placed: BandLabel[] = [];
  for (const b of bands) {
    for (const text of [bandText(b, story, w, trace), w('band.count', { n: b.count })]) {
      const width = textWidth(text, LABEL_FONT, true);
      const bx = Math.max(left + 2, Math.min(x(b.from), right - width - 4));
      const got = placeLabels(
        [{ item: { from: b.from, text }, x: bx, width }],
        [left, right],
        8,
        taken,
      );
      if (got.length > 0) {
        placed.push(...got);
        break;
      }
    }
  }
  return placed;
}
