// The AWS Load Balancer Controller's pod readiness gate (docs/deploy/pod_readiness_gate.md):
// with its webhook on for the namespace (label elbv2.k8s.aws/pod-readiness-gate-inject:
// enabled, the knob pod-readiness-gate-inject), every Pod created behind a TargetGroupBinding
// gets the gate target-health.elbv2.k8s.aws/<binding>, and is Ready only once its target is
// healthy. It paces new Pods only; it does nothing at termination.
import type { PodTemplateModel } from '../../manifest/model/model.ts';
import { flag, type HopInput } from './hop.ts';

const ON = 'pod-readiness-gate-inject';

/**
 * The gate's condition type, named after the binding the controller makes for the Service
 * (it names bindings k8s-<namespace>-<service>-<hash>; the hash is left out here).
 */
export function readinessGateOf(
  input: Pick<HopInput, 'service' | 'namespace' | 'settings'>,
): string | null {
  return flag(input.settings, ON)
    ? `target-health.elbv2.k8s.aws/k8s-${input.namespace}-${input.service}`
    : null;
}

const gated = new WeakMap<PodTemplateModel, PodTemplateModel>();

/** The template as the webhook returns it (the same object for every Pod of a template). */
export function withGate(t: PodTemplateModel, gate: string): PodTemplateModel {
  let out = gated.get(t);
  if (!out) {
    out = { ...t, readinessGates: [...(t.readinessGates ?? []), gate] };
    gated.set(t, out);
  }
  return out;
}
