// The Pod a run's story is about: the one the first action stops. The swimlane's labelled
// spans and the presenter's stops follow it; other Pods keep their rows and marks.
import type { Trace, TraceEventOf } from '../trace/types.ts';

/** Events by which an action reaches a Pod (deleted, evicted, killed, preempted, …). */
const STOPPING = new Set(['DeletionRequested', 'SignalSent', 'PodConditionSet', 'ContainerExited']);

/**
 * `Pod/<name>`: the first Pod something stops at or after the first action (a run without
 * actions: the first Pod that stops at all, else the first Pod created), or null.
 */
export function focusPod(trace: Trace): string | null {
  const events = trace.events;
  const from = events.find((e) => e.type === 'ActionApplied')?.t ?? 0;
  const stopped = events.find(
    (e) => e.t >= from && e.object.startsWith('Pod/') && STOPPING.has(e.type),
  );
  if (stopped) return stopped.object;
  return events.find((e) => e.type === 'PodCreated')?.object ?? null;
}

/**
 * The Pod made to replace `pod`: the first Pod its owner creates after `pod` starts to stop
 * (a ReplicaSet's, a StatefulSet's same-named one, a Job's next), or null.
 */
export function replacementOf(trace: Trace, pod: string): string | null {
  const events = trace.events;
  const created = events.find(
    (e): e is TraceEventOf<'PodCreated'> => e.type === 'PodCreated' && e.object === pod,
  );
  const owner = created?.data.owner;
  if (typeof owner !== 'string') return null;
  const stopping = events.find((e) => e.object === pod && STOPPING.has(e.type));
  if (!stopping) return null;
  const next = events.find(
    (e) => e.type === 'PodCreated' && e.t >= stopping.t && e.data.owner === owner && e !== created,
  );
  return next?.object ?? null;
}
