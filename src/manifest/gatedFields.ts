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

/** pkg/features ContainerRestartRules: alpha (off) in 1.34, beta and on from 1.35. */
const RESTART_RULES = [35, 'ContainerRestartRules'] as const;

/**
 * A container's restartPolicyRules, with a regular container's restartPolicy or an init
 * container's other than Always, exist from 1.34 behind ContainerRestartRules; with the
 * gate off pkg/api/pod/util.go dropContainerRestartRules drops them before validation, so
 * the container restarts by the Pod's restartPolicy. Before 1.34 the field is unknown.
 */
export function dropContainerRestartRules(c: Reader, init: boolean, minor: number): Reader {
  if (minor < 34) {
    if (c.has('restartPolicyRules'))
      c.report(
        'warning',
        `${c.name('restartPolicyRules')}: the field exists from Kubernetes 1.34 (ContainerRestartRules); 1.${minor} does not know it, so kubectl apply refuses it; podterm ignores it`,
        'restartPolicyRules',
      );
    return c.without(['restartPolicyRules']);
  }
  const policy = c.get('restartPolicy');
  const gated: Record<string, typeof RESTART_RULES> = { restartPolicyRules: RESTART_RULES };
  if (!init || (policy !== undefined && policy !== null && policy !== 'Always'))
    gated.restartPolicy = RESTART_RULES;
  return dropDisabledFields(c, gated, minor);
}
