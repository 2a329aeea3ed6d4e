// The Ingress and Gateway data planes of the catalog (request-path.md §1, §2).
import type { HopName } from '../../trace/hops.ts';
import { s, type HopKind } from './knobTypes.ts';
import { ENVOY_CONNECT_TIMEOUT, ISTIOD_DEBOUNCE } from './sharedKnobs.ts';

export const INGRESS_HOPS: Readonly<
  Record<
    Extract<
      HopName,
      'ingress-nginx' | 'envoy-gateway' | 'istio-gateway' | 'traefik' | 'nginx-gateway-fabric'
    >,
    HopKind
  >
> = {
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
    knobs: [...ISTIOD_DEBOUNCE, ENVOY_CONNECT_TIMEOUT],
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
};
