// The names of the hops a request can pass before a Pod (contract §5).
/**
 * The hops in front of Pods (shared/spec/request-path.md §9; contract §5): Ingress and
 * Gateway data planes, cloud load balancers with Pod IP targets, mesh sidecars. Each is a
 * lane of its own, named as the contract names the hop (`via`, `Hop/<name>`).
 */
export type HopName =
  | 'ingress-nginx'
  | 'envoy-gateway'
  | 'istio-gateway'
  | 'traefik'
  | 'nginx-gateway-fabric'
  | 'aws-alb'
  | 'aws-nlb'
  | 'gke-neg'
  | 'azure-agc'
  | 'istio-proxy'
  | 'linkerd-proxy';

/** Every hop, outermost first (the order their lanes are read in). */
export const HOPS: readonly HopName[] = [
  'aws-alb',
  'aws-nlb',
  'gke-neg',
  'azure-agc',
  'ingress-nginx',
  'envoy-gateway',
  'istio-gateway',
  'traefik',
  'nginx-gateway-fabric',
  'istio-proxy',
  'linkerd-proxy',
];
