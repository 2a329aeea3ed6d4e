// A big run's views over every event are computed in steps (ui/prepareTrace.ts runs each
// step in a task of its own): no step reads more than LAYOUT_STEP of the trace's events, so
// the arrival of a run at the event cap (a million events) is never done in one piece
// again. Counted, not timed: a proxy over the events counts the positions each step reads
// (how long a step takes is the bench's `page-cap-arrival`).
import { describe, expect, it } from 'vitest';
import { failingProbes } from '../../../bench/bigDocuments.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { watchReads } from '../helpers/readEvents.ts';
import { LAYOUT_STEP, layoutOf, layoutOfSteps } from '../../../src/chart/layout.ts';
import {
  laneGroupsOf,
  laneGroupsSteps,
  memberIndexOf,
  memberIndexSteps,
} from '../../../src/chart/laneGroups.ts';
import { lookSteps, looksOf } from '../../../src/chart/glyphMarks.ts';
import { majorIndexSteps, majorIndexesOf } from '../../../src/chart/majorEvents.ts';
import { toldSteps, toldTimesOf } from '../../../src/chart/quietFolds.ts';

// 1,000 Pods whose probes fail, 12 minutes: about five steps' worth of events.
const run = simulateText(failingProbes(1000, 12)).trace!;

/** `run` with its events behind a proxy that records the positions read. */
function watched(): { trace: Trace; read: Set<number> } {
  const { events, read } = watchReads(run.events);
  return { trace: { ...run, events }, read };
}

/** Runs `steps` to the end: the most events one step read, and how many steps it took. */
function stepped(
  steps: Generator<void, unknown>,
  read: Set<number>,
): { most: number; count: number } {
  let most = 0;
  let count = 0;
  for (let done = false; !done; count++) {
    read.clear();
    done = steps.next().done === true;
    most = Math.max(most, read.size);
  }
  return { most, count };
}

describe('a big run prepared in steps', () => {
  it('reads at most LAYOUT_STEP events in any one step of any view', () => {
    expect(run.events.length).toBeGreaterThan(4 * LAYOUT_STEP);
    const { trace, read } = watched();
    // In the order ui/prepareTrace.ts prepares them: each finds the ones before it made.
    const views: Record<string, (t: Trace) => Generator<void, unknown>> = {
      layout: layoutOfSteps,
      'lane groups': laneGroupsSteps,
      'home rows': memberIndexSteps,
      looks: lookSteps,
      'major events': majorIndexSteps,
      'told times': toldSteps,
    };
    for (const [name, steps] of Object.entries(views)) {
      const { most, count } = stepped(steps(trace), read);
      expect(most, name).toBeLessThanOrEqual(LAYOUT_STEP);
      expect(count, name).toBeGreaterThan(run.events.length / LAYOUT_STEP);
    }
    // Prepared: the views the first render asks for read no event again.
    read.clear();
    layoutOf(trace);
    laneGroupsOf(trace);
    memberIndexOf(trace);
    looksOf(trace);
    majorIndexesOf(trace);
    toldTimesOf(trace);
    expect(read.size).toBe(0);
  });
});
