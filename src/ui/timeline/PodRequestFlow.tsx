// Requests reaching the Pods as the run plays: each dot drops from the top of the Pod rows
// to the row of the Pod it goes to; a refused one bounces back up, red. Only the last
// FLIGHT_MS of run time is drawn: a few dozen elements per frame, whatever the run's size.
import { useAppStore } from '../../store/useAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import { POD_H } from '../../chart/geometry.ts';
import type { Layout } from '../../chart/layout.ts';
import { podFlightsOf } from '../../chart/podFlights.ts';
import { FLIGHT_MS } from './RequestFlow.tsx';
import type { TimeScale } from '../../chart/timeScale.ts';
import { firstAfter } from '../../chart/timeIndex.ts';

const MAX_DOTS = 40;

export function PodRequestFlow({
  trace,
  layout,
  x,
}: {
  trace: Trace;
  layout: Layout;
  x: TimeScale;
}) {
  const timeMs = useAppStore((s) => s.timeMs);
  const playing = useAppStore((s) => s.playing);
  const flights = podFlightsOf(trace);
  if (!playing || flights.length === 0) return null;
  const dots = [];
  for (let i = firstAfter(flights, timeMs) - 1; i >= 0 && dots.length < MAX_DOTS; i--) {
    const f = flights[i]!;
    const age = (timeMs - f.t) / FLIGHT_MS;
    if (age > 1) break;
    const row = layout.podIndex.get(f.pod);
    if (row === undefined) continue;
    const y = row * POD_H + POD_H / 2;
    const reach = f.refused ? (age < 0.5 ? age * 2 : (1 - age) * 2) : Math.min(1, age * 1.5);
    dots.push(
      <circle
        key={`${f.t}-${i}`}
        className={f.refused ? 'flight refused' : 'flight served'}
        cx={x(f.t) + age * 6}
        cy={y * reach}
        r={2.5}
        opacity={1 - age * 0.6}
      />,
    );
  }
  return (
    <g className="request-flow" pointerEvents="none" data-testid="pod-request-flow">
      {dots}
    </g>
  );
}
