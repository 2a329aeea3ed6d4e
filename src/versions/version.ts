// The Kubernetes version, one typed value from the parser to the page. podterm reasons about
// minors of 1.x (a minor means its last patch release); the trace and the Scenario document
// carry it as the string "1.NN", and every reader goes through `parseVersion` below.

/** A minor version of Kubernetes 1.x, e.g. 27 for "1.27". */
export type Minor = number;

export const MIN_MINOR: Minor = 21;
export const MAX_MINOR: Minor = 34;

/** Every supported minor, newest first (the pickers' order). */
export const MINORS_NEWEST_FIRST: readonly Minor[] = Array.from(
  { length: MAX_MINOR - MIN_MINOR + 1 },
  (_, i) => MAX_MINOR - i,
);

/** "1.27" for 27: the form of the trace's `kubernetesVersion` and the Scenario document. */
export const versionLabel = (v: Minor): string => `1.${v}`;

/** The minor of "1.27", "v1.27" or "1.27.3"; null for anything else (range not checked). */
export function parseVersion(text: string): Minor | null {
  const m = /^v?1\.(\d+)(\.\d+)?$/.exec(text.trim());
  return m ? Number(m[1]) : null;
}

export const isSupportedMinor = (v: number): v is Minor =>
  Number.isInteger(v) && v >= MIN_MINOR && v <= MAX_MINOR;

/** The minor a trace was simulated for (its `kubernetesVersion`), the newest if unreadable. */
export const traceMinor = (trace: { kubernetesVersion: string }): Minor =>
  parseVersion(trace.kubernetesVersion) ?? MAX_MINOR;

/** `supported versions are "1.21" … "1.34"`, as the validation messages say it. */
export const SUPPORTED_RANGE = `supported versions are "${versionLabel(MIN_MINOR)}" … "${versionLabel(MAX_MINOR)}"`;
