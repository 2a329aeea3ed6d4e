// A headless Service (clusterIP: None): kube-proxy skips it (pkg/proxy/util
// ShouldSkipService), the EndpointSlice controller still tracks its endpoints, and its
// clients resolve the name to the ready Pods' IPs and connect to them directly.
import { describe, expect, it } from 'vitest';
import { foresee } from '../../../../src/manifest/warnings/foresee.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { sim } from '../../helpers/driver.ts';

const service = (name: string, headless: boolean): string => `---
apiVersion: v1
kind: Service
metadata: {name: ${name}}
spec:
${headless ? '  clusterIP: None\n' : ''}  selector: {app: web}
  ports: [{port: 80}]
`;

const scenario = (traffic: string | null, services: string): string => `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  nodes: 2
  duration: 30s
${traffic ? `  traffic: {service: ${traffic}, requestsPerSecond: 20}\n` : ''}  actions: [{at: 10s, do: delete, target: pod/web}]
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
      containers: [{name: nginx, image: nginx}]
${services}`;

describe('a headless Service', () => {
  it('gets endpoints but no kube-proxy rules; a ClusterIP Service beside it does', () => {
    const run = sim(scenario(null, service('db', true) + service('web', false))).run();
    run.expectEvents('EndpointChanged', { service: 'db', ready: true }).count(3);
    run.expectEvents('EndpointChanged', { service: 'web', ready: true }).count(3);
    run.expectNo('ProxyRulesUpdated', { service: 'db' });
    run.expectEvent('ProxyRulesUpdated', { service: 'web' });
  });

  it('no "no preStop behind a Service" warning for Pods behind only headless Services', () => {
    const rules = (text: string) =>
      foresee(loadScenario(text).model!)
        .filter((f) => f.rule === 'noPreStopBehindService')
        .map((f) => f.params['service']);
    expect(rules(scenario(null, service('db', true)))).toEqual([]);
    expect(rules(scenario(null, service('db', true) + service('web', false)))).toEqual(['web']);
  });

  it('traffic: clients reach the Pods DNS lists, one watch after the slice changes', () => {
    const text = scenario('db', service('db', true));
    const info = loadScenario(text).diagnostics.find((d) => d.severity === 'info');
    expect(info?.message).toMatch(
      /^spec.traffic.service: Service db is headless \(clusterIP: None\): kube-proxy has no rules for it, so its clients resolve db's DNS name to the ready Pods' IPs/,
    );
    const run = sim(text).run();
    run.expectNo('ProxyRulesUpdated');
    // The deleted Pod leaves the answer one watch (100 ms) after its endpoint turns
    // terminating; no kube-proxy sync (1 s) stands between.
    const deleted = run.expectEvent('DeletionRequested').event.object.slice('Pod/'.length);
    const terminating = run.timeOf('EndpointChanged', { service: 'db', terminating: true });
    const failed = run.events('RequestFailed', { pod: deleted }).map((e) => e.t);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((t) => t >= terminating && t < terminating + 100)).toBe(true);
    run.expectEvent('RequestsServed', 'Service/db');
  });
});
