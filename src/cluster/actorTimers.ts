// Delayed events owned by an actor: XState's own scheduler (what a delayed `sendTo` or
// `raise` uses) on the virtual clock, so stopping the actor cancels them
// (Actor._stopProcedure → scheduler.cancelAll) and none outlives it. Scheduled where it is
// called, as a plain `clock.after` was, so its place among the clock's other items at the
// same instant is the same.
import type { AnyActorRef, EventObject } from 'xstate';

let issued = 0;

/**
 * `event` to `target` after `ms` of virtual time, owned by `target`. Returns the id that
 * cancels it (`cancelLater`). The ids are unique in the process (XState's default id would
 * be a random string).
 */
export function sendLater(target: AnyActorRef, ms: number, event: EventObject): string {
  const id = `later-${issued++}`;
  target.system.scheduler.schedule(target, target, event, ms, id);
  return id;
}

/** Cancels one delayed event `sendLater` gave `target`. */
export function cancelLater(target: AnyActorRef, id: string): void {
  target.system.scheduler.cancel(target, id);
}

/** Cancels every delayed event `target` owns (its object left the API). */
export function cancelAllLater(target: AnyActorRef): void {
  target.system.scheduler.cancelAll(target);
}

/**
 * `event` after `ms`, owned by `owner` (stopping it cancels it), delivered to whichever actor
 * `target` finds when it fires: an object written now whose controller is spawned later in
 * the step (a Deployment's new ReplicaSet), as the controller's informer would hear of it
 * one watch later. Nothing is delivered when no actor is found. XState's scheduler relays
 * it with `target._send`, the call an actor's own `send` makes.
 */
export function sendLaterTo(
  owner: AnyActorRef,
  ms: number,
  target: () => AnyActorRef | undefined,
  event: EventObject,
): string {
  const id = `later-${issued++}`;
  const relay = { _send: (e: EventObject) => target()?.send(e) } as unknown as AnyActorRef;
  owner.system.scheduler.schedule(owner, relay, event, ms, id);
  return id;
}
