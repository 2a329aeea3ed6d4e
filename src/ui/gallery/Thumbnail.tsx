// A preset's run in miniature: one bar per Pod (the first few), coloured by phase, on the
// run's own time axis. Drawn from the trace's layout, like the swimlane itself.
import type { Trace } from '../../trace/types.ts';
import { PHASE_COLOURS } from '../timeline/geometry.ts';
import { layoutOf } from '../timeline/layout.ts';

const W = 168;
const H = 56;
const ROWS = 8;

export function Thumbnail({ trace }: { trace: Trace }) {
  const { pods, durationMs } = layoutOf(trace);
  const shown = pods.slice(0, ROWS);
  const rowH = H / Math.max(shown.length, 3);
  const x = (t: number) => (t / Math.max(durationMs, 1)) * W;
  return (
    <svg className="thumbnail" width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      {shown.map((row, i) =>
        row.segments
          .filter((s) => s.phase !== 'Removed')
          .map((s, j) => (
            <rect
              key={`${i}-${j}`}
              x={x(s.from)}
              y={i * rowH + 1}
              width={Math.max(1, x(s.to) - x(s.from))}
              height={Math.max(2, rowH - 2)}
              fill={PHASE_COLOURS[s.phase] ?? 'var(--muted)'}
            />
          )),
      )}
    </svg>
  );
}
