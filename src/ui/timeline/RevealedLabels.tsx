// The reveal hides what comes after the playhead, not what came before it: a label of a
// mark (or of a state) that began at or before the playhead reaches past it, so it is
// drawn again above the curtain, whole. Only those near the curtain's edge are: a label's
// width is estimated from its characters (labels.ts), and the page's fonts may draw it
// wider, so "near" allows three times the estimate.
import { useAppStore } from '../../store/useAppStore.ts';
import type { LaneRow } from '../../chart/laneRows.ts';
import { GlyphLabels, SpanLabels } from './LabelTexts.tsx';
import type { TimeScale } from '../../chart/timeScale.ts';

export function RevealedLabels({ rows, x }: { rows: readonly LaneRow[]; x: TimeScale }) {
  const hidden = useAppStore((s) => s.presenter || s.revealRun);
  const timeMs = useAppStore((s) => s.timeMs);
  if (!hidden) return null;
  const edge = x(timeMs) + 1;
  const near = (p: { x: number; width: number }): boolean => p.x + 3 * p.width + 8 > edge;
  return (
    <g className="revealed-labels" data-testid="revealed-labels">
      {rows.map(({ lane, top, mid, glyphLabels, spanLabels }) => (
        <g key={lane.label}>
          <GlyphLabels
            placed={glyphLabels.filter((p) => p.item.t <= timeMs && near(p))}
            mid={mid}
          />
          <SpanLabels
            placed={spanLabels.filter((p) => p.item.s.from <= timeMs && near(p))}
            top={top}
          />
        </g>
      ))}
    </g>
  );
}
