// What runs each hop in front of the Pods, and its knobs: the defaults of
// shared/spec/request-path.md, each with the evidence tag and the source that gives it.
// A knob whose value no source gives has no default (`null`): the hop uses one of its
// presets, said as an assumption, or the value the Scenario sets (`dataPlane.settings`).
// The simulation of each hop is in src/cluster/hops/; this is what the document may say.
import type { HopName } from '../../trace/hops.ts';
import { seconds, secondsToMs } from '../../trace/units.ts';

/** request-path.md §0: how far a number can be trusted. */
export type Evidence = 'code' | 'doc' | 'maint' | 'obs' | 'infer';

/**
 * A setting of a hop, by the name request-path.md gives it (`dataPlane.settings`).
 * duration: milliseconds (written `10s`, `500ms` or seconds); rate: per second; count; flag.
 */
export interface Knob {
  readonly name: string;
  readonly kind: 'duration' | 'rate' | 'count' | 'flag';
  /** null: no source gives one (a preset or the Scenario decides). */
  readonly default: number | boolean | null;
  readonly evidence: Evidence;
  /** Where the number comes from (file:line at a tag, an issue, a doc page). */
  readonly source: string;
  /** What the knob changes, in a line. */
  readonly effect: string;
  /** Values people measured, for a knob whose default no source gives. */
  readonly presets?: readonly KnobPreset[];
}

export interface KnobPreset {
  readonly name: string;
  readonly value: number;
  readonly evidence: Evidence;
  readonly source: string;
}

/** Which `dataPlane` key picks the hop, and the value that names it there. */
export type HopRole = 'ingress' | 'loadBalancer' | 'mesh';

export interface HopKind {
  readonly name: HopName;
  readonly role: HopRole;
  /** The value of `dataPlane.<role>` that picks it (`istio` for the istio-proxy sidecar). */
  readonly value: string;
  /** Who makes it, as people call it. */
  readonly title: string;
  readonly knobs: readonly Knob[];
}

/** A table of whole seconds, in the knobs' milliseconds. */
const s = (n: number): number => secondsToMs(seconds(n));

const ENVOY_CONNECT_TIMEOUT: Knob = {
  name: 'connect-timeout',
  kind: 'duration',
  default: s(10),
  evidence: 'code',
  source:
    'envoyproxy/gateway v1.9.0 internal/xds/translator/cluster.go:62; istio pkg/config/mesh/mesh.go:94',
  effect: 'how long a connect to a Pod IP that is gone waits before 503 UF',
};

/** The AWS Load Balancer Controller's knobs, the same for its ALB and NLB targets. */
const AWS_CONTROLLER: readonly Knob[] = [
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

export const HOP_KINDS: Readonly<Record<HopName, HopKind>> = {
  'ingress-nginx': {
    name: 'ingress-nginx',
    role: 'ingress',
    value: 'ingress-nginx',
    title: 'ingress-nginx',
    knobs: [
      {
        name: 'sync-rate-limit',
        kind: 'rate',
        default: 0.3,
        evidence: 'code',
        source:
          'ingress-nginx controller-v1.15.1 pkg/flags/flags.go:170, nginx.go:93 (token bucket, burst 1)',
        effect:
          'how often the controller may rebuild its model: an endpoint change waits for the next token',
      },
      {
        name: 'build',
        kind: 'duration',
        default: 0,
        evidence: 'infer',
        source:
          'request-path.md §9: model build and POST, a parameter (ms at small scale; minutes at ~3000 Ingresses, PR #11045)',
        effect: 'time from the sync to the POST of the backend list',
      },
      {
        name: 'backends-sync-interval',
        kind: 'duration',
        default: s(1),
        evidence: 'code',
        source: 'ingress-nginx rootfs/etc/nginx/lua/balancer.lua:25 BACKENDS_SYNC_INTERVAL',
        effect: 'each NGINX worker copies the posted list on this timer',
      },
      {
        name: 'proxy-next-upstream-tries',
        kind: 'count',
        default: 3,
        evidence: 'code',
        source: 'ingress-nginx internal/ingress/controller/config/config.go:868',
        effect: 'attempts on a connect error or timeout (the first try and the retries)',
      },
      {
        name: 'proxy-connect-timeout',
        kind: 'duration',
        default: s(5),
        evidence: 'code',
        source: 'ingress-nginx config.go:858',
        effect:
          'a connect to a Pod IP that is gone fails after this (504 when it was the last try)',
      },
    ],
  },
  'envoy-gateway': {
    name: 'envoy-gateway',
    role: 'ingress',
    value: 'envoy-gateway',
    title: 'Envoy Gateway',
    knobs: [
      {
        name: 'xds-lag',
        kind: 'duration',
        default: 0,
        evidence: 'infer',
        source:
          'request-path.md §2.2: no debounce knob, no documented number; "model the normal case as sub-second"',
        effect: 'time from the EndpointSlice change to the new EDS in Envoy',
      },
      ENVOY_CONNECT_TIMEOUT,
    ],
  },
  'istio-gateway': {
    name: 'istio-gateway',
    role: 'ingress',
    value: 'istio-gateway',
    title: 'Istio gateway',
    knobs: [
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
      ENVOY_CONNECT_TIMEOUT,
    ],
  },
  traefik: {
    name: 'traefik',
    role: 'ingress',
    value: 'traefik',
    title: 'Traefik',
    knobs: [
      {
        name: 'providersThrottleDuration',
        kind: 'duration',
        default: s(2),
        evidence: 'doc',
        source: 'doc.traefik.io v3.2 kubernetes-ingress reference',
        effect: 'the least time between two configuration reloads; changes in between collapse',
      },
      {
        name: 'dialTimeout',
        kind: 'duration',
        default: s(30),
        evidence: 'code',
        source:
          'traefik v3.7.9 pkg/config/dynamic/http_config.go:569-573 (serversTransport.forwardingTimeouts)',
        effect: 'a connect to a Pod IP that is gone fails after this with 504',
      },
    ],
  },
  'nginx-gateway-fabric': {
    name: 'nginx-gateway-fabric',
    role: 'ingress',
    value: 'nginx-gateway-fabric',
    title: 'NGINX Gateway Fabric',
    knobs: [
      {
        name: 'reload',
        kind: 'duration',
        default: null,
        evidence: 'doc',
        source:
          'request-path.md §2.6: every endpoint change reloads NGINX (OSS); no published duration',
        effect: 'time from the EndpointSlice change to the reloaded workers',
      },
      {
        name: 'proxy_connect_timeout',
        kind: 'duration',
        default: s(60),
        evidence: 'doc',
        source:
          'nginx ngx_http_proxy_module default; NGF sets none without a ProxySettingsPolicy (proxysettings/generator.go:29-32)',
        effect: 'a connect to a Pod IP that is gone fails after this',
      },
    ],
  },
  'aws-alb': {
    name: 'aws-alb',
    role: 'loadBalancer',
    value: 'aws-alb',
    title: 'AWS Application Load Balancer (IP targets)',
    knobs: [
      {
        name: 'propagation-lag',
        kind: 'duration',
        default: null,
        evidence: 'obs',
        source:
          'request-path.md §3.1 and §8.1: no AWS number; new requests reach a deregistered target for a while',
        effect: 'how long the load balancer keeps sending new requests after DeregisterTargets',
        presets: [
          {
            name: 'about 10 s',
            value: s(10),
            evidence: 'maint',
            source:
              'aws-load-balancer-controller #1719 (M00nF1sh), "about 10 s" as users paraphrase it in #2106',
          },
        ],
      },
      ...AWS_CONTROLLER,
      {
        name: 'deregistration_delay.timeout_seconds',
        kind: 'duration',
        default: s(300),
        evidence: 'doc',
        source: 'AWS ELB API TargetGroupAttribute',
        effect: 'how long a deregistering target drains requests already in flight',
      },
      {
        name: 'healthcheck-interval-seconds',
        kind: 'duration',
        default: s(15),
        evidence: 'doc',
        source: 'aws-load-balancer-controller docs/guide/ingress/annotations.md:52',
        effect: 'time between two health checks of a new target',
      },
      {
        name: 'healthy-threshold-count',
        kind: 'count',
        default: 2,
        evidence: 'doc',
        source: 'aws-load-balancer-controller docs/guide/ingress/annotations.md:54',
        effect: 'passed checks before a new target gets requests',
      },
      {
        name: 'connect-timeout',
        kind: 'duration',
        default: s(10),
        evidence: 'doc',
        source: 'ALB troubleshooting "HTTP 504"',
        effect: 'a connect to a target IP that is gone fails after this with 504',
      },
    ],
  },
  'aws-nlb': {
    name: 'aws-nlb',
    role: 'loadBalancer',
    value: 'aws-nlb',
    title: 'AWS Network Load Balancer (IP targets)',
    knobs: [
      {
        name: 'propagation-lag',
        kind: 'duration',
        default: null,
        evidence: 'obs',
        source: 'request-path.md §3.1: no AWS number',
        effect: 'how long the load balancer keeps sending new connections after DeregisterTargets',
        presets: [
          {
            name: 'about 2 minutes',
            value: s(120),
            evidence: 'obs',
            source: 'aws-load-balancer-controller #2366, #3270',
          },
        ],
      },
      ...AWS_CONTROLLER,
      {
        name: 'deregistration_delay.timeout_seconds',
        kind: 'duration',
        default: s(300),
        evidence: 'doc',
        source: 'AWS ELB API TargetGroupAttribute',
        effect: 'how long a deregistering target keeps its connections',
      },
      {
        name: 'healthcheck-interval-seconds',
        kind: 'duration',
        default: s(10),
        evidence: 'doc',
        source: 'aws-load-balancer-controller docs/guide/service/annotations.md:45',
        effect: 'time between two health checks of a new target',
      },
      {
        name: 'healthy-threshold-count',
        kind: 'count',
        default: 3,
        evidence: 'doc',
        source: 'aws-load-balancer-controller docs/guide/service/annotations.md:47',
        effect: 'passed checks before a new target gets connections',
      },
    ],
  },
  'gke-neg': {
    name: 'gke-neg',
    role: 'loadBalancer',
    value: 'gke-neg',
    title: 'GKE container-native load balancing (NEG)',
    knobs: [
      {
        name: 'detach-lag',
        kind: 'duration',
        default: null,
        evidence: 'doc',
        source: 'request-path.md §3.2: no published number',
        effect:
          'time from an endpoint change to the NEG (detach, and attach too: no source separates them)',
        presets: [
          {
            name: 'the KB example, 40 s',
            value: s(40),
            evidence: 'doc',
            source: 'Google KB 000006416 (preStop `sleep 40`)',
          },
        ],
      },
      {
        name: 'drainingTimeoutSec',
        kind: 'duration',
        default: 0,
        evidence: 'obs',
        source: 'GCP connection draining; gcpdiag lb/BP/2025_003 observes 0 when unset',
        effect: 'in-flight protection after the detach',
      },
    ],
  },
  'azure-agc': {
    name: 'azure-agc',
    role: 'loadBalancer',
    value: 'azure-agc',
    title: 'Azure Application Gateway (AGIC)',
    knobs: [
      {
        name: 'update-lag',
        kind: 'duration',
        default: null,
        evidence: 'doc',
        source: 'AGIC docs: "between a second and a few minutes"',
        effect: 'time from the endpoint change to the backend pool without the Pod',
        presets: [
          { name: 'about 40 s', value: s(40), evidence: 'maint', source: 'AGIC #75 (asridharan)' },
        ],
      },
      {
        name: 'connection-draining',
        kind: 'flag',
        default: false,
        evidence: 'doc',
        source: 'AGIC annotations: appgw.ingress.kubernetes.io/connection-draining',
        effect: 'requests in flight to a removed Pod finish (for the timeout) instead of being cut',
      },
      {
        name: 'connection-draining-timeout',
        kind: 'duration',
        default: s(30),
        evidence: 'doc',
        source: 'AGIC annotations: appgw.ingress.kubernetes.io/connection-draining-timeout',
        effect: 'how long requests in flight to a removed Pod may finish',
      },
    ],
  },
  'istio-proxy': {
    name: 'istio-proxy',
    role: 'mesh',
    value: 'istio',
    title: 'Istio proxy (istio-proxy)',
    knobs: [
      {
        name: 'terminationDrainDuration',
        kind: 'duration',
        default: s(5),
        evidence: 'code',
        source: 'istio pkg/config/mesh/mesh.go:45',
        effect: 'classic sidecar: Envoy lives this long after SIGTERM',
      },
      {
        name: 'PILOT_DEBOUNCE_AFTER',
        kind: 'duration',
        default: 100,
        evidence: 'code',
        source: 'istio pilot/pkg/features/tuning.go:78',
        effect: "istiod pushes the callers' sidecars after this long without a new change",
      },
      {
        name: 'PILOT_DEBOUNCE_MAX',
        kind: 'duration',
        default: s(10),
        evidence: 'code',
        source: 'istio pilot/pkg/features/tuning.go:84',
        effect: 'istiod pushes at the latest this long after the first change',
      },
      ENVOY_CONNECT_TIMEOUT,
      {
        name: 'nativeSidecar',
        kind: 'flag',
        default: null,
        evidence: 'code',
        source:
          'istio pilot/pkg/features/pilot.go:346: `auto` since 1.27, native iff the kubelet is 1.33+',
        effect: 'the sidecar is a restartable init container that stops after the app',
      },
    ],
  },
  'linkerd-proxy': {
    name: 'linkerd-proxy',
    role: 'mesh',
    value: 'linkerd',
    title: 'Linkerd proxy',
    knobs: [
      {
        name: 'proxy-wait-before-exit-seconds',
        kind: 'duration',
        default: 0,
        evidence: 'doc',
        source: 'linkerd.io reference/proxy-configuration',
        effect: 'delays the proxy’s SIGTERM',
      },
      {
        name: 'destination-lag',
        kind: 'duration',
        default: 0,
        evidence: 'infer',
        source:
          'request-path.md §4.2: the destination controller streams changes; no published number (0 is the optimistic end)',
        effect: "time from the EndpointSlice change to the callers' proxies",
      },
      {
        name: 'outboundConnectTimeout',
        kind: 'duration',
        default: s(1),
        evidence: 'code',
        source:
          'linkerd2 charts/linkerd-control-plane/values.yaml:129 (proxy.outboundConnectTimeout); linkerd2-proxy env.rs:303',
        effect: "the caller's proxy gives up a connect to a Pod IP that is gone after this",
      },
      {
        name: 'nativeSidecar',
        kind: 'flag',
        default: true,
        evidence: 'infer',
        source: 'linkerd2 PR #15267 (2026-05): GA and on by default',
        effect: 'the proxy is a restartable init container that stops after the app',
      },
    ],
  },
};

/** The hop `dataPlane.<role>: <value>` picks, if any. */
export function hopFor(role: HopRole, value: string): HopKind | null {
  for (const k of Object.values(HOP_KINDS)) if (k.role === role && k.value === value) return k;
  return null;
}

/** The values `dataPlane.<role>` accepts. */
export const roleValues = (role: HopRole): string[] =>
  Object.values(HOP_KINDS)
    .filter((k) => k.role === role)
    .map((k) => k.value);
