// A real cluster's observations against the simulated trace: aligned at the deletion
// (the first DeletionRequested, else the first Killing Event, else the first thing both
// saw), paired in order per kind of happening and object family, with every difference
// in time or outcome listed. Pod names differ (generated suffixes), so objects are
// compared by family: `web-6c7f9-abcde` and `web-5d8b4-xyz12` are both Pods of `web`.
import type { Trace, TraceEvent } from '../../trace/types.ts';
import { podStatus } from '../narration/kubectlPod.ts';
import { eventsByObject, podViewAt } from '../narration/podView.ts';
import type { Observation } from '../../observed/parseObserved.ts';

/** Within this, an observed and a simulated time are the same moment. */
export const SAME_MS = 1500;

export interface Difference {
  what: string;
  object: string;
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

// apimachinery rand.String and SafeEncodeString draw from this alphabet.
const SUFFIX = /-[bcdfghjklmnpqrstvwxz2456789]{5}$/;
const TEMPLATE_HASH = /-[bcdfghjklmnpqrstvwxz2456789]{6,10}$/;

/** `Pod/web-6c7f9d8b4-abcde` → `Pod/web`; `Pod/job-01-xk2p9` → `Pod/job-01`; others unchanged. */
export function family(object: string): string {
  const slash = object.indexOf('/');
  const name = object.slice(slash + 1);
  if (object.slice(0, slash) !== 'Pod' || !SUFFIX.test(name)) return object;
  return `Pod/${name.replace(SUFFIX, '').replace(TEMPLATE_HASH, '')}`;
}

interface Item {
  t: number;
  object: string;
  key: string;
  label: string;
  /** Simulated items: the trace event it is. */
  index?: number;
}

/** What an observation is, to pair it: `Event Killing`, `ContainerStarted main`, `STATUS …`. */
function keyOf(type: string, d: Observation['detail']): string {
  switch (type) {
    case 'KubeEvent':
      return `Event ${String(d.reason)}`;
    case 'ContainerStarted':
    case 'ContainerExited':
      return `${type} ${String(d.container)}`;
    case 'PodConditionSet':
      return `${type} ${String(d.type)}`;
    case 'PodStatus':
      return `STATUS ${String(d.status)}`;
    default:
      return type;
  }
}

/** The same key for a simulated event. */
function simulatedKey(e: TraceEvent): string {
  switch (e.type) {
    case 'KubeEvent':
      return `Event ${e.data.reason}`;
    case 'ContainerStarted':
    case 'ContainerExited':
      return `${e.type} ${e.data.container}`;
    case 'PodConditionSet':
      return `${e.type} ${e.data.type}`;
    default:
      return e.type;
  }
}

const COMPARED = new Set([
  'KubeEvent',
  'PodCreated',
  'DeletionRequested',
  'ContainerStarted',
  'ContainerExited',
  'PodReady',
  'PodNotReady',
  'PodConditionSet',
]);

/** The trace as comparable items, with kubectl's STATUS changes when the paste has them. */
function simulated(trace: Trace, withStatus: boolean): Item[] {
  const out: Item[] = [];
  trace.events.forEach((e, index) => {
    if (COMPARED.has(e.type))
      out.push({ t: e.t, object: e.object, key: simulatedKey(e), label: e.type, index });
  });
  if (withStatus) {
    const indexOf = new Map(trace.events.map((e, i) => [e, i]));
    for (const [object, events] of eventsByObject(trace)) {
      if (!object.startsWith('Pod/')) continue;
      let last = '';
      for (const e of events as TraceEvent[]) {
        const v = podViewAt(events, e.t);
        if (!v || v.removed) continue;
        const s = podStatus(v);
        if (s !== last)
          out.push({ t: e.t, object, key: `STATUS ${s}`, label: s, index: indexOf.get(e) ?? 0 });
        last = s;
      }
    }
  }
  return out.sort((a, b) => a.t - b.t);
}

export function compareObserved(trace: Trace, observed: readonly Observation[]): Comparison {
  const real: Item[] = observed.map((o) => ({
    t: o.at,
    object: o.object,
    key: keyOf(o.type, o.detail),
    label: o.type === 'KubeEvent' ? String(o.detail.reason) : String(o.detail.status ?? o.type),
  }));
  const sim = simulated(
    trace,
    observed.some((o) => o.type === 'PodStatus'),
  );
  const pick = (items: Item[], key: string) => items.find((i) => i.key === key);
  const anchorKey =
    ['DeletionRequested', 'Event Killing', 'STATUS Terminating'].find(
      (k) => pick(real, k) && pick(sim, k),
    ) ?? real.find((r) => sim.some((s) => s.key === r.key))?.key;
  const offsetMs = anchorKey
    ? pick(real, anchorKey)!.t - pick(sim, anchorKey)!.t
    : (real[0]?.t ?? 0);
  const aligned = real.map((r) => ({ ...r, t: r.t - offsetMs }));

  // Pair the n-th observed with the n-th simulated of the same key and object family.
  const group = (items: Item[]) => {
    const m = new Map<string, Item[]>();
    for (const i of items) {
      const k = `${i.key}|${family(i.object)}`;
      m.set(k, [...(m.get(k) ?? []), i]);
    }
    return m;
  };
  const R = group(aligned);
  const S = group(sim);
  const differences: Difference[] = [];
  for (const k of new Set([...R.keys(), ...S.keys()])) {
    const rs = R.get(k) ?? [];
    const ss = S.get(k) ?? [];
    // Only happenings the cluster paste could show are compared (a pod paste has no Events).
    if (rs.length === 0 && !real.some((r) => r.key.split(' ')[0] === ss[0]!.key.split(' ')[0]))
      continue;
    for (let i = 0; i < Math.max(rs.length, ss.length); i++) {
      const r = rs[i];
      const s = ss[i];
      const delta = r && s ? r.t - s.t : 0;
      differences.push({
        what: (r ?? s)!.key,
        object: family((r ?? s)!.object),
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
    anchor: anchorKey ?? null,
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
