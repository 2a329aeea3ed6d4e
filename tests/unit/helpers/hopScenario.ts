// A web Deployment behind a Service whose clients enter through a hop the Scenario names
// (`dataPlane`), with the preStop sleep, the app's drain and the grace a test chooses: the
// documents of the hop warnings and of the preStop search.
import { webDoc } from './webDoc.ts';

export interface HopDoc {
  /** The `dataPlane:` map's entries (`ingress: ingress-nginx`, `mesh: istio`…). */
  dataPlane: string;
  /** `traffic.via`: through an Ingress (default), an HTTPRoute, or none (in-cluster clients). */
  entry?: 'ingress' | 'httproute' | null;
  preStop?: number;
  /** Seconds the app takes to exit after SIGTERM (it stops listening at once). */
  drain?: number;
  grace?: number;
  replicas?: number;
  /** Defaults to a rollout of the Deployment at 30 s. */
  action?: string;
  version?: string;
}

export function hopDoc(o: HopDoc): string {
  const entry = o.entry === undefined ? 'ingress' : o.entry;
  return webDoc({
    version: o.version,
    duration: 90,
    traffic: entry ? `via: ${entry}/web` : undefined,
    dataPlane: o.dataPlane,
    at: 30,
    action: o.action ?? 'do: rollout, target: deployment/web, image: example/web:2.0',
    replicas: o.replicas,
    drain: o.drain ?? 0,
    grace: o.grace ?? 30,
    preStop: o.preStop,
    front: entry === 'ingress' ? INGRESS : entry === 'httproute' ? HTTP_ROUTE : '',
  });
}

const INGRESS = `---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: {name: web}
spec:
  rules:
    - http:
        paths:
          - {path: /, pathType: Prefix, backend: {service: {name: web, port: {number: 80}}}}
`;

const HTTP_ROUTE = `---
apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: {name: web}
spec:
  rules:
    - backendRefs: [{name: web, port: 80}]
`;
