// The swimlane's d3 gestures: d3-zoom on the time axis (wheel, drag, pinch) and d3-brush on
// the overview's window, with d3-selection, d3-drag, d3-transition and the rest they bring
// (about 13 KB gzip). They load after the first paint (lateGestures.ts, issue 29): the
// swimlane is drawn without them, and what the reader does before they have loaded is kept
// and replayed. Each function here owns one DOM node and reports back into the store, as
// xyflow's d3 wiring does; the hooks that call them (useTimeZoom.ts, Overview.tsx) keep React's
// side.
import {
  brushSelection,
  brushX,
  pointer,
  select,
  zoom,
  zoomIdentity,
  zoomTransform,
  type BrushBehavior,
  type ZoomBehavior,
} from 'd3';
import type { AppStore, View } from '../../store/createAppStore.ts';
import { MIN_VIEW_MS } from '../../store/playback.ts';
import { windowOf } from '../../chart/navMath.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { zoomsOnWheel } from './wheelZoom.ts';
import { relayDetachedTouches, stopRelay } from './touchRelay.ts';

export type Zoom = ZoomBehavior<HTMLElement, unknown>;
export type Brush = BrushBehavior<unknown>;

/** d3-zoom on `node` over `full`, reporting the reader's window to the store; detach with `.on('.zoom', null)`. */
export function attachZoom(node: HTMLElement, full: TimeScale, store: AppStore): Zoom {
  const [left, right] = full.range() as [number, number];
  const durationMs = full.domain()[1]!;
  const z = zoom<HTMLElement, unknown>()
    .scaleExtent([1, Math.max(1, durationMs / MIN_VIEW_MS)])
    .extent([
      [left, 0],
      [right, 1],
    ])
    .translateExtent([
      [left, 0],
      [right, 1],
    ])
    .clickDistance(4)
    .filter((ev: Event) => {
      if (ev.type === 'wheel') return zoomsOnWheel(ev as WheelEvent);
      // One finger scrolls the page and taps a mark; two pan and pinch the time axis.
      if (ev.type === 'touchstart') return (ev as TouchEvent).touches.length >= 2;
      const m = ev as MouseEvent;
      return !m.ctrlKey && !m.button;
    })
    .on('zoom', (e: { transform: typeof zoomIdentity; sourceEvent: unknown }) => {
      if (!e.sourceEvent) return; // moved by the store: nothing to report
      const domain = e.transform.rescaleX(full).domain() as [number, number];
      store.getState().setView(e.transform.k <= 1.0001 ? null : domain);
    });
  select(node).call(z);
  // A finger whose mark left the document in mid-pinch still ends the gesture (touchRelay.ts).
  relayDetachedTouches(node, (ev) => {
    const zoomHears = select(node).on(`${ev.type}.zoom`) as ZoomListener | undefined;
    zoomHears?.call(node, ev, undefined);
  });
  return z;
}

/** A listener d3-zoom put on its node, called as d3-selection calls it (`this`, event, datum). */
type ZoomListener = (this: HTMLElement, event: unknown, datum: unknown) => void;

export function detachZoom(node: HTMLElement): void {
  stopRelay(node);
  select(node).on('.zoom', null);
}

/** Moves d3's own idea of the transform to the store's window (no event reaches the store). */
export function followView(node: HTMLElement, z: Zoom, full: TimeScale, view: View | null): void {
  const want = transformFor(full, view);
  const have = zoomTransform(node);
  if (Math.abs(want.k - have.k) > 1e-6 || Math.abs(want.x - have.x) > 0.01) {
    select(node).call(z.transform, want);
  }
}

/** The d3 transform under which `full` shows `view`: x' = k·full(t) + tx. */
function transformFor(full: TimeScale, view: View | null) {
  if (!view) return zoomIdentity;
  const [d0, d1] = full.domain() as [number, number];
  const k = (d1 - d0) / (view[1] - view[0]);
  const left = full.range()[0]!;
  return zoomIdentity.translate(left - k * full(view[0]), 0).scale(k);
}

interface BrushEvent {
  type: string;
  selection: [number, number] | null;
  sourceEvent: unknown;
}

/** The overview's brush on `node`: a drag sets the store's window, a click beside it centres it. */
export function attachBrush(
  node: SVGGElement,
  full: TimeScale,
  H: number,
  duration: number,
  store: AppStore,
  dragging: { current: boolean },
): Brush {
  const [left, right] = full.range() as [number, number];
  const b = brushX<unknown>()
    .extent([
      [left, 1],
      [right, H - 1],
    ])
    .on('start', (e: { sourceEvent: unknown }) => {
      if (e.sourceEvent) dragging.current = true;
    })
    .on('brush end', (e: BrushEvent) => {
      if (e.type === 'end') dragging.current = false;
      if (!e.sourceEvent) return; // moved to follow the store: nothing to report
      brushed(store, full, e, node);
      // Once d3 has closed the gesture, the brush shows the window the store kept (the
      // store clamps it to the run); moved from inside the gesture, the brush loses track.
      if (e.type === 'end')
        queueMicrotask(() => {
          const [a, z] = windowOf(store.getState().view, duration);
          select(node).call(b.move, [full(a), full(z)]);
        });
    });
  select(node).call(b);
  return b;
}

export const detachBrush = (node: SVGGElement): void => void select(node).on('.brush', null);

/** Moves the brush to the store's window, unless it is there already. */
export function moveBrush(
  node: SVGGElement,
  b: Brush,
  full: TimeScale,
  duration: number,
  view: View | null,
): void {
  const [a, z] = windowOf(view, duration);
  const have = brushSelection(node) as [number, number] | null;
  if (have && Math.abs(have[0] - full(a)) < 0.5 && Math.abs(have[1] - full(z)) < 0.5) return;
  select(node).call(b.move, [full(a), full(z)]);
}

/** What a brush gesture asks of the store's window. */
function brushed(store: AppStore, full: TimeScale, e: BrushEvent, node: SVGGElement): void {
  const s = store.getState();
  if (e.selection) {
    s.setView([full.invert(e.selection[0]), full.invert(e.selection[1])]);
  } else if (e.type === 'end' && s.view) {
    // A click beside the window: the window, its width kept, centred there.
    const half = (s.view[1] - s.view[0]) / 2;
    const t = full.invert(pointer(e.sourceEvent, node)[0]);
    s.setView([t - half, t + half]);
  }
}
