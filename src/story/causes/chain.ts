// A selected event's chain: its causes back to the action and its effects, nearest first,
// for the swimlane's arrows and the caption's list.
import type { Trace } from '../../trace/types.ts';
import { causesOf } from './build.ts';
import type { Link } from './types.ts';

/** What a selected event's chain shows: its causes, itself and its effects. */
export interface Chain {
  /** The selected event. */
  selected: number;
  /** Indexes into trace.events, in trace order (time, ties in causal order). */
  steps: number[];
  /** The links between the steps. */
  links: Link[];
  /** Failed requests the chain's causes led to beyond the first of each (counted, not listed). */
  moreFailed: number;
  /** Causes and effects beyond the steps listed (a long rollout's chain runs on and on). */
  moreSteps: number;
}

/** At most this many steps are listed and drawn, the nearest to the selected event first. */
export const CHAIN_STEPS = 16;
/** How far the count of steps not listed goes. */
const COUNT_BEYOND = 500;

/**
 * The chain through event `index`: what led to it (back to the action) and what it led to,
 * nearest first (breadth-first both ways), at most `max` steps. Of failed requests, only the
 * first each cause led to is a step; the rest are counted.
 */
export function chainOf(trace: Trace, index: number, max = CHAIN_STEPS): Chain {
  const { into, out } = causesOf(trace);
  const seen = new Set<number>([index]);
  const shown = new Set<number>([index]);
  let moreFailed = 0;
  let moreSteps = 0;
  let back = [index];
  let ahead = [index];
  // Breadth-first, a layer of causes then a layer of effects, so both sides get room.
  while ((back.length > 0 || ahead.length > 0) && seen.size < COUNT_BEYOND) {
    const nextBack: number[] = [];
    for (const i of back)
      for (const l of into.get(i) ?? []) {
        if (seen.has(l.from)) continue;
        seen.add(l.from);
        nextBack.push(l.from);
        if (shown.size < max) shown.add(l.from);
        else moreSteps++;
      }
    const nextAhead: number[] = [];
    for (const i of ahead)
      for (const l of out.get(i) ?? []) {
        if (seen.has(l.to)) continue;
        if (!l.first) {
          if (shown.has(i)) moreFailed++;
          continue;
        }
        seen.add(l.to);
        nextAhead.push(l.to);
        if (shown.size < max) shown.add(l.to);
        else moreSteps++;
      }
    back = nextBack;
    ahead = nextAhead;
  }
  const steps = [...shown].sort((a, b) => a - b);
  const links: Link[] = [];
  for (const i of steps) for (const l of out.get(i) ?? []) if (shown.has(l.to)) links.push(l);
  return { selected: index, steps, links, moreFailed, moreSteps };
}
