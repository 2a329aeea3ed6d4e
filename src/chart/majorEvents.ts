// The story's major events (a major glyph, traffic aside) with their lane rows, in time
// order: what the animation lights as the playhead passes (ui/timeline/Animation.tsx).
// Which events are major is a question of the trace alone: answered once per trace, by
// position (a big run's preparation asks it before the run is shown, ui/prepareTrace.ts);
// a layout only adds each one's row.
import type { Trace } from '../trace/types.ts';
import { isMajor, lookSteps } from './glyphMarks.ts';
import { LAYOUT_STEP, laneRowOf, runSteps, type Layout } from './layout.ts';

const majors = new WeakMap<Trace, Int32Array>();

/** The positions of the trace's major events (traffic aside), in trace order. */
export function majorIndexesOf(trace: Trace): Int32Array {
  return runSteps(majorIndexSteps(trace));
}

/** majorIndexesOf in steps of LAYOUT_STEP events (a big run's preparation yields between). */
export function* majorIndexSteps(trace: Trace): Generator<void, Int32Array> {
  const hit = majors.get(trace);
  if (hit) return hit;
  const look = yield* lookSteps(trace);
  const at: number[] = [];
  for (let i = 0; i < trace.events.length; i++) {
    if (i > 0 && i % LAYOUT_STEP === 0) yield;
    if (trace.events[i]!.lane !== 'traffic' && isMajor(look, i)) at.push(i);
  }
  const out = Int32Array.from(at);
  majors.set(trace, out);
  return out;
}

/** The major events with their lane rows (those with no row left out), in time order. */
export function majorEvents(trace: Trace, layout: Layout): { t: number; row: number }[] {
  const out: { t: number; row: number }[] = [];
  for (const i of majorIndexesOf(trace)) {
    const e = trace.events[i]!;
    const row = laneRowOf(layout, e, i);
    if (row >= 0) out.push({ t: e.t, row });
  }
  return out;
}
