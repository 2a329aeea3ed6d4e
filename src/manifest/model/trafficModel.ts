// The clients and the request path of a scenario (contract §1 `traffic`, §5): who calls which
// Service, through which hop, with what kind of connection; the mesh beside the Pods; and
// what podterm assumed about it.
import type { HopName } from '../../trace/hops.ts';
import type { AssumptionChange } from '../../trace/types.ts';
import type { Millis } from '../../trace/units.ts';

export interface TrafficModel {
  service: string;
  requestsPerSecond: number;
  /**
   * Where the clients enter (contract §5 `traffic.via`) and the hop that serves it; absent:
   * in-cluster clients through kube-proxy, as before hops existed.
   */
  via?: TrafficEntry;
  /** The clients reuse connections (`traffic.keepAlive`; default false). */
  keepAlive?: boolean;
  /**
   * How long a request takes once a Pod accepted it (`traffic.requestDuration`, podterm's
   * extension of the contract); absent: no time, as before. A request still in flight when
   * its Pod's process (or the mesh proxy in front of it) ends is cut.
   */
  requestDuration?: Millis;
  /**
   * What kind of client reuses them (`traffic.client`, request-path.md §6.2–6.3): Go's
   * http.Transport retries an idempotent request that failed on a reused connection; Node's
   * agent does not (ECONNRESET); gRPC keeps one HTTP/2 connection and re-resolves a headless
   * Service only after a failure. Present when `keepAlive` is.
   */
  client?: KeepAliveClient;
}

/** A mesh and the Pods its injector gives a sidecar (by namespace and labels, as read). */
export interface MeshModel {
  hop: HopModel;
  /** The namespaces labelled for injection (`istio-injection: enabled`, `linkerd.io/inject`). */
  namespaces: string[];
  /**
   * The objects whose Pods get the sidecar (`Deployment/web`, `Pod/api`), the namespaces'
   * labels and each pod template's own opt-in or opt-out (`sidecar.istio.io/inject`,
   * `linkerd.io/inject`) applied: the run gives a sidecar to these Pods and no others.
   */
  objects: string[];
}

export const KEEP_ALIVE_CLIENTS = ['node', 'go', 'grpc'] as const;
export type KeepAliveClient = (typeof KEEP_ALIVE_CLIENTS)[number];

/** `traffic.via`: `ingress/NAME`, `httproute/NAME` or `service/NAME` (type LoadBalancer). */
export interface TrafficEntry {
  kind: 'ingress' | 'httproute' | 'service';
  name: string;
  /** The hop that runs it (inferred from the manifests, or `dataPlane`). */
  hop: HopModel;
}

/**
 * A hop as the run uses it: what runs it and every knob of its kind (hopCatalog.ts) with a
 * value — the Scenario's `dataPlane.settings`, else the knob's default, else its first
 * preset (said as an assumption). Durations in ms.
 */
export interface HopModel {
  name: HopName;
  settings: Readonly<Record<string, number | boolean>>;
}

/**
 * What podterm assumed about the request path (dataPlane/hopWords.ts), said like a
 * process assumption, with what one click in the page would write to change it.
 */
export interface DataPlaneAssumption {
  /** What it is about: `Ingress/web`, `HTTPRoute/web`, `Service/web`, `Hop/aws-alb`. */
  object: string;
  /** The hop it is about (the trace's `container` slot), or null. */
  hop: HopName | null;
  text: string;
  /**
   * The Scenario key one click sets (`spec.dataPlane.ingress`, `spec.traffic.via`,
   * `spec.dataPlane.settings.propagation-lag`), and the values to offer.
   */
  change: AssumptionChange | null;
}
