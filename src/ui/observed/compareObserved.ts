// A real cluster's observations against the simulated trace: aligned at the deletion (the
// first DeletionRequested, else the first Killing Event, else the first Terminating line,
// else the first thing both saw); each real object paired with the simulated one in the
// same role (roles.ts: the deleted Pod with the deleted Pod, a replacement with the
// replacement); then, object by object, the n-th happening of a kind in the cluster with
// the n-th in podterm, only within the pasted window, every difference in time or outcome
// listed. A watch's listing of Pods that already existed is checked against what podterm's
// Pod was when the window opens.
import type { Trace } from '../../trace/types.ts';
import type { Observation } from '../../observed/parseObserved.ts';
import { realItems, seen, simulatedItems, type Item } from './items.ts';
import { matchRoles } from './roles.ts';

export { family } from './roles.ts';

/** Within this, an observed and a simulated time are the same moment. */
export const SAME_MS = 1500;

export type Verdict = 'same' | 'earlier' | 'later' | 'only in the cluster' | 'only in podterm';

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
  verdict: Verdict;
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

const ANCHORS: [string, (i: Item) => boolean][] = [
  ['DeletionRequested', (i) => i.key === 'DeletionRequested'],
  ['Event Killing', (i) => i.key === 'Event Killing'],
  ['STATUS Terminating', (i) => i.key.startsWith('STATUS ') && i.key.endsWith(' Terminating')],
];

/** Where the cluster's clock sits on the trace's: at the first happening both have. */
function align(real: Item[], sim: Item[]): { anchor: string | null; offsetMs: number } {
  const changes = real.filter((r) => !r.listing);
  for (const [anchor, is] of ANCHORS) {
    const r = changes.find(is);
    const s = r && sim.find((x) => x.key === r.key);
    if (r && s) return { anchor, offsetMs: r.t - s.t };
  }
  const r = changes.find((x) => sim.some((s) => s.key === x.key));
  if (r) return { anchor: r.key, offsetMs: r.t - sim.find((s) => s.key === r.key)!.t };
  return { anchor: null, offsetMs: real[0]?.t ?? 0 };
}

function verdict(r: Item | undefined, s: Item | undefined): Verdict {
  if (!s) return 'only in the cluster';
  if (!r) return 'only in podterm';
  const delta = r.t - s.t;
  return Math.abs(delta) <= SAME_MS ? 'same' : delta < 0 ? 'earlier' : 'later';
}

export function compareObserved(trace: Trace, observed: readonly Observation[]): Comparison {
  const real = realItems(observed);
  const sim = simulatedItems(trace, new Set(observed.map((o) => o.type)));
  const { anchor, offsetMs } = align(real, sim);
  const aligned = real.map((r) => ({ ...r, t: r.t - offsetMs }));
  // The window: from the first change the cluster saw (a listing says only what was there).
  const changes = aligned.filter((a) => !a.listing);
  const from = Math.min(...(changes.length ? changes : aligned).map((a) => a.t)) - SAME_MS;
  const to = Math.max(...aligned.map((a) => a.t)) + SAME_MS;
  const roles = matchRoles(seen(aligned, from, to), seen(sim, from, to));
  const realOf = new Map([...roles].map(([r, s]) => [s, r]));

  const differences: Difference[] = [];
  const add = (r: Item | undefined, s: Item | undefined, v = verdict(r, s)) =>
    differences.push({
      what: (r ?? s)!.key,
      object: r ? r.object : (realOf.get(s!.object) ?? s!.object),
      simulatedObject: s ? s.object : r ? (roles.get(r.object) ?? null) : null,
      observedT: r ? r.t : null,
      simulatedT: s ? s.t : null,
      simulatedIndex: s?.index ?? null,
      verdict: v,
    });

  // A listing against what podterm's Pod in the same role showed as the window opened.
  for (const r of aligned.filter((a) => a.listing)) {
    const object = roles.get(r.object);
    const then = sim.findLast(
      (s) => s.object === object && s.key.startsWith('STATUS ') && s.t <= Math.max(r.t, from),
    );
    add(r, then, then?.key === r.key ? 'same' : 'only in the cluster');
  }
  // Happenings: the n-th of a kind on one object in the cluster with the n-th in podterm.
  const group = (items: Item[], name: (o: string) => string) => {
    const m = new Map<string, Item[]>();
    for (const i of items) {
      const k = `${i.key}|${name(i.object)}`;
      m.set(k, [...(m.get(k) ?? []), i]);
    }
    return m;
  };
  const R = group(changes, (o) => roles.get(o) ?? `cluster:${o}`);
  const S = group(
    sim.filter((s) => s.t >= from && s.t <= to),
    (o) => o,
  );
  // Only what the paste could show is compared: its kinds of happening (a pod paste has no
  // Events) about its kinds of object (`kubectl describe job` lists only the Job's Events).
  const kinds = new Set(aligned.map((r) => r.key.split(' ')[0]));
  const objectKinds = new Set(aligned.map((r) => r.object.split('/')[0]));
  for (const k of new Set([...R.keys(), ...S.keys()])) {
    const rs = R.get(k) ?? [];
    const ss = S.get(k) ?? [];
    const s0 = ss[0]!;
    if (
      rs.length === 0 &&
      !(kinds.has(s0.key.split(' ')[0]) && objectKinds.has(s0.object.split('/')[0]))
    )
      continue;
    for (let i = 0; i < Math.max(rs.length, ss.length); i++) add(rs[i], ss[i]);
  }
  differences.sort(
    (a, b) => (a.observedT ?? a.simulatedT ?? 0) - (b.observedT ?? b.simulatedT ?? 0),
  );
  return {
    offsetMs,
    anchor,
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
