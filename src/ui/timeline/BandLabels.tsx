// The failure bands' labels on the live chart. A label may start left of its band (to end
// inside the chart), so under the reveal it would tell of failures still to come: a band's
// label shows once the playhead has reached the band.
import { useMemo } from 'react';
import { failureBandsOf } from '../../story/failures.ts';
import { storySpansOf } from '../../story/spans.ts';
import type { Lang } from '../../store/lang.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { placeBandLabels } from '../../chart/bandLabelPlaces.ts';
import type { Layout } from '../../chart/layout.ts';
import { trafficTop } from './LaneLayer.tsx';
import type { TimeScale } from './useTimeZoom.ts';

export function BandLabels({
  trace,
  layout,
  x,
  lang,
  clipId,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  lang: Lang;
  clipId: string;
}) {
  const hiding = useAppStore((s) => s.presenter || s.revealRun);
  const timeMs = useAppStore((s) => s.timeMs);
  const placed = useMemo(
    () =>
      placeBandLabels(
        failureBandsOf(trace),
        storySpansOf(trace),
        timelineWords(lang),
        trace,
        x,
        x.range() as [number, number],
      ),
    [trace, x, lang],
  );
  if (layout.traffic.length === 0) return null;
  const y = trafficTop(layout) + 24;
  return (
    <g clipPath={`url(#${clipId})`}>
      {placed
        .filter(({ item }) => !hiding || item.from <= timeMs)
        .map(({ item, x: bx }) => (
          <text key={item.from} className="band-label" x={bx} y={y}>
            {item.text}
          </text>
        ))}
    </g>
  );
}
