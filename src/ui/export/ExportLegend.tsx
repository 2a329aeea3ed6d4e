// The legend inside the exported SVG (the file must stand alone): the screen legend's
// entries, glyphs and phase swatches, laid out in rows that wrap at the given width.
import { glyphPath } from '../../chart/glyphMarks.ts';
import { PHASE_COLOURS } from '../../chart/geometry.ts';
import { textWidth } from '../../chart/labels.ts';
import { LEGEND_ENTRIES } from '../timeline/legendEntries.ts';
import type { TimelineT } from '../i18n/timelineWords.ts';

type Mark =
  | { kind: 'glyph'; shape: string; className: string; d: (cx: number, cy: number) => string }
  | { kind: 'swatch'; colour: string };

interface Entry {
  mark: Mark;
  text: string;
  x: number;
  row: number;
}

export interface LegendLayout {
  entries: Entry[];
  height: number;
}

/** Rows of entries at `font` px within `width`: pure, so the views know its height first. */
export function legendLayout(
  w: TimelineT,
  width: number,
  font: number,
  glyphs: typeof LEGEND_ENTRIES = LEGEND_ENTRIES,
): LegendLayout {
  const marks: { mark: Mark; text: string }[] = [
    ...glyphs.map(([shape, tone, key, stroked]) => ({
      mark: {
        kind: 'glyph' as const,
        shape,
        className: `glyph tone-${tone}${stroked ? ' stroked' : ''}`,
        d: (cx: number, cy: number) => glyphPath(shape, cx, cy, font * 0.45),
      },
      text: w(key),
    })),
    ...Object.entries(PHASE_COLOURS).map(([phase, colour]) => ({
      mark: { kind: 'swatch' as const, colour },
      text: phase,
    })),
  ];
  const gap = font * 1.1;
  const sizes = marks.map((m) => font * 1.3 + textWidth(m.text, font));
  const place = (limit: number): Entry[] => {
    const entries: Entry[] = [];
    let x = 0;
    let row = 0;
    marks.forEach((m, i) => {
      if (x > 0 && x + sizes[i]! > limit) {
        row++;
        x = 0;
      }
      entries.push({ ...m, x, row });
      x += sizes[i]! + gap;
    });
    return entries;
  };
  const rowsOf = (entries: Entry[]): number => entries[entries.length - 1]!.row + 1;
  // As few rows as the width allows, filled evenly (no last row of one entry).
  const rows = rowsOf(place(width));
  const total = sizes.reduce((a, b) => a + b + gap, 0);
  let limit = Math.min(width, total / rows);
  while (limit < width && rowsOf(place(limit)) > rows) limit += font;
  const entries = place(Math.min(limit, width));
  return { entries, height: rowsOf(entries) * rowHeight(font) };
}

const rowHeight = (font: number): number => Math.round(font * 1.6);

export function ExportLegend({
  layout,
  x,
  y,
  font,
  label,
}: {
  layout: LegendLayout;
  x: number;
  y: number;
  font: number;
  label: string;
}) {
  const rh = rowHeight(font);
  return (
    <g className="export-legend" transform={`translate(${x}, ${y})`} aria-label={label}>
      {layout.entries.map((e) => {
        const mid = e.row * rh + rh / 2;
        return (
          <g key={e.text} data-legend={e.text}>
            {e.mark.kind === 'glyph' ? (
              <path
                d={e.mark.d(e.x + font * 0.5, mid)}
                className={e.mark.className}
                data-shape={e.mark.shape}
              />
            ) : (
              <rect
                x={e.x}
                y={mid - font * 0.4}
                width={font}
                height={font * 0.8}
                rx={2}
                fill={e.mark.colour}
                data-phase={e.text}
              />
            )}
            <text
              className="legend-text"
              x={e.x + font * 1.3}
              y={mid + font * 0.36}
              style={{ fontSize: font }}
            >
              {e.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
