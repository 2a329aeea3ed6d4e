// The links of one trace: every component sees every event, in trace order, and reacts as its
// Kubernetes counterpart does; a last pass finds the kills the kubelet made of its own accord.
import type { Trace, TraceEvent, TraceEventType } from '../../trace/types.ts';
import { perTrace } from '../perTrace.ts';
import { newBuild, type Build, type Reaction, type Reactions } from './context.ts';
import { controllerReactions } from './controllers.ts';
import { endpointOwn, endpointReactions } from './endpoints.ts';
import { kubeletKills, kubeletReactions } from './kubelet.ts';
import { kubeletOwn } from './probes.ts';
import { actionReach, records } from './records.ts';
import { trafficReactions } from './traffic.ts';
import type { Causes } from './types.ts';
import { workloadSync } from './workloads.ts';

/**
 * In this order for each event: a link only once between two events, and what some reactions
 * check (a Pod deletion not yet claimed, a drain retry not yet linked) depends on what the
 * ones before them linked.
 */
const COMPONENTS: readonly Reactions[] = [
  kubeletReactions,
  endpointReactions,
  trafficReactions,
  controllerReactions,
];

/**
 * Once every reaction above is in, what nothing led to yet, in this order: what an action
 * reached beyond what it touched first, the controllers' own syncs (workloads.ts), the
 * kubelet's own doings (probes.ts), the Events that record a write (records.ts).
 */
const SETTLE: readonly ((b: Build, e: TraceEvent, i: number) => void)[] = [
  actionReach,
  workloadSync,
  kubeletOwn,
  endpointOwn,
  records,
];

function buildCauses(trace: Trace): Causes {
  const b = newBuild(trace);
  b.events.forEach((e, i) => {
    for (const reactions of COMPONENTS) {
      // Reactions are keyed by event type, so the one found takes this event's type.
      const react = reactions[e.type] as Reaction<TraceEventType> | undefined;
      react?.(b, e, i);
    }
  });
  kubeletKills(b);
  // Then what nothing above led to: each pass sees the links of the one before it.
  for (const settle of SETTLE) {
    b.action = -1;
    b.events.forEach((e, i) => {
      if (e.type === 'ActionApplied') b.action = i;
      if (!b.into.has(i) || settle === workloadSync) settle(b, e, i);
    });
  }
  return { into: b.into, out: b.out };
}

export const causesOf = perTrace(buildCauses);
