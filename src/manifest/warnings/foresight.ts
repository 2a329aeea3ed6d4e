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

/** Every field of `want` is an own field of `e.data` with the same value. */
const dataMatches = (e: TraceEvent, want: object): boolean => {
  const have = e.data as Record<string, unknown>;
  return Object.entries(want).every(([k, v]) => Object.hasOwn(have, k) && have[k] === v);
};

/** Where each foresight bites, per events list (keyed by its `bites`, as JSON). */
const bitten = new WeakMap<readonly TraceEvent[], Map<string, number>>();

/**
 * Index of the first event where a foresight bites, or -1 when the run never shows it.
 * Once per trace and foresight: the problem list asks on every render, and a run at the
 * event cap takes tens of ms to search (a big run's preparation asks first, in a task).
 */
export function whereItBites(events: readonly TraceEvent[], f: Foresight): number {
  let known = bitten.get(events);
  if (!known) bitten.set(events, (known = new Map()));
  const key = JSON.stringify(f.bites);
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const at = events.findIndex(
    (e) =>
      e.type === f.bites.type &&
      (f.bites.object === undefined || e.object.startsWith(f.bites.object)) &&
      (f.bites.data === undefined || dataMatches(e, f.bites.data)),
  );
  known.set(key, at);
  return at;
}
