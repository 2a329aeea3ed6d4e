// How a proxy tries the backends for one request (request-path.md §0.1): a Pod that
// listens serves; one whose process closed its listener refuses at once; one whose IP is
// gone makes the connect wait for the proxy's connect timeout. The proxy's retry policy
// says whether it tries another backend, and its error mapping what the client gets.
import type { RequestStatus } from '../../trace/types.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { ipGone, type Failure } from './hop.ts';

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
): Failure | null {
  const n = peers.length;
  if (n === 0) return { pod: null, reason: 'no endpoints', status: policy.none };
  let waitedMs = 0;
  const tried: PodRecord[] = [];
  // nginx's `proxy_next_upstream_tries 0` tries every peer once (Infinity here).
  const tries = Math.min(policy.tries, Number.isFinite(policy.tries) ? policy.tries : n);
  for (let i = 0; i < tries; i++) {
    const pod = peers[(first + i) % n]!;
    tried.push(pod);
    if (pod.listening) return null;
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
  return null; // unreachable: the last try returns
}
