// The grace arithmetic, in one place: how long everything may take once a Pod is told to
// stop. The API server's side (the grace a DELETE gets, the deletionTimestamp) and the
// kubelet's side (the pod worker's grace and override, each container's preStop budget,
// StopContainer timeout and native-sidecar turn), by version. The API server, the kubelet and the controllers call these; none of them
// keeps a second copy of a minimum, a truncation or an override.
import { seconds, secondsToMs, wholeSeconds } from '../trace/units.ts';
import type { ContainerModel, HookFailure, KubeVersion } from '../manifest/model/model.ts';
import {
  forceDeleteGetsOneSecond,
  hardEvictionOverrideKept,
  podWorkerOverride,
  preStopCountsAgainstOverride,
  sidecarTerminationOrder,
} from '../versions/features.ts';

/** kuberuntime_manager.go minimumGracePeriodInSeconds. */
export const MINIMUM_GRACE_SECONDS = 2;

/** eviction_manager.go immediateEvictionGracePeriodSeconds. */
const IMMEDIATE_EVICTION_GRACE_SECONDS = 1;

/** A number of seconds of the API (a grace, a deadline) as the clock counts it. */
const graceMs = (grace: number): number => secondsToMs(seconds(grace));

/*
 * Whole seconds in a span (units.ts wholeSeconds): the kubelet counts what a wait took in
 * whole seconds (kuberuntime_container.go executePreStopHook and waitForTurn truncate downward).
 */

// ── The API server ─────────────────────────────────────────────────────────────────────

export interface DeleteRequest {
  /** DeleteOptions.gracePeriodSeconds as sent (after kubectl's own rewriting); null = not given. */
  gracePeriodSeconds: number | null;
}

/** rest/delete.go BeforeDelete: a negative grace becomes 1. */
const atLeastOne = (grace: number): number => (grace < 0 ? 1 : grace);

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
  return atLeastOne(grace);
}

/**
 * rest/delete.go BeforeDelete for an object already being deleted: the strategy's
 * CheckGracefulDelete is skipped; a DELETE without a grace leaves the pending one as it is
 * (null: nothing to do), a shorter one shortens it, and one already at 0 is removed
 * (finalizers permitting).
 */
export function repeatedDeleteGrace(
  gracePeriodSeconds: number | null,
  pending: number | null,
): number | null {
  const current = pending ?? 0;
  if (gracePeriodSeconds === null && current > 0) return null;
  if (current === 0) return 0;
  return gracePeriodSeconds === null ? 0 : atLeastOne(gracePeriodSeconds);
}

/** BeforeDelete: a later DELETE may only shorten the grace. */
export const shortensGrace = (pending: number | null, grace: number): boolean =>
  pending !== null && grace < pending;

/** BeforeDelete: deletionTimestamp = now + grace. */
export const deletionTimestampAt = (now: number, grace: number): number => now + graceMs(grace);

/** BeforeDelete on a shorter DELETE: newTS = oldTS − oldGrace + newGrace. */
export const shortenedDeletionTimestamp = (
  timestamp: number,
  oldGrace: number,
  grace: number,
): number => timestamp - graceMs(oldGrace) + graceMs(grace);

/** When the DELETE was made: the deletionTimestamp less the grace it was given. */
export const deletionRequestedAt = (timestamp: number, grace: number | null): number =>
  timestamp - graceMs(grace ?? 0);

// ── The kubelet ────────────────────────────────────────────────────────────────────────

/**
 * The grace the node's pod worker uses (pod_workers.go calculateEffectiveGracePeriod):
 * never below 1. A force delete (0) got the full spec grace on 1.22–1.30 (the 0 fell back
 * to tGPS) and 1 s from 1.31 (#124063).
 */
export function nodeGraceSeconds(v: KubeVersion, deletionGrace: number, tGPS: number): number {
  if (deletionGrace === 0 && !forceDeleteGetsOneSecond(v)) return Math.max(1, tGPS);
  return Math.max(1, deletionGrace);
}

/**
 * The grace a kill the kubelet starts itself asks for, before the pod worker: graceful node
 * shutdown kills with min(terminationGracePeriodSeconds, the group's period)
 * (nodeshutdown_manager_linux.go killPods).
 */
export const shutdownGraceSeconds = (tGPS: number, periodSeconds: number): number =>
  Math.min(tGPS, periodSeconds);

/**
 * eviction_manager.go synchronize → evictPod: a hard eviction's grace. ≤1.21 synchronize
 * passed gracePeriodOverride 0 (killPodNow and killContainer handed it to StopContainer);
 * on 1.22–1.30 the pod worker lost the override and the pod got its full
 * terminationGracePeriodSeconds; from 1.31 immediateEvictionGracePeriodSeconds.
 */
export function hardEvictionGraceSeconds(v: KubeVersion, tGPS: number): number {
  if (!podWorkerOverride(v)) return 0;
  return hardEvictionOverrideKept(v) ? IMMEDIATE_EVICTION_GRACE_SECONDS : tGPS;
}

/** Who asked for the kill, as far as the grace goes. */
export type KillSource =
  /** An API deletion: the pod's deletionGracePeriodSeconds. */
  | { by: 'api'; deletionGrace: number | null }
  /** The kubelet itself (node shutdown, node-pressure eviction), with its own grace. */
  | { by: 'kubelet'; grace: number | null }
  /** activeDeadlineSeconds or the containers' completion: no override, the spec grace. */
  | { by: 'runtime' };

export interface KillContext {
  v: KubeVersion;
  tGPS: number;
  /** metadata.deletionGracePeriodSeconds, null when the pod is not being deleted. */
  deletionGrace: number | null;
  /**
   * The pod worker's grace override, when the kill carries one (an API deletion or a
   * kubelet-initiated kill on 1.22+); null for the activeDeadlineSeconds / completion path.
   */
  override: number | null;
}

/**
 * The pod worker's grace for one kill. pod_workers.go UpdatePod passes the effective grace
 * as an override for every API deletion on 1.22+; the activeDeadlineSeconds path (SyncPod
 * returning terminal) has none. A kubelet-initiated kill (nodeshutdown_manager killPods,
 * eviction_manager evictPod) always passes its grace as the override: ≤1.21 killPodNow
 * passes it as is (0 included); the 1.22 pod worker raises it to 1
 * (calculateEffectiveGracePeriod).
 */
export function killContext(v: KubeVersion, tGPS: number, source: KillSource): KillContext {
  const deletionGrace = source.by === 'api' ? source.deletionGrace : null;
  let override: number | null = null;
  if (source.by === 'kubelet')
    override = Math.max(podWorkerOverride(v) ? 1 : 0, source.grace ?? tGPS);
  else if (source.by === 'api' && podWorkerOverride(v))
    override = nodeGraceSeconds(v, deletionGrace ?? tGPS, tGPS);
  return { v, tGPS, deletionGrace, override };
}

/** What the kubelet hands one container when it kills it. */
export interface ContainerKill {
  /** How long the hook runs before the signal (already bounded by the budget), ms. */
  hookMs: number;
  runPreStop: boolean;
  /** The hook finishes within its budget (else it is abandoned at the budget). */
  hookCompletes: boolean;
  /** The hook fails when it ends (FailedPreStopHook), and why; null when it succeeds. */
  hookFailure: HookFailure | null;
  /** StopContainer's timeout: from the signal to SIGKILL, ms (0: SIGKILL at once). */
  stopTimeoutMs: number;
  /**
   * Native sidecars (1.29+): after the hook, wait for the turn (the regular containers and
   * later sidecars have exited), at most `capMs`; the timeout is then what is left of
   * `graceSeconds` (kuberuntime_termination_order.go waitForTurn).
   */
  turn: { graceSeconds: number; capMs: number } | null;
}

/**
 * kuberuntime_container.go killContainer: G less the whole seconds already spent (the
 * hook, the wait for the turn), never below minimumGracePeriodInSeconds.
 */
export const remainingGraceSeconds = (grace: number, ...spentMs: number[]): number =>
  Math.max(
    spentMs.reduce((g, ms) => g - wholeSeconds(ms), grace),
    MINIMUM_GRACE_SECONDS,
  );

/**
 * The preStop budget: ≤1.21 and 1.22–1.27 the pod-level grace bounds the hook; from 1.28
 * the override does (#115835).
 */
function preStopBudgetSeconds(ctx: KillContext): number {
  const podLevel = ctx.deletionGrace ?? ctx.tGPS;
  if (!podWorkerOverride(ctx.v) || !preStopCountsAgainstOverride(ctx.v)) return podLevel;
  return ctx.override ?? podLevel;
}

/**
 * kuberuntime_container.go killContainer for one container.
 * ≤1.21: the pod-level grace, preStop subtracted, 2 s floor.
 * 1.22–1.27: the pod-level grace bounds the hook, but StopContainer then receives the
 *   override unchanged: no subtraction and no floor (#115835 fixed it in 1.28).
 * 1.28+: the override G bounds the hook; the remainder with the 2 s floor.
 * A native sidecar (1.29+, #120620) then waits for its turn, at most what is left of the
 * grace after its hook (kuberuntime_termination_order.go).
 */
export function containerKill(
  ctx: KillContext,
  container: ContainerModel,
  /** Nothing listens yet (the process has not started up): an httpGet hook is refused. */
  notListening = false,
): ContainerKill {
  const budget = preStopBudgetSeconds(ctx);
  const runPreStop = container.preStop !== null && budget > 0;
  const budgetMs = runPreStop ? graceMs(budget) : 0;
  const hookFailure = preStopFailure(container, notListening);
  // A failing hook runs until it fails: that time counts against the grace like any other.
  const hookDuration =
    container.preStop === null || hookFailure?.kind === 'refused'
      ? 0
      : container.preStop.durationMs;
  const hookMs = runPreStop ? Math.min(hookDuration, budgetMs) : 0;
  // Before 1.28 an override replaces the remainder (≤1.21 too, where only kubelet-initiated
  // kills such as node shutdown pass one).
  const stopTimeout =
    !preStopCountsAgainstOverride(ctx.v) && ctx.override !== null
      ? ctx.override
      : remainingGraceSeconds(budget, hookMs);
  const grace = ctx.override ?? ctx.deletionGrace ?? ctx.tGPS;
  const turn =
    container.sidecar && sidecarTerminationOrder(ctx.v)
      ? { graceSeconds: grace, capMs: graceMs(Math.max(0, grace - wholeSeconds(hookMs))) }
      : null;
  return {
    hookMs,
    runPreStop,
    hookCompletes: hookDuration <= budgetMs,
    hookFailure,
    stopTimeoutMs: graceMs(stopTimeout),
    turn,
  };
}

/** The preStop's failure: known from the manifest, or an httpGet nothing answers yet. */
function preStopFailure(container: ContainerModel, notListening: boolean): HookFailure | null {
  const pre = container.preStop;
  if (pre === null) return null;
  if (pre.failure) return pre.failure;
  const get = pre.httpGet;
  if (notListening && get && typeof get.port === 'number')
    return { kind: 'refused', path: get.path, port: get.port };
  return null;
}

/** killContainer after waitForTurn: what is left of the grace once the turn came. */
export function stopTimeoutAfterTurnMs(kill: ContainerKill, waitedMs: number): number {
  return graceMs(remainingGraceSeconds(kill.turn!.graceSeconds, kill.hookMs, waitedMs));
}

/**
 * kuberuntime_manager.go SyncPod, RestartAllContainers: killContainer with a grace override
 * of 0, so no preStop (it runs only when gracePeriod > 0), and StopContainer gets
 * minimumGracePeriodInSeconds; terminationGracePeriodSeconds plays no part.
 */
export const restartAllContainersKill = (): ContainerKill => ({
  hookMs: 0,
  runPreStop: false,
  hookCompletes: true,
  hookFailure: null,
  stopTimeoutMs: graceMs(MINIMUM_GRACE_SECONDS),
  turn: null,
});
