// The Deployment controller's scaling path (pkg/controller/deployment/sync.go scale and
// util/deployment_util.go), as pure functions over ReplicaSets. When spec.replicas changes
// while more than one ReplicaSet is active (a rollout under way), the difference is spread
// over them by their size, so a scale neither hastens nor stalls the rollout.
import { wholeSeconds } from '../../../trace/units.ts';

export interface ScaleRs {
  name: string;
  createdAt: number;
  spec: number;
  available: number;
  /** Annotation deployment.kubernetes.io/desired-replicas: the Deployment's replicas. */
  desired: number;
  /** Annotation deployment.kubernetes.io/max-replicas: replicas + maxSurge then. */
  max: number;
}

type Named = Pick<ScaleRs, 'name' | 'createdAt'>;

/**
 * controller_utils.go ReplicaSetsByCreationTimestamp: oldest first, ties by name.
 * creationTimestamp is a metav1.Time, which keeps whole seconds.
 */
export const byCreation = (a: Named, b: Named): number =>
  wholeSeconds(a.createdAt) - wholeSeconds(b.createdAt) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** deployment_util.go FindActiveOrLatest: the one active RS; none active: the newest. */
export function findActiveOrLatest<T extends ScaleRs>(
  newRs: T | undefined,
  old: T[],
): T | undefined {
  const newestFirst = [...old].sort((a, b) => byCreation(b, a));
  const active = [...newestFirst, ...(newRs ? [newRs] : [])].filter((r) => r.spec > 0);
  if (active.length === 1) return active[0];
  if (active.length === 0) return newRs ?? newestFirst[0];
  return undefined;
}

/** deployment_util.go IsSaturated: the new RS runs every replica, all available. */
export const isSaturated = (replicas: number, rs: ScaleRs | undefined): boolean =>
  !!rs && rs.spec === replicas && rs.desired === replicas && rs.available === replicas;

/** deployment.go isScalingEvent: an active RS was sized for another replica count. */
export const isScalingEvent = (replicas: number, all: ScaleRs[]): boolean =>
  all.some((r) => r.spec > 0 && r.desired !== replicas);

/**
 * deployment_util.go getReplicaSetFraction: the RS's share of the new maximum, by the
 * maximum it was sized for (the max-replicas annotation; else the Deployment's
 * status.replicas), rounded half away from zero (integer.RoundToInt32).
 */
function replicaSetFraction(
  rs: ScaleRs,
  replicas: number,
  maxSurge: number,
  statusReplicas: number,
): number {
  if (replicas === 0) return -rs.spec;
  const before = rs.max || statusReplicas;
  return Math.round((rs.spec * (replicas + maxSurge)) / before) - rs.spec;
}

/** deployment_util.go GetProportion: the share, kept within what is left to add or remove. */
function proportion(
  rs: ScaleRs,
  replicas: number,
  maxSurge: number,
  statusReplicas: number,
  toAdd: number,
  added: number,
): number {
  if (rs.spec === 0 || toAdd === 0 || toAdd === added) return 0;
  const fraction = replicaSetFraction(rs, replicas, maxSurge, statusReplicas);
  const allowed = toAdd - added;
  return toAdd > 0 ? Math.min(fraction, allowed) : Math.max(fraction, allowed);
}

/**
 * sync.go scale, the rolling branch: every active RS's new size, in the order they are
 * written. Growing, bigger RSs first and newer before older at equal size
 * (ReplicaSetsBySizeNewer); shrinking, older first (ReplicaSetsBySizeOlder). The rounding
 * leftover goes to the first; none drops below 0.
 */
export function proportionalSizes<T extends ScaleRs>(
  replicas: number,
  maxSurge: number,
  active: T[],
  statusReplicas: number,
): Array<[T, number]> {
  const current = active.reduce((s, r) => s + r.spec, 0);
  const allowedSize = replicas > 0 ? replicas + maxSurge : 0;
  const toAdd = allowedSize - current;
  const sorted = [...active];
  if (toAdd !== 0)
    sorted.sort((a, b) => b.spec - a.spec || (toAdd > 0 ? byCreation(b, a) : byCreation(a, b)));
  let added = 0;
  const sizes = sorted.map((r): [T, number] => {
    const p = proportion(r, replicas, maxSurge, statusReplicas, toAdd, added);
    added += p;
    return [r, r.spec + p];
  });
  const first = sizes[0];
  if (first && toAdd !== 0) first[1] = Math.max(0, first[1] + toAdd - added);
  return sizes;
}
