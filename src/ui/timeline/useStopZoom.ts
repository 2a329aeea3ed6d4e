// Presenting, each lesson stop opens on the window where its moment reads whole
// (stopZoom.ts): the store moves to the stop, the chart — which alone knows its width and
// language — narrows the window when the stop's marks would hide each other's labels.
import { useLayoutEffect } from 'react';
import { storySpansOf } from '../../story/spans.ts';
import type { Lang } from '../../store/lang.ts';
import { stopsFor, viewAtStop } from '../../store/presenterSlice.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import type { Layout } from '../../chart/layout.ts';
import { stopView } from './stopZoom.ts';
import { spansByLane } from '../../chart/storyRows.ts';

export function useStopZoom(
  trace: Trace,
  layout: Layout,
  [left, right]: readonly [number, number],
  lang: Lang,
  active: boolean,
): void {
  const stop = useAppStore((s) => s.stop);
  const store = useStoreApi();
  useLayoutEffect(() => {
    if (!active || stop === null) return;
    const at = stopsFor(trace)[stop];
    if (!at) return;
    const bySpan = spansByLane(trace, layout, storySpansOf(trace));
    const input = {
      trace,
      layout,
      bySpan,
      words: timelineWords(lang),
      range: [left, right] as const,
    };
    store.getState().setView(stopView(input, viewAtStop(trace, at.t), at.t));
  }, [active, stop, trace, layout, left, right, lang, store]);
}
