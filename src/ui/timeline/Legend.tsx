// What the marks mean: each glyph's shape and colour with its name, so a room can read the
// lanes without hovering. Drawn with the same paths and classes as the lanes.
import { glyphPath } from './glyphMarks.ts';
import { PHASE_COLOURS } from './geometry.ts';
import type { GlyphShape, Tone } from '../../story/glyphs.ts';
import type { TimelineKey, TimelineT } from '../i18n/timelineWords.ts';

/** Each glyph the legend explains: shape, tone, its words, drawn as a stroke or filled. The
 * export draws the same entries inside its SVG. */
export const LEGEND_ENTRIES: readonly [GlyphShape, Tone, TimelineKey, boolean][] = [
  ['flag', 'action', 'legend.action', false],
  ['diamond', 'api', 'legend.deletion', false],
  ['bar', 'hook', 'legend.preStop', false],
  ['triangle', 'signal', 'legend.sigterm', false],
  ['cross', 'kill', 'legend.sigkill', true],
  ['square', 'exit', 'legend.exit', false],
  ['circle', 'network', 'legend.network', false],
  ['plus', 'create', 'legend.created', true],
  ['check', 'ok', 'legend.ready', true],
  ['dot', 'kill', 'legend.refused', false],
];

export function Legend({ w }: { w: TimelineT }) {
  return (
    <ul className="legend" aria-label={w('legend.label')}>
      {LEGEND_ENTRIES.map(([shape, tone, key, stroked]) => (
        <li key={key}>
          <svg width="14" height="14" aria-hidden="true" className="legend-glyph">
            <path
              d={glyphPath(shape, 7, 7, 5)}
              className={`glyph tone-${tone}${stroked ? ' stroked' : ''}`}
            />
          </svg>
          {w(key)}
        </li>
      ))}
      {Object.entries(PHASE_COLOURS).map(([phase, colour]) => (
        <li key={phase}>
          <span className="swatch" style={{ background: colour }} />
          {phase}
        </li>
      ))}
    </ul>
  );
}
