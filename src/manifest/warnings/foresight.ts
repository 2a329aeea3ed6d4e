// What a foreseen warning is (foresee.ts makes them in the simulation's worker) and where
// in a trace it bites: the page needs only this much, not the rules themselves.
import type { Diagnostic } from '../read/diagnostics.ts';
import type { DataOf, TraceEvent, TraceEventType } from '../../trace/types.ts';

export type ForesightRule =
  | 'preStopLongerThanGrace'
  | 'noPreStopBehindService'
  | 'backoffLimitDefault'
  | 'pdbBlocksEvictions'
  | 'shellIgnoresSigterm'
  | 'memoryOverLimit'
  | 'twoDeadlines'
  | 'replaceLongJob'
  | 'startingDeadlineShort'
  | 'preStopShorterThanHop'
  | 'terminatingHopNoPreStop'
  | 'deregistrationDelayOverGrace'
  | 'drainLongerThanGrace'
  | 'istioClassicDrainShort'
  | 'linkerdClassicRefusesEarly';

export interface Foresight extends Diagnostic {
  rule: ForesightRule;
  /** The values in the message, for the page to say it in another language. */
  params: Record<string, string | number>;
  /** The first trace event of this kind (and data) is where it bites. */
  bites: Bites;
}

/** An event type, and some of that type's data fields with the values to look for. */
export type Bites = {
  [K in TraceEventType]: {
    type: K;
    /** The event's object starts with this (`Pod/web-` for a Deployment's Pods). */
    object?: string;
    data?: Partial<DataOf<K>>;
  };
}[TraceEventType];

/** Every field of `want` has the same value in `e.data`. */
const dataMatches = (e: TraceEvent, want: object): boolean => {
  const have = Object.entries(e.data);
  return Object.entries(want).every(([k, v]) => have.some(([hk, hv]) => hk === k && hv === v));
};

/** Index of the first event where a foresight bites, or -1 when the run never shows it. */
export function whereItBites(events: readonly TraceEvent[], f: Foresight): number {
  return events.findIndex(
    (e) =>
      e.type === f.bites.type &&
      (f.bites.object === undefined || e.object.startsWith(f.bites.object)) &&
      (f.bites.data === undefined || dataMatches(e, f.bites.data)),
  );
}
