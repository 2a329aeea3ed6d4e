// Zoom without a wheel: in and out around the playhead, the whole run, and back to the
// story window the chart opens on. The wheel (over the lanes, or with Ctrl/⌘ anywhere) and
// dragging do the same via d3-zoom.
import { secondsText } from '../../trace/units.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { zoomedView } from '../../chart/view.ts';

export function ZoomButtons({ durationMs }: { durationMs: number }) {
  const store = useStoreApi();
  const view = useAppStore((s) => s.view);
  const mode = useAppStore((s) => s.viewMode);
  const w = timelineWords(useAppStore((s) => s.lang));
  const zoom = (factor: number) => {
    const s = store.getState();
    s.setView(zoomedView(s.view, durationMs, factor, s.timeMs));
  };
  return (
    <div className="zoom" role="group" aria-label={w('zoom')}>
      <button type="button" onClick={() => zoom(2)} aria-label={w('zoomIn')} title={w('zoomIn')}>
        +
      </button>
      <button
        type="button"
        onClick={() => zoom(0.5)}
        aria-label={w('zoomOut')}
        title={w('zoomOut')}
      >
        −
      </button>
      {mode === 'story' ? (
        <button
          type="button"
          onClick={() => store.getState().setView(null)}
          title={w('wholeRunTitle')}
        >
          {w('wholeRun')}
        </button>
      ) : (
        <button type="button" onClick={() => store.getState().showStory()} title={w('storyTitle')}>
          {w('story')}
        </button>
      )}
      <span className="window" aria-live="off">
        {view
          ? `${secondsText(view[0])}–${secondsText(view[1])} s`
          : `0–${secondsText(durationMs)} s`}
      </span>
    </div>
  );
}
