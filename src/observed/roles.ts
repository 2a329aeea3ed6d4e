// Which simulated object a real one is. Generated names differ (a real ReplicaSet's
// pod-template-hash, a Pod's random suffix), so objects are matched by what they are to the
// story: a workload's ReplicaSets by the order they appear, and within one ReplicaSet (or
// Job, DaemonSet…) the Pods created within the pasted window to the Pods podterm created,
// in order of creation; the Pods deleted to the Pods deleted, in order of deletion; the
// rest by the order they are first seen. Names without a generated part match exactly.

// apimachinery rand.String and SafeEncodeString draw from this alphabet.
const SUFFIX = /-[bcdfghjklmnpqrstvwxz2456789]{5}$/;
const TEMPLATE_HASH = /-[bcdfghjklmnpqrstvwxz2456789]{6,10}$/;
/** A CronJob's Job: `<cronjob>-<minutes since the epoch>`. */
const SCHEDULED = /-\d{8,}$/;

interface Generated {
  /** The stable part: `Pod/web`, `ReplicaSet/web`, `Job/report`. */
  family: string;
  /** The generated part one level up (the ReplicaSet's hash of a Pod), or '' when none. */
  generation: string;
}

/** `Pod/web-6c7f9d8b4-abcde` → family `Pod/web`, generation `6c7f9d8b4`; null: no generated part. */
export function generated(object: string): Generated | null {
  const slash = object.indexOf('/');
  const kind = object.slice(0, slash);
  const name = object.slice(slash + 1);
  if (kind === 'Pod' && SUFFIX.test(name)) {
    const owner = name.replace(SUFFIX, '');
    const hash = TEMPLATE_HASH.exec(owner)?.[0] ?? '';
    const job = SCHEDULED.exec(owner)?.[0] ?? '';
    const generation = (hash || job).slice(1);
    return { family: `Pod/${owner.slice(0, owner.length - (hash || job).length)}`, generation };
  }
  if (kind === 'ReplicaSet' && TEMPLATE_HASH.test(name))
    return { family: `ReplicaSet/${name.replace(TEMPLATE_HASH, '')}`, generation: '' };
  if (kind === 'Job' && SCHEDULED.test(name))
    return { family: `Job/${name.replace(SCHEDULED, '')}`, generation: '' };
  return null;
}

/** `Pod/web-6c7f9d8b4-bxz2k` → `Pod/web`: what Pods and owners of one workload share. */
export const family = (object: string): string => generated(object)?.family ?? object;

/** What one side (the cluster, or podterm) shows of an object within the window. */
export interface Seen {
  object: string;
  /** First seen, created within the window (null: it existed before), deleted or stopped. */
  first: number;
  created: number | null;
  stopped: number | null;
}

/** The cluster's object → podterm's, for every object the two can be paired on. */
export function matchRoles(real: readonly Seen[], sim: readonly Seen[]): Map<string, string> {
  const out = new Map<string, string>();
  const simNames = new Set(sim.map((s) => s.object));
  // A name of its own (a Job, a bare Pod, a StatefulSet's web-0) is the same name in podterm.
  for (const r of real)
    if (!generated(r.object) && simNames.has(r.object)) out.set(r.object, r.object);
  // Owners first (their order of appearance), then the Pods of each matched generation.
  const owners = (xs: readonly Seen[]) =>
    groupBy(
      xs.filter((x) => !x.object.startsWith('Pod/') && generated(x.object)),
      (x) => family(x.object),
    );
  const simOwners = owners(sim);
  for (const [fam, rs] of owners(real)) pairInOrder(rs, simOwners.get(fam) ?? [], out);
  const generationOf = pairGenerations(real, sim);
  const groupOf = (x: Seen, side: 'real' | 'sim'): string => {
    const g = generated(x.object);
    if (!g) return x.object;
    const generation =
      side === 'real'
        ? (generationOf.get(`${g.family}|${g.generation}`) ?? `?${g.generation}`)
        : g.generation;
    return `${g.family}|${generation}`;
  };
  const pods = (xs: readonly Seen[], side: 'real' | 'sim') =>
    groupBy(
      xs.filter((x) => x.object.startsWith('Pod/')),
      (x) => groupOf(x, side),
    );
  const simPods = pods(sim, 'sim');
  for (const [group, mine] of pods(real, 'real')) {
    if (!generated(mine[0]!.object)) continue;
    pairPods(mine, simPods.get(group) ?? [], out);
  }
  return out;
}

/**
 * A Pod's generation is its ReplicaSet's hash (or a CronJob's Job's time): the two sides'
 * generations of one family pair in order of appearance. `family|real generation` → podterm's.
 */
function pairGenerations(real: readonly Seen[], sim: readonly Seen[]): Map<string, string> {
  const generationOf = new Map<string, string>();
  const generations = (xs: readonly Seen[]) =>
    groupBy(
      xs.filter((x) => generated(x.object)?.generation),
      (x) => family(x.object),
    );
  const simGenerations = generations(sim);
  for (const [fam, pods] of generations(real)) {
    const order = (ps: Seen[]) => [...new Set(ps.map((p) => generated(p.object)!.generation))];
    const theirs = order(simGenerations.get(fam) ?? []);
    order(pods).forEach((g, i) => {
      if (theirs[i] !== undefined) generationOf.set(`${fam}|${g}`, theirs[i]);
    });
  }
  return generationOf;
}

/**
 * The Pods of one generation, paired by their part in the story: a replacement to the
 * replacement (in order of creation), the deleted Pod to the deleted Pod (in order of
 * deletion), then the others (in order first seen).
 */
function pairPods(pods: readonly Seen[], theirs: readonly Seen[], out: Map<string, string>): void {
  const taken = new Set<Seen>();
  const pick = (mine: Seen[], cands: readonly Seen[], by: (s: Seen) => number) =>
    pairInOrder(
      [...mine].sort((a, b) => by(a) - by(b)),
      cands.filter((c) => !taken.has(c)).sort((a, b) => by(a) - by(b)),
      out,
      taken,
    );
  pick(
    pods.filter((p) => p.created !== null),
    theirs.filter((p) => p.created !== null),
    (s) => s.created!,
  );
  const left = pods.filter((p) => !out.has(p.object));
  pick(
    left.filter((p) => p.stopped !== null),
    theirs.filter((p) => p.stopped !== null),
    (s) => s.stopped!,
  );
  pick(
    pods.filter((p) => !out.has(p.object)),
    theirs,
    (s) => s.first,
  );
}

function pairInOrder(
  mine: readonly Seen[],
  theirs: readonly Seen[],
  out: Map<string, string>,
  taken?: Set<Seen>,
): void {
  for (let i = 0; i < Math.min(mine.length, theirs.length); i++) {
    out.set(mine[i]!.object, theirs[i]!.object);
    taken?.add(theirs[i]!);
  }
}

function groupBy<T>(xs: readonly T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    let list = m.get(k);
    if (!list) m.set(k, (list = []));
    list.push(x);
  }
  return m;
}
