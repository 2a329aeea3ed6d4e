// The Deployment controller's arithmetic (pkg/controller/deployment/rolling.go and
// util/deployment_util.go), as pure functions over ReplicaSet counts.
import type { IntOrPercent } from '../../manifest/model.ts';

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

/** D3, NewRSNewReplicas: how far the new ReplicaSet may grow now. */
export function newReplicaSetReplicas(
  replicas: number,
  surge: number,
  all: RsCounts[],
  newRs: RsCounts,
): number {
  const current = all.reduce((s, r) => s + r.spec, 0);
  const maxTotal = replicas + surge;
  if (current >= maxTotal) return newRs.spec;
  const up = Math.min(maxTotal - current, replicas - newRs.spec);
  return newRs.spec + Math.max(0, up);
}

/** D4, reconcileOldReplicaSets: how many old replicas may go now, unhealthy ones first. */
export function oldReplicaSetScaleDown(
  replicas: number,
  unavailable: number,
  all: RsCounts[],
  newRs: RsCounts,
  old: RsCounts[],
): number[] {
  const minAvailable = replicas - unavailable;
  const allSpec = all.reduce((s, r) => s + r.spec, 0);
  const newUnavailable = newRs.spec - newRs.available;
  let maxScaledDown = allSpec - minAvailable - newUnavailable;
  const cut = old.map(() => 0);
  if (maxScaledDown <= 0) return cut;
  // cleanupUnhealthyReplicas: unavailable old replicas go first (oldest RS first).
  old.forEach((r, i) => {
    const unhealthy = Math.max(0, r.spec - r.available);
    const n = Math.min(unhealthy, maxScaledDown);
    cut[i]! += n;
    maxScaledDown -= n;
  });
  // scaleDownOldReplicaSetsForRollingUpdate: down to minAvailable available pods.
  const allAvailable = all.reduce((s, r) => s + r.available, 0);
  let total = Math.min(allAvailable - minAvailable, maxScaledDown);
  old.forEach((r, i) => {
    if (total <= 0) return;
    const n = Math.min(r.spec - cut[i]!, total);
    cut[i]! += Math.max(0, n);
    total -= Math.max(0, n);
  });
  return cut;
}
