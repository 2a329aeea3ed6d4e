// The back-offs both sides need: the kubelet's container restart delays and the Job
// controller's Pod re-creation delays. The cluster's components run them; the manifest side
// estimates a scenario's length with the same numbers. One home per formula, as in
// pkg/controller/job/backoff_utils.go.
import { has } from '../changes.ts';
import type { KubeVersion } from '../version.ts';

/** kubelet.go backOffPeriod / MaxContainerBackOff: flowcontrol.Backoff from 10 s to 300 s. */
export const CRASH_LOOP_INITIAL_MS = 10_000;
export const CRASH_LOOP_CAP_MS = 300_000;

/**
 * The delay before restart number `n` (1-based) of a container that crashes as soon as it
 * starts (kuberuntime_manager.go doBackOff): the first restart is immediate, the n-th waits
 * 10 s·2^(n−2), capped at 300 s. Unchanged through 1.37 (ReduceDefaultCrashLoopBackoffDecay
 * is still alpha and off; KubeletCrashLoopBackOffMax only acts when configured).
 */
export function crashLoopDelayMs(n: number): number {
  if (n <= 1) return 0;
  return Math.min(CRASH_LOOP_INITIAL_MS * 2 ** Math.min(n - 2, 20), CRASH_LOOP_CAP_MS);
}

/** job_controller.go DefaultJobBackOff (backoff_utils.go DefaultJobPodFailureBackOff). */
export const JOB_BACKOFF_BASE_MS = 10_000;
/** job_controller.go MaxJobBackOff: the cap up to 1.27, the legacy workqueue's too (jobWorkqueue.ts). */
export const MAX_JOB_BACKOFF_MS = 360_000;
/** MaxJobPodFailureBackOff (10 min) from 1.28; MaxJobBackOff (6 min) before. */
const jobBackoffCapMs = (v: KubeVersion): number =>
  has(v, 'JobBackoffCapTenMinutes') ? 600_000 : MAX_JOB_BACKOFF_MS;

/**
 * The Job controller's wait before re-creating a Pod after `n` failures since the last
 * success (backoff_utils.go getRemainingTimeForFailuresCount, 1.27+): 10 s·2^(n−1), capped.
 */
export function jobBackoffMs(v: KubeVersion, n: number): number {
  if (n <= 0) return 0;
  return Math.min(JOB_BACKOFF_BASE_MS * 2 ** Math.min(n - 1, 20), jobBackoffCapMs(v));
}

/**
 * workqueue.DefaultControllerRateLimiter's per-item part, ItemExponentialFailureRateLimiter(5 ms,
 * 1000 s): the wait before a controller retries a key whose sync failed `failures` times
 * before (AddRateLimited; Forget after a success clears it). Its shared bucket (10 qps, burst
 * 100) is not reached by one object's retries and is not modelled.
 */
export const controllerRetryMs = (failures: number): number =>
  Math.min(5 * 2 ** Math.min(failures, 40), 1_000_000);
