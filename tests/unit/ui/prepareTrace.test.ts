// A big run is prepared in many short tasks before it is shown (ui/prepareTrace.ts): the
// views over every event in steps (tests/unit/chart/preparedSteps.test.ts bounds each
// step), and every view the first render reads once per trace computed ahead, so that
// render reads no event for them. Counted, not timed (the time is the bench's
// `page-cap-arrival`): the tasks are the timers prepareTrace waits on, the reads come
// through a proxy over the trace's events.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingProbes } from '../../../bench/bigDocuments.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import type { Trace } from '../../../src/trace/types.ts';
import { watchReads } from '../helpers/readEvents.ts';
import type { Foresight } from '../../../src/manifest/warnings/foresight.ts';
import { whereItBites } from '../../../src/manifest/warnings/foresight.ts';
import { LAYOUT_STEP } from '../../../src/chart/layout.ts';
import { storyFor } from '../../../src/chart/story.ts';
import { podFlightsOf } from '../../../src/chart/podFlights.ts';
import { lessonStopsOf } from '../../../src/story/stops.ts';
import { eventsByObjectOf } from '../../../src/story/byObject.ts';
import { storySpansOf } from '../../../src/story/spans.ts';
import { failureBandsOf } from '../../../src/story/failures.ts';
import { filterMatches } from '../../../src/story/filters.ts';
import { prepareTrace } from '../../../src/ui/prepareTrace.ts';
import { legendEntriesOf } from '../../../src/ui/timeline/legendEntries.ts';
import { flightsOf } from '../../../src/ui/timeline/RequestFlow.tsx';

// 1,000 Pods whose probes fail, 12 minutes: about five steps' worth of events.
const run = simulateText(failingProbes(1000, 12)).trace!;

/** A foreseen warning as the worker sends it: it bites at the first SIGKILL. */
const foresight = {
  severity: 'warning',
  message: 'the shell ignores SIGTERM',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
  rule: 'shellIgnoresSigterm',
  params: {},
  bites: { type: 'SignalSent', data: { signal: 'SIGKILL' } },
} as Foresight;

afterEach(() => vi.restoreAllMocks());

describe('a big run prepared before it is shown', () => {
  it('is prepared in many tasks, and the first render then reads no event for its views', async () => {
    const { events, read } = watchReads(run.events);
    const trace: Trace = { ...run, events };
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    await prepareTrace(trace, [foresight]);
    // Six views over every event, each in steps of LAYOUT_STEP events, a task a step.
    expect(tasks.mock.calls.length).toBeGreaterThan((6 * run.events.length) / LAYOUT_STEP);
    read.clear();
    storyFor(trace);
    storySpansOf(trace);
    failureBandsOf(trace);
    filterMatches(trace);
    lessonStopsOf(trace);
    legendEntriesOf(trace);
    eventsByObjectOf(trace);
    podFlightsOf(trace);
    flightsOf(trace);
    const at = whereItBites(trace.events, foresight);
    expect(read.size).toBe(0);
    expect(run.events[at]).toMatchObject({ type: 'SignalSent', data: { signal: 'SIGKILL' } });
  });
});
