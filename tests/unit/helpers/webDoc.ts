// The web Deployment behind a Service that the request-path tests run: a Scenario with
// clients and one action, the Deployment whose app stops listening at SIGTERM (then drains
// `drain` s), its Service, and whatever documents stand in front of it.
export interface WebDoc {
  version?: string | undefined;
  duration?: number | undefined;
  rps?: number | undefined;
  /** More of the `traffic:` map (`via: ingress/web`, `keepAlive: true`…), after a comma. */
  traffic?: string | undefined;
  /** The `dataPlane:` map's entries, if any. */
  dataPlane?: string | undefined;
  /** The action's fields (`do: delete, target: pod/web`) and when. */
  action: string;
  at: number;
  replicas?: number | undefined;
  startup?: number | undefined;
  /** `ignore`, or seconds the app takes to exit after SIGTERM. */
  drain?: number | 'ignore' | undefined;
  grace?: number | undefined;
  preStop?: number | undefined;
  headless?: boolean | undefined;
  /** Documents after the Service (an Ingress, an HTTPRoute). */
  front?: string | undefined;
}

export function webDoc(o: WebDoc): string {
  const traffic = o.traffic ? `, ${o.traffic}` : '';
  const dataPlane = o.dataPlane ? `\n  dataPlane: {${o.dataPlane}}` : '';
  const sigterm = o.drain === 'ignore' ? 'ignore' : `exit:${o.drain ?? 0}s`;
  const grace = o.grace === undefined ? '' : `\n      terminationGracePeriodSeconds: ${o.grace}`;
  const preStop = o.preStop
    ? `\n          lifecycle:\n            preStop: {sleep: {seconds: ${o.preStop}}}`
    : '';
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: hop}
spec:
  kubernetesVersion: "${o.version ?? '1.37'}"
  duration: ${o.duration ?? 120}s
  traffic: {service: web, requestsPerSecond: ${o.rps ?? 50}${traffic}}${dataPlane}
  actions:
    - {at: ${o.at}s, ${o.action}}
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
        podterm.dev/process.app: "startup=${o.startup ?? 0}s run=forever sigterm=${sigterm}"
    spec:${grace}
      containers:
        - name: app
          image: example/web:1.0
          ports: [{containerPort: 8080}]${preStop}
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}${o.headless ? '\n  clusterIP: None' : ''}
  ports: [{port: 80, targetPort: 8080}]
${o.front ?? ''}`;
}
