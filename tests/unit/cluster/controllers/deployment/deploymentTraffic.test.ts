// A Deployment behind a Service with clients: replacement at the deletionTimestamp,
// endpoints and kube-proxy reacting independently of the kubelet (endpointslice syncService).
import { seconds } from '../../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import type { ScenarioModel } from '../../../../../src/manifest/model/model.ts';
import {
  action,
  all,
  container,
  exitsOnSigterm,
  find,
  run,
  scenario,
  webDeployment,
} from '../../../helpers/build.ts';

function web(
  minor: number,
  preStopMs: number | null,
  more: Partial<ScenarioModel> = {},
): ScenarioModel {
  const labels = { app: 'web' };
  const app = container('app', exitsOnSigterm(0, 1000), {
    ports: [8080],
    preStop: preStopMs === null ? null : { hook: 'exec', durationMs: preStopMs, fails: false },
  });
  const deployment = webDeployment(3, [app]);
  return scenario(minor, {
    durationMs: 60_000,
    deployments: [deployment],
    services: [
      {
        name: 'web',
        namespace: 'default',
        line: 1,
        selector: labels,
        publishNotReadyAddresses: false,
        internalTrafficPolicy: 'Cluster',
      },
    ],
    traffic: { service: 'web', requestsPerSecond: 50 },
    actions: [action(10_000, 'delete', 'pod/web')],
    ...more,
  });
}

describe('deleting a Deployment pod under traffic', () => {
  it('the ReplicaSet creates the replacement as soon as the deletionTimestamp is set', () => {
    const trace = run(web(31, null));
    const created = all(trace, 'PodCreated');
    expect(created).toHaveLength(4);
    const deleted = find(trace, 'DeletionRequested')!;
    expect(created[3]!.t).toBe(deleted.t + 100);
    expect(created[3]!.data.owner).toMatch(/^ReplicaSet\/web-/);
  });

  it('without preStop, requests fail for about the kube-proxy lag', () => {
    const trace = run(web(31, null));
    const endpoint = find(trace, 'EndpointChanged', { terminating: true })!;
    expect(endpoint.t).toBe(10_100);
    expect(endpoint.data).toMatchObject({ ready: false, serving: true });
    const proxy = trace.events.find((e) => e.type === 'ProxyRulesUpdated' && e.t > 10_000)!;
    expect(proxy.t).toBe(11_100);
    const failed = all(trace, 'RequestFailed');
    expect(failed.length).toBeGreaterThan(5);
    expect(failed.length).toBeLessThan(30);
    expect(
      failed.every((f) => f.t >= 10_100 && f.t < 11_100 && f.data.reason === 'connection refused'),
    ).toBe(true);
  });

  it('a 5 s preStop sleep lets every node drop the pod before SIGTERM: no request fails', () => {
    const trace = run(web(31, 5000));
    expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(15_100);
    expect(all(trace, 'RequestFailed')).toHaveLength(0);
    expect(all(trace, 'RequestsServed').reduce((s, e) => s + e.data.count, 0)).toBeGreaterThan(
      2500,
    );
  });

  it('1.21 removes the terminating endpoint instead of marking it', () => {
    const trace = run(web(21, null));
    expect(find(trace, 'EndpointChanged', { terminating: true })).toBeUndefined();
    expect(find(trace, 'EndpointRemoved')?.t).toBe(10_100);
  });

  it('is deterministic: the same model gives the same trace', () => {
    expect(JSON.stringify(run(web(31, null)))).toBe(JSON.stringify(run(web(31, null))));
  });
});

describe('rolling update', () => {
  it('replaces every pod within maxSurge / maxUnavailable', () => {
    const m = web(31, null, {
      actions: [action(10_000, 'rollout', 'deployment/web', { image: 'example/web:2.0' })],
      traffic: null,
    });
    m.deployments[0]!.replicas = 4;
    const trace = run(m);
    const created = all(trace, 'PodCreated');
    expect(created).toHaveLength(8);
    const newRs = all(trace, 'ObjectCreated').filter((e) => e.object.startsWith('ReplicaSet/'));
    expect(newRs).toHaveLength(2);
    expect(all(trace, 'DeletionRequested')).toHaveLength(4);
    // Never more than replicas + surge (5) non-terminating pods.
    let live = 0;
    let max = 0;
    for (const e of trace.events) {
      if (e.type === 'PodCreated') live++;
      if (e.type === 'DeletionRequested') live--;
      max = Math.max(max, live);
    }
    expect(max).toBeLessThanOrEqual(5);
  });
});

describe('minReadySeconds (replica_set.go syncReplicaSet)', () => {
  it('holds the old ReplicaSet until the new pod has been Ready for 10 s', () => {
    const m = web(31, null, {
      actions: [action(10_000, 'rollout', 'deployment/web', { image: 'example/web:2.0' })],
      traffic: null,
    });
    m.deployments[0]!.minReadySeconds = seconds(10);
    const trace = run(m);
    const newPod = all(trace, 'PodCreated').find((e) => e.t >= 10_000)!;
    const ready = all(trace, 'PodReady').find((e) => e.object === newPod.object)!;
    const down = all(trace, 'DeletionRequested')[0]!;
    // Available once Ready.lastTransitionTime (whole seconds) + 10 s < now.
    expect(down.t).toBeGreaterThan(Math.floor(ready.t / 1000) * 1000 + 10_000);
    expect(down.t).toBeLessThan(ready.t + 11_500);
  });
});

describe('readiness probe during termination', () => {
  it('period 5 s, failureThreshold 1: serving turns false within one period after SIGTERM', () => {
    // Deleted at 11 s, about 1 s after a probe tick (the ticker runs every 5 s from the pod
    // worker's start, worker.go run): the next probe comes after kube-proxy's next sync.
    const m = web(31, null, { actions: [action(11_000, 'delete', 'pod/web')] });
    m.deployments[0]!.replicas = 1;
    const app = m.deployments[0]!.template.containers[0]!;
    app.readinessProbe = {
      initialDelayMs: 0,
      periodMs: 5000,
      failureThreshold: 1,
      successThreshold: 1,
    };
    app.process = exitsOnSigterm(20_000, 1000); // closes its listener at SIGTERM, exits later
    const trace = run(m);
    const deleted = find(trace, 'DeletionRequested')!;
    const endpoints = all(trace, 'EndpointChanged').filter(
      (e) => e.t >= deleted.t && e.object === deleted.object,
    );
    expect(endpoints[0]).toMatchObject({
      t: deleted.t + 100,
      data: { ready: false, serving: true, terminating: true },
    });
    // 1.26+: with one replica, kube-proxy falls back to the serving terminating endpoint.
    const fallback = trace.events.find((e) => e.type === 'ProxyRulesUpdated' && e.t > deleted.t)!;
    expect(fallback.data).toMatchObject({ endpoints: 1, fallback: true });
    const notServing = endpoints.find((e) => e.data.serving === false)!;
    expect(notServing.t).toBeGreaterThan(deleted.t + 100);
    expect(notServing.t).toBeLessThanOrEqual(deleted.t + 100 + 5000 + 100);
  });
});
