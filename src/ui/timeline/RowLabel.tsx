// A row's label (a lane, the traffic chart, a Pod): as one <text> where it fits its
// column, as it always was; in a phone's narrow column broken over the lines the row has
// room for (rowLabel.ts), the whole label then said by a <title> (a tap or a hover).
import { fitLabel } from '../../chart/rowLabel.ts';
import { textWidth } from '../../chart/labels.ts';

/** A monospace character's width, in em (ui-monospace, DejaVu Sans Mono, Menlo). */
const MONO_EM = 0.61;

export function RowLabel({
  text,
  x,
  y,
  font,
  room,
  lines = 1,
  mono = true,
  verbatim = false,
  centre = true,
  className,
}: {
  text: string;
  x: number;
  /** The baseline of the label's first line as one line. */
  y: number;
  font: number;
  /** The column's width left for the label. */
  room: number;
  lines?: number;
  /** Set in a monospace font (the `.label` rows), else in the page's. */
  mono?: boolean;
  /** A Kubernetes name, never translated (data-verbatim). */
  verbatim?: boolean;
  /** Lines centred on the one line's place (else they run down from it). */
  centre?: boolean;
  className: string;
}) {
  // The page's font is measured by an estimate (labels.ts): a tenth kept in hand.
  const widthOf = (s: string) => (mono ? [...s].length * MONO_EM * font : textWidth(s, font) * 1.1);
  const fitted = fitLabel(text, room, lines, widthOf);
  if (fitted.whole && fitted.lines.length === 1)
    return (
      <text x={x} y={y} className={className} data-verbatim={verbatim ? '' : undefined}>
        {text}
      </text>
    );
  const lineH = font + 1;
  const top = centre ? y - ((fitted.lines.length - 1) * lineH) / 2 : y;
  return (
    <text x={x} y={top} className={className} data-verbatim={verbatim ? '' : undefined}>
      <title>{text}</title>
      {fitted.lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : lineH}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
