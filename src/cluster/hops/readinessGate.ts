// The AWS Load Balancer Controller's pod readiness gate (docs/deploy/pod_readiness_gate.md):
// with its webhook on for the namespace (label elbv2.k8s.aws/pod-readiness-gate-inject:
// enabled, the knob pod-readiness-gate-inject), every Pod created behind a TargetGroupBinding
// gets the gate target-health.elbv2.k8s.aws/<binding>, and is Ready only once its target is
// healthy. It paces new Pods only; it does nothing at termination. The webhook's patch (the
// gate added to the Pod's spec.readinessGates) is the API server's admission step
// (apiserver/podAdmission.ts `withReadinessGate`): the controller only names the condition.
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
