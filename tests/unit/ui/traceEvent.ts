// A trace event in one line, for hand-made traces in the timeline tests.
import type { TraceEvent } from '../../../src/trace/types.ts';

export const ev = (
  t: number,
  lane: TraceEvent['lane'],
  type: TraceEvent['type'],
  object: string,
  data: TraceEvent['data'] = {},
): TraceEvent => ({ t, lane, type, object, data });
