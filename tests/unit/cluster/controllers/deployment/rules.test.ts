// The Deployment controller's pure rules, one fact each: rolling-update arithmetic
// (rollingUpdate.go) and proportional scaling (sync.go scale).
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
