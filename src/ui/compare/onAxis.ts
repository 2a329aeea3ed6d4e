// Compare draws both runs on one time axis, opened on the story of both.
import { storyWindow, type TimeWindow } from '../../story/window.ts';
import type { Trace } from '../../trace/types.ts';

/** `trace` drawn on the time axis both runs share: the longer of the two. */
export function onAxis(trace: Trace, other: Trace | null): Trace {
  const end = Math.max(trace.durationMs, other?.durationMs ?? 0);
  return end === trace.durationMs ? trace : { ...trace, durationMs: end };
}

/**
 * The window both stories fit in: a preStop variant's story runs seconds longer than the
 * variant without one, and the chart must show both to the end.
 */
export function bothStories(a: Trace, b: Trace | null): TimeWindow {
  const [a0, a1] = storyWindow(a);
  if (!b) return [a0, a1];
  const [b0, b1] = storyWindow(b);
  return [Math.min(a0, b0), Math.max(a1, b1)];
}
