// The height left in the window below the chart's top: how much room presenter mode's
// scaled chart may take without pushing the Pod rows off the screen (presenterScale.ts).
// Measured again when the window or the swimlane's box changes (a language's taller
// caption moves the chart).
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useRoomBelow(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [room, setRoom] = useState(600);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const measure = () => {
      // The chart's own top: the bar of buttons and the failure note sit above it.
      const top = (el.querySelector('svg.lanes') ?? el).getBoundingClientRect().top;
      setRoom(Math.max(200, Math.round(window.innerHeight - top)));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    if (el.parentElement) ro.observe(el.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, active]);
  return room;
}
