// A lane row's placed labels as text: a mark's (glyph-label, on the row's middle) and a
// state's (span-label, under its bar). The lane layer draws them all; the reveal draws
// again the ones that reach past the playhead (RevealedLabels.tsx), the same way.
import { spanLabelY, type LaneRow } from '../../chart/laneRows.ts';

export function GlyphLabels({ placed, mid }: { placed: LaneRow['glyphLabels']; mid: number }) {
  return placed.map(({ item, x }) => (
    <text
      key={`g${x}`}
      className="glyph-label"
      x={x}
      y={mid + 4}
      data-verbatim={item.verbatim ? '' : undefined}
    >
      {item.text}
    </text>
  ));
}

export function SpanLabels({ placed, top }: { placed: LaneRow['spanLabels']; top: number }) {
  return placed.map(({ item, x }) => (
    <text
      key={`s${item.s.sub}-${item.s.from}`}
      className="span-label"
      x={x}
      y={spanLabelY(top, item.s)}
    >
      {item.text}
    </text>
  ));
}
