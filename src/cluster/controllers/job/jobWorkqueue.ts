// Before 1.27 the Job controller's failure back-off lived in its workqueue
// (job_controller.go 1.21–1.26, replaced by backoff records in #114768, 1.27): a sync
// that saw a new failure returned an error, so processNextWorkItem re-queued the Job
// through the rate limiter, and a pod turning Failed enqueued it after getBackoff. The
// delaying queue keeps the earlier of two waiting times for one key, so the re-queue of
// the last failing sync usually comes first (#114516: "the 3rd pod is created 10s after
// the 2nd pod, 4th pod is created 20s after the 3rd pod").
import type { PodRecord } from '../../apiserver/podStore.ts';
import { newFailures, v, type JobCtx } from './jobSync.ts';

/** DefaultJobBackOff, MaxJobBackOff. */
const BASE_MS = 10_000;
const CAP_MS = 360_000;

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
  if (v(c) <= 23) return true;
  return v(c) <= 27 && (pod.deletionTimestamp !== null || pod.removed);
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
  if (c.requeueAt !== null && c.requeueAt >= Math.min(...seen)) at = Math.min(at, c.requeueAt);
  return at > now ? at : null;
}

/**
 * processNextWorkItem after a sync: a new failure (the Job not finished) returns an
 * error, so AddRateLimited; a grown succeeded count Forgets the Job (syncJob `forget`).
 */
export function afterSync(c: JobCtx, succeededBefore: number): void {
  if (v(c) >= 27) return;
  if (c.newFailure) {
    c.requeueAt = c.cluster.world.now + rateLimitedMs(c.requeues);
    c.requeues++;
  } else if (c.succeeded > succeededBefore) c.requeues = 0;
}
