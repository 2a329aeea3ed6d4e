// How a proxy tries the backends for one request (request-path.md §0.1): a Pod that
// listens serves; one whose process closed its listener refuses at once; one whose IP is
// gone makes the connect wait for the proxy's connect timeout. The proxy's retry policy
// says whether it tries another backend, and its error mapping what the client gets.
import type { RequestStatus } from '../../trace/types.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { ipGone, type Failure, type HopView } from './hop.ts';
import { meshProxyOf } from '../apiserver/meshInjection.ts';

export interface TryPolicy {
  /** Attempts in all (the first and the retries). */
  tries: number;
  /** Whether a refused connect / a connect timeout is retried on the next backend. */
  retryRefused: boolean;
  retryTimeout: boolean;
  connectTimeoutMs: number;
  /** What the client gets when the last try was refused, timed out, or there was none. */
  refused: RequestStatus;
  timeout: RequestStatus;
  none: RequestStatus;
  /**
   * What the client gets when the Pod's process ends with its request in flight (§0.1
   * "process killed mid-request"), and whether the proxy sends it to another Pod instead
   * (nginx's proxy_next_upstream `error` covers reading the response header, for an
   * idempotent request; Envoy's default retry_on has no `reset`).
   */
  reset: RequestStatus;
  retryReset: boolean;
}

/**
 * Request k over `peers`, starting at the peer the balancer picks for it (`first`) and
 * moving to the next on a retry (round robin moves on: ingress-nginx balancer.lua, Envoy's
 * previous-hosts predicate).
 */
export function tryPeers(
  peers: readonly PodRecord[],
  first: number,
  policy: TryPolicy,
): Failure | PodRecord {
  const n = peers.length;
  if (n === 0) return { pod: null, reason: 'no endpoints', status: policy.none };
  let waitedMs = 0;
  const tried: PodRecord[] = [];
  // nginx's `proxy_next_upstream_tries 0` tries every peer once (Infinity here).
  const tries = Math.min(policy.tries, Number.isFinite(policy.tries) ? policy.tries : n);
  for (let i = 0; i < tries; i++) {
    const pod = peers[(first + i) % n]!;
    tried.push(pod);
    const proxied = meshAnswer(pod);
    if (proxied === 'served') return pod;
    // An answer of the Pod's own proxy is an HTTP response: nobody in front retries it.
    if (proxied)
      return {
        pod,
        reason: 'connection refused',
        ...proxied,
        ...(tried.length > 1 ? { tried } : {}),
      };
    const gone = ipGone(pod);
    if (gone) waitedMs += policy.connectTimeoutMs;
    const retry = gone ? policy.retryTimeout : policy.retryRefused;
    if (!retry || i === tries - 1) {
      return {
        pod,
        reason: gone ? 'connect timeout' : 'connection refused',
        status: gone ? policy.timeout : policy.refused,
        ...(tried.length > 1 ? { tried } : {}),
        ...(waitedMs > 0 ? { waitedMs } : {}),
      };
    }
  }
  return null as never; // unreachable: the last try returns
}

/**
 * What a connect to a listed Pod meets before the proxy in front sees a refusal or a
 * timeout (§0.1, §4): `served`; the Pod's mesh proxy answering for an app whose listener
 * is closed (Istio's inbound Envoy 503 UF: router.cc onUpstreamReset; Linkerd's inbound
 * proxy 502: inbound/src/http/router.rs ClientRescue); or null, a refusal or a gone IP for
 * the caller to handle. A Pod whose proxy is down refuses (its iptables redirect leads to a
 * closed port).
 */
function meshAnswer(pod: PodRecord): 'served' | Pick<Failure, 'status' | 'via'> | null {
  if (pod.proxy === 'none') return pod.listening ? 'served' : null;
  if (pod.proxy === 'down' || ipGone(pod)) return null;
  if (pod.listening) return 'served';
  return meshProxyOf(pod.template) === 'linkerd-proxy'
    ? { status: '502', via: 'linkerd-proxy' }
    : { status: '503', via: 'istio-proxy' };
}

/**
 * Request k by round robin over the Pods the hop sends new requests to (request k starts at
 * peer k mod n; ingress-nginx's Lua round robin, the ALB's default, Envoy's LB over healthy
 * hosts), retrying by `policy`.
 */
export function roundRobin(view: HopView, k: number, policy: TryPolicy): Failure | PodRecord {
  const peers = view.backends;
  return tryPeers(peers, peers.length ? k % peers.length : 0, policy);
}

/** A request cut in flight on `pod`: served by another Pod, or what the client gets. */
export function cutAnswer(view: HopView, pod: PodRecord, policy: TryPolicy): Failure | 'served' {
  const proxied = meshAnswer(pod);
  if (proxied && proxied !== 'served') return { pod, reason: 'reset', ...proxied };
  if (policy.retryReset && view.backends.some((p) => p !== pod && p.listening)) return 'served';
  return { pod, reason: 'reset', status: policy.reset };
}
