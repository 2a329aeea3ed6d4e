// Readiness gates (kubelet status/generate.go GeneratePodReadyCondition: Ready needs every
// gate's condition True) and the AWS Load Balancer Controller's pod readiness gate
// (docs/deploy/pod_readiness_gate.md): a new Pod is Ready only once its target is healthy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ofType, simulated } from '../../helpers/hopRun.ts';

const preset = (id: string) => simulated(readFileSync(`src/presets/${id}.yaml`, 'utf8'));

describe('readiness gates', () => {
  it('keep a Pod not Ready while no controller sets the condition', () => {
    const trace = simulated(`apiVersion: v1
kind: Pod
metadata: {name: gated}
spec:
  readinessGates: [{conditionType: example.com/feature-ready}]
  containers: [{name: app, image: example/app:1.0}]
`);
    expect(ofType(trace, 'ContainerStarted')).toHaveLength(1);
    expect(ofType(trace, 'PodReady')).toHaveLength(0);
    const last = ofType(trace, 'PodStatus').at(-1)!;
    expect(last.data).toMatchObject({ ready: '1/1', status: 'Running' });
  });
});

describe("the AWS Load Balancer Controller's pod readiness gate", () => {
  const gated = preset('alb-ip-rollout-readiness-gate');
  const plain = preset('alb-ip-rollout');

  it('makes each new Pod Ready one watch after its target is healthy', () => {
    const set = ofType(gated, 'PodConditionSet').filter((e) =>
      e.data.type.startsWith('target-health.elbv2.k8s.aws/'),
    );
    expect(set.length).toBe(6); // three Pods at the start, three in the rollout
    for (const c of set) {
      const ready = ofType(gated, 'PodReady').find((r) => r.object === c.object)!;
      expect(ready.t).toBe(c.t + 100);
      // The condition comes when the hop's view gains the target (healthy).
      const healthy = ofType(gated, 'HopSynced').find(
        (h) => h.t === c.t && h.data.backends.includes(c.object.slice(4)),
      );
      expect(healthy).toBeDefined();
    }
  });

  it('paces the rollout by the health checks, so the ALB never runs out of targets', () => {
    expect(ofType(gated, 'RequestFailed')).toHaveLength(0);
    const deletions = ofType(gated, 'DeletionRequested');
    // Two health checks 15 s apart between one old Pod's deletion and the next.
    expect(deletions[1]!.t - deletions[0]!.t).toBeGreaterThanOrEqual(30_000);
  });

  it('without it, every old target goes before a new one is healthy: 503', () => {
    const failed = ofType(plain, 'RequestFailed');
    expect(failed.length).toBeGreaterThan(500);
    expect(new Set(failed.map((e) => e.data.status))).toEqual(new Set(['503']));
    const empty = ofType(plain, 'HopSynced').find(
      (e) => e.t > 45_000 && e.data.backends.length === 0,
    )!;
    expect(failed[0]!.t).toBe(empty.t);
  });
});
