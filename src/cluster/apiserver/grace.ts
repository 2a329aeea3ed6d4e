// How long everything may take once a Pod is told to stop: the API server's grace, the
// node's grace, and each container's kill plan.
import type { ContainerModel, Minor } from '../../manifest/model.ts';
import {
  forceDeleteGetsOneSecond,
  podWorkerOverride,
  preStopCountsAgainstOverride,
} from '../../versions/features.ts';

/** kuberuntime_manager.go minimumGracePeriodInSeconds. */
export const MINIMUM_GRACE_SECONDS = 2;

export interface DeleteRequest {
  /** DeleteOptions.gracePeriodSeconds as sent (after kubectl's own rewriting); null = not given. */
  gracePeriodSeconds: number | null;
}

/**
 * pkg/registry/core/pod/strategy.go podStrategy.CheckGracefulDelete, and
 * apiserver/pkg/registry/rest/delete.go BeforeDelete (a negative grace becomes 1).
 */
export function apiGraceSeconds(
  req: DeleteRequest,
  pod: { tGPS: number; scheduled: boolean; terminal: boolean },
): number {
  let grace = req.gracePeriodSeconds ?? pod.tGPS;
  if (!pod.scheduled || pod.terminal) grace = 0;
  if (grace < 0) grace = 1;
  return grace;
}

/**
 * kubectl delete.go DeleteOptions.Complete: `--grace-period=0` without `--force` is sent
 * as 1; `--force` with no grace sends 0.
 */
export function kubectlGrace(gracePeriodSeconds: number | null, force: boolean): number | null {
  if (force) return gracePeriodSeconds ?? 0;
  if (gracePeriodSeconds === 0) return 1;
  return gracePeriodSeconds;
}

/**
 * The grace the node's pod worker uses (pod_workers.go calculateEffectiveGracePeriod):
 * never below 1. A force delete (0) got the full spec grace on 1.22–1.30 (the 0 fell back
 * to tGPS) and 1 s from 1.31 (#124063).
 */
export function nodeGraceSeconds(v: Minor, deletionGrace: number, tGPS: number): number {
  if (deletionGrace === 0 && !forceDeleteGetsOneSecond(v)) return Math.max(1, tGPS);
  return Math.max(1, deletionGrace);
}

export interface KillContext {
  v: Minor;
  tGPS: number;
  /** metadata.deletionGracePeriodSeconds, null when the pod is not being deleted. */
  deletionGrace: number | null;
  /**
   * The pod worker's grace override, when the kill carries one (an API deletion or a
   * kubelet-initiated kill on 1.22+); null for the activeDeadlineSeconds / completion path.
   */
  override: number | null;
}

export interface KillPlan {
  /** Time the preStop hook may run (ms); 0 = no hook or skipped. */
  preStopBudgetMs: number;
  /** Whether the hook runs at all. */
  runPreStop: boolean;
  /**
   * Timeout handed to CRI StopContainer once the hook is done, as a function of the hook's
   * elapsed time (whole seconds are subtracted: executePreStopHook truncates).
   */
  stopTimeoutSeconds: (hookElapsedMs: number) => number;
}

/**
 * kuberuntime_container.go killContainer for one container.
 * ≤1.21: the pod-level grace, preStop subtracted, 2 s floor.
 * 1.22–1.27: the pod-level grace bounds the hook, but StopContainer then receives the
 *   override unchanged: no subtraction and no floor (#115835 fixed it in 1.28).
 * 1.28+: the override G bounds the hook; the remainder with the 2 s floor.
 */
export function killPlan(ctx: KillContext, container: ContainerModel): KillPlan {
  const podLevel = ctx.deletionGrace ?? ctx.tGPS;
  const hasHook = container.preStop !== null;
  let budget: number;
  if (!podWorkerOverride(ctx.v) || !preStopCountsAgainstOverride(ctx.v)) budget = podLevel;
  else budget = ctx.override ?? podLevel;
  const runPreStop = hasHook && budget > 0;
  const floorRemainder = (elapsedMs: number): number =>
    Math.max(budget - Math.floor(elapsedMs / 1000), MINIMUM_GRACE_SECONDS);
  let stopTimeoutSeconds = floorRemainder;
  // Before 1.28 an override replaces the remainder (≤1.21 too, where only kubelet-initiated
  // kills such as node shutdown pass one).
  if (!preStopCountsAgainstOverride(ctx.v) && ctx.override !== null) {
    const g = ctx.override;
    stopTimeoutSeconds = () => g;
  }
  return { preStopBudgetMs: runPreStop ? budget * 1000 : 0, runPreStop, stopTimeoutSeconds };
}
