// Presenter mode's lesson stop under the controls: which of the run's key moments this is
// ("3 / 9 · SIGTERM"), the prompt when "predict" asks the room first, and the `?` list of
// keys. The caption below says what happened at the stop, in large type.
import { useAppStore } from '../../store/useAppStore.ts';
import { stopsFor } from '../../store/presenterSlice.ts';
import type { Trace } from '../../trace/types.ts';
import { timelineWords, type TimelineKey } from '../i18n/timelineWords.ts';
import { StopButtons } from './StopButtons.tsx';

const KEYS: readonly [string, TimelineKey][] = [
  ['Enter', 'keys.next'],
  ['Shift+Enter', 'keys.back'],
  ['h', 'keys.predict'],
  ['s', 'keys.statechart'],
  ['← →', 'keys.step'],
  ['Space', 'keys.play'],
  ['↑ ↓', 'keys.laser'],
  ['+ − 0', 'keys.zoom'],
  ['Esc', 'keys.leave'],
];

export function PresenterStops({ trace }: { trace: Trace }) {
  const presenting = useAppStore((s) => s.presenter);
  const stop = useAppStore((s) => s.stop);
  const predict = useAppStore((s) => s.predict);
  const asking = useAppStore((s) => s.curtain);
  const help = useAppStore((s) => s.keysHelp);
  const chart = useAppStore((s) => s.chartInPlace);
  const w = timelineWords(useAppStore((s) => s.lang));
  if (!presenting) return null;
  const stops = stopsFor(trace);
  const current = stop === null ? undefined : stops[stop];
  return (
    <div className="presenter-stops" data-testid="presenter-stops">
      <p className="stop-line" aria-live="polite">
        {chart ? (
          w('chart.line')
        ) : current ? (
          <>
            <strong data-testid="stop-number">{`${stop! + 1} / ${stops.length}`}</strong>{' '}
            {w(`stop.${current.kind}` as TimelineKey)}
          </>
        ) : (
          w('stop.start', { n: stops.length })
        )}
        {predict && <span className="predict-on">{w('keys.predictOn')}</span>}
        <StopButtons w={w} />
      </p>
      {asking && (
        <p className="predict-prompt" data-testid="predict-prompt" role="status">
          {w(chart ? 'chart.predict' : 'predict')}
        </p>
      )}
      {help && (
        <div className="keys-help" role="dialog" aria-label={w('keys.title')}>
          <h2>{w('keys.title')}</h2>
          <dl>
            {KEYS.map(([key, what]) => (
              <div key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{w(what)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
