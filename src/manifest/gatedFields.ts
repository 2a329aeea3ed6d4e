// Fields newer than Kubernetes 1.21 behind feature gates. With its gate off (alpha, or
// not yet there), the API server drops such a field on create — silently, in each
// strategy's PrepareForCreate (e.g. pkg/registry/batch/job/strategy.go dropDisabledFields)
// — so the object runs as if it were not written. podterm does the same and says so.
import { FEATURE_GATES, gateOn, type Gate, type VersionedSpec } from '../versions/gates.ts';
import { restartRulesFieldExists } from '../versions/features.ts';
import { versionLabel, type KubeVersion } from '../versions/version.ts';
import type { Reader } from './fields.ts';

/** field → the feature gate that must be on for the API server to keep it (gates.ts). */
export type GatedFields = Readonly<Record<string, Gate>>;

/**
 * When the gate is on by default, as the messages say it after "on from": "1.25", or, for a
 * gate a patch turned off again, "1.35.0 until 1.35.4, and from 1.37" (its table's entries
 * in order: each one that changes the default opens or closes a stretch).
 */
export function gateOnWhen(gate: Gate): string {
  const stretches: string[] = [];
  let open: string | null = null;
  for (const s of FEATURE_GATES[gate] as readonly VersionedSpec[]) {
    if (s.default && open === null) open = s.version;
    else if (!s.default && open !== null) {
      stretches.push(`${open} until ${s.version}`);
      open = null;
    }
  }
  if (open !== null) stretches.push(stretches.length > 0 ? `from ${open}` : open);
  if (stretches.length === 0) return 'never';
  return stretches.length > 1
    ? `${stretches.slice(0, -1).join(', ')}, and ${stretches.at(-1)}`
    : stretches[0]!;
}

export function dropDisabledFields(spec: Reader, gated: GatedFields, v: KubeVersion): Reader {
  const dropped = Object.entries(gated).filter(
    ([field, gate]) => spec.has(field) && !gateOn(v, gate),
  );
  for (const [field, gate] of dropped)
    spec.report(
      'warning',
      `${spec.name(field)}: ignored: the ${gate} feature gate is off in Kubernetes ${versionLabel(v)} (on from ${gateOnWhen(gate)}), so the API server drops this field`,
      field,
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
      );
    return c.without(['restartPolicyRules']);
  }
  const policy = c.get('restartPolicy');
  const gated: Record<string, Gate> = { restartPolicyRules: RESTART_RULES };
  if (!init || (policy !== undefined && policy !== null && policy !== 'Always'))
    gated.restartPolicy = RESTART_RULES;
  return dropDisabledFields(c, gated, v);
}
