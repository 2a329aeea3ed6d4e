// Scenario texts the benchmarks run, built in code so their size is a parameter.

/** A Deployment of N replicas behind a Service, clients at `rps` (default N) req/s, a new image at 10 s. */
export function rolloutScenario(n: number, minutes = 10, rps: number = n): string {
  const nodes = Math.max(2, Math.ceil(n / 50));
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: rollout-${n}}
spec:
  kubernetesVersion: "1.34"
  duration: ${minutes}m
  nodes: ${nodes}
${rps > 0 ? `  traffic: {service: web, requestsPerSecond: ${rps}}\n` : ''}  actions:
    - {at: 10s, do: rollout, target: deployment/web, image: "example/web:2.0"}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: ${n}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: app
          image: example/web:1.0
          ports: [{containerPort: 8080}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec:
  selector: {app: web}
`;
}
