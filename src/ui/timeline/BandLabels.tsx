// The failure bands' labels on the live chart, as chartModel placed them. A label may start
// left of its band (to end inside the chart), so under the reveal it would tell of failures
// still to come: a band's label shows once the playhead has reached the band.
import type { ChartModel } from '../../chart/model.ts';
import { useAppStore } from '../../store/useAppStore.ts';

export function BandLabels({ model, clipId }: { model: ChartModel; clipId: string }) {
  const hiding = useAppStore((s) => s.presenter || s.revealRun);
  const timeMs = useAppStore((s) => s.timeMs);
  if (!model.traffic) return null;
  const y = model.trafficTop + 24;
  return (
    <g clipPath={`url(#${clipId})`}>
      {model.bandLabels
        .filter(({ item }) => !hiding || item.from <= timeMs)
        .map(({ item, x: bx }) => (
          <text key={item.from} className="band-label" x={bx} y={y}>
            {item.text}
          </text>
        ))}
    </g>
  );
}
