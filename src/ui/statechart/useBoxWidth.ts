// The width of the panel's scroll box, kept current as the page resizes. Its own copy of
// timeline/useWidth: a module shared with the page's first load would split that load's chunks.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
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

/** The height left on screen below the box's top (in place of the lanes), else 0. */
export function useRoom(ref: RefObject<HTMLDivElement | null>, active: boolean): number {
  const [room, setRoom] = useState(480);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setRoom(Math.max(240, Math.floor(window.innerHeight - top - NOW_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, active]);
  return active ? room : 0;
}
