// A hop's name as its own project writes it, for lane labels and sentences ("got 502 from
// ingress-nginx", "from AWS ALB"): the trace's ids are lower-case slugs. Product names are
// never translated.
import { HOPS, type HopName, type RequestFailedData } from '../trace/types.ts';

export const HOP_TITLES: Readonly<Record<HopName, string>> = {
  'ingress-nginx': 'ingress-nginx',
  'envoy-gateway': 'Envoy Gateway',
  'istio-gateway': 'Istio gateway',
  traefik: 'Traefik',
  'nginx-gateway-fabric': 'NGINX Gateway Fabric',
  'aws-alb': 'AWS ALB',
  'aws-nlb': 'AWS NLB',
  'gke-neg': 'GKE NEG',
  'azure-agc': 'App Gateway for Containers',
  'istio-proxy': 'istio-proxy',
  'linkerd-proxy': 'linkerd-proxy',
};

const HOP_SET: ReadonlySet<string> = new Set(HOPS);

export const isHop = (name: string): name is HopName => HOP_SET.has(name);

/** The title of a hop, or the name as it is (kube-proxy, a lane that is not a hop). */
export const hopTitle = (name: string): string => (isHop(name) ? HOP_TITLES[name] : name);

/** The title of the hop a failed request's answer came from, or null: kube-proxy, as before. */
export const hopVia = (d: RequestFailedData): string | null =>
  d.via === undefined || d.via === 'kube-proxy' ? null : HOP_TITLES[d.via];
