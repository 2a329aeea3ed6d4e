// Play, pause, step, scrub and speed, with the time readout.
import { secondsText } from '../../trace/units.ts';
import { SPEEDS } from '../../store/createAppStore.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { usePlayback, usePlaybackKeys } from './usePlayback.ts';
import { useT } from '../i18n/useT.ts';

/** `playbackOnly` (the embed): no presenter or compare switch, only play, step, scrub, speed. */
export function Controls({ playbackOnly = false }: { playbackOnly?: boolean }) {
  usePlayback();
  usePlaybackKeys(!playbackOnly);
  const store = useStoreApi();
  const playing = useAppStore((s) => s.playing);
  const timeMs = useAppStore((s) => s.timeMs);
  const speed = useAppStore((s) => s.speed);
  const duration = useAppStore((s) => s.trace?.durationMs ?? 0);
  const presenter = useAppStore((s) => s.presenter);
  const comparing = useAppStore((s) => s.compareText !== null);
  const chartOpen = useAppStore((s) => s.chartOpen);
  const s = store.getState();
  const t = useT();
  return (
    <div className="controls" role="toolbar" aria-label={t('playback')}>
      <button
        type="button"
        onClick={() => s.step(-1)}
        aria-label={t('stepBack')}
        title={t('stepBackTitle')}
      >
        {t('stepBackShort')}
      </button>
      <button
        type="button"
        className="play"
        onClick={() => s.togglePlay()}
        aria-label={playing ? t('pause') : t('play')}
        title={t('playTitle')}
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <button
        type="button"
        onClick={() => s.step(1)}
        aria-label={t('stepForward')}
        title={t('stepForwardTitle')}
      >
        {t('stepForwardShort')}
      </button>
      <input
        type="range"
        aria-label={t('time')}
        min={0}
        max={duration}
        step={100}
        value={Math.round(timeMs)}
        onChange={(e) => s.setTime(Number(e.target.value))}
      />
      <output
        className="time"
        aria-label={t('currentTime')}
        data-testid="time"
      >{`t = ${secondsText(timeMs, 1)} s`}</output>
      <label className="speed">
        <span className="speed-word">{t('speed')}</span>
        <select
          aria-label={t('speed')}
          value={speed}
          onChange={(e) => s.setSpeed(Number(e.target.value))}
        >
          {SPEEDS.map((v) => (
            <option key={v} value={v}>{`${v}×`}</option>
          ))}
        </select>
      </label>
      {!playbackOnly && (
        <>
          <button
            type="button"
            aria-pressed={presenter}
            onClick={() => s.setPresenter(!presenter)}
            title={t('presentTitle')}
          >
            {t('present')}
          </button>
          <button
            type="button"
            aria-pressed={comparing}
            onClick={() => s.setCompareText(comparing ? null : s.text)}
            title={t('compareTitle')}
          >
            {t('compare')}
          </button>
          <button
            type="button"
            aria-pressed={chartOpen}
            onClick={() => s.setChartOpen(!chartOpen)}
            title={t('statechartTitle')}
          >
            {t('statechart')}
          </button>
        </>
      )}
    </div>
  );
}
