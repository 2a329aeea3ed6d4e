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
  const t = useT();
  return (
    <div className="controls" role="toolbar" aria-label={t('playback')}>
      <StepPlay />
      <Scrub />
      <Speed />
      {!playbackOnly && <ViewSwitches />}
    </div>
  );
}

/** Step back, play or pause, step forward. */
function StepPlay() {
  const s = useStoreApi().getState();
  const playing = useAppStore((st) => st.playing);
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** The time slider (100 ms steps) and the time readout. */
function Scrub() {
  const s = useStoreApi().getState();
  const timeMs = useAppStore((st) => st.timeMs);
  const duration = useAppStore((st) => st.trace?.durationMs ?? 0);
  const t = useT();
  return (
    <>
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
    </>
  );
}

function Speed() {
  const s = useStoreApi().getState();
  const speed = useAppStore((st) => st.speed);
  const t = useT();
  return (
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
  );
}

/** The page's switches: presenting, comparing, the statechart panel. */
function ViewSwitches() {
  const s = useStoreApi().getState();
  const presenter = useAppStore((st) => st.presenter);
  const comparing = useAppStore((st) => st.compareText !== null);
  const chartOpen = useAppStore((st) => st.chartOpen);
  const t = useT();
  return (
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
  );
}
