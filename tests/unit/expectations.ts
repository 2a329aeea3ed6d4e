// The checks of shared/tools/check-scenarios.mjs, as a module the unit tests use on the
// project's own fixtures (so `npm test` needs no ../shared beside the clone).
import type { Trace, TraceEvent } from '../../src/trace/types.ts';

export interface Check {
  type?: string;
  object?: string;
  data?: Record<string, unknown>;
  since?: number;
  nth?: number;
  t?: [number, number];
  count?: number | [number, number];
  absent?: boolean;
  after?: Check;
  /**
   * The page shows this, podterm cannot yet produce it: why. The check must still fail
   * (so a fix says to drop the gap), and the README's list of gaps names the fixture.
   */
  gap?: string;
}

/** Equal as JSON; a wanted string ending in `*` matches by prefix. */
export const same = (actual: unknown, want: unknown): boolean =>
  typeof want === 'string' && want.endsWith('*')
    ? typeof actual === 'string' && actual.startsWith(want.slice(0, -1))
    : JSON.stringify(actual) === JSON.stringify(want);

const matches = (ev: TraceEvent, c: Check): boolean =>
  (!c.type || ev.type === c.type) &&
  (!c.object || same(ev.object, c.object)) &&
  (c.since === undefined || ev.t >= c.since) &&
  dataHolds(ev, c.data ?? {});

/** Every field the check names matches the event's (the fixtures name any event's fields). */
const dataHolds = (ev: TraceEvent, want: Record<string, unknown>): boolean => {
  const have = new Map<string, unknown>(Object.entries(ev.data));
  return Object.entries(want).every(([k, v]) => same(have.get(k), v));
};

/** One line naming what a check looks for, for test names and failure messages. */
export const describeCheck = (c: Check): string =>
  `${c.type ?? '*'} ${c.object ?? ''} ${c.data ? JSON.stringify(c.data) : ''}`.trim();

/** null when the check holds, else what is wrong. */
export function check(trace: Trace, c: Check): string | null {
  const hits = trace.events.filter((ev) => matches(ev, c));
  if (c.absent)
    return hits.length === 0 ? null : `expected no ${describeCheck(c)}, got one at t=${hits[0]!.t}`;
  if (c.count !== undefined) {
    const [lo, hi] = Array.isArray(c.count) ? c.count : [c.count, c.count];
    if (hits.length < lo || hits.length > hi)
      return `expected ${JSON.stringify(c.count)} × ${describeCheck(c)}, got ${hits.length}`;
    if (hits.length === 0) return null;
  }
  const nth = c.nth ?? 1;
  if (hits.length < nth)
    return nth === 1
      ? `missing ${describeCheck(c)}`
      : `expected a match #${nth} of ${describeCheck(c)}, got ${hits.length}`;
  const t = hits[nth - 1]!.t;
  if (c.t && (t < c.t[0] || t > c.t[1]))
    return `${describeCheck(c)} at t=${t} ms, expected ${c.t[0]}..${c.t[1]}`;
  if (c.after) {
    const before = trace.events.find((ev) => matches(ev, c.after!));
    if (!before) return `missing ${describeCheck(c.after)} (needed before ${describeCheck(c)})`;
    if (t < before.t)
      return `${describeCheck(c)} at t=${t} comes before ${describeCheck(c.after)} at t=${before.t}`;
  }
  return null;
}
