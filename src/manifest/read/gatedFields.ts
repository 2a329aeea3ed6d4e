// Fields newer than Kubernetes 1.21 behind feature gates. With its gate off (alpha, or
// not yet there), the API server drops such a field on create — silently, in each
// strategy's PrepareForCreate (e.g. pkg/registry/batch/job/strategy.go dropDisabledFields)
// — so the object runs as if it were not written. podterm does the same and says so.
import { gateOn, gateOnWhen, type Gate } from '../../versions/gates.ts';
import { restartRulesFieldExists } from '../../versions/features.ts';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';
import type { Reader } from './fields.ts';

/** field → the feature gate that must be on for the API server to keep it (gates.ts). */
export type GatedFields = Readonly<Record<string, Gate>>;

export function dropDisabledFields(spec: Reader, gated: GatedFields, v: KubeVersion): Reader {
  const dropped = Object.entries(gated).filter(
    ([field, gate]) => spec.has(field) && !gateOn(v, gate),
  );
  for (const [field, gate] of dropped)
    spec.report(
      'warning',
      `${spec.name(field)}: ignored: the ${gate} feature gate is off in Kubernetes ${versionLabel(v)} (on from ${gateOnWhen(gate)}), so the API server drops this field`,
      field,
      'fieldGateOff',
    );
  return dropped.length > 0 ? spec.without(dropped.map(([f]) => f)) : spec;
}

const RESTART_RULES: Gate = 'ContainerRestartRules';

/**
 * A container's restartPolicyRules, with a regular container's restartPolicy or an init
 * container's other than Always, exist from 1.34 behind ContainerRestartRules; with the
 * gate off pkg/api/pod/util.go dropContainerRestartRules drops them before validation, so
 * the container restarts by the Pod's restartPolicy. Before 1.34 the field is unknown.
 */
export function dropContainerRestartRules(c: Reader, init: boolean, v: KubeVersion): Reader {
  if (!restartRulesFieldExists(v)) {
    if (c.has('restartPolicyRules'))
      c.report(
        'warning',
        `${c.name('restartPolicyRules')}: the field exists from Kubernetes 1.34 (ContainerRestartRules); ${versionLabel(v)} does not know it, so kubectl apply refuses it; podterm ignores it`,
        'restartPolicyRules',
        'fieldNotInVersion',
      );
    return c.without(['restartPolicyRules']);
  }
  const policy = c.get('restartPolicy');
  const gated: Record<string, Gate> = { restartPolicyRules: RESTART_RULES };
  if (!init || (policy !== undefined && policy !== null && policy !== 'Always'))
    gated.restartPolicy = RESTART_RULES;
  return dropDisabledFields(c, gated, v);
}
