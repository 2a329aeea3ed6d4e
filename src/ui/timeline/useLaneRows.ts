// The lanes' drawing at the current zoom (laneRows.ts), computed once per trace, zoom and
// language, and shared by the lane layer and the reveal's labels.
import { useMemo } from 'react';
import { storySpansOf } from '../../story/spans.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { laneRows, type LaneRow } from '../../chart/laneRows.ts';
import type { Layout } from '../../chart/layout.ts';
import { spansByLane } from '../../chart/storyRows.ts';
import type { TimeScale } from './useTimeZoom.ts';

export function useLaneRows(trace: Trace, layout: Layout, x: TimeScale, lang: Lang): LaneRow[] {
  const story = storySpansOf(trace);
  const bySpan = useMemo(() => spansByLane(trace, layout, story), [trace, layout, story]);
  return useMemo(
    () => laneRows(trace, layout, bySpan, x, x.range() as [number, number], timelineWords(lang)),
    [trace, layout, bySpan, x, lang],
  );
}
