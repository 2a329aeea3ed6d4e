// Which machine the statechart panel shows: an object (`Pod/web-1`) and, where it has
// several actors, which one (`pod`, `kubelet`, `container/app`). A click on an event, a lane
// or a Pod row names one; this picks the actor of the run's state log that acts for it.
import type { Lane, Trace, TraceEvent } from '../trace/types.ts';
import { actorsOf, type StateLog } from './stateLog.ts';

/** What the person chose the machine by (the store keeps it; the panel resolves it). */
export type ChartPick =
  | { kind: 'event'; index: number }
  | { kind: 'pod'; object: string }
  | { kind: 'lane'; lane: Lane; marks: readonly number[] }
  /** The panel's own pickers: an object and which of its machines (`kubelet`, `container/app`). */
  | { kind: 'machine'; object: string; part: string | null };

export interface ChartTarget {
  object: string;
  /** `pod`, `kubelet`, `container/<name>`, `endpoints`, …; null: the object's first machine. */
  part: string | null;
}

/** An actor's part name: its machine's id, and a container's name after a slash. */
export function partOf(log: StateLog, actor: number): string {
  const a = log.actors[actor]!;
  const id = log.machines[a.machine]!.id;
  return a.part === null ? id : `${id}/${a.part}`;
}

/** Events the kubelet writes for the Pod object (its phase and Ready condition). */
const POD_WRITES = new Set(['PodPhaseChanged', 'PodReady', 'PodNotReady']);

/**
 * The machine behind an event: the endpoints lane's the Service's EndpointSlice, kube-proxy's
 * its node's, a container's its container's, the kubelet's the pod worker (or the Pod object
 * for what it writes there); otherwise the event's object.
 */
export function targetOfEvent(e: TraceEvent): ChartTarget {
  const data = e.data as { service?: unknown; node?: unknown; container?: unknown };
  if (e.lane === 'endpoints' && typeof data.service === 'string')
    return { object: `Service/${data.service}`, part: 'endpoints' };
  if (e.lane === 'kube-proxy' && typeof data.node === 'string')
    return { object: `Node/${data.node}`, part: 'kube-proxy' };
  if (e.object.startsWith('Pod/') && (e.lane === 'kubelet' || e.lane === 'container')) {
    if (typeof data.container === 'string')
      return { object: e.object, part: `container/${data.container}` };
    return { object: e.object, part: POD_WRITES.has(e.type) ? 'pod' : 'kubelet' };
  }
  return { object: e.object, part: e.object.startsWith('Pod/') ? 'pod' : null };
}

/** The object's actors (its machines in the cluster's order, then by start), and the one chosen. */
export function pickActor(
  log: StateLog,
  target: ChartTarget,
): { actors: number[]; actor: number | null } {
  const actors = actorsOf(log, target.object).sort(
    (a, b) =>
      log.actors[a]!.machine - log.actors[b]!.machine ||
      log.actors[a]!.since - log.actors[b]!.since,
  );
  const chosen = actors.find((a) => partOf(log, a) === target.part) ?? actors[0] ?? null;
  return { actors, actor: chosen };
}

/**
 * The machine behind a lane row: that of its first event about `focus` (the story's Pod),
 * else of its first event; the kubelet's lane is the pod worker's, the API server's and the
 * scheduler's the Pod object's.
 */
export function targetOfLane(
  events: readonly TraceEvent[],
  marks: readonly number[],
  focus: string | null,
): ChartTarget | null {
  const first = marks.map((i) => events[i]!);
  const e = first.find((x) => x.object === focus) ?? first[0];
  if (!e) return null;
  const target = targetOfEvent(e);
  if (!e.object.startsWith('Pod/')) return target;
  if (e.lane === 'kubelet') return { object: e.object, part: 'kubelet' };
  if (e.lane === 'api-server' || e.lane === 'scheduler') return { object: e.object, part: 'pod' };
  return target;
}

/** The machine a choice names; `focus` (the story's Pod) for a lane. */
export function targetOfPick(
  trace: Trace,
  pick: ChartPick,
  focus: string | null,
): ChartTarget | null {
  switch (pick.kind) {
    case 'event': {
      const e = trace.events[pick.index];
      return e ? targetOfEvent(e) : null;
    }
    case 'pod':
      return { object: pick.object, part: 'pod' };
    case 'lane':
      return targetOfLane(trace.events, pick.marks, focus);
    case 'machine':
      return { object: pick.object, part: pick.part };
  }
}
