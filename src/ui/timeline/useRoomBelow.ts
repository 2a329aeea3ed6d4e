// The height left in the window below an element's top: how much room presenter mode's
// scaled chart may take without pushing the Pod rows off the screen.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Kept for the legend under the chart. */
const LEGEND_PX = 36;

export function useRoomBelow(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [room, setRoom] = useState(600);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      // The chart's own top: the bar of buttons and the failure note sit above it.
      const top = (el.querySelector('svg.lanes') ?? el).getBoundingClientRect().top;
      setRoom(Math.max(200, window.innerHeight - top - LEGEND_PX));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, active]);
  return room;
}
