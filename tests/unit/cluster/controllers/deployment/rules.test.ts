// The pure rules, one fact each: grace periods, Deployment arithmetic, back-off, ranking.
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  cleanupUnhealthyReplicas,
  maxScaledDown,
  newReplicaSetReplicas,
  resolveFenceposts,
  scaleDownOldForRollingUpdate,
} from '../../../../../src/cluster/controllers/deployment/rollingUpdate.ts';
import {
  findActiveOrLatest,
  isScalingEvent,
  proportionalSizes,
  type ScaleRs,
} from '../../../../../src/cluster/controllers/deployment/deploymentScale.ts';
import {
  deletionCost,
  deletionOrder,
} from '../../../../../src/cluster/controllers/replicaset/ranking.ts';
import { RestartBackoff } from '../../../../../src/cluster/kubelet/backoff.ts';
import { crashLoopDelayMs } from '../../../../../src/versions/formulas/backoff.ts';
import type { PodRecord } from '../../../../../src/cluster/apiserver/podStore.ts';
import { template } from '../../../helpers/build.ts';
import { EventQueue } from '../../../../../src/engine/queue.ts';
import {
  createdMessage,
  scaledMessage,
  startedMessage,
} from '../../../../../src/cluster/eventMessages.ts';

describe('Deployment arithmetic', () => {
  it('rounds surge up and unavailable down (ResolveFenceposts)', () =>
    expect(resolveFenceposts('25%', '25%', 10)).toEqual({ surge: 3, unavailable: 2 }));
  it('makes unavailable 1 when both would be 0', () =>
    expect(resolveFenceposts(0, '10%', 5)).toEqual({ surge: 0, unavailable: 1 }));
  it('scales the new ReplicaSet up to replicas + surge in all', () =>
    expect(
      newReplicaSetReplicas(
        4,
        1,
        [
          { spec: 4, available: 4 },
          { spec: 0, available: 0 },
        ],
        { spec: 0, available: 0 },
      ),
    ).toBe(1));
  it('scales old ReplicaSets down to keep replicas − unavailable available', () => {
    const all = [
      { spec: 4, available: 4 },
      { spec: 1, available: 0 },
    ];
    expect(maxScaledDown(4, 1, all, all[1]!)).toBe(1);
    expect(scaleDownOldForRollingUpdate(4, 1, 4, [4])).toEqual([3]);
  });
  it('cleans up unavailable old replicas first, oldest ReplicaSet first, within the gate', () =>
    expect(
      cleanupUnhealthyReplicas(
        [
          { spec: 2, available: 1 },
          { spec: 3, available: 0 },
        ],
        2,
      ),
    ).toEqual([1, 2]));
});

/** The delay before restart `n` of a container that crashes as soon as it starts. */
function kubeletDelay(n: number): number {
  const backoff = new RestartBackoff();
  let now = 0;
  let delay = 0;
  for (let i = 1; i <= n; i++) {
    delay = backoff.delayAfterExit('c', now);
    now += delay;
  }
  return delay;
}

describe('container restart back-off (doBackOff)', () => {
  it('restarts the first time at once, then 10 s doubling to 300 s', () =>
    expect([1, 2, 3, 4, 7, 20].map(kubeletDelay)).toEqual([
      0, 10_000, 20_000, 40_000, 300_000, 300_000,
    ]));
  it("the kubelet's back-off is the rulebook's formula (versions/formulas/backoff.ts)", () =>
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(kubeletDelay)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 20].map(crashLoopDelayMs),
    ));
});

describe('event queue', () => {
  it('orders by time, then by insertion', () => {
    const q = new EventQueue();
    const out: string[] = [];
    q.push(20, () => out.push('c'));
    q.push(10, () => out.push('a'));
    q.push(10, () => out.push('b')).cancelled = false;
    q.push(5, () => out.push('x')).cancelled = true;
    for (let e = q.pop(); e; e = q.pop()) e.fn();
    expect(out).toEqual(['a', 'b', 'c']);
  });
});

describe('event messages by version', () => {
  it('Created container gains a colon in 1.32', () => {
    expect(createdMessage(kube(31), 'app')).toBe('Created container app');
    expect(createdMessage(kube(32), 'app')).toBe('Created container: app');
    expect(createdMessage(kube(34), 'app')).toBe('Created container: app');
    // #134043: the name leaves the message (kuberuntime_container.go startContainer, 1.35).
    expect(createdMessage(kube(35), 'app')).toBe('Container created');
    expect(startedMessage(kube(34), 'app')).toBe('Started container app');
    expect(startedMessage(kube(36), 'app')).toBe('Container started');
  });
  it('ScalingReplicaSet: "to N", then "to N from M", then "from M to N" (1.32)', () => {
    expect(scaledMessage(kube(26), 'up', 'web-1', 1, 3)).toBe('Scaled up replica set web-1 to 3');
    expect(scaledMessage(kube(27), 'up', 'web-1', 1, 3)).toBe(
      'Scaled up replica set web-1 to 3 from 1',
    );
    expect(scaledMessage(kube(31), 'down', 'web-1', 3, 2)).toBe(
      'Scaled down replica set web-1 to 2 from 3',
    );
    expect(scaledMessage(kube(32), 'down', 'web-1', 3, 2)).toBe(
      'Scaled down replica set web-1 from 3 to 2',
    );
  });
  it('ScalingReplicaSet for a ReplicaSet just created: no old count until 1.32', () => {
    expect(scaledMessage(kube(31), 'up', 'web-1', 0, 3, true)).toBe(
      'Scaled up replica set web-1 to 3',
    );
    expect(scaledMessage(kube(32), 'up', 'web-1', 0, 3, true)).toBe(
      'Scaled up replica set web-1 from 0 to 3',
    );
  });
});

describe('proportional scaling (sync.go scale, GetProportion)', () => {
  const rs = (name: string, createdAt: number, spec: number): ScaleRs => ({
    name,
    createdAt,
    spec,
    available: 0,
    desired: 10,
    max: 13,
  });
  const old = rs('web-old', 0, 8);
  const fresh = rs('web-new', 70_000, 5);
  it('is a scaling event when an active RS was sized for other replicas', () => {
    expect(isScalingEvent(15, [old, fresh])).toBe(true);
    expect(isScalingEvent(10, [old, fresh])).toBe(false);
  });
  it('scales the only active RS to the full count', () =>
    expect(findActiveOrLatest({ ...fresh, spec: 0 }, [old])).toBe(old));
  it('spreads 10 -> 15 (maxSurge 3) as the docs show: old 8 -> 11, new 5 -> 7', () =>
    expect(proportionalSizes(15, 3, [old, fresh], 13).map(([r, n]) => [r.name, n])).toEqual([
      ['web-old', 11],
      ['web-new', 7],
    ]));
  it('scales to 0 by taking every RS to 0', () =>
    expect(proportionalSizes(0, 0, [old, fresh], 13).map(([, n]) => n)).toEqual([0, 0]));
});

describe('scale-down ranking (ActivePodsWithRanks.Less)', () => {
  const pod = (uid: number, readySince: number, cost?: string): PodRecord =>
    ({
      name: `p${uid}`,
      uid,
      nodeName: 'node-a',
      phase: 'Running',
      ready: true,
      readySince,
      restartCount: 0,
      createdAt: 0,
      template: template([], {
        annotations:
          cost === undefined ? {} : { 'controller.kubernetes.io/pod-deletion-cost': cost },
      }),
    }) as PodRecord;
  const order = (pods: PodRecord[], v: number, now = 100_000): string[] =>
    deletionOrder(pods, now, kube(v), () => 1).map((p) => p.name);
  it('reads pod-deletion-cost as an int32 without + or leading zeros', () =>
    expect(
      ['10', '-5', '+10', '008', 'x', '3000000000'].map((v) =>
        deletionCost({
          'controller.kubernetes.io/pod-deletion-cost': v,
        }),
      ),
    ).toEqual([10, -5, 0, 0, 0, 0]));
  it('ignores the cost on 1.21 (alpha gate off): the pod Ready last goes first', () =>
    expect(order([pod(1, 5000, '-100'), pod(2, 60_000, '100')], 21)).toEqual(['p2', 'p1']));
  it('deletes the lower cost first from 1.22', () =>
    expect(order([pod(1, 5000, '-100'), pod(2, 60_000, '100')], 22)).toEqual(['p1', 'p2']));
  it('1.21 compares Ready times exactly; 1.22 by power-of-two age buckets', () => {
    // Ages 95 s and 75 s share the bucket floor(log2(ns)) = 36: Ready time no longer decides.
    const a = pod(7, 5000);
    const b = pod(8, 25_000);
    expect(order([a, b], 21)).toEqual(['p8', 'p7']);
    const hashed = order([a, b], 22);
    expect(order([b, a], 22)).toEqual(hashed);
    // Ages 95 s and 15 s are in different buckets: the younger goes first either way.
    expect(order([a, pod(9, 85_000)], 22)).toEqual(['p9', 'p7']);
  });
});
