// A trace event in one line, for hand-made traces in the timeline tests; its data is
// checked against its type's.
import type { DataOf, Lane, TraceEventOf, TraceEventType } from '../../../src/trace/types.ts';

export const ev = <K extends TraceEventType>(
  t: number,
  lane: Lane,
  type: K,
  object: string,
  data: DataOf<K>,
): TraceEventOf<K> => ({ t, lane, type, object, data });
