// The Eviction API and drain against PodDisruptionBudgets (eviction.go checkAndDecrement,
// kubectl drain.go evictPods).
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import type { PdbModel, ScenarioModel } from '../../../../src/manifest/model/model.ts';
import { PDB_MESSAGE } from '../../../../src/cluster/apiserver/eviction.ts';
import { preemptedMessage } from '../../../../src/cluster/scheduler/preemption.ts';
import {
  action,
  all,
  container,
  exitsOnSigterm,
  find,
  run,
  scenario,
  webDeployment,
} from '../../helpers/build.ts';

const T0 = 10_000;

/** A readiness probe that first runs after `delayMs`; none when 0 (Ready at start). */
const probe = (delayMs: number) =>
  delayMs === 0
    ? null
    : { initialDelayMs: delayMs, periodMs: 1000, failureThreshold: 3, successThreshold: 1 };

function web(
  replicas: number,
  minAvailable: number,
  actions: ScenarioModel['actions'],
  {
    minor = 31,
    startupMs = 0,
    policy = 'IfHealthyBudget' as PdbModel['unhealthyPodEvictionPolicy'],
  } = {},
): ScenarioModel {
  const labels = { app: 'web' };
  return scenario(minor, {
    durationMs: 40_000,
    deployments: [
      webDeployment(replicas, [
        container('app', exitsOnSigterm(1000), { readinessProbe: probe(startupMs) }),
      ]),
    ],
    podDisruptionBudgets: [
      {
        name: 'web',
        namespace: 'default',
        line: 1,
        selector: labels,
        minAvailable,
        maxUnavailable: null,
        unhealthyPodEvictionPolicy: policy,
      },
    ],
    actions,
  });
}

describe('Eviction API', () => {
  it('one replica under minAvailable 1: 429 with Kubernetes’ message', () => {
    const trace = run(web(1, 1, [action(T0, 'evict', 'pod/web')]));
    expect(find(trace, 'EvictionRefused')).toMatchObject({
      t: T0,
      data: { code: 429, message: PDB_MESSAGE },
    });
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
  });

  it('two replicas: DisruptionTarget EvictionByEvictionAPI, then the delete timeline', () => {
    const trace = run(web(2, 1, [action(T0, 'evict', 'pod/web')]));
    expect(
      find(trace, 'PodConditionSet', { type: 'DisruptionTarget', reason: 'EvictionByEvictionAPI' })
        ?.t,
    ).toBe(T0);
    expect(find(trace, 'DeletionRequested')).toMatchObject({
      t: T0,
      data: { gracePeriodSeconds: 30 },
    });
    expect(find(trace, 'SignalSent', { signal: 'SIGTERM' })?.t).toBe(T0 + 100);
  });

  it('counts a terminating pod as unhealthy: a second eviction at once is refused', () => {
    const trace = run(web(2, 1, [action(T0, 'evict', 'pod/web'), action(T0, 'evict', 'pod/web')]));
    // `pod/web` picks the first active pod: the second eviction targets the other replica,
    // and with one pod terminating the budget has no disruption left.
    expect(all(trace, 'DeletionRequested')).toHaveLength(1);
    expect(all(trace, 'EvictionRefused')).toHaveLength(1);
  });
});

describe('unready pods (eviction.go Create)', () => {
  // Not Ready before 30 s: at 10 s currentHealthy is 0.
  const unready = (
    minor: number,
    minAvailable: number,
    policy: PdbModel['unhealthyPodEvictionPolicy'],
  ) =>
    run(
      web(2, minAvailable, [action(T0, 'evict', 'pod/web')], { minor, startupMs: 30_000, policy }),
    );

  it('AlwaysAllow lets an unready pod go from 1.27; on 1.26 the gate is off and it is refused', () => {
    expect(find(unready(27, 1, 'AlwaysAllow'), 'DeletionRequested')?.t).toBe(T0);
    expect(find(unready(26, 1, 'AlwaysAllow'), 'EvictionRefused')?.data.code).toBe(429);
  });

  it('IfHealthyBudget with desiredHealthy 0 still asks checkAndDecrement, which has nothing to spare', () => {
    expect(find(unready(31, 0, 'IfHealthyBudget'), 'EvictionRefused')).toMatchObject({
      t: T0,
      data: { code: 429, message: PDB_MESSAGE },
    });
  });
});

describe('kubectl drain', () => {
  it('quotes the line kubectl prints for a 429 on the refusal', () => {
    const trace = run(web(2, 2, [action(T0, 'drain', 'node/node-a')]));
    const refused = find(trace, 'EvictionRefused')!;
    const pod = refused.object.slice('Pod/'.length);
    expect(refused.why).toContain(
      `error when evicting pods/"${pod}" -n "default" (will retry after 5s): ${PDB_MESSAGE}`,
    );
  });

  it('cordons, and retries a refused eviction every 5 s', () => {
    const trace = run(web(2, 2, [action(T0, 'drain', 'node/node-a')]));
    expect(find(trace, 'KubeEvent', { reason: 'NodeNotSchedulable' })?.t).toBe(T0);
    const refused = all(trace, 'EvictionRefused').map((e) => e.t);
    expect(refused.slice(0, 3)).toEqual([T0, T0 + 5000, T0 + 10_000]);
  });

  it('evicts within the budget and the replacement avoids the cordoned node', () => {
    const trace = run(web(2, 1, [action(T0, 'drain', 'node/node-a')]));
    expect(all(trace, 'DeletionRequested')).toHaveLength(1);
    const replacement = all(trace, 'PodScheduled').filter((e) => e.t > T0);
    expect(replacement.map((e) => e.data.node)).toEqual(['node-b']);
  });
});

describe('scheduler preemption', () => {
  it('marks the victim DisruptionTarget PreemptionByScheduler and deletes it with its grace', () => {
    const trace = run(web(2, 1, [action(T0, 'preempt', 'pod/web')]));
    expect(find(trace, 'PodConditionSet', { reason: 'PreemptionByScheduler' })?.t).toBe(T0);
    expect(find(trace, 'DeletionRequested')?.data.gracePeriodSeconds).toBe(30);
  });

  it('words the Preempted event by version (namespace/name, then nothing, then the UID)', () => {
    expect(preemptedMessage(kube(22), 'web-1', 'node-a')).toBe(
      'Preempted by default/high-priority on node node-a',
    );
    expect(preemptedMessage(kube(23), 'web-1', 'node-a')).toBe('Preempted by a pod on node node-a');
    expect(preemptedMessage(kube(28), 'web-1', 'node-a')).toBe('Preempted by a pod on node node-a');
    expect(preemptedMessage(kube(29), 'web-1', 'node-a')).toMatch(
      /^Preempted by pod [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12} on node node-a$/,
    );
  });
});

describe('PodDisruptionBudget arithmetic (disruption.go getExpectedPodCount)', () => {
  it('maxUnavailable counts against the Deployment’s scale, not the pods left: the second eviction is refused', () => {
    const model = web(4, 0, []);
    model.podDisruptionBudgets[0] = {
      ...model.podDisruptionBudgets[0]!,
      minAvailable: null,
      maxUnavailable: 1,
    };
    model.actions = [action(T0, 'evict', 'pod/web'), action(T0, 'evict', 'pod/web')];
    const trace = run(model);
    // The first eviction leaves 3 healthy of the 4 expected: desiredHealthy 3, nothing to spare.
    expect(all(trace, 'DeletionRequested').filter((e) => e.t === T0)).toHaveLength(1);
    expect(find(trace, 'EvictionRefused')).toMatchObject({ t: T0, data: { code: 429 } });
  });
});
