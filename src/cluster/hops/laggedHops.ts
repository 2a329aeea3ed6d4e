// The hops of laggedHop.ts, each as its source says (request-path.md and the research notes
// of this change, which read Traefik v3.7.9, NGINX Gateway Fabric v2.6.7 and the vendors'
// documents).
import type { TrafficEntry } from '../../manifest/model/model.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { Endpoint } from '../apiserver/endpointSlices.ts';
import { why } from '../whys.ts';
import { flag, knob, type HopInput, type HopView } from './hop.ts';
import type { LaggedSpec } from './laggedHop.ts';

/** The ready endpoints (ready nil counts as ready; the simulation's slice always sets it). */
export function readyOnly(slice: Iterable<Endpoint>): HopView {
  const backends: PodRecord[] = [];
  for (const e of slice) if (e.ready) backends.push(e.pod);
  return { backends, draining: [] };
}

/**
 * Traefik's Ingress (and CRD, ingress-nginx) providers keep a serving endpoint and fence it
 * when it terminates (ingress/kubernetes.go:706-723, since v3.6.7 #12521): no new request
 * unless every server is fenced, which is 503 (wrr.go:225-249). Its Gateway API provider
 * keeps `ready` only (gateway/kubernetes.go:959-962).
 */
function traefikView(entry: TrafficEntry['kind']) {
  if (entry === 'httproute') return readyOnly;
  return (slice: Iterable<Endpoint>): HopView => {
    const backends: PodRecord[] = [];
    const draining: PodRecord[] = [];
    for (const e of slice) {
      if (!e.serving) continue;
      (e.terminating ? draining : backends).push(e.pod);
    }
    return { backends, draining };
  };
}

type LaggedName = 'traefik' | 'nginx-gateway-fabric' | 'gke-neg' | 'azure-agc' | 'linkerd-proxy';
type Settings = HopInput['settings'];

/** Each hop's spec, from its knobs (and, for Traefik, what the clients enter through). */
const SPECS: Record<
  LaggedName,
  (s: Settings, entry: TrafficEntry['kind']) => Omit<LaggedSpec, 'name'>
> = {
  traefik: (s, entry) => ({
    read: traefikView(entry),
    lag: { kind: 'throttle', ms: knob(s, 'providersThrottleDuration') },
    // httputil ReverseProxy + ComputeStatusCode (proxy.go:221-239): refused 502, dial
    // timeout 504; no retry without the retry middleware.
    policy: one({ connectTimeoutMs: knob(s, 'dialTimeout'), refused: '502', timeout: '504' }),
    why: why('traefikThrottle', { throttle: knob(s, 'providersThrottleDuration') }),
    drainOnRemovalMs: null,
  }),
  'nginx-gateway-fabric': (s) => ({
    read: readyOnly, // resolver.go:146-150 endpointReady
    lag: { kind: 'delay', ms: knob(s, 'reload') },
    // NGF leaves nginx's proxy_next_upstream "error timeout" with tries 0 (every peer)
    // and connect timeout 60 s; no endpoint is the 503 server (upstreams.go:191-203).
    policy: {
      tries: Number.POSITIVE_INFINITY,
      retryRefused: true,
      retryTimeout: true,
      connectTimeoutMs: knob(s, 'proxy_connect_timeout'),
      refused: '502',
      timeout: '504',
      none: '503',
      reset: '502',
      retryReset: true,
    },
    why: why('ngfReload', { reload: knob(s, 'reload') }),
    // A reload's old workers finish what they have (graceful reload).
    drainOnRemovalMs: null,
  }),
  'gke-neg': (s) => ({
    read: readyOnly,
    lag: { kind: 'delay', ms: knob(s, 'detach-lag') },
    // GKE "NEG 500-series errors": 502 when the Pod ends before its connections do, 503
    // when traffic is sent to a deleted Pod.
    policy: one({ connectTimeoutMs: 0, refused: '502', timeout: '503' }),
    why: why('negDetach', { lag: knob(s, 'detach-lag') }),
    // Connection draining: drainingTimeoutSec after the detach, then traffic to the
    // endpoint stops (0 when unset: no in-flight protection).
    drainOnRemovalMs: knob(s, 'drainingTimeoutSec'),
  }),
  'azure-agc': (s) => ({
    read: readyOnly,
    lag: { kind: 'delay', ms: knob(s, 'update-lag') },
    // AGIC minimize-downtime: "App Gateway still attempts to deliver traffic to
    // terminated pods → occasional 502".
    policy: one({ connectTimeoutMs: 0, refused: '502', timeout: '502', none: '502' }),
    why: why('agicUpdate', { lag: knob(s, 'update-lag') }),
    // appgw.ingress.kubernetes.io/connection-draining: off unless asked (then its timeout).
    drainOnRemovalMs: flag(s, 'connection-draining') ? knob(s, 'connection-draining-timeout') : 0,
  }),
  // The caller's proxy: the destination controller streams the ready endpoints
  // (port_publisher.go:150); a failed connect puts the endpoint in back-off and the
  // balancer uses the others (endpoint.rs, reconnect); with none ready the request
  // fails fast after 3 s with 504 (outbound/src/http/server.rs). No retries by default.
  'linkerd-proxy': (s) => ({
    read: readyOnly,
    lag: { kind: 'delay', ms: knob(s, 'destination-lag') },
    policy: {
      tries: Number.POSITIVE_INFINITY,
      retryRefused: true,
      retryTimeout: true,
      connectTimeoutMs: knob(s, 'outboundConnectTimeout'),
      refused: '504',
      timeout: '504',
      none: '504',
      // An I/O error on a dispatched request: 502 (outbound endpoint.rs ClientRescue).
      reset: '502',
      retryReset: false,
    },
    why: why('linkerdDestination'),
    drainOnRemovalMs: null,
  }),
};

export function laggedSpec(
  name: LaggedName,
  input: HopInput,
  entry: TrafficEntry['kind'],
): LaggedSpec {
  return { name, ...SPECS[name](input.settings, entry) };
}

/** One try, no retry; no backend at all is 503 unless said. */
function one(p: {
  connectTimeoutMs: number;
  refused: LaggedSpec['policy']['refused'];
  timeout: LaggedSpec['policy']['timeout'];
  none?: LaggedSpec['policy']['none'];
}): LaggedSpec['policy'] {
  // A Pod that ends with the request in flight: 502 (Traefik's EOF/RST, GKE's "Pods
  // terminated before existing connections close", AGIC's 502).
  return {
    tries: 1,
    retryRefused: false,
    retryTimeout: false,
    none: '503',
    reset: '502',
    retryReset: false,
    ...p,
  };
}
