// Before 1.27 the Job controller's failure back-off lived in its workqueue
// (job_controller.go 1.21–1.26, replaced by backoff records in #114768, 1.27): a sync
// that saw a new failure returned an error, so processNextWorkItem re-queued the Job
// through the rate limiter (AddRateLimited), and a pod turning Failed enqueued it after
// getBackoff (updatePod). The delaying queue keeps one waiting time per key, the earliest
// (delaying_queue.go insert). Up to 1.23 pod events enqueue the Job at once (Add), which
// leaves the waiting re-queue alone, so it usually comes first: the 3rd pod 10 s after the
// 2nd was created. From 1.24 (JobReadyPods beta) pod events wait podUpdateBatchPeriod (1 s,
// AddAfter): the new pod's own events pull the re-queue in to a plain sync, and the delay
// that is left runs from the observed failure (#114516's kind runs: 10 s, then 20 s after
// each failure). A sync that writes the status without a new failure Forgets the Job
// (NumRequeues back to 0) on the legacy path (≤1.24); the finalizer path (1.25–1.26, with
// #114516's fix) forgets only when succeeded grew.
import type { PodRecord } from '../../apiserver/podStore.ts';
import {
  jobBackoffRecords,
  jobBatchesEveryPodEvent,
  jobReadyPods,
  trackingWithFinalizers,
} from '../../../versions/features.ts';
import { JOB_BACKOFF_BASE_MS, MAX_JOB_BACKOFF_MS } from '../../../versions/formulas/backoff.ts';
import { newFailures, v, type JobCtx } from './jobSync.ts';

const BASE_MS = JOB_BACKOFF_BASE_MS;
const CAP_MS = MAX_JOB_BACKOFF_MS;

/** getBackoff: 10 s·2^(NumRequeues−1), none while NumRequeues is 0. */
export const getBackoffMs = (requeues: number): number =>
  requeues <= 0 ? 0 : Math.min(BASE_MS * 2 ** Math.min(requeues - 1, 20), CAP_MS);

/** ItemExponentialFailureRateLimiter.When: 10 s·2^NumRequeues, then NumRequeues + 1. */
export const rateLimitedMs = (requeues: number): number =>
  Math.min(BASE_MS * 2 ** Math.min(requeues, 20), CAP_MS);

/**
 * Whether a pod event enqueues the Job at once. 1.24–1.27 batched pod updates by
 * podUpdateBatchPeriod (1 s, gate JobReadyPods, beta 1.24) but not deletions (deletePod
 * enqueues immediately); 1.28+ batches every pod event (enqueueSyncJobBatched).
 */
export function podEventIsImmediate(c: JobCtx, pod: PodRecord): boolean {
  if (!jobReadyPods(v(c))) return true;
  return !jobBatchesEveryPodEvent(v(c)) && (pod.deletionTimestamp !== null || pod.removed);
}

/** updatePod: the first time the controller sees a pod Failed (its getBackoff starts then). */
export function noteFailedPod(c: JobCtx, pod: PodRecord): void {
  if (pod.phase === 'Failed' && !c.failedSeenAt.has(pod.uid)) {
    c.failedSeenAt.set(pod.uid, c.cluster.world.now);
  }
}

/**
 * When the sync that counts the uncounted failures runs, before 1.27: each Failed pod
 * enqueued the Job getBackoff after it was seen (a deleted one at once, deletePod), and
 * the re-queue of the last failing sync, still waiting then, may come earlier. null: now.
 */
export function workqueueSyncAt(c: JobCtx): number | null {
  const fresh = newFailures(c);
  if (fresh.length === 0) return null;
  const now = c.cluster.world.now;
  const seen = fresh.map((p) => (p.phase === 'Failed' ? (c.failedSeenAt.get(p.uid) ?? now) : now));
  let at = Math.min(
    ...fresh.map((p, i) => seen[i]! + (p.phase === 'Failed' ? getBackoffMs(c.requeues) : 0)),
  );
  // Up to 1.23 the re-queue of the last failing sync is still waiting; from 1.24 the
  // replacement's batched events have pulled it in already (enqueueControllerPodUpdate).
  const waiting = jobReadyPods(v(c)) ? null : c.requeueAt;
  if (waiting !== null && waiting >= Math.min(...seen)) at = Math.min(at, waiting);
  return at > now ? at : null;
}

/**
 * A pod event while the sync waits for its back-off (1.21–1.26), other than a pod's first
 * failure (whose getBackoff ends no sooner): up to 1.23 it enqueues the Job at once, from
 * 1.24 after the batch period (podEventIsImmediate); the delaying queue keeps the earlier
 * time, so the waiting failures are synced then (#114516: with parallelism > 1 pods "might
 * be created without exponential backoff delay"). This is the batched case.
 */
export function pullDeferralIn(c: JobCtx): void {
  const at = c.cluster.world.now + c.cluster.world.latency('jobSyncBatch');
  c.deferredUntil = Math.min(c.deferredUntil ?? at, at);
}

/** updatePod's test: the pod is Failed and the controller has not seen it Failed before. */
export const isFirstFailure = (c: JobCtx, pod: PodRecord): boolean =>
  pod.phase === 'Failed' && !c.failedSeenAt.has(pod.uid);

/** Before 1.27 the workqueue delayed the whole sync, its verdict included (AddRateLimited). */
export function planSync(c: JobCtx): void {
  c.deferredUntil = jobBackoffRecords(v(c)) ? null : workqueueSyncAt(c);
}

/**
 * processNextWorkItem after a sync: a new failure (the Job not finished) returns an
 * error, so AddRateLimited; a grown succeeded count Forgets the Job (syncJob `forget`).
 */
export function afterSync(c: JobCtx, succeededBefore: number): void {
  if (jobBackoffRecords(v(c))) return;
  if (c.newFailure) {
    c.requeueAt = c.cluster.world.now + rateLimitedMs(c.requeues);
    c.requeues++;
  } else if (c.succeeded > succeededBefore) c.requeues = 0;
}

/**
 * syncJob's legacy path (tracking without finalizers, ≤1.24): a sync that wrote the status
 * (active, succeeded, failed, and ready from 1.24) without a new failure sets forget, and
 * processNextWorkItem Forgets the Job. `statusChanged`: this sync's status differs from the
 * last one written.
 */
export function forgetOnStatusWrite(c: JobCtx, statusChanged: boolean): void {
  if (!trackingWithFinalizers(v(c)) && statusChanged && !c.newFailure) c.requeues = 0;
}
