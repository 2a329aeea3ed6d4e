// A real cluster's observations against the simulated trace: aligned at the deletion (the
// first DeletionRequested, else the first Killing Event, else the first Terminating line,
// else the first thing both saw); each real object paired with the simulated one in the
// same role (roles.ts: the deleted Pod with the deleted Pod, a replacement with the
// replacement); then, object by object, the n-th happening of a kind in the cluster with
// the n-th in podterm, only within the pasted window, every difference in time or outcome
// listed. Events are compared as the API keeps them (one Event with a count, the same
// formatter as `kubectl get events`); watch lines as the PodStatus lines kubectl prints.
import type { Trace, TraceEvent } from '../../trace/types.ts';
import { eventSeries } from '../../kubectl/getEvents.ts';
import type { Observation } from '../../observed/parseObserved.ts';
import { matchRoles, type Seen } from './roles.ts';

export { family } from './roles.ts';

/** Within this, an observed and a simulated time are the same moment. */
export const SAME_MS = 1500;

export interface Difference {
  what: string;
  /** The object as the cluster named it (podterm's name when only podterm has it). */
  object: string;
  /** podterm's object in the same role, or null when none is. */
  simulatedObject: string | null;
  /** ms on the simulation's clock; null when only the other side has it. */
  observedT: number | null;
  simulatedT: number | null;
  /** The simulated event paired with it (an index into trace.events), if any. */
  simulatedIndex: number | null;
  verdict: 'same' | 'earlier' | 'later' | 'only in the cluster' | 'only in podterm';
}

export interface Comparison {
  /** How the cluster's clock maps onto the trace: trace t = observed at − offsetMs. */
  offsetMs: number;
  /** What the clocks were aligned at (`Event Killing`), or null: the first observation. */
  anchor: string | null;
  /** The cluster's observations on the trace clock, for marks on the lanes. */
  marks: { t: number; object: string; label: string }[];
  differences: Difference[];
}

interface Item {
  t: number;
  object: string;
  key: string;
  label: string;
  /** Simulated items: the trace event it is. */
  index?: number;
}

/** What an observation is, to pair it: `Event Killing`, `ContainerStarted main`, `STATUS 1/1 Running`. */
function keyOf(type: string, d: Readonly<Record<string, string | number>>): string {
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

const TYPED = new Set([
  'PodCreated',
  'DeletionRequested',
  'ContainerStarted',
  'ContainerExited',
  'PodReady',
  'PodNotReady',
  'PodConditionSet',
]);

/** The cluster's observations as items; a watch's repeated line (same columns) is one change. */
function realItems(observed: readonly Observation[]): Item[] {
  const last = new Map<string, string>();
  const out: Item[] = [];
  for (const o of observed) {
    const key = keyOf(o.type, o.detail);
    if (o.type === 'PodStatus') {
      if (last.get(o.object) === key) continue;
      last.set(o.object, key);
    }
    const label =
      o.type === 'KubeEvent' ? String(o.detail.reason) : String(o.detail.status ?? o.type);
    out.push({ t: o.at, object: o.object, key, label });
  }
  return out;
}

/** The trace as items of the kinds the paste has: Events as the API keeps them, status lines. */
function simulatedItems(trace: Trace, kinds: ReadonlySet<string>): Item[] {
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
    if (e.type === 'PodStatus' && kinds.has('PodStatus'))
      out.push({
        t: e.t,
        object: e.object,
        key: keyOf(e.type, { ready: e.data.ready, status: e.data.status }),
        label: e.data.status,
        index,
      });
    else if (TYPED.has(e.type) && kinds.has(e.type)) {
      const d = e.data as unknown as Record<string, string | number>;
      out.push({ t: e.t, object: e.object, key: keyOf(e.type, d), label: e.type, index });
    }
  });
  return out.sort((a, b) => a.t - b.t);
}

const ANCHORS: ((i: Item) => boolean)[] = [
  (i) => i.key === 'DeletionRequested',
  (i) => i.key === 'Event Killing',
  (i) => i.key.startsWith('STATUS ') && i.key.endsWith(' Terminating'),
];

/** When each object is first seen, created, and deleted or stopped, within [from, to]. */
function seen(items: readonly Item[], from: number, to: number): Seen[] {
  const by = new Map<string, Seen>();
  for (const i of items) {
    if (i.t < from || i.t > to) continue;
    let s = by.get(i.object);
    if (!s) by.set(i.object, (s = { object: i.object, first: i.t, created: null, stopped: null }));
    const creates =
      i.key === 'PodCreated' ||
      i.key === 'Event Scheduled' ||
      / (Pending|ContainerCreating|PodInitializing|Init:0\/\d+)$/.test(i.key);
    if (creates && s.created === null && i.t === s.first) s.created = i.t;
    const stops =
      i.key === 'DeletionRequested' || i.key === 'Event Killing' || i.key.endsWith(' Terminating');
    if (stops && s.stopped === null) s.stopped = i.t;
  }
  return [...by.values()];
}

export function compareObserved(trace: Trace, observed: readonly Observation[]): Comparison {
  const real = realItems(observed);
  const sim = simulatedItems(trace, new Set(observed.map((o) => o.type)));
  let anchorKey: string | null = null;
  let offsetMs = real[0]?.t ?? 0;
  for (const is of ANCHORS) {
    const r = real.find(is);
    const s = r && sim.find(is);
    if (r && s) {
      [anchorKey, offsetMs] = [
        r.key.startsWith('STATUS') ? 'STATUS Terminating' : r.key,
        r.t - s.t,
      ];
      break;
    }
  }
  if (anchorKey === null) {
    const r = real.find((x) => sim.some((s) => s.key === x.key));
    if (r) [anchorKey, offsetMs] = [r.key, r.t - sim.find((s) => s.key === r.key)!.t];
  }
  const aligned = real.map((r) => ({ ...r, t: r.t - offsetMs }));
  // Only what happened within the pasted window (the cluster saw nothing outside it).
  const from = Math.min(...aligned.map((a) => a.t)) - SAME_MS;
  const to = Math.max(...aligned.map((a) => a.t)) + SAME_MS;
  const inWindow = sim.filter((s) => s.t >= from && s.t <= to);
  const roles = matchRoles(seen(aligned, from, to), seen(inWindow, from, to));

  const group = (items: Item[], name: (o: string) => string) => {
    const m = new Map<string, Item[]>();
    for (const i of items) {
      const k = `${i.key}|${name(i.object)}`;
      m.set(k, [...(m.get(k) ?? []), i]);
    }
    return m;
  };
  const R = group(aligned, (o) => roles.get(o) ?? `cluster:${o}`);
  const S = group(inWindow, (o) => o);
  const realOf = new Map([...roles].map(([r, s]) => [s, r]));
  const kinds = new Set(aligned.map((r) => r.key.split(' ')[0]));
  const differences: Difference[] = [];
  for (const k of new Set([...R.keys(), ...S.keys()])) {
    const rs = R.get(k) ?? [];
    const ss = S.get(k) ?? [];
    // Only happenings the paste could show are compared (a pod paste has no Events).
    if (rs.length === 0 && !kinds.has(ss[0]!.key.split(' ')[0])) continue;
    for (let i = 0; i < Math.max(rs.length, ss.length); i++) {
      const r = rs[i];
      const s = ss[i];
      const delta = r && s ? r.t - s.t : 0;
      differences.push({
        what: (r ?? s)!.key,
        object: r ? r.object : (realOf.get(s!.object) ?? s!.object),
        simulatedObject: s ? s.object : (roles.get(r!.object) ?? null),
        observedT: r ? r.t : null,
        simulatedT: s ? s.t : null,
        simulatedIndex: s?.index ?? null,
        verdict: !s
          ? 'only in the cluster'
          : !r
            ? 'only in podterm'
            : Math.abs(delta) <= SAME_MS
              ? 'same'
              : delta < 0
                ? 'earlier'
                : 'later',
      });
    }
  }
  differences.sort(
    (a, b) => (a.observedT ?? a.simulatedT ?? 0) - (b.observedT ?? b.simulatedT ?? 0),
  );
  return {
    offsetMs,
    anchor: anchorKey,
    marks: aligned.map((a) => ({ t: a.t, object: a.object, label: a.label })),
    differences,
  };
}

const cache = new WeakMap<Trace, WeakMap<readonly Observation[], Comparison>>();

/** compareObserved, once per run and paste (the marks and the list share it). */
export function comparisonOf(trace: Trace, observed: readonly Observation[]): Comparison {
  let byObs = cache.get(trace);
  if (!byObs) cache.set(trace, (byObs = new WeakMap()));
  let c = byObs.get(observed);
  if (!c) byObs.set(observed, (c = compareObserved(trace, observed)));
  return c;
}
