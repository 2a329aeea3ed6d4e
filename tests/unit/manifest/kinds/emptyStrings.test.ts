// Empty strings in optional fields read as unset, as the API server's Go types do.
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../../src/run/simulate.ts';

const pod = (field: string): string => `apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 10s, nodes: 2}
---
apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  ${field}
  containers: [{name: c, image: nginx}]
`;

describe('empty optional strings', () => {
  it('nodeName: "" in a template leaves the Pods to the scheduler; no node named "" appears', () => {
    const { trace } = simulateText(`apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 10s, nodes: 2, traffic: {service: web, requestsPerSecond: 5}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      nodeName: ""
      containers: [{name: c, image: nginx}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec: {selector: {app: web}, ports: [{port: 80}]}
`);
    const scheduled = trace!.events.filter((e) => e.type === 'PodScheduled');
    expect(scheduled.map((e) => e.data.node)).toEqual(['node-a', 'node-b']);
    const proxies = trace!.events.filter((e) => e.type === 'ProxyRulesUpdated');
    expect(new Set(proxies.map((e) => e.object))).toEqual(new Set(['Node/node-a', 'Node/node-b']));
  });

  it('priorityClassName: "" names no class (no warning, priority 0)', () => {
    const { trace, diagnostics } = simulateText(pod('priorityClassName: ""'));
    expect(trace).not.toBeNull();
    expect(diagnostics.filter((d) => /PriorityClass/.test(d.message))).toEqual([]);
  });
});
