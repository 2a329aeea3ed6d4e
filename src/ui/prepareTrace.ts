// A big run's derived views, each computed in a task of its own before the run is shown:
// the swimlane's layout, the story's steps, spans and failure bands are pure functions of
// the trace, cached per trace, which the first render would otherwise compute all in one
// long task (a 10,000-Pod run held the page for about a second). Between the tasks the page
// paints and takes input; the render that follows only draws. The views over every event
// (the layout, the lane groups' rows split by node, each event's home row among them, its
// glyph's look, the major events, the times that tell the story) go in steps of
// LAYOUT_STEP events (chart/layout.ts), a task each: one pass over a million events held
// the page for more than a second. So do the views the first render reads once per trace
// (the lesson stops the caption is sized by, the legend, the narration's events by object,
// the request dots, where each foreseen warning bites): each took 20–90 ms of that render
// at the event cap.
import { failureBandsOf } from '../story/failures.ts';
import { storySpansOf } from '../story/spans.ts';
import { filterMatches } from '../story/filters.ts';
import type { Trace } from '../trace/types.ts';
import { foldedLayoutOf, layoutOfSteps } from '../chart/layout.ts';
import { storyFor } from '../chart/story.ts';
import { groupedLayoutOf, laneGroupsSteps, memberIndexSteps } from '../chart/laneGroups.ts';
import { tellingOf } from '../chart/defaultFolds.ts';
import { majorIndexSteps } from '../chart/majorEvents.ts';
import { lookSteps } from '../chart/glyphMarks.ts';
import { toldSteps } from '../chart/quietFolds.ts';
import { lessonStopsOf } from '../story/stops.ts';
import { eventsByObjectOf } from '../story/byObject.ts';
import { podFlightsOf } from '../chart/podFlights.ts';
import { whereItBites, type Foresight } from '../manifest/warnings/foresight.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import { legendEntriesOf } from './timeline/legendEntries.ts';
import { flightsOf } from './timeline/RequestFlow.tsx';

/** Below this many events a run's views cost a frame or two: computed as it renders. */
const BIG_RUN_EVENTS = 50_000;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A view computed in steps: the page gets its turn between them. */
async function inSteps(steps: Generator<void, unknown>): Promise<void> {
  for (;;) {
    await nextTask();
    if (steps.next().done) return;
  }
}

/** The per-trace views the first render reads, each computed in a task of its own. */
const FIRST_RENDER_VIEWS = [
  lessonStopsOf,
  legendEntriesOf,
  eventsByObjectOf,
  podFlightsOf,
  flightsOf,
];

export async function prepareTrace(
  trace: Trace,
  diagnostics: readonly Diagnostic[] = [],
): Promise<void> {
  if (trace.events.length < BIG_RUN_EVENTS) return;
  await inSteps(layoutOfSteps(trace));
  const grouped = (t: Trace) => groupedLayoutOf(t, []);
  const views = [storyFor, storySpansOf, failureBandsOf, foldedLayoutOf];
  for (const view of views) {
    await nextTask();
    view(trace);
  }
  for (const steps of [laneGroupsSteps, memberIndexSteps, lookSteps, majorIndexSteps, toldSteps])
    await inSteps(steps(trace));
  for (const view of [tellingOf, filterMatches, grouped, ...FIRST_RENDER_VIEWS]) {
    await nextTask();
    view(trace);
  }
  for (const d of diagnostics)
    if ('bites' in d) {
      await nextTask();
      whereItBites(trace.events, d as Foresight);
    }
}
