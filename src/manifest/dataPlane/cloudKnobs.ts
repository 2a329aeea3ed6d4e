// The cloud load balancers with Pod IP targets of the catalog (request-path.md §3).
import type { HopName } from '../../trace/hops.ts';
import { s, type HopKind } from './knobTypes.ts';
import { AWS_CONTROLLER } from './sharedKnobs.ts';

export const CLOUD_HOPS: Readonly<
  Record<Extract<HopName, 'aws-alb' | 'aws-nlb' | 'gke-neg' | 'azure-agc'>, HopKind>
> = {
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
};
