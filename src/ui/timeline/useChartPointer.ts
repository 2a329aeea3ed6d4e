// The swimlane under the pointer: hovering an event shows what happened and why (a tooltip,
// and the hover in the store); a click selects it and moves the playhead there, or moves the
// playhead to the time clicked, and tells the statechart panel what was clicked. Positions
// are read in the drawing's units (the SVGs are `k` times larger on screen).
import { useState, type MouseEvent, type RefObject } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useStoreApi } from '../../store/useAppStore.ts';
import { chartPickAt, describeHit, hitTest } from './hitTest.ts';
import { reachOf } from './reach.ts';
import type { Layout } from '../../chart/layout.ts';
import type { TimeScale } from '../../chart/timeScale.ts';

export interface Tip {
  left: number;
  top: number;
  text: string;
}

export function useChartPointer({
  trace,
  layout,
  x,
  k,
  labelW,
  width,
  host: ref,
  lanes: topRef,
  pods: podsRef,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
  k: number;
  labelW: number;
  width: number;
  host: RefObject<HTMLDivElement | null>;
  lanes: RefObject<SVGSVGElement | null>;
  pods: RefObject<SVGSVGElement | null>;
}) {
  const store = useStoreApi();
  const [tip, setTip] = useState<Tip | null>(null);
  const at = (ev: MouseEvent<SVGSVGElement>, area: 'lanes' | 'pods') => {
    const svg = (area === 'lanes' ? topRef : podsRef).current!;
    const box = svg.getBoundingClientRect();
    const px = (ev.clientX - box.left) / k;
    const py = (ev.clientY - box.top) / k;
    return { px, py, hit: hitTest(trace, layout, x, area, px, py, reachOf(ev.nativeEvent)) };
  };
  const onMove = (area: 'lanes' | 'pods') => (ev: MouseEvent<SVGSVGElement>) => {
    const { hit } = at(ev, area);
    store.getState().hover(hit?.kind === 'event' ? hit.index : null);
    const host = ref.current!.getBoundingClientRect();
    setTip(
      hit
        ? {
            left: Math.min(ev.clientX - host.left + 14, width - 330),
            top: ev.clientY - host.top + 14,
            text: describeHit(trace, hit, store.getState().lang),
          }
        : null,
    );
  };
  const onLeave = () => {
    store.getState().hover(null);
    setTip(null);
  };
  const onClick = (area: 'lanes' | 'pods') => (ev: MouseEvent<SVGSVGElement>) => {
    const { px, py, hit } = at(ev, area);
    // The statechart panel shows the machine behind what was clicked.
    const pick = chartPickAt(layout, area, py, hit);
    if (pick) store.getState().setChartPick(pick);
    if (hit?.kind === 'event') store.getState().select(hit.index);
    else if (px >= labelW) {
      store.getState().select(null);
      store.getState().setTime(x.invert(px));
    }
  };
  return { tip, onMove, onLeave, onClick };
}
