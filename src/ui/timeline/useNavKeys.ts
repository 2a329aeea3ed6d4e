// The swimlane's keys, as the trace viewers engineers know (Perfetto, Chrome's Performance
// panel): W/S (and +/−) zoom around the pointer or else the playhead, A/D pan, F fits the
// selection, `.`/`,` go to the next/previous event on the focused lane, ↑/↓ focus a lane,
// Home/End go to the run's ends. They act while the swimlane has focus (a click or Tab gives
// it), so `s` elsewhere still opens the statechart, and never while typing. Presenting, the
// presenter's own keys (s, ↑/↓, ?, Home/End) are left to them. The arithmetic is navMath.ts.
import { chainOf } from '../../story/causes.ts';
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

/** The focused lane: the one chosen, else the selected event's. */
function focusedRow(layout: Layout, trace: Trace, s: ReturnType<AppStore['getState']>) {
  const chosen = layout.lanes.find((l) => l.label === s.navLane);
  if (chosen) return chosen;
  const e = s.selected === null ? undefined : trace.events[s.selected];
  const row = e ? laneRowOf(layout, e) : -1;
  return row >= 0 ? layout.lanes[row] : undefined;
}

function act(key: string, store: AppStore, now: Now, pointer: number | null): boolean {
  const s = store.getState();
  const { trace, layout } = now;
  const end = trace.durationMs;
  const around = pointer ?? s.timeMs;
  const presenting = s.presenter;
  switch (key) {
    case 'w':
    case 'W':
    case '+':
    case '=':
      s.setView(zoomAround(s.view, end, KEY_ZOOM, around));
      return true;
    case 's':
    case 'S':
      if (presenting) return false; // the statechart in place of the lanes
      s.setView(zoomAround(s.view, end, 1 / KEY_ZOOM, around));
      return true;
    case '-':
      s.setView(zoomAround(s.view, end, 1 / KEY_ZOOM, around));
      return true;
    case 'a':
    case 'A':
    case 'd':
    case 'D':
      s.setView(panBy(s.view, end, key.toLowerCase() === 'a' ? -KEY_PAN : KEY_PAN));
      return true;
    case 'f':
    case 'F': {
      if (s.selected === null) {
        s.showStory();
        return true;
      }
      const e = trace.events[s.selected];
      const row = e ? laneRowOf(layout, e) : -1;
      // The selected event's chain of causes and effects when it has one (what the arrows
      // draw), else its lane's neighbourhood.
      const chain = chainOf(trace, s.selected).steps;
      const fitted = fitSelection(
        trace,
        s.selected,
        layout.lanes[row]?.marks ?? [],
        chain.length > 1 ? chain : [],
      );
      if (fitted) s.setView(fitted);
      return true;
    }
    case '.':
    case ',': {
      const row = focusedRow(layout, trace, s) ?? walkable(layout)[0];
      if (!row) return true;
      const next = nextMark(trace, row.marks, s.selected, s.timeMs, key === '.' ? 1 : -1);
      if (next === null) return true;
      s.setNavLane(row.label);
      s.select(next);
      s.setView(showTime(s.view, end, trace.events[next]!.t));
      return true;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      if (presenting) return false; // the presenter's laser
      const rows = walkable(layout);
      if (rows.length === 0) return true;
      const at = rows.findIndex((l) => l === focusedRow(layout, trace, s));
      const step = key === 'ArrowDown' ? 1 : -1;
      const next =
        at < 0 ? (step > 0 ? 0 : rows.length - 1) : (at + step + rows.length) % rows.length;
      s.setNavLane(rows[next]!.label);
      return true;
    }
    case 'Home':
    case 'End': {
      if (presenting) return false;
      const to = key === 'Home' ? -1 : 1;
      s.setTime(to < 0 ? 0 : end);
      s.setView(toEnd(s.view, end, to));
      return true;
    }
    default:
      return false;
  }
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
    const row = e ? laneRowOf(layout, e) : -1;
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
