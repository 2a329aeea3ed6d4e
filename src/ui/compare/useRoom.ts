// The height the compared charts may take: from the top of the compare panel to the
// bottom of the window, so both fit on the screen without scrolling the page.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Never less: a window too short for both charts scrolls rather than squash them. */
const MIN_ROOM = 360;

export function useRoom(ref: RefObject<HTMLElement | null>): number {
  const [room, setRoom] = useState(560);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      // Measured from where the panel sits when its column is scrolled to the top.
      const top = el.getBoundingClientRect().top + (el.closest('.run')?.scrollTop ?? 0);
      setRoom(Math.max(MIN_ROOM, Math.floor(window.innerHeight - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return room;
}
