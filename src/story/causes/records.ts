// Events (the v1 Event objects `kubectl get events` lists) are records a component writes of
// what it just did (record.EventRecorder.Eventf after the call): SuccessfulCreate and
// SuccessfulDelete name the Pod a controller made or deleted (controller_utils.go
// CreatePods, DeletePod), Scheduled the binding (schedule_one.go), Completed the Job's
// condition. Each is linked from the write it records, once every other link is in. Also the
// last few facts of the API server: a DELETE with grace 0 removes the object at once.
import type { TraceEvent } from '../../trace/types.ts';
import { link, lastOf, type Build } from './context.ts';
import { is } from './types.ts';

const RECORDED = new Set<TraceEvent['type']>([
  'PodCreated',
  'PodScheduled',
  'DeletionRequested',
  'ObjectCreated',
  'ObjectRemoved',
  'JobConditionSet',
  'PodPhaseChanged',
  'PodConditionSet',
  'PodOwnerChanged',
]);

const nameOf = (object: string): string => object.slice(object.indexOf('/') + 1);

/** Whether `message` names `name` as a word (`Created pod: web-0`, `delete Pod web-0 in …`). */
const names = (message: string, name: string): boolean => {
  const at = message.indexOf(name);
  if (at < 0) return false;
  const after = message[at + name.length];
  return (
    (at === 0 || /[\s/:"]/.test(message[at - 1]!)) && (after === undefined || /[\s,."]/.test(after))
  );
};

/**
 * The write an Event records: at its moment, of its object or of an object it names, the last
 * before it (or, when the Event was written first, the first after it).
 */
function recorded(b: Build, e: TraceEvent, i: number): void {
  if (e.type !== 'KubeEvent') return;
  const records = (j: number): boolean => {
    const w = b.events[j]!;
    return (
      RECORDED.has(w.type) && (w.object === e.object || names(e.data.message, nameOf(w.object)))
    );
  };
  for (let j = i - 1; j >= 0 && b.events[j]!.t === e.t; j--)
    if (records(j)) return link(b, j, i, 'recorded');
  for (let j = i + 1; j < b.events.length && b.events[j]!.t === e.t; j++)
    if (records(j)) return link(b, j, i, 'recorded');
}

/**
 * An action reaches, at its own moment, the object it names: ActionApplied's object is the
 * object reached (`pod/agent` → `Pod/agent-x`), so the match is exact; a prefix of it still
 * counts for what the object owns by name.
 */
function reached(b: Build, e: TraceEvent, i: number): void {
  const a = b.action;
  const action = b.events[a];
  if (a < 0 || a >= i || action?.t !== e.t || action.type !== 'ActionApplied') return;
  if (e.object === action.object || e.object.startsWith(`${action.object}-`))
    link(b, a, i, 'action');
}

/** The API server's last facts: a grace-0 DELETE, or the kubelet's final one. */
function removed(b: Build, e: TraceEvent, i: number): void {
  if (e.type !== 'PodRemoved') return;
  // store.go updateForGracefulDeletionAndFinalizers: grace 0 and no finalizer, gone at once.
  const now = lastOf(
    b,
    e.object,
    i,
    is('DeletionRequested', (d) => d.t === e.t && d.data.gracePeriodSeconds === 0),
  );
  if (now >= 0) {
    link(b, now, i, 'gone');
    return;
  }
  // status_manager.go syncPod: the kubelet deletes a terminating Pod once its containers
  // stopped (canBeDeleted).
  link(b, lastOf(b, e.object, i, is('ContainerExited')), i, 'removed');
}

/** What an action reached at its moment beyond the objects it touched first (controllers.ts). */
export const actionReach = (b: Build, e: TraceEvent, i: number): void => reached(b, e, i);

/** Events linked from the writes they record, and the API server's removals. */
export function records(b: Build, e: TraceEvent, i: number): void {
  recorded(b, e, i);
  if (!b.into.has(i)) removed(b, e, i);
}
