// Play, pause, step, scrub and speed, with the time readout.
import { SPEEDS } from '../../store/createAppStore.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { usePlayback, usePlaybackKeys } from './usePlayback.ts';

export function Controls() {
  usePlayback();
  usePlaybackKeys();
  const store = useStoreApi();
  const playing = useAppStore((s) => s.playing);
  const timeMs = useAppStore((s) => s.timeMs);
  const speed = useAppStore((s) => s.speed);
  const duration = useAppStore((s) => s.trace?.durationMs ?? 0);
  const presenter = useAppStore((s) => s.presenter);
  const comparing = useAppStore((s) => s.compareText !== null);
  const s = store.getState();
  return (
    <div className="controls" role="toolbar" aria-label="Playback">
      <button
        type="button"
        onClick={() => s.step(-1)}
        aria-label="Step back"
        title="Previous event (←)"
      >
        ‹ Step
      </button>
      <button
        type="button"
        className="play"
        onClick={() => s.togglePlay()}
        aria-label={playing ? 'Pause' : 'Play'}
        title="Play/pause (space)"
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <button
        type="button"
        onClick={() => s.step(1)}
        aria-label="Step forward"
        title="Next event (→)"
      >
        Step ›
      </button>
      <input
        type="range"
        aria-label="Time"
        min={0}
        max={duration}
        step={100}
        value={Math.round(timeMs)}
        onChange={(e) => s.setTime(Number(e.target.value))}
      />
      <output
        className="time"
        aria-label="Current time"
        data-testid="time"
      >{`t = ${(timeMs / 1000).toFixed(1)} s`}</output>
      <label className="speed">
        Speed
        <select value={speed} onChange={(e) => s.setSpeed(Number(e.target.value))}>
          {SPEEDS.map((v) => (
            <option key={v} value={v}>{`${v}×`}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-pressed={presenter}
        onClick={() => s.setPresenter(!presenter)}
        title="Presenter mode (p): ↑/↓ point at a lane, h hides what comes next, Enter reveals, Esc leaves"
      >
        Present
      </button>
      <button
        type="button"
        aria-pressed={comparing}
        onClick={() => s.setCompareText(comparing ? null : s.text)}
        title="Compare with a second variant of this scenario"
      >
        Compare
      </button>
    </div>
  );
}
