// `kubectl get events` and `kubectl describe`'s Events, read from a trace. The trace has
// each time a component recorded an Event; the API keeps them as client-go's
// EventCorrelator stores them: an identical Event (same source, object, type, reason and
// message) is one Event whose count goes up, and from the tenth different message of the
// same source, object, type and reason within ten minutes they are combined into one
// (events_cache.go EventAggregate, eventObserve). Then its spam filter
// (EventSourceObjectSpamFilter) lets a source write about one object 25 times, then once
// every 5 minutes: the other Events are counted in the recorder's cache but never reach the
// API, so a later write carries their count.
import type { Trace, TraceEvent, TraceEventOf } from '../trace/types.ts';
import { alignColumns, alignedLines, humanDuration } from './format.ts';
import { virtualTime } from './getPods.ts';

/** One Event object as the API server holds it. */
export interface EventSeries {
  /** `Pod/web-…`, as the trace names the object. */
  object: string;
  type: 'Normal' | 'Warning';
  reason: string;
  /** The latest message (a combined series says `(combined from similar events): …`). */
  message: string;
  source: string;
  count: number;
  firstT: number;
  lastT: number;
  /** The trace events that made it, in time order (indexes into trace.events). */
  indexes: number[];
}

/** events_cache.go defaultAggregateMaxEvents and defaultAggregateIntervalInSeconds. */
const SIMILAR_MAX = 10;
const SIMILAR_WINDOW_MS = 600_000;

/** kube-scheduler (any profile) records through events.k8s.io (EventBroadcaster): no similar-event combining. */
const COMBINES = (e: TraceEvent): boolean => e.lane !== 'scheduler';

/**
 * events_cache.go defaultSpamBurst and defaultSpamQPS (1/300): each source's token bucket
 * about one object (getSpamKey: the source and the involved object, not the reason).
 */
const SPAM_BURST = 25;
const SPAM_REFILL_MS = 300_000;

/** EventSourceObjectSpamFilter.Filter: a passive token bucket per source and object. */
class SpamFilter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  accepts(key: string, t: number): boolean {
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = { tokens: SPAM_BURST, at: t }));
    b.tokens = Math.min(SPAM_BURST, b.tokens + (t - b.at) / SPAM_REFILL_MS);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}

type Kube = TraceEventOf<'KubeEvent'>;

/**
 * The Event objects the recorded Events of `events` (all of a trace, or one object's) make,
 * up to time `until`, in order of their last occurrence.
 */
export function eventSeries(events: readonly TraceEvent[], until = Infinity): EventSeries[] {
  // The recorder's cache (every Event counted) and what reached the API (in order of its
  // last write).
  const byKey = new Map<string, EventSeries>();
  const written = new Map<string, EventSeries>();
  const spam = new SpamFilter();
  const similar = new Map<string, { messages: Set<string>; lastT: number }>();
  events.forEach((e, index) => {
    if (e.type !== 'KubeEvent' || e.t > until) return;
    const { reason, eventType, source } = (e as Kube).data;
    let message = (e as Kube).data.message;
    const group = `${source}|${e.object}|${eventType}|${reason}`;
    let key = `${group}|${message}`;
    if (COMBINES(e)) {
      let rec = similar.get(group);
      if (!rec || e.t - rec.lastT > SIMILAR_WINDOW_MS)
        similar.set(group, (rec = { messages: new Set(), lastT: e.t }));
      rec.messages.add(message);
      rec.lastT = e.t;
      if (rec.messages.size >= SIMILAR_MAX) {
        rec.messages.delete(message);
        message = `(combined from similar events): ${message}`;
        key = group;
      }
    }
    let s = byKey.get(key);
    if (s) {
      s.count++;
      s.lastT = e.t;
      s.message = message;
      s.indexes.push(index);
    } else {
      const { object } = e;
      s = {
        object,
        type: eventType,
        reason,
        message,
        source,
        count: 1,
        firstT: e.t,
        lastT: e.t,
        indexes: [index],
      };
      byKey.set(key, s);
    }
    if (COMBINES(e) && !spam.accepts(`${source}|${e.object}`, e.t)) return;
    written.delete(key); // re-inserted: the map stays in order of last write
    written.set(key, { ...s });
  });
  return [...written.values()];
}

export interface EventRow {
  lastSeen: string;
  type: string;
  reason: string;
  object: string;
  message: string;
}

export const EVENT_HEADER = ['LAST SEEN', 'TYPE', 'REASON', 'OBJECT', 'MESSAGE'] as const;

/** printers.go printEvent: OBJECT is the lower-case kind and the name. */
export function eventRow(s: EventSeries, now: number): EventRow {
  const slash = s.object.indexOf('/');
  return {
    lastSeen: humanDuration(now - s.lastT),
    type: s.type,
    reason: s.reason,
    object: `${s.object.slice(0, slash).toLowerCase()}/${s.object.slice(slash + 1)}`,
    message: s.message.trim(),
  };
}

const eventCells = (r: EventRow): string[] => [r.lastSeen, r.type, r.reason, r.object, r.message];

export const formatEventTable = (rows: readonly EventRow[]): string =>
  alignColumns([[...EVENT_HEADER], ...rows.map(eventCells)]);

/**
 * The CLI's `--format events`: `kubectl get events` once the run is over, one row per Event
 * in order of its last occurrence, that occurrence's virtual time in a first column (`TIME`).
 */
export function formatEventList(trace: Trace): string {
  return [...eventListLines(trace)].map((l) => `${l}\n`).join('');
}

/** The lines of `--format events`, one at a time (the CLI streams them). */
export function eventListLines(trace: Trace): Generator<string> {
  return alignedLines([
    ['TIME', ...EVENT_HEADER],
    ...eventSeries(trace.events).map((s) => [
      virtualTime(s.lastT),
      ...eventCells(eventRow(s, trace.durationMs)),
    ]),
  ]);
}

/** `kubectl describe`'s Events of one object at `now`: Type, Reason, Age, From, Message. */
export function describeEvents(series: readonly EventSeries[], now: number): string[][] {
  return [...series]
    .sort((a, b) => a.lastT - b.lastT)
    .map((s) => [
      s.type,
      s.reason,
      // describe.go DescribeEvents: `2m9s (x2 over 2m9s)` for an Event seen more than once.
      s.count > 1
        ? `${humanDuration(now - s.lastT)} (x${s.count} over ${humanDuration(now - s.firstT)})`
        : humanDuration(now - s.firstT),
      s.source,
      s.message.trim(),
    ]);
}
