// A trace event in one line, for hand-made traces in the timeline tests; its data is
// checked against its type's.
import type {
  DataOf,
  Lane,
  Trace,
  TraceEventOf,
  TraceEventType,
} from '../../../src/trace/types.ts';

export const ev = <K extends TraceEventType>(
  t: number,
  lane: Lane,
  type: K,
  object: string,
  data: DataOf<K>,
): TraceEventOf<K> => ({ t, lane, type, object, data });

/** A hand-made trace of `events` (trace version 2; 60 s on 1.31 unless said). */
export const traceOf = (
  events: Trace['events'],
  { kubernetesVersion = '1.31', durationMs = 60_000 } = {},
): Trace => ({ podterm: 2, kubernetesVersion, durationMs, assumptions: [], events });

/** `pod`'s deletion asked at `t` with the default 30 s of grace. */
export const deletionAsked = (t: number, pod: string): TraceEventOf<'DeletionRequested'> =>
  ev(t, 'api-server', 'DeletionRequested', pod, {
    gracePeriodSeconds: 30,
    deletionTimestamp: t + 30_000,
  });

/** The kubelet's SIGTERM to `pod`'s container `c` at `t`, with 30 s of grace. */
export const sigterm = (t: number, pod: string): TraceEventOf<'SignalSent'> =>
  ev(t, 'kubelet', 'SignalSent', pod, {
    container: 'c',
    signal: 'SIGTERM',
    gracePeriodSeconds: 30,
  });
