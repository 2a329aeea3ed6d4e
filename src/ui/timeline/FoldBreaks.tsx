// The folded quiet stretches of the time axis (quietFolds.ts): each a narrow hatched break
// across the rows, saying on the axis how long it lasted, and the toggle that offers the
// fold where the window has a quiet stretch worth folding.
import { useMemo } from 'react';
import type { Lang } from '../../store/lang.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { AXIS_H } from '../../chart/geometry.ts';
import { foldSeconds, quietFolds, type Fold, type Window } from '../../chart/quietFolds.ts';
import type { TimeScale } from '../../chart/timeScale.ts';

export function FoldBreaks({
  x,
  folds,
  height,
  lang,
  axis,
}: {
  x: TimeScale;
  folds: readonly Fold[];
  height: number;
  lang: Lang;
  /** The lanes' chart: the break says its duration on the axis. */
  axis: boolean;
}) {
  if (folds.length === 0) return null;
  const w = timelineWords(lang);
  return (
    <g className="fold-breaks" data-testid={axis ? 'fold-breaks' : undefined}>
      {folds.map((f) => {
        const x0 = x(f.from);
        const x1 = x(f.to);
        const s = foldSeconds(f);
        return (
          <g key={f.from} className="fold" data-from={f.from} data-to={f.to}>
            <title>{w('foldTitle', { s })}</title>
            <rect x={x0} y={axis ? AXIS_H - 2 : 0} width={x1 - x0} height={height} />
            <path d={`M${x0},0V${height}M${x1},0V${height}`} />
            {axis && (
              <text x={(x0 + x1) / 2} y={AXIS_H - 8} textAnchor="middle">
                {w('fold', { s })}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** "Fold quiet time": offered when the window has a quiet stretch worth folding. */
export function FoldToggle({ trace, window }: { trace: Trace; window: Window }) {
  const store = useStoreApi();
  const on = useAppStore((s) => s.foldQuiet);
  const w = timelineWords(useAppStore((s) => s.lang));
  const offered = useMemo(() => quietFolds(trace, window).length > 0, [trace, window]);
  if (!offered && !on) return null;
  return (
    <label className="fold-toggle" title={w('foldQuietTitle')}>
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => store.getState().setFoldQuiet(e.target.checked)}
      />
      {w('foldQuiet')}
    </label>
  );
}
