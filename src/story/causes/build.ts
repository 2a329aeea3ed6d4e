// The links of one trace: every component sees every event, in trace order, and reacts as its
// Kubernetes counterpart does; a last pass finds the kills the kubelet made of its own accord.
import type { Trace, TraceEventType } from '../../trace/types.ts';
import { perTrace } from '../perTrace.ts';
import { newBuild, type Reaction, type Reactions } from './context.ts';
import { controllerReactions } from './controllers.ts';
import { endpointReactions } from './endpoints.ts';
import { kubeletKills, kubeletReactions } from './kubelet.ts';
import { trafficReactions } from './traffic.ts';
import type { Causes } from './types.ts';

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
  return { into: b.into, out: b.out };
}

export const causesOf = perTrace(buildCauses);
