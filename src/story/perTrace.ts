// Once per trace: the swimlane, the note above it, the presenter and the store all ask for
// the same story of the same trace; a WeakMap keeps one answer per trace object.
import type { Trace } from '../trace/types.ts';

export function perTrace<T>(f: (trace: Trace) => T): (trace: Trace) => T {
  const cache = new WeakMap<Trace, T>();
  return (trace) => {
    if (cache.has(trace)) return cache.get(trace)!;
    const value = f(trace);
    cache.set(trace, value);
    return value;
  };
}
