// How far a run has got, for a long run's progress bar in the page: reported between steps
// of the clock, it reads the run and changes nothing in it (the trace stays the same).
import type { SimClock } from '../engine/clock.ts';
import type { TraceWriter } from '../engine/traceWriter.ts';

export interface RunProgress {
  /** The virtual time reached. */
  atMs: number;
  /** Where the run stops; null when it ends once all is quiet (no duration). */
  endMs: number | null;
  /** Trace events so far. */
  events: number;
}

/** Steps of the clock between two reports: a few milliseconds of work. */
export const PROGRESS_STEPS = 2048;

/** What the run loop calls before each step: a report every PROGRESS_STEPS steps. */
export function progressReporter(
  onProgress: ((progress: RunProgress) => void) | undefined,
  clock: SimClock,
  trace: TraceWriter,
  endMs: number | null,
): () => void {
  if (!onProgress) return () => {};
  return () => {
    if (clock.steps % PROGRESS_STEPS === 0)
      onProgress({ atMs: clock.now, endMs, events: trace.events.length });
  };
}
