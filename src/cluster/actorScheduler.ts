// The scheduler of the actor systems the world makes (`ActorSystem.scheduler`, what an
// `after` delay, a delayed `sendTo` and actorTimers.ts go through): XState's own
// (createSystem's `scheduler` in xstate 5.33) with the same calls, the same timers on the
// virtual clock queued at the same moments, the same events relayed through
// `system._relay` (inspection included), and the same quirk kept (a second timer with an
// id still pending replaces the first in the books while the first still fires, and the
// firing forgets the id). Only the books differ: XState keys every delayed event by the
// string `${sessionId}.${id}` in two plain objects the whole system shares (in a
// 1,000-replica rollout, dictionaries of thousands of keys: a string built and hashed, two
// properties added and deleted, and a Date.now() at every `after` state entered or left)
// and keeps an infinite delay there until its state is left (a container running forever
// holds three). Here each actor's timers are a Map by id, and an infinite delay, which
// never fires (SimClock.setTimeout queues nothing), is not kept. A CPU profile of
// rollout-1000 had XState's schedule and cancel at 5 % of the run.
import type { AnyActorRef, EventObject } from 'xstate';

type AnyActorSystem = AnyActorRef['system'];
import type { SimClock } from '../engine/clock.ts';
import type { Scheduled } from '../engine/queue.ts';

/** What the scheduler needs of its system: the relay a fired timer delivers through. */
interface Relay {
  _relay(source: AnyActorRef, target: AnyActorRef, event: EventObject): void;
}

/** Puts the world's scheduler in `system` in place of XState's (before any actor runs in it). */
export function installScheduler(system: AnyActorSystem, clock: SimClock): void {
  system.scheduler = actorScheduler(clock, system as unknown as Relay);
}

function actorScheduler(clock: SimClock, system: Relay): AnyActorSystem['scheduler'] {
  const timers = new Map<AnyActorRef, Map<string, Scheduled>>();
  // XState's default id is Math.random's; every id podterm gives is its own (after's
  // event type, actorTimers' `later-N`), and none is read back: a counter will do.
  let issued = 0;
  /** Drops `id` from `source`'s books; returns the timer it held. */
  const forget = (source: AnyActorRef, id: string): Scheduled | undefined => {
    const own = timers.get(source);
    const timer = own?.get(id);
    if (timer === undefined) return undefined;
    own!.delete(id);
    if (own!.size === 0) timers.delete(source);
    return timer;
  };
  return {
    schedule(source, target, event, delay, id = `x:${issued++}`): void {
      // XState would book it (replacing a pending one of the same id, which still fires)
      // and never see it fire: forgetting the id is the same.
      if (!Number.isFinite(delay)) return void forget(source, id);
      const timer = clock.setTimeout(() => {
        forget(source, id);
        system._relay(source, target, event);
      }, delay);
      let own = timers.get(source);
      if (own === undefined) timers.set(source, (own = new Map()));
      own.set(id, timer);
    },
    cancel(source, id): void {
      clock.cancel(forget(source, id));
    },
    cancelAll(source): void {
      const own = timers.get(source);
      if (own === undefined) return;
      timers.delete(source);
      for (const timer of own.values()) clock.cancel(timer);
    },
  };
}
