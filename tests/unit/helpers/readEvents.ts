// A trace's events behind a proxy that records which positions are read: the tests of a
// big run's preparation count the events a step or a render reads (counted, not timed).
import type { TraceEvent } from '../../../src/trace/types.ts';

/** `events` watched: the proxy to hand out, and the positions read through it. */
export function watchReads(events: TraceEvent[]): { events: TraceEvent[]; read: Set<number> } {
  const read = new Set<number>();
  const watched = new Proxy(events, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { events: watched, read };
}
