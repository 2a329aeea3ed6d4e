// The Kubernetes version, one typed value from the parser to the page. podterm reasons about
// releases of 1.x: a minor ("1.35", which means the minor's last patch release, backports
// included) or, where Kubernetes changed behaviour within a minor, a patch ("1.35.3"). The
// trace and the Scenario document carry it as that string, and every reader goes through
// `parseVersion` below. What a version *does* is asked of the rulebook (gates.ts, changes.ts,
// features.ts); nothing outside this folder compares versions (eslint/noVersionComparison.js).

declare const MINOR: unique symbol;
/** A minor of Kubernetes 1.x, e.g. 27 for "1.27": a number only this folder orders. */
export type Minor = number & { readonly [MINOR]: true };

/** A release of Kubernetes 1.x: a minor, and a patch where one is named. */
export interface KubeVersion {
  readonly minor: Minor;
  /** The patch release ("1.35.3" → 3), or null for the minor's last patch ("1.35"). */
  readonly patch: number | null;
}

export const MIN_MINOR = 21 as Minor;
export const MAX_MINOR = 37 as Minor;

const interned = new Map<string, KubeVersion>();

/**
 * The version 1.`minor`(.`patch`), one object per release, so that two readings of "1.35"
 * are the same value (a memo keyed by the version stays small and exact).
 */
export function kube(minor: number, patch: number | null = null): KubeVersion {
  const key = patch === null ? `${minor}` : `${minor}.${patch}`;
  let v = interned.get(key);
  if (v === undefined) {
    v = Object.freeze({ minor: minor as Minor, patch });
    interned.set(key, v);
  }
  return v;
}

/** The newest release podterm knows: a new document's version. */
export const NEWEST: KubeVersion = kube(MAX_MINOR);

/** "1.27" or "1.35.3": the form of the trace's `kubernetesVersion` and the Scenario document. */
export const versionLabel = (v: KubeVersion): string =>
  v.patch === null ? `1.${v.minor}` : `1.${v.minor}.${v.patch}`;

/** The version of "1.27", "v1.27" or "1.35.3"; null for anything else (range not checked). */
export function parseVersion(text: string): KubeVersion | null {
  const m = /^v?1\.(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  return kube(Number(m[1]), m[2] === undefined ? null : Number(m[2]));
}

/** A release podterm simulates: 1.21 … 1.37, any patch of them. */
export const isSupported = (v: KubeVersion): boolean =>
  Number.isInteger(v.minor) && v.minor >= MIN_MINOR && v.minor <= MAX_MINOR;

/** The version a trace was simulated for (its `kubernetesVersion`), the newest if unreadable. */
export const traceVersion = (trace: { kubernetesVersion: string }): KubeVersion =>
  parseVersion(trace.kubernetesVersion) ?? NEWEST;

/** `supported versions are "1.21" … "1.37"`, as the validation messages say it. */
export const SUPPORTED_RANGE = `supported versions are "1.${MIN_MINOR}" … "1.${MAX_MINOR}"`;

/**
 * For tables of the API's own data keyed by minor (the generated field tree, the served
 * apiVersions): whether `v` falls in [first, last]. Behaviour is asked by name (features.ts).
 */
export const withinMinors = (v: KubeVersion, first: number, last: number): boolean =>
  v.minor >= first && v.minor <= last;

/**
 * A rule that starts at `since` applies to `v`. A rule's release without a patch starts at
 * the minor's first patch ("1.35" is 1.35.0 here), while a queried minor alone is its last
 * patch: so "1.35" has every 1.35.x rule, and "1.35.3" has "1.35" rules but not "1.35.4" ones.
 */
export function reached(since: KubeVersion, v: KubeVersion): boolean {
  if (since.minor !== v.minor) return since.minor < v.minor;
  return (since.patch ?? 0) <= (v.patch ?? Infinity);
}

/**
 * YAML reads an unquoted `1.30` as the number 1.3: the version it meant ("1.30"), when the
 * number read back that way is a supported minor; null when the number is what it says.
 */
export function lostTrailingZero(n: number): string | null {
  const v = parseVersion(String(n));
  if (v === null || v.patch !== null || v.minor >= 10) return null;
  const meant = v.minor * 10;
  return meant >= MIN_MINOR && meant <= MAX_MINOR ? `1.${meant}` : null;
}

/** `v` is a release after 1.`last` (a table's "served through", "removed after"). */
export const afterMinor = (v: KubeVersion, last: number): boolean => v.minor > last;

/** `v` is a release before 1.`first` (a table's "comes in"). */
export const beforeMinor = (v: KubeVersion, first: number): boolean => v.minor < first;

/** Where `v` falls against [first, last]: before it, inside, or after it. */
export function placeInMinors(v: KubeVersion, first: number, last: number): -1 | 0 | 1 {
  if (v.minor < first) return -1;
  return v.minor > last ? 1 : 0;
}

/**
 * The releases a picker offers, newest first: every minor (its last patch), and below a
 * minor each patch after which the rulebook changes (`patchesThatDiffer`, e.g. "1.35.3"
 * for 1.35.0–1.35.3 where 1.35.4 turned a gate off).
 */
export function pickableVersions(patchesThatDiffer: readonly KubeVersion[]): KubeVersion[] {
  const out: KubeVersion[] = [];
  for (let m = MAX_MINOR; m >= MIN_MINOR; m--) {
    out.push(kube(m));
    const patches = patchesThatDiffer
      .filter((p) => p.minor === m && p.patch !== null && p.patch > 0)
      .map((p) => p.patch! - 1)
      .sort((a, b) => b - a);
    for (const p of new Set(patches)) out.push(kube(m, p));
  }
  return out;
}
