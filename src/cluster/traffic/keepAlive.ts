// Clients that reuse their connections (contract §5 `traffic.keepAlive`, request-path.md
// §6.2–6.3): one client per node, one connection each, opened through the node's current
// kube-proxy rules (or, for a headless Service, to an address DNS gave) and kept on that
// Pod whatever the rules say after (conntrack keeps an established flow). It dies at the
// Pod's first close after it was opened:
// - graceful (the server closed its listener and its idle connections on its stop signal,
//   or a gRPC server's GOAWAY): the client sees it and opens a new connection, no failure;
// - abrupt (the process died with it open): the next request written on it fails — Node's
//   agent reports ECONNRESET, gRPC UNAVAILABLE; Go's http.Transport retries an idempotent
//   request on a new connection (transport.go persistConn.shouldRetryRequest).
// gRPC resolves a headless Service once and again only after a failure, at most every
// MinResolutionInterval (grpc-go internal/resolver/dns/dns_resolver.go).
import type { KeepAliveClient } from '../../manifest/model/model.ts';
import { seconds, secondsToMs } from '../../trace/units.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';

/** grpc-go dns_resolver.go MinResolutionInterval. */
export const GRPC_MIN_RESOLUTION_MS = secondsToMs(seconds(30));

interface Connection {
  pod: PodRecord;
  /** How many times the Pod had closed when the connection was opened. */
  epoch: number;
  /** The route the connection is (routes.ts counts the Pod as reachable through it). */
  route: readonly PodRecord[];
}

/** A request the clients could not get served: the Pod it met and why. */
export interface KeptFailure {
  pod: PodRecord | null;
  reason: 'connection refused' | 'no endpoints' | 'reset';
}

const NO_ROUTE: readonly PodRecord[] = [];

export class KeepAliveClients {
  private readonly conns: (Connection | null)[];
  /**
   * gRPC over a headless Service: each client's resolved addresses, when it resolved them,
   * and whether its balancer asked to resolve again (a connection lost or refused).
   */
  private readonly resolved: { pods: readonly PodRecord[]; at: number; asked: boolean }[] = [];

  constructor(
    private readonly world: World,
    private readonly client: KeepAliveClient,
    clients: number,
    /** The clients connect to Pod addresses from DNS (a headless Service). */
    private readonly direct: boolean,
  ) {
    this.conns = Array.from({ length: clients }, () => null);
  }

  /**
   * Request k of client `n` at `at`, with `targets` the addresses a new connection may go
   * to now; null when served.
   */
  request(
    n: number,
    k: number,
    at: number,
    targets: readonly PodRecord[],
  ): KeptFailure | PodRecord {
    const conn = this.conns[n];
    if (conn) {
      const { pod } = conn;
      if (pod.closes.length === conn.epoch && pod.listening) return pod;
      this.drop(n, conn);
      const abrupt = (pod.closes[conn.epoch] ?? 'abrupt') === 'abrupt';
      if (abrupt && this.client !== 'go') return { pod, reason: 'reset' };
      // Graceful: the client saw the close; Go retries on a new connection.
    }
    return this.connect(n, k, at, targets);
  }

  private connect(
    n: number,
    k: number,
    at: number,
    targets: readonly PodRecord[],
  ): KeptFailure | PodRecord {
    const grpcDns = this.direct && this.client === 'grpc';
    const list = grpcDns ? this.resolve(n, at, targets) : targets;
    if (list.length === 0) return { pod: null, reason: 'no endpoints' };
    // gRPC's pick_first takes the first address that accepts; the others spread new
    // connections the way traffic.ts spreads single requests.
    const pod = grpcDns
      ? pickFirst(list, n)
      : list[(Math.imul(k + 1, 2654435761) >>> 0) % list.length]!;
    if (!pod.listening || pod.removed) {
      if (grpcDns) this.resolved[n]!.asked = true;
      return { pod, reason: 'connection refused' };
    }
    const route = [pod];
    this.world.routes.reroute(NO_ROUTE, route);
    this.conns[n] = { pod, epoch: pod.closes.length, route };
    return pod;
  }

  /** The addresses gRPC uses: its last resolution, renewed when asked and allowed. */
  private resolve(n: number, at: number, targets: readonly PodRecord[]): readonly PodRecord[] {
    const r = this.resolved[n];
    if (!r || (r.asked && at - r.at >= GRPC_MIN_RESOLUTION_MS))
      this.resolved[n] = { pods: targets, at, asked: false };
    return this.resolved[n]!.pods;
  }

  private drop(n: number, conn: Connection): void {
    this.world.routes.reroute(conn.route, NO_ROUTE);
    this.conns[n] = null;
    // A lost subchannel makes gRPC's balancer ask the resolver again.
    const r = this.resolved[n];
    if (r) r.asked = true;
  }
}

/**
 * pick_first over a DNS answer: the first address that accepts, else the first. CoreDNS's
 * `loadbalance` (in the kubeadm Corefile) shuffles the records of each answer; each client
 * starting at its own place in the list stands for that shuffle, deterministically.
 */
function pickFirst(list: readonly PodRecord[], client: number): PodRecord {
  for (let i = 0; i < list.length; i++) {
    const p = list[(client + i) % list.length]!;
    if (p.listening && !p.removed) return p;
  }
  return list[client % list.length]!;
}
