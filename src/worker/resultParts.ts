// A big run's result crosses to the page in parts: a structured clone is decoded on the
// receiving thread in one piece, so a 5,000-replica run's tens of MB of events, sent as
// one message, froze the page for most of a second. Sent as parts of PART_EVENTS events,
// each part is its own short task on the page, which keeps painting and taking input
// between them. Pure: the worker splits, the page joins, a unit test checks the round trip.
import type { SimulateResult } from '../run/simulate.ts';
import type { TraceEvent } from '../trace/types.ts';

/**
 * Events per message: a part decodes and shares its strings in about 30 ms (a run at the
 * event cap on a busy 2-CPU machine: parts of 20,000 took up to 120 ms each).
 */
export const PART_EVENTS = 10_000;

/** One message of a result sent in parts: its events `from`…, in order. */
export interface ResultPart {
  id: number;
  part: TraceEvent[];
}

/**
 * The messages that carry `result` for request `id`: the parts of its events, then the
 * result itself with its events left out and their count in `parts` (none for a small run).
 */
export function splitResult(
  id: number,
  result: SimulateResult,
): [...ResultPart[], SimulateResult & { id: number; parts: number }] {
  const events = result.trace?.events ?? [];
  if (!result.trace || events.length <= PART_EVENTS) return [{ id, ...result, parts: 0 }];
  const parts: ResultPart[] = [];
  for (let from = 0; from < events.length; from += PART_EVENTS)
    parts.push({ id, part: events.slice(from, from + PART_EVENTS) });
  return [...parts, { id, ...result, trace: { ...result.trace, events: [] }, parts: parts.length }];
}

/**
 * Makes the equal strings of `part`'s events one string each (the first seen, kept in
 * `seen`): the event's lane, type, object, why and changed, and its data's string fields.
 * A structured clone makes every string anew (V8's ValueDeserializer::ReadString keeps no
 * table of strings, unlike its objects), so a run at the event cap arrived as a million
 * events and six million strings, most of them copies (the same lane, Pod, reason): the
 * page's heap was twice as big and a full garbage collection, marking each, three times
 * as long. The copies die young, in the task that received them. Values are unchanged.
 */
export function shareStrings(part: TraceEvent[], seen: Map<string, string>): void {
  const one = (s: string): string => {
    const had = seen.get(s);
    if (had !== undefined) return had;
    seen.set(s, s);
    return s;
  };
  for (const e of part) {
    e.lane = one(e.lane) as TraceEvent['lane'];
    e.type = one(e.type) as TraceEvent['type'];
    e.object = one(e.object);
    if (e.why !== undefined) e.why = one(e.why);
    if (e.changed !== undefined) e.changed = one(e.changed);
    const data = e.data as Record<string, unknown>;
    for (const k in data) {
      const v = data[k];
      if (typeof v === 'string') data[k] = one(v);
    }
  }
}

/** The page's side: collects the parts of one request and joins them to its last message. */
export class ResultJoiner {
  private readonly parts: TraceEvent[][] = [];
  /** The strings of the parts received so far, one of each (shareStrings). */
  private readonly strings = new Map<string, string>();

  add(part: TraceEvent[]): void {
    shareStrings(part, this.strings);
    this.parts.push(part);
  }

  /** The whole result (without the message's id), or an error when a part went missing. */
  join(last: SimulateResult & { id: number; parts: number }): SimulateResult | string {
    const result: SimulateResult = { trace: last.trace, diagnostics: last.diagnostics };
    if (last.states) result.states = last.states;
    if (last.title !== undefined) result.title = last.title;
    if (last.parts === 0) return result;
    if (this.parts.length !== last.parts || !result.trace)
      return `The simulation's answer arrived incomplete (${this.parts.length} of ${last.parts} parts).`;
    return { ...result, trace: { ...result.trace, events: this.parts.flat() } };
  }
}
