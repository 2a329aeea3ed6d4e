// Which Pod rows the scrolled list shows, kept current on scroll and resize: the input
// to PodLayer's virtualisation.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { rowWindow, type RowWindow } from './PodLayer.tsx';

/** `scale`: the rows are drawn this many times larger on screen (presenter mode). */
export function useRowWindow(
  rows: number,
  scale = 1,
): [RefObject<HTMLDivElement | null>, RowWindow] {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ top: 0, height: 600 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setBox({ top: el.scrollTop, height: el.clientHeight || 600 });
    // Scroll events come faster than frames; one read per frame is enough.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    const ro = new ResizeObserver(read);
    ro.observe(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    read();
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  // A window is a new object only when its rows change, so PodLayer's memo holds.
  const { first, last } = rowWindow(box.top / scale, box.height / scale, rows);
  const win = useMemo<RowWindow>(() => ({ first, last }), [first, last]);
  return [ref, win];
}
