// Knobs more than one hop has: Envoy's connect timeout (Envoy Gateway, the Istio gateway and
// sidecar), istiod's push debounce (the Istio gateway and callers' sidecars), and the AWS Load Balancer Controller's (its ALB and NLB targets).
import { s, type Knob } from './knobTypes.ts';

export const ENVOY_CONNECT_TIMEOUT: Knob = {
  name: 'connect-timeout',
  kind: 'duration',
  default: s(10),
  evidence: 'code',
  source:
    'envoyproxy/gateway v1.9.0 internal/xds/translator/cluster.go:62; istio pkg/config/mesh/mesh.go:94',
  effect: 'how long a connect to a Pod IP that is gone waits before 503 UF',
};

/** The AWS Load Balancer Controller's knobs, the same for its ALB and NLB targets. */
export const AWS_CONTROLLER: readonly Knob[] = [
  {
    name: 'pod-readiness-gate-inject',
    kind: 'flag',
    default: false,
    evidence: 'doc',
    source:
      'aws-load-balancer-controller docs/deploy/pod_readiness_gate.md (namespace label elbv2.k8s.aws/pod-readiness-gate-inject: enabled)',
    effect: 'new Pods are Ready only once their target is healthy; nothing changes at termination',
  },
  {
    name: 'reconcile',
    kind: 'duration',
    default: 0,
    evidence: 'infer',
    source: 'request-path.md §9: the TargetGroupBinding reconcile, a parameter',
    effect: 'time from the EndpointSlice change to the DeregisterTargets call',
  },
];

/** istiod debounces its pushes to the Istio gateway and to every caller's sidecar alike. */
export const ISTIOD_DEBOUNCE: readonly Knob[] = [
  {
    name: 'PILOT_DEBOUNCE_AFTER',
    kind: 'duration',
    default: 100,
    evidence: 'code',
    source: 'istio pilot/pkg/features/tuning.go:78',
    effect: 'istiod pushes after this long without a new change',
  },
  {
    name: 'PILOT_DEBOUNCE_MAX',
    kind: 'duration',
    default: s(10),
    evidence: 'code',
    source: 'istio pilot/pkg/features/tuning.go:84',
    effect: 'istiod pushes at the latest this long after the first change',
  },
];
