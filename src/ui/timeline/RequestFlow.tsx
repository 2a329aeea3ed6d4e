// Requests in flight at the playhead: each served window sends green dots up from the
// traffic lane to the endpoints lane (the Service's endpoints take them); each refused
// request is a red dot that goes up and bounces back. Only the last FLIGHT_MS of run time
// is drawn, so a frame costs a few dozen elements whatever the run's size.
import { useAppStore } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import type { Layout } from '../../chart/layout.ts';
import { lanesBottom } from '../../chart/rowGeometry.ts';
import type { TimeScale } from '../../chart/timeScale.ts';
import { firstAfter } from '../../chart/timeIndex.ts';
import { rowMid } from '../../chart/rowGeometry.ts';
import { perTrace } from '../../story/perTrace.ts';

/** How long (run time) a request's dot is in the air. */
export const FLIGHT_MS = 600;
/** Dots drawn per served window at most (the count is in the bars; this is motion). */
const DOTS_PER_WINDOW = 2;
const MAX_DOTS = 40;

interface Flight {
  t: number;
  failed: boolean;
}

/**
 * Served windows and failed requests, in time order, for a quick look-up by time. Once per
 * trace: a big run's preparation (ui/prepareTrace.ts) computes it before the run is shown.
 */
export const flightsOf = perTrace((trace: Trace): Flight[] => {
  const out: Flight[] = [];
  for (const e of trace.events) {
    if (e.type === 'RequestFailed') out.push({ t: e.t, failed: true });
    else if (e.type === 'RequestsServed')
      for (let k = 0; k < Math.min(DOTS_PER_WINDOW, e.data.count); k++)
        out.push({ t: e.t + (k * e.data.window) / DOTS_PER_WINDOW, failed: false });
  }
  return out.sort((a, b) => a.t - b.t);
});

export function RequestFlow({ trace, layout, x }: { trace: Trace; layout: Layout; x: TimeScale }) {
  const timeMs = useAppStore((s) => s.timeMs);
  const playing = useAppStore((s) => s.playing);
  const flights = flightsOf(trace);
  const endpoints = layout.lanes.findIndex((l) => l.lane === 'endpoints');
  if (!playing || endpoints < 0 || layout.traffic.length === 0) return null;
  const from = lanesBottom(layout) + 6;
  const to = rowMid(layout, endpoints);
  const end = firstAfter(flights, timeMs);
  const dots = [];
  for (let i = end - 1; i >= 0 && dots.length < MAX_DOTS; i--) {
    const f = flights[i]!;
    const age = (timeMs - f.t) / FLIGHT_MS;
    if (age > 1) break;
    // Up for the whole flight; a refused one turns back halfway.
    const reach = f.failed ? (age < 0.5 ? age * 2 : (1 - age) * 2) : age;
    dots.push(
      <circle
        key={`${f.t}-${i}`}
        className={f.failed ? 'flight refused' : 'flight served'}
        cx={x(f.t) + age * 6}
        cy={from + (to - from) * reach}
        r={3}
        opacity={1 - age * 0.6}
      />,
    );
  }
  return (
    <g className="request-flow" pointerEvents="none" data-testid="request-flow">
      {dots}
    </g>
  );
}
