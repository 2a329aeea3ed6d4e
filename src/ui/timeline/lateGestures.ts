// d3's gestures (gestures.ts: d3-zoom, d3-brush and what they bring) load after the first
// paint (issue 29): the swimlane draws without them, its keys and buttons work without them,
// and they are asked for once the chart is on screen. What the reader does on the chart
// before they arrive (a wheel, a drag, a pinch, a double click, a click on the overview) is
// kept and replayed, in order, once they are wired, so no gesture is lost.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { zoomsOnWheel } from './wheelZoom.ts';
import { lateModule } from '../lateModule.ts';

export type Gestures = typeof import('./gestures.ts');

const gestures = lateModule<Gestures>(() => import('./gestures.ts'));

/** Loads d3's gestures (once). */
export const loadGestures = gestures.load;

/** The events a gesture starts with, heard on the chart while the gestures load. */
const STARTS = ['wheel', 'mousedown', 'dblclick', 'touchstart', 'touchmove', 'touchend'];
/** A mouse gesture's moves and end, heard on the window (where d3 listens for them). */
const HELD = ['mousemove', 'mouseup'];

/** Keeps what happens on `node` until `replay()` (or `stop()`). */
function keep(node: HTMLElement) {
  const kept: { e: Event; onWindow: boolean }[] = [];
  let held = false;
  const onNode = (e: Event) => {
    if (e.type === 'wheel') {
      if (!zoomsOnWheel(e as WheelEvent)) return;
      e.preventDefault(); // the zoom takes it: the page must not scroll under it
    }
    if (e.type === 'mousedown') held = true;
    kept.push({ e, onWindow: false });
  };
  const onWindow = (e: Event) => {
    if (!held) return;
    if (e.type === 'mouseup') held = false;
    kept.push({ e, onWindow: true });
  };
  for (const t of STARTS) node.addEventListener(t, onNode, { capture: true, passive: false });
  for (const t of HELD) window.addEventListener(t, onWindow, true);
  const stop = () => {
    for (const t of STARTS) node.removeEventListener(t, onNode, true);
    for (const t of HELD) window.removeEventListener(t, onWindow, true);
  };
  const replay = () => {
    stop();
    let touched: Element | null = null;
    for (const { e, onWindow } of kept) {
      if (onWindow) window.dispatchEvent(copyOf(e));
      else if (e.type.startsWith('touch')) {
        touched ??= targetOf(node, (e as TouchEvent).changedTouches[0]);
        touched?.dispatchEvent(copyOf(e));
      } else targetOf(node, e as MouseEvent)?.dispatchEvent(copyOf(e));
    }
  };
  return { stop, replay };
}

/** What is now under a kept event's point (d3's own parts are there now), inside `node`. */
function targetOf(node: HTMLElement, at: { clientX: number; clientY: number } | undefined) {
  const el = at ? document.elementFromPoint(at.clientX, at.clientY) : null;
  return el && node.contains(el) ? el : null;
}

/** A new event like `e` (the browser dispatches an event once). */
function copyOf(e: Event): Event {
  if (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent)
    return new TouchEvent(e.type, {
      ...flags(e),
      touches: Array.from(e.touches),
      targetTouches: Array.from(e.targetTouches),
      changedTouches: Array.from(e.changedTouches),
    });
  // A dictionary is read member by member: the event's own getters fill it.
  const Kind = e.constructor as new (type: string, init: Event) => Event;
  return new Kind(e.type, e);
}

const flags = (e: TouchEvent) => ({
  bubbles: e.bubbles,
  cancelable: e.cancelable,
  composed: e.composed,
  view: e.view,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  shiftKey: e.shiftKey,
  altKey: e.altKey,
});

export interface LateGestures {
  /** d3's gestures once loaded; null until then. */
  d3: Gestures | null;
  kept: RefObject<ReturnType<typeof keep> | null>;
}

/**
 * d3's gestures for the chart in `host`, asked for after the first render; until they come,
 * what the reader does on it is kept (useReplay hands it to them).
 */
export function useGestures(host: RefObject<HTMLElement | null>): LateGestures {
  const [d3, setD3] = useState<Gestures | null>(gestures.now);
  const kept = useRef<ReturnType<typeof keep> | null>(null);
  useEffect(() => {
    const now = gestures.now();
    if (now) {
      setD3(now);
      return;
    }
    const node = host.current;
    const k = node ? keep(node) : null;
    kept.current = k;
    let live = true;
    void loadGestures().then((m) => live && setD3(m));
    // Unmounted before they came: nothing to replay to.
    return () => {
      live = false;
      k?.stop();
      if (kept.current === k) kept.current = null;
    };
  }, [host]);
  return { d3, kept };
}

/**
 * Replays what was kept, once the gestures are wired: call it after every hook and child
 * that wires them (React runs a child's effects, then its parent's in order).
 */
export function useReplay({ d3, kept }: LateGestures): void {
  useEffect(() => {
    if (!d3 || !kept.current) return;
    kept.current.replay();
    kept.current = null;
  }, [d3, kept]);
}
