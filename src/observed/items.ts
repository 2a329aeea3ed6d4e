// The two sides of a comparison as items of one shape: what the cluster printed, and the
// trace's happenings of the same kinds (Events as the API keeps them, through the kubectl
// formatter; watch lines as the trace's PodStatus lines), plus when each object is first
// seen, created and deleted, for matching objects by role (roles.ts).
import type { Trace, TraceEvent } from '../trace/types.ts';
import { eventSeries } from '../kubectl/getEvents.ts';
import type { Observation } from './parseObserved.ts';
import type { Seen } from './roles.ts';

export interface Item {
  t: number;
  object: string;
  key: string;
  label: string;
  /** Simulated items: the trace event it is. */
  index?: number;
  /**
   * A line of the list `kubectl get pods -w` prints as it starts (the Pods already there,
   * in the paste's first second): it says what a Pod was then, not when it became so.
   */
  listing?: boolean;
}

/** What a happening is, to pair it: `Event Killing`, `ContainerStarted main`, `STATUS 1/1 Running`. */
export function keyOf(type: string, d: Readonly<Record<string, string | number>>): string {
  switch (type) {
    case 'KubeEvent':
      return `Event ${String(d.reason)}`;
    case 'ContainerStarted':
    case 'ContainerExited':
      return `${type} ${String(d.container)}`;
    case 'PodConditionSet':
      return `${type} ${String(d.type)}`;
    case 'PodStatus':
      return `STATUS ${String(d.ready)} ${String(d.status)}`;
    default:
      return type;
  }
}

/** A Pod's first status when it has just been created. */
const CREATED = / (Pending|ContainerCreating|PodInitializing|Init:0\/\d+)$/;
const creates = (key: string): boolean =>
  key === 'PodCreated' || key === 'Event Scheduled' || CREATED.test(key);
const stops = (key: string): boolean =>
  key === 'DeletionRequested' || key === 'Event Killing' || key.endsWith(' Terminating');

/** The first second of a watch: the list it prints before any change. */
const LISTING_MS = 1000;

/** The cluster's observations; a watch's repeated line (the same columns) is one change. */
export function realItems(observed: readonly Observation[]): Item[] {
  const last = new Map<string, string>();
  const out: Item[] = [];
  const start = observed[0]?.at ?? 0;
  for (const o of observed) {
    const key = keyOf(o.type, o.detail);
    let listing = false;
    if (o.type === 'PodStatus') {
      if (last.get(o.object) === key) continue;
      listing = !last.has(o.object) && o.at - start <= LISTING_MS && !creates(key);
      last.set(o.object, key);
    }
    const label =
      o.type === 'KubeEvent' ? String(o.detail.reason) : String(o.detail.status ?? o.type);
    out.push({ t: o.at, object: o.object, key, label, listing });
  }
  return out;
}

const TYPED = new Set([
  'PodCreated',
  'DeletionRequested',
  'ContainerStarted',
  'ContainerExited',
  'PodReady',
  'PodNotReady',
  'PodConditionSet',
]);

/** The trace as items of the kinds the paste has, in time order. */
export function simulatedItems(trace: Trace, kinds: ReadonlySet<string>): Item[] {
  const out: Item[] = [];
  if (kinds.has('KubeEvent'))
    for (const s of eventSeries(trace.events))
      out.push({
        t: s.lastT,
        object: s.object,
        key: `Event ${s.reason}`,
        label: s.reason,
        index: s.indexes.at(-1)!,
      });
  trace.events.forEach((e: TraceEvent, index) => {
    if (e.type === 'PodStatus' && kinds.has('PodStatus')) {
      const key = keyOf(e.type, { ready: e.data.ready, status: e.data.status });
      out.push({ t: e.t, object: e.object, key, label: e.data.status, index });
    } else if (TYPED.has(e.type) && kinds.has(e.type)) {
      const d = e.data as unknown as Record<string, string | number>;
      out.push({ t: e.t, object: e.object, key: keyOf(e.type, d), label: e.type, index });
    }
  });
  return out.sort((a, b) => a.t - b.t);
}

/**
 * When each object is first seen, and created or deleted within [from, to]: an object seen
 * before `from`, or first seen in a listing, existed before the window.
 */
export function seen(items: readonly Item[], from: number, to: number): Seen[] {
  const by = new Map<string, Seen>();
  for (const i of items) {
    if (i.t > to) break;
    let s = by.get(i.object);
    if (!s) {
      const created = i.t >= from && !i.listing && creates(i.key) ? i.t : null;
      by.set(
        i.object,
        (s = { object: i.object, first: Math.max(i.t, from), created, stopped: null }),
      );
    }
    if (i.t >= from && stops(i.key) && s.stopped === null) s.stopped = i.t;
  }
  return [...by.values()];
}
