// The height the compared charts may take: from the top of the compare panel to the
// bottom of the window, so both fit on the screen without scrolling the page. Measured
// again when the window or anything above the panel changes size or comes and goes (a
// banner, the assumptions opened, presenter mode's header and stops).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Never less: a window too short for both charts scrolls rather than squash them. */
const MIN_ROOM = 360;

export function useRoom(ref: RefObject<HTMLElement | null>): number {
  const [room, setRoom] = useState(560);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const column = el.closest('.run');
    const measure = () => {
      // Where the panel sits when its column is scrolled to the top.
      const top = el.getBoundingClientRect().top + (column?.scrollTop ?? 0);
      setRoom(Math.max(MIN_ROOM, Math.floor(window.innerHeight - top)));
    };
    const ro = new ResizeObserver(measure);
    const watch = () => {
      ro.disconnect();
      if (column) ro.observe(column);
      for (let above = el.previousElementSibling; above; above = above.previousElementSibling)
        ro.observe(above);
      measure();
    };
    // A part coming or going above the panel (presenter mode's stops) moves it too.
    const mo = new MutationObserver(watch);
    if (column) mo.observe(column, { childList: true });
    watch();
    window.addEventListener('resize', measure);
    return () => {
      ro.disconnect();
      mo.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return room;
}
