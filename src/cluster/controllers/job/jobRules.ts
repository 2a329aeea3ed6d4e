// The Job controller's arithmetic, per version (job_controller.go), as pure functions.
import type { JobModel, KubeVersion } from '../../../manifest/model/model.ts';
import {
  jobBackoffRecords,
  jobOnlyReplaceFailedPods,
  jobPodFailurePolicy,
  trackingWithFinalizers,
} from '../../../versions/features.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import { deletionRequestedAt } from '../../grace.ts';

/**
 * isPodFailed: phase Failed, or (default policy) being deleted and not Succeeded. With
 * podReplacementPolicy Failed or any podFailurePolicy (1.28+ onlyReplaceFailedPods) only
 * the Failed phase counts.
 */
export function onlyReplaceFailedPods(v: KubeVersion, job: JobModel): boolean {
  return (
    jobOnlyReplaceFailedPods(v) &&
    (job.podReplacementPolicy === 'Failed' || job.podFailurePolicy !== null)
  );
}

/**
 * With JobTrackingWithFinalizers (features.ts trackingWithFinalizers) pods carry this
 * finalizer and a deleted pod counts as failed.
 */
export const JOB_TRACKING_FINALIZER = 'batch.kubernetes.io/job-tracking';

/**
 * isPodFailed: from 1.26 a Job with a podFailurePolicy counts only phase Failed (its
 * replacement is still created at once until 1.28's onlyReplaceFailedPods); so does
 * podReplacementPolicy Failed. Without finalizer tracking (≤1.24) a deleted pod is never a
 * failure: only a Failed pod the controller still lists is.
 */
export function countsOnlyFailedPhase(v: KubeVersion, job: JobModel): boolean {
  return (jobPodFailurePolicy(v) && job.podFailurePolicy !== null) || onlyReplaceFailedPods(v, job);
}

export function isFailed(p: PodRecord, v: KubeVersion, onlyFailedPhase: boolean): boolean {
  if (!trackingWithFinalizers(v)) return p.phase === 'Failed' && !p.removed;
  if (p.phase === 'Failed') return true;
  return !onlyFailedPhase && (p.deletionTimestamp !== null || p.removed) && p.phase !== 'Succeeded';
}

export const isTerminating = (p: PodRecord): boolean =>
  !p.removed && p.deletionTimestamp !== null && !isTerminal(p);

/** lastFailureTime: the container's finishedAt, else the deletion's start. */
export function failureTime(p: PodRecord): number {
  if (p.finishedAt !== null && p.phase === 'Failed') return p.finishedAt;
  if (p.deletionTimestamp !== null)
    return deletionRequestedAt(p.deletionTimestamp, p.deletionGracePeriodSeconds);
  return p.finishedAt ?? 0;
}

/**
 * exceedsBackoffLimit. 1.27+ (#114768): failed > backoffLimit. Before, the test also
 * needed a new failure in this sync and active != parallelism (1.23–1.26 syncJob).
 */
export function exceedsBackoffLimit(
  v: KubeVersion,
  job: JobModel,
  s: { failed: number; newFailure: boolean; active: number },
): boolean {
  if (jobBackoffRecords(v)) return s.failed > job.backoffLimit;
  return s.newFailure && s.active !== job.parallelism && s.failed > job.backoffLimit;
}

/** manageJob wantActive. */
export function wantActive(job: JobModel, active: number, succeeded: number): number {
  if (job.completions === null) return succeeded > 0 ? active : job.parallelism;
  return Math.max(0, Math.min(job.parallelism, job.completions - succeeded));
}

/**
 * pastBackoffLimitOnFailure: with restartPolicy OnFailure the Job also fails when the
 * restarts of its Pending/Running pods reach backoffLimit (more than 0 when it is 0).
 * restartCount sums every restart in place, a container restart rule's too (1.35+); with a
 * Never template those stay invisible: only Failed Pods count (job_controller.go).
 */
export function pastBackoffLimitOnFailure(job: JobModel, pods: PodRecord[]): boolean {
  if (job.template.restartPolicy !== 'OnFailure') return false;
  const restarts = pods
    .filter((p) => !p.removed && (p.phase === 'Pending' || p.phase === 'Running'))
    .reduce((s, p) => s + p.restartCount, 0);
  return job.backoffLimit === 0 ? restarts > 0 : restarts >= job.backoffLimit;
}
