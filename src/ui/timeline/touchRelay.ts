// A touch's events are dispatched at the element the finger first landed on and bubble up
// from there. When that element leaves the document in mid-gesture — a mark under a finger
// is drawn anew, or no longer drawn, as a pinch zooms the window in — its touchmove and
// touchend bubble through nothing any more, and the zoom's node never hears them: d3-zoom
// (touchended) never sees the finger lift, keeps its gesture open (`__zooming`), and its
// touchmoved cancels every later touchmove (`noevent`), so one finger no longer scrolls
// the page until it is reloaded. Seen on a tablet and a phone (tests/e2e/phone.spec.ts).
// Here each element a touch starts on is listened to itself, and what it hears after it
// has left the zoom's node is handed to the zoom as if it had bubbled there.

/** The touch fields read here (a DOM TouchEvent; plain objects in the unit test). */
export interface TouchLike {
  type: string;
  touches: ArrayLike<unknown>;
  changedTouches: ArrayLike<{ target: EventTarget | null }>;
}

const FOLLOWED = ['touchmove', 'touchend', 'touchcancel'] as const;

/** The relay's undoing, for each node it was put on. */
const undo = new WeakMap<object, () => void>();

/**
 * Relays to `deliver` the touch events of `node`'s touches whose starting element has left
 * `node` (`node.contains` no longer finds it); the others bubble to `node` as ever.
 */
export function relayDetachedTouches(
  node: EventTarget & { contains(other: unknown): boolean },
  deliver: (ev: TouchLike) => void,
): void {
  stopRelay(node);
  const followed = new Set<EventTarget>();
  const forget = (): void => {
    for (const target of followed)
      for (const type of FOLLOWED) target.removeEventListener(type, relay as EventListener);
    followed.clear();
  };
  const relay = (ev: TouchLike & Event): void => {
    if (!node.contains(ev.currentTarget)) deliver(ev);
    // Every finger up: nothing more comes from any element a touch started on.
    if (ev.type !== 'touchmove' && ev.touches.length === 0) forget();
  };
  const started = (ev: Event): void => {
    for (const touch of Array.from((ev as unknown as TouchLike).changedTouches)) {
      const target = touch.target;
      if (target === null || target === node || followed.has(target)) continue;
      followed.add(target);
      for (const type of FOLLOWED) target.addEventListener(type, relay as EventListener);
    }
  };
  // Capture: the element is followed before any handler below could remove it.
  node.addEventListener('touchstart', started, { capture: true, passive: true });
  undo.set(node, () => {
    node.removeEventListener('touchstart', started, { capture: true });
    forget();
  });
}

/** Takes the relay off `node` (when the zoom is). */
export function stopRelay(node: object): void {
  undo.get(node)?.();
  undo.delete(node);
}
