// Compare draws both runs on one time axis.
import type { Trace } from '../../trace/types.ts';

/** `trace` drawn on the time axis both runs share: the longer of the two. */
export function onAxis(trace: Trace, other: Trace | null): Trace {
  const end = Math.max(trace.durationMs, other?.durationMs ?? 0);
  return end === trace.durationMs ? trace : { ...trace, durationMs: end };
}
