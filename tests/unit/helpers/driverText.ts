// The driver's vocabulary: times written as people write them ('32s', '10.1s', or ms as a
// number), what an expectation matches, and failure messages that show what happened
// instead (the matches there were, the events nearest the time asked for).
import { parseDuration } from '../../../src/manifest/read/duration.ts';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import { same } from '../expectations.ts';

/** Milliseconds of virtual time, or a duration such as `'32s'`, `'500ms'`, `'1m30s'`. */
export type Time = number | string;

export interface Match {
  type: TraceEvent['type'];
  /** `Kind/name`; a trailing `*` matches by prefix (as the expect files do). */
  object?: string;
  /** Every field equal (JSON equality; a string ending in `*` matches by prefix). */
  data: Record<string, unknown>;
}

/** A fact that does not hold. */
export class DriverError extends Error {
  override name = 'DriverError';
}

export function millis(t: Time): number {
  if (typeof t === 'number') return t;
  const ms = parseDuration(t);
  if (ms === null) throw new DriverError(`not a time: ${JSON.stringify(t)} (write '32s', '500ms')`);
  return ms;
}

export const seconds = (t: number): string => `${t / 1000} s`;

/** A data field of any event type (the trace's `data` is typed per event type). */
export const fieldOf = (e: TraceEvent, key: string): unknown =>
  (e.data as unknown as Record<string, unknown>)[key];

const matches = (e: TraceEvent, m: Match): boolean =>
  e.type === m.type &&
  (m.object === undefined || same(e.object, m.object)) &&
  Object.entries(m.data).every(([k, v]) => same(fieldOf(e, k), v));

export const eventsMatching = (trace: Trace, m: Match): TraceEvent[] =>
  trace.events.filter((e) => matches(e, m));

export const describeMatch = (m: Match): string =>
  [m.type, m.object, Object.keys(m.data).length > 0 ? JSON.stringify(m.data) : undefined]
    .filter((s) => s !== undefined)
    .join(' ');

/** One event as a line: `40.1 s  SignalSent  Pod/p  container=app signal=SIGKILL`. */
export function line(e: TraceEvent): string {
  const data = Object.entries(e.data as unknown as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'string' && !v.includes(' ') ? v : JSON.stringify(v)}`)
    .join(' ');
  return `    ${seconds(e.t).padStart(9)}  ${e.type}  ${e.object}  ${data}`.trimEnd();
}

const MAX_LINES = 6;

function list(events: TraceEvent[]): string[] {
  const shown = events.slice(0, MAX_LINES).map(line);
  if (events.length > MAX_LINES) shown.push(`    … and ${events.length - MAX_LINES} more`);
  return shown;
}

/** The events closest in time to `t`, in time order. */
function closest(events: TraceEvent[], t: number): TraceEvent[] {
  return [...events]
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Math.abs(a.e.t - t) - Math.abs(b.e.t - t) || a.i - b.i)
    .slice(0, MAX_LINES)
    .sort((a, b) => a.i - b.i)
    .map(({ e }) => e);
}

/**
 * What happened instead: the events that matched, then (when a time was asked for) the
 * events of the whole trace nearest that time.
 */
export function near(hits: TraceEvent[], others: TraceEvent[], around?: number): string {
  const out: string[] = [];
  if (hits.length > 0) out.push('  it happened:', ...list(hits));
  if (around !== undefined && others.length > 0)
    out.push(`  the events nearest ${seconds(around)}:`, ...closest(others, around).map(line));
  return out.join('\n');
}

/** Why a match is missing: the events of that type there were, else those of its object. */
export function missing(trace: Trace, m: Match): string {
  const head = `missing ${describeMatch(m)} (Kubernetes ${trace.kubernetesVersion}, run to ${seconds(trace.durationMs)})`;
  const sameType = eventsMatching(trace, { type: m.type, data: {} });
  if (sameType.length > 0)
    return `${head}\n  the ${m.type} events there were:\n${list(sameType).join('\n')}`;
  const objectEvents = m.object ? trace.events.filter((e) => same(e.object, m.object)) : [];
  if (objectEvents.length > 0)
    return `${head}\n  no ${m.type} at all; the events of ${m.object}:\n${list(objectEvents).join('\n')}`;
  return `${head}\n  no ${m.type} at all; the last events:\n${trace.events.slice(-MAX_LINES).map(line).join('\n')}`;
}
