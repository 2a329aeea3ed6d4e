// A web Deployment behind a Service whose clients enter through a hop the Scenario names
// (`dataPlane`), with the preStop sleep, the app's drain and the grace a test chooses: the
// documents of the hop warnings and of the preStop search.
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
  const via = entry ? `, via: ${entry}/web` : '';
  const preStop =
    o.preStop === undefined
      ? ''
      : `\n          lifecycle:\n            preStop: {sleep: {seconds: ${o.preStop}}}`;
  const front =
    entry === 'ingress'
      ? `---
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata: {name: web}
spec:
  rules:
    - http:
        paths:
          - {path: /, pathType: Prefix, backend: {service: {name: web, port: {number: 80}}}}
`
      : entry === 'httproute'
        ? `---
apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: {name: web}
spec:
  rules:
    - backendRefs: [{name: web, port: 80}]
`
        : '';
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: hop}
spec:
  kubernetesVersion: "${o.version ?? '1.37'}"
  duration: 90s
  traffic: {service: web, requestsPerSecond: 50${via}}
  dataPlane: {${o.dataPlane}}
  actions:
    - {at: 30s, ${o.action ?? 'do: rollout, target: deployment/web, image: example/web:2.0'}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: ${o.replicas ?? 3}
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations:
        podterm.dev/process.app: "startup=0s run=forever sigterm=exit:${o.drain ?? 0}s"
    spec:
      terminationGracePeriodSeconds: ${o.grace ?? 30}
      containers:
        - name: app
          image: example/web:1.0
          ports: [{containerPort: 8080}]${preStop}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
  ports: [{port: 80, targetPort: 8080}]
${front}`;
}
