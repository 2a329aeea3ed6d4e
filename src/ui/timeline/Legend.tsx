// What the marks mean: each glyph's shape and colour with its name, so a room can read the
// lanes without hovering. Drawn with the same paths and classes as the lanes.
import { glyphPath } from '../../chart/glyphMarks.ts';
import { PHASE_COLOURS } from '../../chart/geometry.ts';
import type { Trace } from '../../trace/types.ts';
import type { TimelineT } from '../i18n/timelineWords.ts';
import { legendEntriesOf } from './legendEntries.ts';

export function Legend({ w, trace }: { w: TimelineT; trace: Trace }) {
  return (
    <ul className="legend" aria-label={w('legend.label')}>
      {legendEntriesOf(trace).map(([shape, tone, key, stroked]) => (
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
