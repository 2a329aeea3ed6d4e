// The tests syncJob makes before it manages the pods, in its order (job_controller.go):
// a FailJob rule, backoffLimit, activeDeadlineSeconds, the failed indexes, then success.
// The statechart's guards (jobMachine.ts) ask these.
import { secondsToMs } from '../../../trace/units.ts';
import { exceedsBackoffLimit, pastBackoffLimitOnFailure } from './jobRules.ts';
import { activePods, v, type JobCtx } from './jobSync.ts';

/** exceedsBackoffLimit, or pastBackoffLimitOnFailure (restartPolicy OnFailure). */
export const pastBackoffLimit = (c: JobCtx): boolean =>
  exceedsBackoffLimit(v(c), c.job, {
    failed: c.failed,
    newFailure: c.newFailure,
    active: activePods(c).length,
  }) || pastBackoffLimitOnFailure(c.job, c.pods);

/** pastActiveDeadline: the test is `>=`. */
export const pastActiveDeadline = (c: JobCtx): boolean =>
  c.job.activeDeadlineSeconds !== null &&
  c.cluster.world.now >= c.startTime + secondsToMs(c.job.activeDeadlineSeconds);

/** backoffLimitPerIndex: more indexes failed than maxFailedIndexes. */
export const tooManyFailedIndexes = (c: JobCtx): boolean =>
  c.indexes !== null &&
  c.job.maxFailedIndexes !== null &&
  c.indexes.failed.size > c.job.maxFailedIndexes;

/** backoffLimitPerIndex: every index resolved, some of them failed. */
export const someIndexesFailed = (c: JobCtx): boolean =>
  c.indexes !== null && c.indexes.failed.size > 0 && c.indexes.resolved >= c.indexes.completions;

/**
 * syncJob: without completions the Job is complete once a pod succeeded and none is active
 * (the others are left to finish); with completions, manageJob deletes extras.
 */
export const allCompletionsSucceeded = (c: JobCtx): boolean =>
  c.indexes
    ? c.indexes.succeeded.size >= c.indexes.completions
    : c.job.completions === null
      ? c.succeeded > 0 && activePods(c).length === 0
      : c.succeeded >= c.job.completions;
