// The `data` of the clients' events and of the hops in front of the Pods (contract §3 and
// §5): a failed request, the requests served in a window, a hop's view of the backends.
import type { HopName } from './hops.ts';

export interface RequestFailedData {
  /** The Pod name the request reached, or null when there was none to reach. */
  pod: string | null;
  /** `connect timeout`: the Pod's IP no longer answers (contract §5, request-path.md §0.1). */
  reason: 'connection refused' | 'no endpoints' | 'reset' | 'connect timeout';
  /**
   * The hop whose answer the client got (contract §5); absent when the clients call the
   * Service through kube-proxy, as before hops existed.
   */
  via?: HopName | 'kube-proxy';
  /**
   * What the client got: an HTTP status from a proxy ("502", "503", "504") or, with no
   * proxy between, "refused", "reset", "timeout". Absent where `via` is.
   */
  status?: RequestStatus;
  /** The Pods the hop tried before it gave up (its retries), in order; absent: one try. */
  tried?: string[];
  /** How long the client waited for the answer (a connect timeout), in ms; absent: at once. */
  waitedMs?: number;
}

export type RequestStatus = '502' | '503' | '504' | 'refused' | 'reset' | 'timeout';

export interface RequestsServedData {
  /** Requests served in the window that starts at the event's `t`. */
  count: number;
  /** The window's length in ms (100). */
  window: number;
  /** The hop the requests entered through (contract §5); absent: kube-proxy. */
  via?: HopName;
}

/**
 * A hop's view of a Service's backends changed (contract §5): the Pods it sends new requests
 * to, and those it still finishes requests on but sends none (Envoy DRAINING, a draining
 * target, a fenced Traefik server).
 */
export interface HopSyncedData {
  service: string;
  backends: string[];
  draining: string[];
}
