// The Job controller's sync, as plain functions over its context (job_controller.go
// syncJob, manageJob, trackJobStatusAndRemoveFinalizers): counting finished pods through
// the podFailurePolicy, the verdict and its conditions (the missing pods are created in
// jobPodCreation.ts). The statechart in jobMachine.ts decides when each runs.
import type { JobModel, KubeVersion } from '../../../manifest/model/model.ts';
import {
  jobBackoffRecords,
  jobInterimConditions,
  jobPodFailurePolicy,
} from '../../../versions/features.ts';
import { jobBackoffMs } from '../../../versions/formulas/backoff.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { isActive, type PodRecord } from '../../apiserver/podStore.ts';
import { JobIndexes, completionIndex, formatIndexes } from './jobIndexes.ts';
import {
  JOB_TRACKING_FINALIZER,
  countsOnlyFailedPhase,
  failureTime,
  isFailed,
} from './jobRules.ts';
import { matchPodFailurePolicy } from './podFailurePolicy.ts';
import { matchSuccessPolicy } from './successPolicy.ts';
import { setJobCondition, type JobCounters } from './jobStatus.ts';
import type { JobPodCounts } from './jobPodCounts.ts';
import type { StatusWriter, WorkloadCondition } from '../../workloadStatus.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { objectKey } from '../../objectKey.ts';

export interface Outcome {
  type: 'Failed' | 'Complete';
  reason: string | null;
  message: string;
}

/** The verdicts syncJob writes, as newFailureCondition / newSuccessCondition word them. */
export const VERDICTS = {
  deadlineExceeded: {
    type: 'Failed',
    reason: 'DeadlineExceeded',
    message: 'Job was active longer than specified deadline',
  },
  backoffLimitExceeded: {
    type: 'Failed',
    reason: 'BackoffLimitExceeded',
    message: 'Job has reached the specified backoff limit',
  },
  maxFailedIndexesExceeded: {
    type: 'Failed',
    reason: 'MaxFailedIndexesExceeded',
    message: 'Job has exceeded the specified maximal number of failed indexes',
  },
  failedIndexes: { type: 'Failed', reason: 'FailedIndexes', message: 'Job has failed indexes' },
  // newSuccessCondition: no reason and no message until JobSuccessPolicy (on from 1.31)
  // gave it CompletionsReached; completionsReachedOf picks by version.
  completionsReached: { type: 'Complete', reason: null, message: '' },
  completionsReachedWithReason: {
    type: 'Complete',
    reason: 'CompletionsReached',
    message: 'Reached expected number of succeeded pods',
  },
} as const satisfies Record<string, Outcome>;

export interface JobCtx {
  cluster: Cluster;
  job: JobModel;
  startTime: number;
  pods: PodRecord[];
  /** The status's active, ready and terminating, kept as the Pods change (jobPodCounts.ts). */
  counts: JobPodCounts;
  counted: Set<number>;
  failed: number;
  succeeded: number;
  failuresSinceSuccess: number;
  lastFailureAt: number;
  /** Indexed Jobs: the per-index bookkeeping. */
  indexes: JobIndexes | null;
  /** A FailJob rule matched a pod in this sync: the Job's failure message. */
  failJob: string | null;
  /** This sync counted a failure status.failed did not have yet (jobHasNewFailure). */
  newFailure: boolean;
  /** Before 1.27: the sync delayed by the workqueue back-off (jobWorkqueue.ts). */
  deferredUntil: number | null;
  /** Before 1.27: the workqueue's NumRequeues for this Job. */
  requeues: number;
  /** Before 1.27: when the rate-limited re-queue of the last failing sync fires. */
  requeueAt: number | null;
  /** When the controller first saw each pod Failed (updatePod). */
  failedSeenAt: Map<number, number>;
  /** The failure or success decided, waiting for terminating pods before the final condition. */
  outcome: Outcome | null;
  finished: boolean;
  /** The counters the last sync wrote (jobStatus.ts), null before the first. */
  written: JobCounters | null;
  /** status.conditions, in the order they were added. */
  conditions: WorkloadCondition[];
  statusWriter: StatusWriter;
}

/** Told to the Job registry (TTL-after-finished, the owning CronJob's informer). */
export type JobEmitted = { type: 'finished'; outcome: Outcome['type'] };

export type JobEvent =
  | { type: 'POD_CHANGED'; pod: PodRecord }
  | { type: 'DELETED' }
  | { type: 'SUSPEND' }
  | { type: 'RESUME' };

export const key = (c: JobCtx): string => objectKey('Job', c.job.name);
export const v = (c: JobCtx): KubeVersion => c.cluster.world.v;

export function release(c: JobCtx, p: PodRecord): void {
  c.cluster.removeFinalizer(p, JOB_TRACKING_FINALIZER);
}

/** Pods this sync would count as failed that are not counted yet. */
export function newFailures(c: JobCtx): PodRecord[] {
  const onlyFailed = countsOnlyFailedPhase(v(c), c.job);
  return c.pods.filter((p) => !c.counted.has(p.uid) && isFailed(p, v(c), onlyFailed));
}

/**
 * getStatus / trackJobStatusAndRemoveFinalizers: count newly finished pods (each once),
 * through the podFailurePolicy, and drop their tracking finalizer.
 */
export function count(c: JobCtx): void {
  c.newFailure = false;
  const ix = c.indexes;
  for (const p of c.pods) {
    if (c.counted.has(p.uid) || p.phase !== 'Succeeded') continue;
    c.counted.add(p.uid);
    release(c, p);
    const i = ix ? completionIndex(p, ix.completions) : null;
    if (ix && (i === null || ix.succeeded.has(i))) continue;
    if (ix && i !== null) ix.succeeded.add(i);
    c.succeeded++;
    c.failuresSinceSuccess = 0;
  }
  for (const p of newFailures(c)) {
    c.counted.add(p.uid);
    release(c, p);
    // The back-off record counts every new failed pod, Ignore-matched ones too (code-derived).
    c.failuresSinceSuccess++;
    c.lastFailureAt = Math.max(c.lastFailureAt, failureTime(p));
    const match =
      c.job.podFailurePolicy && p.phase === 'Failed'
        ? matchPodFailurePolicy(c.job.podFailurePolicy, p, c.job.namespace)
        : null;
    const action = match?.action ?? 'Count';
    if (action === 'Ignore') continue;
    if (action === 'FailJob') c.failJob ??= match!.message;
    const i = ix ? completionIndex(p, ix.completions) : null;
    if (ix && i !== null && c.job.backoffLimitPerIndex !== null) {
      // isIndexFailed: the index fails past its own limit, or at once on a FailIndex rule.
      const n = (ix.failures.get(i) ?? 0) + (action === 'FailIndex' ? 0 : 1);
      ix.failures.set(i, n);
      ix.lastFailureAt.set(i, failureTime(p));
      if (action === 'FailIndex' || n > c.job.backoffLimitPerIndex) ix.failed.add(i);
    }
    // matchPodFailurePolicy: only Ignore leaves a failure uncounted; a FailIndex one counts
    // in status.failed (nonIgnoredFailedPodsCount), so against backoffLimit too.
    c.failed++;
    c.newFailure = true;
  }
}

export function condition(c: JobCtx, type: string, reason: string | null, message: string): void {
  const ix = c.indexes;
  const { world } = c.cluster;
  const terminal = ['Failed', 'Complete', 'FailureTarget', 'SuccessCriteriaMet'].includes(type);
  setJobCondition(c.conditions, { type, status: 'True', reason, message });
  world.emit(
    'job-controller',
    'JobConditionSet',
    key(c),
    {
      type,
      reason,
      status: 'True',
      message,
      succeeded: c.succeeded,
      failed: c.failed,
      ...(ix && { completedIndexes: formatIndexes(ix.succeeded) }),
      ...(ix && c.job.backoffLimitPerIndex !== null && { failedIndexes: formatIndexes(ix.failed) }),
    },
    undefined,
    terminal ? versionNote('jobInterimConditions', world.v) : undefined,
  );
}

/** Decide the outcome; from 1.31 the final condition waits for terminating pods (enactJobFinished). */
export function decide(c: JobCtx, outcome: Outcome): void {
  const { world } = c.cluster;
  c.outcome = outcome;
  // FailureTarget exists since 1.26 for FailJob (the message is kept while finalizers go).
  const interim =
    jobInterimConditions(world.v) ||
    (outcome.reason === 'PodFailurePolicy' && jobPodFailurePolicy(world.v));
  if (interim) {
    condition(
      c,
      outcome.type === 'Failed' ? 'FailureTarget' : 'SuccessCriteriaMet',
      outcome.reason,
      outcome.message,
    );
  }
  for (const p of c.pods.filter(isActive)) {
    c.cluster.deletePod(p, null);
    world.kubeEvent('job-controller', key(c), 'SuccessfulDelete', `Deleted pod: ${p.name}`);
    // job_controller.go syncJob: pods the finished Job deletes are counted as failed.
    if (outcome.type === 'Failed') {
      c.counted.add(p.uid);
      c.failed++;
    }
  }
  for (const p of c.pods) release(c, p);
  if (!jobInterimConditions(world.v)) finish(c);
}

/** recordJobFinished: the final condition and its event. */
export function finish(c: JobCtx): void {
  const o = c.outcome!;
  c.finished = true;
  condition(c, o.type, o.reason, o.message);
  if (o.type === 'Failed')
    c.cluster.world.kubeEvent('job-controller', key(c), o.reason ?? 'Failed', o.message, 'Warning');
  else c.cluster.world.kubeEvent('job-controller', key(c), 'Completed', 'Job completed');
}

/** matchSuccessPolicy over the indexes succeeded so far: its message, or null. */
export const successPolicyMet = (c: JobCtx): string | null =>
  c.indexes &&
  matchSuccessPolicy(v(c), c.job.successPolicy, c.indexes.completions, c.indexes.succeeded);

export const activePods = (c: JobCtx): PodRecord[] => c.pods.filter(isActive);

/** The global back-off (backoff_utils.go); with backoffLimitPerIndex it is per index instead. */
export function backoffEnd(c: JobCtx): number {
  if (!jobBackoffRecords(v(c))) return 0; // the workqueue delayed the whole sync instead (Deferred)
  if (c.job.backoffLimitPerIndex !== null) {
    return c.indexes!.nextBackoffEnd((n) => jobBackoffMs(v(c), n), c.cluster.world.now);
  }
  return c.lastFailureAt + jobBackoffMs(v(c), c.failuresSinceSuccess);
}
