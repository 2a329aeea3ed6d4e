// What a foreseen warning is (foresee.ts makes them in the simulation's worker) and where
// in a trace it bites: the page needs only this much, not the rules themselves.
import type { Diagnostic } from './diagnostics.ts';
import type { TraceEvent, TraceEventType } from '../trace/types.ts';

export type ForesightRule =
  | 'preStopLongerThanGrace'
  | 'noPreStopBehindService'
  | 'backoffLimitDefault'
  | 'pdbBlocksEvictions'
  | 'shellIgnoresSigterm'
  | 'twoDeadlines'
  | 'replaceLongJob'
  | 'startingDeadlineShort';

export interface Foresight extends Diagnostic {
  rule: ForesightRule;
  /** The values in the message, for the page to say it in another language. */
  params: Record<string, string | number>;
  /** The first trace event of this kind (and data) is where it bites. */
  bites: {
    type: TraceEventType;
    /** The event's object starts with this (`Pod/web-` for a Deployment's Pods). */
    object?: string;
    data?: Record<string, string | number | boolean>;
  };
}

/** Index of the first event where a foresight bites, or -1 when the run never shows it. */
export function whereItBites(events: readonly TraceEvent[], f: Foresight): number {
  return events.findIndex(
    (e) =>
      e.type === f.bites.type &&
      (f.bites.object === undefined || e.object.startsWith(f.bites.object)) &&
      Object.entries(f.bites.data ?? {}).every(([k, v]) => e.data[k] === v),
  );
}
