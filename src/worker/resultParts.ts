// A big run's result crosses to the page in parts: a structured clone is decoded on the
// receiving thread in one piece, so a 5,000-replica run's tens of MB of events, sent as
// one message, froze the page for most of a second. Sent as parts of PART_EVENTS events,
// each part is its own short task on the page, which keeps painting and taking input
// between them. Pure: the worker splits, the page joins, a unit test checks the round trip.
import type { SimulateResult } from '../run/simulate.ts';
import type { TraceEvent } from '../trace/types.ts';

/** Events per message: a part decodes in a few milliseconds. */
export const PART_EVENTS = 20_000;

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

/** The page's side: collects the parts of one request and joins them to its last message. */
export class ResultJoiner {
  private readonly parts: TraceEvent[][] = [];

  add(part: TraceEvent[]): void {
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
