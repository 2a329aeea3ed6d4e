// A preset's run in miniature, on its story window: the clients' traffic as a strip along
// the top with each failed request in red, a red band over the whole picture where
// requests fail, and one bar per Pod coloured by phase. So "no preStop" (a red band) and
// "preStop sleep" (none) look different at a glance.
import { PHASE_COLOURS } from '../../chart/geometry.ts';
import { TRAFFIC_BIN_MS } from '../../chart/layout.ts';
import type { ThumbnailData } from './thumbnailData.ts';

const W = 168;
const H = 56;
/** The traffic strip's height. */
const STRIP = 9;

export function Thumbnail({ data }: { data: ThumbnailData }) {
  const [from, to] = data.window;
  const x = (t: number) => ((t - from) / Math.max(to - from, 1)) * W;
  const top = data.traffic ? STRIP + 2 : 0;
  const rowH = (H - top) / Math.max(data.pods.length, 3);
  const failed = data.failed.reduce((n, [, f]) => n + f, 0);
  return (
    <svg
      className="thumbnail"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      data-failed={failed}
    >
      {data.pods.map((segments, i) =>
        segments.map(([a, b, phase]) => (
          <rect
            key={`${i}-${a}`}
            x={x(a)}
            y={top + i * rowH + 1}
            width={Math.max(1, x(b) - x(a))}
            height={Math.max(2, rowH - 2)}
            fill={PHASE_COLOURS[phase] ?? 'var(--muted)'}
          />
        )),
      )}
      {data.bands.map(([a, b]) => (
        <rect
          key={`band-${a}`}
          className="thumbnail-band"
          x={x(a) - 1}
          y={0}
          width={Math.max(3, x(b) - x(a) + 2)}
          height={H}
        />
      ))}
      {data.traffic && <rect className="thumbnail-served" x={0} y={0} width={W} height={STRIP} />}
      {data.failed.map(([t]) => (
        <rect
          key={`failed-${t}`}
          className="thumbnail-failed"
          x={x(t)}
          y={0}
          width={Math.max(1.5, x(t + TRAFFIC_BIN_MS) - x(t))}
          height={STRIP}
        />
      ))}
    </svg>
  );
}
