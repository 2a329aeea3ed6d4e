// The swimlane's keys, as the trace viewers engineers know (Perfetto, Chrome's Performance
// panel): W/S (and +/−) zoom around the pointer or else the playhead, A/D pan, F fits the
// selection, `.`/`,` go to the next/previous event on the focused lane, ↑/↓ focus a lane,
// Home/End go to the run's ends. They act while the swimlane has focus (a click or Tab gives
// it), so `s` elsewhere still opens the statechart, and never while typing. Presenting, the
// presenter's own keys (s, ↑/↓, ?, Home/End) are left to them. The arithmetic is navMath.ts.
import { useEffect, useRef, type RefObject } from 'react';
import type { AppStore } from '../../store/createAppStore.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { LABEL_W } from '../../chart/geometry.ts';
import { laneRowOf, type Layout } from '../../chart/layout.ts';
import {
  KEY_PAN,
  KEY_ZOOM,
  fitSelection,
  nextMark,
  panBy,
  showTime,
  toEnd,
  zoomAround,
} from '../../chart/navMath.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { causesNow, loadCauses } from '../lateCauses.ts';

/** Where a key press must not be taken from: typing (usePlayback.ts keeps the same list). */
const OWN_KEYS = 'input, textarea, select, [contenteditable], .monaco-editor';

interface Now {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  /** The drawing's scale on screen (presenting draws larger). */
  k: number;
  lanes: RefObject<SVGSVGElement | null>;
}

/** The rows `.`/`,` and ↑/↓ move between: every row with marks (a folded group's summary too). */
const walkable = (layout: Layout) => layout.lanes.filter((l) => l.marks.length > 0);

type State = ReturnType<AppStore['getState']>;

/** The focused lane: the one chosen, else the selected event's. */
function focusedRow(layout: Layout, trace: Trace, s: State) {
  const chosen = layout.lanes.find((l) => l.label === s.navLane);
  if (chosen) return chosen;
  const e = s.selected === null ? undefined : trace.events[s.selected];
  const row = e && s.selected !== null ? laneRowOf(layout, e, s.selected) : -1;
  return row >= 0 ? layout.lanes[row] : undefined;
}

/** A key's action: true when the key was taken. `around`: the pointer's time, else the playhead's. */
type Act = (s: State, now: Now, around: number) => boolean;

/** W/+ zoom in, S/− out, around the pointer or the playhead. */
const zoom =
  (factor: number): Act =>
  (s, { trace }, around) => {
    s.setView(zoomAround(s.view, trace.durationMs, factor, around));
    return true;
  };

/** S zooms out, but presenting it is the statechart in place of the lanes. */
const zoomOutUnlessPresenting: Act = (s, now, around) =>
  !s.presenter && zoom(1 / KEY_ZOOM)(s, now, around);

/** A/D pan by a share of the window. */
const pan =
  (share: number): Act =>
  (s, { trace }) => {
    s.setView(panBy(s.view, trace.durationMs, share));
    return true;
  };

/**
 * F fits the selected event's chain of causes and effects when it has one (what the arrows
 * draw), else its lane's neighbourhood; with nothing selected, the story.
 */
const fit: Act = (s, { trace, layout }) => {
  if (s.selected === null) {
    s.showStory();
    return true;
  }
  const e = trace.events[s.selected];
  const row = e ? laneRowOf(layout, e, s.selected) : -1;
  const chain = causesNow()?.chainOf(trace, s.selected).steps ?? [];
  const fitted = fitSelection(
    trace,
    s.selected,
    layout.lanes[row]?.marks ?? [],
    chain.length > 1 ? chain : [],
  );
  if (fitted) s.setView(fitted);
  return true;
};

/** `.`/`,`: the next/previous event on the focused lane, selected and in view. */
const walk =
  (direction: 1 | -1): Act =>
  (s, { trace, layout }) => {
    const row = focusedRow(layout, trace, s) ?? walkable(layout)[0];
    if (!row) return true;
    const next = nextMark(trace, row.marks, s.selected, s.timeMs, direction);
    if (next === null) return true;
    s.setNavLane(row.label);
    s.select(next);
    s.setView(showTime(s.view, trace.durationMs, trace.events[next]!.t));
    return true;
  };

/** ↑/↓ focus the lane above or below (presenting, they are the presenter's laser). */
const focusLane =
  (step: 1 | -1): Act =>
  (s, { trace, layout }) => {
    if (s.presenter) return false;
    const rows = walkable(layout);
    if (rows.length === 0) return true;
    const at = rows.findIndex((l) => l === focusedRow(layout, trace, s));
    const next =
      at < 0 ? (step > 0 ? 0 : rows.length - 1) : (at + step + rows.length) % rows.length;
    s.setNavLane(rows[next]!.label);
    return true;
  };

/** Home/End: the run's ends (presenting, the presenter's first and last stops). */
const toRunEnd =
  (to: 1 | -1): Act =>
  (s, { trace }) => {
    if (s.presenter) return false;
    const end = trace.durationMs;
    s.setTime(to < 0 ? 0 : end);
    s.setView(toEnd(s.view, end, to));
    return true;
  };

const KEYS: Readonly<Record<string, Act>> = {
  w: zoom(KEY_ZOOM),
  W: zoom(KEY_ZOOM),
  '+': zoom(KEY_ZOOM),
  '=': zoom(KEY_ZOOM),
  s: zoomOutUnlessPresenting,
  S: zoomOutUnlessPresenting,
  '-': zoom(1 / KEY_ZOOM),
  a: pan(-KEY_PAN),
  A: pan(-KEY_PAN),
  d: pan(KEY_PAN),
  D: pan(KEY_PAN),
  f: fit,
  F: fit,
  '.': walk(1),
  ',': walk(-1),
  ArrowUp: focusLane(-1),
  ArrowDown: focusLane(1),
  Home: toRunEnd(-1),
  End: toRunEnd(1),
};

function act(key: string, store: AppStore, now: Now, pointer: number | null): boolean {
  const f = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
  if (!f) return false;
  const s = store.getState();
  // F reads the chain of causes, which loads after the first paint: a press before it has
  // waits for it (lateCauses.ts).
  if (f === fit && s.selected !== null && !causesNow()) {
    void loadCauses().then(() => f(store.getState(), now, pointer ?? s.timeMs));
    return true;
  }
  return f(s, now, pointer ?? s.timeMs);
}

/** Wires the keys to the swimlane element `el`; `now` is what it draws this render. */
export function useNavKeys(el: RefObject<HTMLElement | null>, now: Now): void {
  const store = useStoreApi();
  const latest = useRef(now);
  latest.current = now;
  const pointer = useRef<number | null>(null);
  const selected = useAppStore((s) => s.selected);

  // A click on an event focuses its lane: `.`/`,` walk it from there.
  useEffect(() => {
    const { trace, layout } = latest.current;
    const e = selected === null ? undefined : trace.events[selected];
    const row = e && selected !== null ? laneRowOf(layout, e, selected) : -1;
    if (row >= 0) store.getState().setNavLane(layout.lanes[row]!.label);
  }, [selected, store]);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const onMove = (ev: MouseEvent) => {
      const { x, k, lanes } = latest.current;
      const svg = lanes.current;
      if (!svg) return;
      const box = svg.getBoundingClientRect();
      const px = (ev.clientX - box.left) / k;
      const inside = ev.clientY >= box.top && ev.clientY <= box.bottom;
      const [, right] = x.range() as [number, number];
      pointer.current = inside && px >= LABEL_W && px <= right ? x.invert(px) : null;
    };
    const onLeave = () => (pointer.current = null);
    // A click on the chart gives it the keys (a click on a button keeps its own focus).
    const onDown = (ev: PointerEvent) => {
      const t = ev.target as Element | null;
      if (
        !t?.closest('button, a, input, select, textarea, summary, label') &&
        !node.contains(document.activeElement)
      )
        node.focus({ preventScroll: true });
    };
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (ev.ctrlKey || ev.metaKey || ev.altKey || t?.closest(OWN_KEYS)) return;
      if (act(ev.key, store, latest.current, pointer.current)) {
        ev.preventDefault();
        // The page's own keys (usePlayback.ts) listen on the window: this press is taken.
        ev.stopPropagation();
      }
    };
    node.addEventListener('mousemove', onMove);
    node.addEventListener('mouseleave', onLeave);
    node.addEventListener('pointerdown', onDown);
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('mousemove', onMove);
      node.removeEventListener('mouseleave', onLeave);
      node.removeEventListener('pointerdown', onDown);
      node.removeEventListener('keydown', onKey);
    };
  }, [el, store]);
}
