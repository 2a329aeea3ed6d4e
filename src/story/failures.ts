// Where requests fail: failed requests grouped into bands (a gap of a second or more starts
// a new band), each with its count by cause and the Pods that refused, so the chart can
// shade the band across every lane and say in words what happened.
import type { Trace } from '../trace/types.ts';
import { perTrace } from './perTrace.ts';

export type FailureCause = 'connection refused' | 'no endpoints' | 'reset';

export interface FailureBand {
  from: number;
  /** The last failed request's time. */
  to: number;
  count: number;
  byCause: Partial<Record<FailureCause, number>>;
  /** The Pods that refused, in the order they first did. */
  pods: string[];
  /** Indexes into trace.events of the band's RequestFailed events. */
  events: number[];
}

/** Failed requests this far apart belong to separate bands. */
const GAP_MS = 1000;

const causeOf = (reason: unknown): FailureCause =>
  reason === 'no endpoints' || reason === 'reset' ? reason : 'connection refused';

export function failureBands(trace: Trace): FailureBand[] {
  const bands: FailureBand[] = [];
  let band: FailureBand | null = null;
  trace.events.forEach((e, i) => {
    if (e.type !== 'RequestFailed') return;
    if (!band || e.t - band.to >= GAP_MS) {
      band = { from: e.t, to: e.t, count: 0, byCause: {}, pods: [], events: [] };
      bands.push(band);
    }
    const cause = causeOf(e.data.reason);
    band.to = e.t;
    band.count++;
    band.byCause[cause] = (band.byCause[cause] ?? 0) + 1;
    band.events.push(i);
    const pod = e.data.pod;
    if (typeof pod === 'string' && !band.pods.includes(pod)) band.pods.push(pod);
  });
  return bands;
}

/** failureBands, once per trace. */
export const failureBandsOf = perTrace(failureBands);
