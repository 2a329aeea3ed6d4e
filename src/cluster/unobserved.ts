// An actor no one subscribes to or listens to, without the empty collections XState makes
// it for them. XState's Actor constructor gives every actor an `observers` Set (for
// `subscribe`) and an `eventListeners` Map (for `on`): 340 bytes with their tables, 30,000
// of them at a 5,000-replica rollout's peak (10 MB), empty for a Pod's statechart, its pod
// worker and its containers, which speak through events and sendParent. Such an actor gets
// one shared, always-empty pair instead. XState only reads them (`update` and `emit` iterate
// them, `_stop` and `_complete` clear them); what would fill them throws, so an observer
// added later fails loudly instead of hearing another actor; `listenable` gives the actor
// its own Map first.
import type { AnyActorRef } from 'xstate';

class NoListeners extends Map<string, Set<unknown>> {
  override set(): this {
    throw new Error('an unobserved actor was listened to without listenable()');
  }
}

class NoObservers extends Set<unknown> {
  override add(): this {
    throw new Error('an unobserved actor was subscribed to');
  }
}

const NO_LISTENERS = new NoListeners();
const NO_OBSERVERS = new NoObservers();

/** XState's Actor fields this relies on (Actor constructor, `on`, `subscribe`). */
interface Collections {
  observers: Set<unknown>;
  eventListeners: Map<string, Set<unknown>>;
}

/** The actor, its observers and listeners shared empties (see above). */
export function unobserved<A extends AnyActorRef>(actor: A): A {
  const a = actor as unknown as Collections;
  a.observers = NO_OBSERVERS;
  a.eventListeners = NO_LISTENERS;
  return actor;
}

/** The actor with a Map of its own for `on` (an unobserved one's throws). */
export function listenable<A extends AnyActorRef>(actor: A): A {
  const a = actor as unknown as Collections;
  if (a.eventListeners === NO_LISTENERS) a.eventListeners = new Map();
  return actor;
}
