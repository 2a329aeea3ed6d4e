// The width of the panel's scroll box, kept current as the page resizes. Its own copy of
// timeline/useWidth: a module shared with the page's first load would split that load's chunks.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  // 0 until measured: the panel lays nothing out for a width it only guessed.
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** Below the line under the diagram: kept so that it stays on screen too. */
const NOW_PX = 64;
/** The panel's bars above the diagram and the line under it. */
const BARS_PX = 150;

/**
 * The height the diagram has: in place of the lanes, what is left on screen below the box's
 * top; in the panel (which grows to the diagram, the page scrolling to it), the screen's
 * height less the panel's bars, so that the panel scrolled into view shows all of it.
 */
export function useRoom(ref: RefObject<HTMLDivElement | null>, inPlace: boolean): number {
  const [room, setRoom] = useState(480);
  const measure = useCallback(() => {
    const top = inPlace ? (ref.current?.getBoundingClientRect().top ?? 0) + NOW_PX : BARS_PX;
    setRoom(Math.max(240, Math.floor(window.innerHeight - top)));
  }, [ref, inPlace]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  // In place of the lanes the box moves when what is above it settles (a font arriving, the
  // pickers drawn): measured again after each drawing (the same height draws nothing anew).
  useLayoutEffect(() => {
    if (inPlace) measure();
  });
  return room;
}
