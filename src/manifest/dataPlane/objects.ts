// What the request path's documents say, as read (readIngress.ts, readGateway.ts,
// readServiceFacts.ts): only what decides which hops exist and where they send requests.
// These objects are not simulated themselves; inferHops.ts turns them into a hop.
import type { Reader } from '../read/fields.ts';

interface Read {
  name: string;
  namespace: string;
  line: number;
  annotations: Record<string, string>;
}

export interface IngressObject extends Read {
  /** spec.ingressClassName, or null. */
  className: string | null;
  /** The Services its rules and default backend send to, in order. */
  backends: string[];
}

export interface IngressClassObject extends Read {
  controller: string;
  /** Annotated `ingressclass.kubernetes.io/is-default-class: "true"`. */
  isDefault: boolean;
}

export interface GatewayObject extends Read {
  className: string;
}

export interface GatewayClassObject extends Read {
  controllerName: string;
}

export interface HTTPRouteObject extends Read {
  /** parentRefs naming a Gateway: name and namespace (the route's when not given). */
  parents: { name: string; namespace: string }[];
  /** The Services its backendRefs name. */
  backends: string[];
}

/** What a Service document says that the request path needs (its model is workloads.ts's). */
export interface ServiceFacts extends Read {
  type: string;
  loadBalancerClass: string | null;
}

/** A Namespace document (not a read kind: it stays in `ignored`); its labels mark injection. */
export interface NamespaceFacts extends Read {
  labels: Record<string, string>;
}

export interface DataPlaneObjects {
  ingresses: IngressObject[];
  ingressClasses: IngressClassObject[];
  gateways: GatewayObject[];
  gatewayClasses: GatewayClassObject[];
  httpRoutes: HTTPRouteObject[];
  services: ServiceFacts[];
  namespaces: NamespaceFacts[];
}

export const noDataPlaneObjects = (): DataPlaneObjects => ({
  ingresses: [],
  ingressClasses: [],
  gateways: [],
  gatewayClasses: [],
  httpRoutes: [],
  services: [],
  namespaces: [],
});

/** metadata.annotations of a document. */
export const annotationsOf = (r: Reader): Record<string, string> =>
  r.child('metadata').strings('annotations');
