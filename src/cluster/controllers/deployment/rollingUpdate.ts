// The Deployment controller's arithmetic (pkg/controller/deployment/rolling.go and
// util/deployment_util.go), as pure functions over ReplicaSet counts.
import type { IntOrPercent } from '../../../manifest/model/model.ts';

/** util ResolveFenceposts: surge rounds up, unavailable down; both 0 ⇒ unavailable 1. */
export function resolveFenceposts(
  maxSurge: IntOrPercent,
  maxUnavailable: IntOrPercent,
  replicas: number,
): { surge: number; unavailable: number } {
  const scaled = (v: IntOrPercent, up: boolean): number => {
    if (typeof v === 'number') return v;
    const pct = (parseFloat(v) * replicas) / 100;
    return up ? Math.ceil(pct) : Math.floor(pct);
  };
  const surge = scaled(maxSurge, true);
  let unavailable = scaled(maxUnavailable, false);
  if (surge === 0 && unavailable === 0) unavailable = 1;
  return { surge, unavailable };
}

export interface RsCounts {
  spec: number;
  available: number;
}

const sum = (rs: RsCounts[], k: keyof RsCounts): number => rs.reduce((s, r) => s + r[k], 0);

/** deployment_util.go NewRSNewReplicas: how far the new ReplicaSet may grow now. */
export function newReplicaSetReplicas(
  replicas: number,
  surge: number,
  all: RsCounts[],
  newRs: RsCounts,
): number {
  const current = sum(all, 'spec');
  const maxTotal = replicas + surge;
  if (current >= maxTotal) return newRs.spec;
  const up = Math.min(maxTotal - current, replicas - newRs.spec);
  return newRs.spec + Math.max(0, up);
}

/**
 * rolling.go reconcileOldReplicaSets: how many old replicas may go at all now
 * (≤ 0: none); the new ReplicaSet's unavailable pods count against it.
 */
export function maxScaledDown(
  replicas: number,
  unavailable: number,
  all: RsCounts[],
  newRs: RsCounts,
): number {
  return sum(all, 'spec') - (replicas - unavailable) - (newRs.spec - newRs.available);
}

/** rolling.go cleanupUnhealthyReplicas: old RSs' unavailable replicas first, oldest first. */
export function cleanupUnhealthyReplicas(old: RsCounts[], max: number): number[] {
  let left = max;
  return old.map((r) => {
    const unhealthy = r.spec - r.available;
    if (left <= 0 || r.spec === 0 || unhealthy <= 0) return r.spec;
    const n = Math.min(left, unhealthy);
    left -= n;
    return r.spec - n;
  });
}

/**
 * rolling.go scaleDownOldReplicaSetsForRollingUpdate: old RSs (oldest first) shrink until
 * only minAvailable pods would stay available; `available` is every RS's status.
 */
export function scaleDownOldForRollingUpdate(
  replicas: number,
  unavailable: number,
  available: number,
  oldSpecs: number[],
): number[] {
  let total = available - (replicas - unavailable);
  return oldSpecs.map((spec) => {
    if (total <= 0 || spec === 0) return spec;
    const n = Math.min(spec, total);
    total -= n;
    return spec - n;
  });
}
