// The width of an element, kept current with a ResizeObserver; measured before the first
// paint, so a chart drawn at once is drawn at its width (no frame at a guessed one).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(900);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    ro.observe(el);
    setWidth(Math.floor(el.getBoundingClientRect().width) || 900);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
