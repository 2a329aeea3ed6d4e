// Zoom without a wheel: in and out around the playhead, and back to the whole run. The
// wheel (over the lanes, or with Ctrl/⌘ anywhere) and dragging do the same via d3-zoom.
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { zoomedView } from './useTimeZoom.ts';

export function ZoomButtons({ durationMs }: { durationMs: number }) {
  const store = useStoreApi();
  const view = useAppStore((s) => s.view);
  const zoom = (factor: number) => {
    const s = store.getState();
    s.setView(zoomedView(s.view, durationMs, factor, s.timeMs));
  };
  return (
    <div className="zoom" role="group" aria-label="Zoom">
      <button type="button" onClick={() => zoom(2)} aria-label="Zoom in" title="Zoom in (+)">
        +
      </button>
      <button type="button" onClick={() => zoom(0.5)} aria-label="Zoom out" title="Zoom out (−)">
        −
      </button>
      <button
        type="button"
        onClick={() => store.getState().setView(null)}
        disabled={view === null}
        title="Show the whole run (0)"
      >
        Whole run
      </button>
      <span className="window" aria-live="off">
        {view
          ? `${(view[0] / 1000).toFixed(1)}–${(view[1] / 1000).toFixed(1)} s`
          : `0–${(durationMs / 1000).toFixed(0)} s`}
      </span>
    </div>
  );
}
