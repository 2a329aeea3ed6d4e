// A real cluster's observations against the simulated trace: aligned at the deletion (the
// first DeletionRequested, else the first Killing Event, else a Pod's line turning
// Terminating, else a watch's listing of a Terminating Pod, else the first thing both saw); each real object paired with the simulated one in the
// same role (roles.ts: the deleted Pod with the deleted Pod, a replacement with the
// replacement); then, object by object, the n-th happening of a kind in the cluster with
// the n-th in podterm, only within the pasted window, every difference in time or outcome
// listed. A watch's listing of Pods that already existed is checked against what podterm's
// Pod was when the window opens.
import type { Trace } from '../trace/types.ts';
import type { Observation } from './parseObserved.ts';
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

const terminating = (key: string): boolean =>
  key.startsWith('STATUS ') && key.endsWith(' Terminating');

/** The cluster's changes into Terminating: a Pod's first Terminating line after another state. */
function becameTerminating(real: readonly Item[]): Set<Item> {
  const last = new Map<string, string>();
  const out = new Set<Item>();
  for (const r of real) {
    const before = last.get(r.object);
    if (!r.listing && terminating(r.key) && !(before !== undefined && terminating(before)))
      out.add(r);
    last.set(r.object, r.key);
  }
  return out;
}

/**
 * Where the cluster's clock sits on the trace's: at the deletion (its DeletionRequested, the
 * first Killing Event, a Pod's line turning Terminating); for a watch started after the
 * deletion, at its listing of a Terminating Pod (the deletion was then or just before: the
 * closest the paste allows); else at the first change both have, else at a listed state.
 */
function align(real: Item[], sim: Item[]): { anchor: string | null; offsetMs: number } {
  const changes = real.filter((r) => !r.listing);
  const listed = real.filter((r) => r.listing);
  const turned = becameTerminating(real);
  const anchors: [string, Item[], (i: Item) => boolean][] = [
    ['DeletionRequested', changes, (i) => i.key === 'DeletionRequested'],
    ['Event Killing', changes, (i) => i.key === 'Event Killing'],
    ['STATUS Terminating', changes, (i) => turned.has(i)],
    ['STATUS Terminating (listed)', listed, (i) => terminating(i.key)],
  ];
  for (const [anchor, items, is] of anchors) {
    const r = items.find(is);
    const s = r && sim.find((x) => x.key === r.key);
    if (r && s) return { anchor, offsetMs: r.t - s.t };
  }
  for (const r of [...changes, ...listed]) {
    const s = sim.find((x) => x.key === r.key);
    if (s) return { anchor: r.key, offsetMs: r.t - s.t };
  }
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
  const win = windowOf(aligned);
  const roles = matchRoles(seen(aligned, win.from, win.to), seen(sim, win.from, win.to));
  const realOf = new Map([...roles].map(([r, s]) => [s, r]));

  const differences: Difference[] = [];
  const add: Add = (r, s, v = verdict(r, s)) =>
    differences.push({
      what: (r ?? s)!.key,
      object: r ? r.object : (realOf.get(s!.object) ?? s!.object),
      simulatedObject: s ? s.object : r ? (roles.get(r.object) ?? null) : null,
      observedT: r ? r.t : null,
      simulatedT: s ? s.t : null,
      simulatedIndex: s?.index ?? null,
      verdict: v,
    });
  compareListings(aligned, sim, roles, win, add);
  compareHappenings(aligned, sim, roles, win, add);
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

/** One difference: the cluster's item against podterm's (either may be missing). */
type Add = (r: Item | undefined, s: Item | undefined, v?: Verdict) => void;

/** The pasted window on the trace's clock. */
interface PasteWindow {
  /** What the cluster saw change (not a watch's listing). */
  changes: Item[];
  /** From the first change the cluster saw (a listing says only what was there). */
  from: number;
  /** From the listing on: a watch prints every change after its listing, so podterm's
   *  happenings from then count where the cluster has their kind on that object. */
  opened: number;
  to: number;
}

function windowOf(aligned: Item[]): PasteWindow {
  const changes = aligned.filter((a) => !a.listing);
  const from = Math.min(...(changes.length ? changes : aligned).map((a) => a.t)) - SAME_MS;
  const opened = Math.min(from, ...aligned.map((a) => a.t - SAME_MS));
  const to = Math.max(...aligned.map((a) => a.t)) + SAME_MS;
  return { changes, from, opened, to };
}

/**
 * A listing against what podterm's Pod in the same role showed at the listing, or as the
 * window opened (the story's start is compressed in podterm: its Pods are young).
 */
function compareListings(
  aligned: Item[],
  sim: Item[],
  roles: Map<string, string>,
  { from }: PasteWindow,
  add: Add,
): void {
  for (const r of aligned.filter((a) => a.listing)) {
    const object = roles.get(r.object);
    const at = (t: number) =>
      sim.findLast((s) => s.object === object && s.key.startsWith('STATUS ') && s.t <= t);
    const then = [at(r.t), at(Math.max(r.t, from))].find((s) => s?.key === r.key);
    add(r, then ?? at(Math.max(r.t, from)), then ? 'same' : 'only in the cluster');
  }
}

/** Happenings: the n-th of a kind on one object in the cluster with the n-th in podterm. */
function compareHappenings(
  aligned: Item[],
  sim: Item[],
  roles: Map<string, string>,
  { changes, from, opened, to }: PasteWindow,
  add: Add,
): void {
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
    sim.filter((s) => s.t >= opened && s.t <= to),
    (o) => o,
  );
  for (const [k, ss] of S)
    if (!R.has(k)) {
      const inWindow = ss.filter((s) => s.t >= from);
      if (inWindow.length) S.set(k, inWindow);
      else S.delete(k);
    }
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
