// The mesh proxies of the catalog (request-path.md §4).
import type { HopName } from '../../trace/hops.ts';
import { s, type HopKind } from './knobTypes.ts';
import { ENVOY_CONNECT_TIMEOUT, ISTIOD_DEBOUNCE } from './sharedKnobs.ts';

export const MESH_HOPS: Readonly<
  Record<Extract<HopName, 'istio-proxy' | 'linkerd-proxy'>, HopKind>
> = {
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
      ...ISTIOD_DEBOUNCE,
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
