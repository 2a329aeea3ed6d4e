// The run as a story told step by step: the events (traffic and status writes aside) grouped by time, so
// the caption under the controls can say what happens at the playhead.
import type { Trace } from '../trace/types.ts';

export interface Story {
  /** Distinct event times, ascending. */
  times: number[];
  /** For each time, the indexes into trace.events of what happened then. */
  groups: number[][];
}

export function storyOf(trace: Trace): Story {
  const times: number[] = [];
  const groups: number[][] = [];
  trace.events.forEach((e, i) => {
    // Traffic and status writes (a view of the events around them) tell nothing new.
    if (e.lane === 'traffic' || e.type === 'PodStatus' || e.type === 'WorkloadStatus') return;
    if (times[times.length - 1] !== e.t) {
      times.push(e.t);
      groups.push([]);
    }
    groups[groups.length - 1]!.push(i);
  });
  return { times, groups };
}

/** The index into story.times of the last time at or before `t` (binary search), or -1. */
export function stepAt(story: Story, t: number): number {
  let lo = 0;
  let hi = story.times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    // The same half-millisecond slack as stepping, so a step lands on its own events.
    if (story.times[mid]! <= t + 0.5) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The events of step `step`, the most telling first (the caption and narration lead with
 * it): Kubernetes Events repeat what the typed events say, so they come last, each part in
 * trace order (one pass: a big run's step can hold thousands of events).
 */
export function stepEvents(trace: Trace, story: Story, step: number): number[] {
  const typed: number[] = [];
  const kube: number[] = [];
  for (const i of story.groups[step]!)
    (trace.events[i]!.type === 'KubeEvent' ? kube : typed).push(i);
  return typed.concat(kube);
}

const stories = new WeakMap<Trace, Story>();

/** storyOf, once per trace (the caption and the narration share it). */
export function storyFor(trace: Trace): Story {
  let s = stories.get(trace);
  if (!s) stories.set(trace, (s = storyOf(trace)));
  return s;
}
