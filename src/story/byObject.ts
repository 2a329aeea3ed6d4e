// A trace's events grouped by the object they are about, built once per trace: what the
// narration reads a Pod's `kubectl get pod` row and an object's Events from.
import type { Trace, TraceEvent } from '../trace/types.ts';
import { perTrace } from './perTrace.ts';

/** The events of each object, in time order. */
export function eventsByObject(trace: Trace): Map<string, TraceEvent[]> {
  const out = new Map<string, TraceEvent[]>();
  for (const e of trace.events) {
    let list = out.get(e.object);
    if (!list) out.set(e.object, (list = []));
    list.push(e);
  }
  return out;
}

/** eventsByObject, once per trace (a big run's preparation builds it in a task of its own). */
export const eventsByObjectOf = perTrace(eventsByObject);
