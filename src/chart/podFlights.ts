// Which Pod each request in flight goes to, read off the trace: a refused request names its
// Pod; a served window's requests are spread over the Pods whose endpoint was ready then
// (the trace counts served requests per Service, so the spread is the picture's, not a
// claim about which Pod served which request).
import type { Trace } from '../trace/types.ts';
import { perTrace } from '../story/perTrace.ts';

export interface PodFlight {
  t: number;
  pod: string;
  refused: boolean;
}

/** Dots drawn per served window at most (the count is in the bars; this is motion). */
const DOTS_PER_WINDOW = 2;

export function podFlights(trace: Trace): PodFlight[] {
  const ready = new Set<string>();
  const out: PodFlight[] = [];
  let k = 0;
  for (const e of trace.events) {
    if (e.type === 'EndpointChanged') {
      if (e.data.ready) ready.add(e.object);
      else ready.delete(e.object);
    } else if (e.type === 'EndpointRemoved') ready.delete(e.object);
    else if (e.type === 'RequestFailed' && e.data.pod)
      out.push({ t: e.t, pod: `Pod/${e.data.pod}`, refused: true });
    else if (e.type === 'RequestsServed' && ready.size > 0) {
      const pods = [...ready];
      for (let i = 0; i < Math.min(DOTS_PER_WINDOW, e.data.count); i++)
        out.push({
          t: e.t + (i * e.data.window) / DOTS_PER_WINDOW,
          pod: pods[k++ % pods.length]!,
          refused: false,
        });
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

/** podFlights, once per trace (a big run's preparation computes it in a task of its own). */
export const podFlightsOf = perTrace(podFlights);
