// Zoom and pan along the time axis. d3-zoom owns the gestures on one element (wheel,
// drag, pinch) and reports the visible window back into the store, xyflow style; the
// store's window is the truth, so buttons and the follow-the-playhead rule can move it too.
import { select, zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3';
import { useEffect, useRef, type RefObject } from 'react';
import type { View } from '../../store/createAppStore.ts';
import { MIN_VIEW_MS } from '../../store/playback.ts';
import { useStoreApi } from '../../store/useAppStore.ts';
import type { TimeScale } from '../../chart/timeScale.ts';

/**
 * Wires d3-zoom to `el`. Wheel zooms over the element's `[data-wheel-zoom]` parts (the
 * lanes), and anywhere with Ctrl/⌘ (trackpad pinch), so the pod list still scrolls; on a
 * touch screen two fingers pan and pinch, so one still scrolls the page (as a map in a page).
 */
export function useTimeZoom(
  el: RefObject<HTMLElement | null>,
  full: TimeScale,
  view: View | null,
): void {
  const store = useStoreApi();
  const behaviour = useRef<ZoomBehavior<HTMLElement, unknown> | null>(null);
  const [left, right] = full.range() as [number, number];
  const durationMs = full.domain()[1]!;

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const z = zoom<HTMLElement, unknown>()
      .scaleExtent([1, Math.max(1, durationMs / MIN_VIEW_MS)])
      .extent([
        [left, 0],
        [right, 1],
      ])
      .translateExtent([
        [left, 0],
        [right, 1],
      ])
      .clickDistance(4)
      .filter((ev: Event) => {
        if (ev.type === 'wheel') {
          const w = ev as WheelEvent;
          return w.ctrlKey || w.metaKey || !!(w.target as Element).closest('[data-wheel-zoom]');
        }
        // One finger scrolls the page and taps a mark; two pan and pinch the time axis.
        if (ev.type === 'touchstart') return (ev as TouchEvent).touches.length >= 2;
        const m = ev as MouseEvent;
        return !m.ctrlKey && !m.button;
      })
      .on('zoom', (e: { transform: typeof zoomIdentity; sourceEvent: unknown }) => {
        if (!e.sourceEvent) return; // moved by the store: nothing to report
        const domain = e.transform.rescaleX(full).domain() as [number, number];
        store.getState().setView(e.transform.k <= 1.0001 ? null : domain);
      });
    behaviour.current = z;
    select(node).call(z);
    return () => {
      select(node).on('.zoom', null);
      behaviour.current = null;
    };
  }, [el, full, left, right, durationMs, store]);

  // Keep d3's own idea of the transform in step with the store's window.
  useEffect(() => {
    const node = el.current;
    const z = behaviour.current;
    if (!node || !z) return;
    const want = transformFor(full, view);
    const have = zoomTransform(node);
    if (Math.abs(want.k - have.k) > 1e-6 || Math.abs(want.x - have.x) > 0.01) {
      select(node).call(z.transform, want);
    }
  }, [el, full, view]);
}

/** The d3 transform under which `full` shows `view`: x' = k·full(t) + tx. */
function transformFor(full: TimeScale, view: View | null) {
  if (!view) return zoomIdentity;
  const [d0, d1] = full.domain() as [number, number];
  const k = (d1 - d0) / (view[1] - view[0]);
  const left = full.range()[0]!;
  return zoomIdentity.translate(left - k * full(view[0]), 0).scale(k);
}
