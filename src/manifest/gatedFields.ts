// Fields newer than Kubernetes 1.21 behind feature gates. With its gate off (alpha, or
// not yet there), the API server drops such a field on create — silently, in each
// strategy's PrepareForCreate (e.g. pkg/registry/batch/job/strategy.go dropDisabledFields)
// — so the object runs as if it were not written. podterm does the same and says so.
import type { Reader } from './fields.ts';

/** field → [first minor where the gate is on by default, gate name]. */
export type GatedFields = Readonly<Record<string, readonly [number, string]>>;

export function dropDisabledFields(spec: Reader, gated: GatedFields, minor: number): Reader {
  const dropped = Object.entries(gated).filter(
    ([field, [since]]) => spec.has(field) && minor < since,
  );
  for (const [field, [since, gate]] of dropped)
    spec.report(
      'warning',
      `${spec.name(field)}: ignored: the ${gate} feature gate is off in Kubernetes 1.${minor} (on from 1.${since}), so the API server drops this field`,
      field,
    );
  return dropped.length > 0 ? spec.without(dropped.map(([f]) => f)) : spec;
}
