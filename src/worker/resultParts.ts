// A big run's result crosses to the page in parts: a structured clone is decoded on the
// receiving thread in one piece, so a 5,000-replica run's tens of MB of events, sent as
// one message, froze the page for most of a second. Sent as parts of PART_EVENTS events,
// each part is its own short task on the page, which keeps painting and taking input
// between them. Each string crosses once: a structured clone makes every string anew (V8's
// ValueDeserializer::ReadString keeps no table of strings, as it does of objects), so a run
// at the event cap arrived as a million events and six million strings, most of them
// copies (the same lane, Pod, reason, why): twice the heap, a full garbage collection
// three times as long, and most of each part's decoding. The worker sends each string the
// first time it occurs and a number for it after that; the page puts the strings back.
// Pure: the worker splits, the page joins, a unit test checks the round trip.
import type { SimulateResult } from '../run/simulate.ts';
import type { TraceEvent } from '../trace/types.ts';

/** Events per message: a part decodes in about 10 ms. */
export const PART_EVENTS = 10_000;

/**
 * One message of a result sent in parts: its events, in order, each string field (of the
 * event, or of its data) a number in the request's table of strings; `strings`, the table's
 * new entries; `at`, which fields are numbered: pairs of the event's position in the part
 * and its key's number (`~number` for a key of the event's data).
 */
export interface ResultPart {
  id: number;
  part: Record<string, unknown>[];
  strings: string[];
  at: Int32Array;
}

/** The worker's side of the table of strings: a number for each string, the first new. */
class StringNumbers {
  private readonly numbers = new Map<string, number>();
  fresh: string[] = [];

  of(s: string): number {
    let n = this.numbers.get(s);
    if (n === undefined) {
      n = this.numbers.size;
      this.numbers.set(s, n);
      this.fresh.push(s);
    }
    return n;
  }
}

/** `fields` with each string a number (its key's number, `flip`ped for data, into `at`). */
function numbered(
  fields: Record<string, unknown>,
  table: StringNumbers,
  at: number[],
  position: number,
  flip: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(fields)) {
    const v = fields[k];
    if (typeof v === 'string') {
      out[k] = table.of(v);
      at.push(position, flip ? ~table.of(k) : table.of(k));
    } else if (k === 'data' && !flip && v !== null && typeof v === 'object')
      out[k] = numbered(v as Record<string, unknown>, table, at, position, true);
    else out[k] = v;
  }
  return out;
}

/** The part of `events` from `from`, its strings numbered in `table`. */
function partOf(id: number, events: TraceEvent[], from: number, table: StringNumbers) {
  const at: number[] = [];
  const part = events
    .slice(from, from + PART_EVENTS)
    .map((e, n) => numbered(e as unknown as Record<string, unknown>, table, at, n, false));
  const strings = table.fresh;
  table.fresh = [];
  return { id, part, strings, at: Int32Array.from(at) };
}

/** The last message of a result: without its events when they came in `parts` before it. */
export type ResultEnd = SimulateResult & { id: number; parts: number };

/**
 * The messages that carry `result` for request `id`: the parts of its events, then the
 * result itself with its events left out and their count in `parts` (none for a small run).
 * One at a time, as the worker posts them: a part's numbered copy is dropped once sent, so
 * the worker never holds a second copy of a million events.
 */
export function* splitResult(
  id: number,
  result: SimulateResult,
): Generator<ResultPart | ResultEnd> {
  const events = result.trace?.events ?? [];
  if (!result.trace || events.length <= PART_EVENTS) {
    yield { id, ...result, parts: 0 };
    return;
  }
  const table = new StringNumbers();
  let parts = 0;
  for (let from = 0; from < events.length; from += PART_EVENTS, parts++)
    yield partOf(id, events, from, table);
  yield { id, ...result, trace: { ...result.trace, events: [] }, parts };
}

/** The page's side: collects the parts of one request and joins them to its last message. */
export class ResultJoiner {
  private readonly parts: TraceEvent[][] = [];
  /** The request's strings, by number: one string each, shared by every event. */
  private readonly strings: string[] = [];

  /** A part received: its strings put back (one array read a field). */
  add({ part, strings, at }: Omit<ResultPart, 'id'>): void {
    const table = this.strings;
    for (const s of strings) table.push(s);
    for (let j = 0; j < at.length; j += 2) {
      const key = at[j + 1]!;
      const e = part[at[j]!]!;
      const fields = (key < 0 ? e.data : e) as Record<string, unknown>;
      const k = table[key < 0 ? ~key : key]!;
      fields[k] = table[fields[k] as number];
    }
    this.parts.push(part as unknown as TraceEvent[]);
  }

  /** The whole result (without the message's id), or an error when a part went missing. */
  join(last: ResultEnd): SimulateResult | string {
    const result: SimulateResult = { trace: last.trace, diagnostics: last.diagnostics };
    if (last.states) result.states = last.states;
    if (last.title !== undefined) result.title = last.title;
    if (last.parts === 0) return result;
    if (this.parts.length !== last.parts || !result.trace)
      return `The simulation's answer arrived incomplete (${this.parts.length} of ${last.parts} parts).`;
    return { ...result, trace: { ...result.trace, events: this.parts.flat() } };
  }
}
