// The narration of one trace event: what happened, why (the rule and where it comes from,
// with a kubernetes.io page), what changed in this version, and what a person would see
// in a real terminal at that moment (`kubectl get pod`, `kubectl get events`).
import type { Trace, TraceEvent } from '../../trace/types.ts';
import { changedIn, whyIn } from '../i18n/explanations.ts';
import { describeIn } from '../timeline/describe.ts';
import type { Lang } from '../i18n/messages.ts';
import { docFor, type DocLink } from './docLinks.ts';
import { eventRow, eventSeries, formatEventTable } from '../../kubectl/getEvents.ts';
import { formatPodTable, podRowAt } from '../../kubectl/getPods.ts';
import { traceMinor } from '../../versions/version.ts';

export interface Narration {
  t: number;
  what: string;
  why: string | null;
  changed: string | null;
  doc: DocLink | null;
  /** `kubectl get pod <name>` at that moment, when the event is about a Pod that exists. */
  getPod: string | null;
  /** `kubectl get events --field-selector involvedObject.name=…`: the object's Events so far. */
  getEvents: string | null;
}

/** At most this many Event rows: kubectl lists them all, the panel the latest. */
const EVENT_ROWS = 4;

/** The Pod an event is about: its object, or the `pod` a failed request reached. */
function podKeyOf(e: TraceEvent): string | null {
  if (e.object.startsWith('Pod/')) return e.object;
  return e.type === 'RequestFailed' && e.data.pod !== null ? `Pod/${e.data.pod}` : null;
}

export function narrate(
  trace: Trace,
  index: number,
  byObject: ReadonlyMap<string, readonly TraceEvent[]>,
  lang: Lang = 'en',
): Narration {
  const e = trace.events[index]!;
  const podKey = podKeyOf(e);
  const v = traceMinor(trace);
  const pod = podKey ? podRowAt(byObject.get(podKey) ?? [], e.t, v) : null;
  const series = eventSeries(byObject.get(e.object) ?? [], e.t);
  const rows = series.slice(-EVENT_ROWS).map((s) => eventRow(s, e.t));
  return {
    t: e.t,
    what: describeIn(lang, e),
    why: e.why ? whyIn(lang, e.why) : null,
    changed: e.changed ? changedIn(lang, e.changed, v) : null,
    doc: docFor(e),
    getPod: pod ? formatPodTable([pod]) : null,
    getEvents: rows.length > 0 ? formatEventTable(rows) : null,
  };
}
