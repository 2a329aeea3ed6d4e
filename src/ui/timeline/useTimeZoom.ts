// Zoom and pan along the time axis. d3-zoom owns the gestures on one element (wheel,
// drag, pinch) and reports the visible window back into the store, xyflow style; the
// store's window is the truth, so buttons and the follow-the-playhead rule can move it too.
// d3-zoom is wired once it has loaded, after the first paint (lateGestures.ts).
import { useEffect, useRef, type RefObject } from 'react';
import type { View } from '../../store/createAppStore.ts';
import { useStoreApi } from '../../store/useAppStore.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import type { Gestures } from './lateGestures.ts';
import type { Zoom } from './gestures.ts';

/**
 * Wires d3-zoom to `el` (gestures.ts attachZoom). Wheel zooms over the element's
 * `[data-wheel-zoom]` parts (the lanes), and anywhere with Ctrl/⌘ (trackpad pinch), so the
 * pod list still scrolls; on a touch screen two fingers pan and pinch, so one still scrolls
 * the page (as a map in a page).
 */
export function useTimeZoom(
  el: RefObject<HTMLElement | null>,
  full: TimeScale,
  view: View | null,
  d3: Gestures | null,
): void {
  const store = useStoreApi();
  const behaviour = useRef<Zoom | null>(null);

  useEffect(() => {
    const node = el.current;
    if (!node || !d3) return;
    behaviour.current = d3.attachZoom(node, full, store);
    return () => {
      d3.detachZoom(node);
      behaviour.current = null;
    };
  }, [el, full, store, d3]);

  // Keep d3's own idea of the transform in step with the store's window.
  useEffect(() => {
    const node = el.current;
    const z = behaviour.current;
    if (!node || !z || !d3) return;
    d3.followView(node, z, full, view);
  }, [el, full, view, d3]);
}
