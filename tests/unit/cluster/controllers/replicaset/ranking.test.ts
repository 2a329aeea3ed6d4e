// The ReplicaSet controller's scale-down ranking (controller_utils.go ActivePodsWithRanks.Less)
// and the pod-deletion-cost annotation, as facts.
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  deletionCost,
  deletionOrder,
} from '../../../../../src/cluster/controllers/replicaset/ranking.ts';
import type { PodRecord } from '../../../../../src/cluster/apiserver/podStore.ts';
import { template } from '../../../helpers/build.ts';

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
