// The scheduler of the actor systems the world makes (`ActorSystem.scheduler`, what an
// `after` delay, a delayed `sendTo` and actorTimers.ts go through): XState's own
// (createSystem's `scheduler` in xstate 5.33) with the same calls, the same timers on the
// virtual clock queued at the same moments, the same events relayed through
// `system._relay` (inspection included), and the same quirk kept (a second timer with an
// id still pending replaces the first in the books while the first still fires, and the
// firing forgets the id). Only the books differ: XState keys every delayed event by the
// string `${sessionId}.${id}` in two plain objects the whole system shares (in a
// 1,000-replica rollout, dictionaries of thousands of keys: a string built and hashed, two
// properties added and deleted, and the host's time stamped on each (its `startedAt`, which
// nothing in a run reads) at every `after` state entered or left)
// and keeps an infinite delay there until its state is left (a container running forever
// holds three). Here each actor's timers are a short list by id, and an infinite delay, which
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

/**
 * One actor's timers: each id followed by its timer, in the order first booked. An actor
 * has one or two at a time, and its books go when they empty, so a Map each (a hash table
 * of 4 buckets, ~180 bytes, made again at nearly every `after` state entered) cost more
 * than walking two or four slots.
 */
type Book = (string | Timer)[];

const slotOf = (book: Book, id: string): number => {
  for (let i = 0; i < book.length; i += 2) if (book[i] === id) return i;
  return -1;
};

/**
 * A delayed event on the clock's queue, the queue's item itself: its `fn` is a method, so a
 * timer is one object, not an item, a closure and the closure's context (56 bytes less for
 * each of the ~8,000 a 1,000-replica rollout books, most of which outlive a young-generation
 * collection).
 */
class Timer implements Scheduled {
  cancelled = false;
  constructor(
    private readonly books: Books,
    private source: AnyActorRef | null,
    private target: AnyActorRef | null,
    private event: EventObject | null,
    private readonly id: string,
  ) {}

  /** It fires: XState's scheduler forgets the id, then relays the event. */
  fn(): void {
    this.books.forget(this.source!, this.id);
    this.books.system._relay(this.source!, this.target!, this.event!);
  }

  /**
   * Cancelled: off the clock, and it lets go of its actors and its event now, as the
   * closure the clock let go of did (it stays queued until its time: queue.ts pops lazily).
   */
  cancel(clock: SimClock): void {
    clock.cancel(this);
    this.source = this.target = null;
    this.event = null;
  }
}

/** Every actor's timers in one system. */
class Books {
  readonly timers = new Map<AnyActorRef, Book>();
  constructor(readonly system: Relay) {}

  /** Drops `id` from `source`'s books; returns the timer it held. */
  forget(source: AnyActorRef, id: string): Timer | undefined {
    const own = this.timers.get(source);
    const i = own === undefined ? -1 : slotOf(own, id);
    if (i < 0) return undefined;
    const timer = own![i + 1] as Timer;
    if (own!.length === 2) this.timers.delete(source);
    else own!.splice(i, 2);
    return timer;
  }
}

function actorScheduler(clock: SimClock, system: Relay): AnyActorSystem['scheduler'] {
  const books = new Books(system);
  const { timers } = books;
  // XState's default id is a random string; every id podterm gives is its own (after's
  // event type, actorTimers' `later-N`), and none is read back: a counter will do, and the
  // run stays deterministic.
  let issued = 0;
  return {
    schedule(source, target, event, delay, id = `x:${issued++}`): void {
      // XState would book it (replacing a pending one of the same id, which still fires)
      // and never see it fire: forgetting the id is the same.
      if (!Number.isFinite(delay)) return void books.forget(source, id);
      const timer = clock.afterItem(delay, new Timer(books, source, target, event, id));
      // Map.set's order: a pending id keeps its place and takes the new timer.
      const own = timers.get(source);
      const i = own === undefined ? -1 : slotOf(own, id);
      if (own === undefined) timers.set(source, [id, timer]);
      else if (i < 0) own.push(id, timer);
      else own[i + 1] = timer;
    },
    cancel(source, id): void {
      books.forget(source, id)?.cancel(clock);
    },
    cancelAll(source): void {
      const own = timers.get(source);
      if (own === undefined) return;
      timers.delete(source);
      for (let i = 1; i < own.length; i += 2) (own[i] as Timer).cancel(clock);
    },
  };
}
