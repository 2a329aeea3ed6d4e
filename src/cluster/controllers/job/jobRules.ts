// The Job controller's arithmetic, per version (job_controller.go), as pure functions.
import type { JobModel, Minor } from '../../../manifest/model.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';

/**
 * isPodFailed: phase Failed, or (default policy) being deleted and not Succeeded. With
 * podReplacementPolicy Failed or any podFailurePolicy (1.28+ onlyReplaceFailedPods) only
 * the Failed phase counts.
 */
export function onlyReplaceFailedPods(v: Minor, job: JobModel): boolean {
  return v >= 28 && (job.podReplacementPolicy === 'Failed' || job.podFailurePolicy !== null);
}

/**
 * JobTrackingWithFinalizers: beta in 1.23 but turned off in its patches (#109491) and in
 * 1.24 (#109487), on again in 1.25 (#110948), GA 1.26. With it pods carry the
 * batch.kubernetes.io/job-tracking finalizer and a deleted pod counts as failed.
 */
export const trackingWithFinalizers = (v: Minor): boolean => v >= 25;
export const JOB_TRACKING_FINALIZER = 'batch.kubernetes.io/job-tracking';

/**
 * isPodFailed: from 1.26 a Job with a podFailurePolicy counts only phase Failed (its
 * replacement is still created at once until 1.28's onlyReplaceFailedPods); so does
 * podReplacementPolicy Failed. Without finalizer tracking (≤1.24) a deleted pod is never a
 * failure: only a Failed pod the controller still lists is.
 */
export function countsOnlyFailedPhase(v: Minor, job: JobModel): boolean {
  return (v >= 26 && job.podFailurePolicy !== null) || onlyReplaceFailedPods(v, job);
}

export function isFailed(p: PodRecord, v: Minor, onlyFailedPhase: boolean): boolean {
  if (!trackingWithFinalizers(v)) return p.phase === 'Failed' && !p.removed;
  if (p.phase === 'Failed') return true;
  return !onlyFailedPhase && (p.deletionTimestamp !== null || p.removed) && p.phase !== 'Succeeded';
}

export const isTerminating = (p: PodRecord): boolean =>
  !p.removed && p.deletionTimestamp !== null && !isTerminal(p);

/** lastFailureTime: the container's finishedAt, else the deletion's start. */
export function failureTime(p: PodRecord): number {
  if (p.finishedAt !== null && p.phase === 'Failed') return p.finishedAt;
  if (p.deletionTimestamp !== null) {
    return p.deletionTimestamp - (p.deletionGracePeriodSeconds ?? 0) * 1000;
  }
  return p.finishedAt ?? 0;
}

/**
 * Re-creation delay after `n` failures since the last success, 1.27+
 * (backoff_utils.go getRemainingTimeForFailuresCount, #114768): 10 s·2^(n−1), capped at
 * 10 min from 1.28 (#118615) and 360 s before. Before 1.27 the workqueue delayed the
 * sync instead (jobWorkqueue.ts).
 */
export function backoffMs(v: Minor, n: number): number {
  if (n <= 0) return 0;
  const cap = v >= 28 ? 600_000 : 360_000;
  return Math.min(10_000 * 2 ** Math.min(n - 1, 20), cap);
}

/**
 * exceedsBackoffLimit. 1.27+ (#114768): failed > backoffLimit. Before, the test also
 * needed a new failure in this sync and active != parallelism (1.23–1.26 syncJob).
 */
export function exceedsBackoffLimit(
  v: Minor,
  job: JobModel,
  s: { failed: number; newFailure: boolean; active: number },
): boolean {
  if (v >= 27) return s.failed > job.backoffLimit;
  return s.newFailure && s.active !== job.parallelism && s.failed > job.backoffLimit;
}

/** From 1.31 FailureTarget / SuccessCriteriaMet first, the final one once no pod terminates (enactJobFinished). */
export const interimConditions = (v: Minor): boolean => v >= 31;

/** manageJob wantActive. */
export function wantActive(job: JobModel, active: number, succeeded: number): number {
  if (job.completions === null) return succeeded > 0 ? active : job.parallelism;
  return Math.max(0, Math.min(job.parallelism, job.completions - succeeded));
}

/**
 * pastBackoffLimitOnFailure: with restartPolicy OnFailure the Job also fails when the
 * restarts of its Pending/Running pods reach backoffLimit (more than 0 when it is 0).
 */
export function pastBackoffLimitOnFailure(job: JobModel, pods: PodRecord[]): boolean {
  if (job.template.restartPolicy !== 'OnFailure') return false;
  const restarts = pods
    .filter((p) => !p.removed && (p.phase === 'Pending' || p.phase === 'Running'))
    .reduce((s, p) => s + p.restartCount, 0);
  return job.backoffLimit === 0 ? restarts > 0 : restarts >= job.backoffLimit;
}
