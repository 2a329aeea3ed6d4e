// What a person would see in a real terminal at the moment of an event: `kubectl get pod`
// and `kubectl get events` for its object, printed by src/kubectl (the CLI's formatter).
import type { Trace, TraceEvent } from '../trace/types.ts';
import { eventRow, eventSeries, formatEventTable } from './getEvents.ts';
import { formatPodTable, podRowAt } from './getPods.ts';
import { traceVersion } from '../versions/version.ts';

export interface KubectlLines {
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

export function kubectlLines(
  trace: Trace,
  index: number,
  byObject: ReadonlyMap<string, readonly TraceEvent[]>,
): KubectlLines {
  const e = trace.events[index]!;
  const podKey = podKeyOf(e);
  const pod = podKey ? podRowAt(byObject.get(podKey) ?? [], e.t, traceVersion(trace)) : null;
  const series = eventSeries(byObject.get(e.object) ?? [], e.t);
  const rows = series.slice(-EVENT_ROWS).map((s) => eventRow(s, e.t));
  return {
    getPod: pod ? formatPodTable([pod]) : null,
    getEvents: rows.length > 0 ? formatEventTable(rows) : null,
  };
}
