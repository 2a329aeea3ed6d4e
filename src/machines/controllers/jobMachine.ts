// The Job controller for one Job (pkg/controller/job/job_controller.go syncJob): creates
// pods up to parallelism (per completion index for Indexed Jobs) with the version's
// failure back-off, counts finished pods through the podFailurePolicy, fails the Job past
// backoffLimit (J5), on a FailJob rule (J10), on failed indexes (J12) or at
// activeDeadlineSeconds (J8) — deleting its active pods — or completes it, with the 1.31
// interim conditions (J9). Pod events reach it batched (syncJobBatchPeriod); pods carry
// the job-tracking finalizer from 1.25 (J11).
import { setup } from 'xstate';
import type { JobModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isActive, type PodRecord } from '../../sim/store.ts';
import { JobIndexes, completionIndex, formatIndexes, indexedTemplate } from './jobIndexes.ts';
import {
  JOB_TRACKING_FINALIZER,
  backoffMs,
  countsOnlyFailedPhase,
  exceedsBackoffLimit,
  failureTime,
  interimConditions,
  isFailed,
  isTerminating,
  onlyReplaceFailedPods,
  pastBackoffLimitOnFailure,
  trackingWithFinalizers,
  wantActive,
} from './jobRules.ts';
import { matchPodFailurePolicy } from './podFailurePolicy.ts';
import { versionNote } from '../rules/versionNotes.ts';

interface Outcome {
  type: 'Failed' | 'Complete';
  reason: string | null;
  message: string;
}

interface Ctx {
  cluster: Cluster;
  job: JobModel;
  /** Told when the final condition is written (TTL-after-finished, the CronJob). */
  onFinished: (type: Outcome['type']) => void;
  startTime: number;
  pods: PodRecord[];
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
  /** Before 1.27: the sync delayed by the workqueue back-off, once per batch of failures. */
  deferredUntil: number | null;
  /** The failure or success decided, waiting for terminating pods before the final condition. */
  outcome: Outcome | null;
  finished: boolean;
}

type Ev = { type: 'POD_CHANGED' } | { type: 'DELETED' } | { type: 'SUSPEND' } | { type: 'RESUME' };

const key = (c: Ctx): string => `Job/${c.job.name}`;
const v = (c: Ctx): number => c.cluster.world.v;

function release(c: Ctx, p: PodRecord): void {
  c.cluster.removeFinalizer(p, JOB_TRACKING_FINALIZER);
}

/** Pods this sync would count as failed that are not counted yet. */
function newFailures(c: Ctx): PodRecord[] {
  const onlyFailed = countsOnlyFailedPhase(v(c), c.job);
  return c.pods.filter((p) => !c.counted.has(p.uid) && isFailed(p, v(c), onlyFailed));
}

/**
 * getStatus / trackJobStatusAndRemoveFinalizers: count newly finished pods (each once),
 * through the podFailurePolicy, and drop their tracking finalizer.
 */
function count(c: Ctx): void {
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
        ? matchPodFailurePolicy(c.job.podFailurePolicy, p)
        : null;
    const action = match?.action ?? 'Count';
    if (action === 'Ignore') continue;
    if (action === 'FailJob') c.failJob ??= match!.message;
    const i = ix ? completionIndex(p, ix.completions) : null;
    if (ix && i !== null && c.job.backoffLimitPerIndex !== null) {
      // J12: the index fails past its own limit, or at once on a FailIndex rule.
      const n = (ix.failures.get(i) ?? 0) + (action === 'FailIndex' ? 0 : 1);
      ix.failures.set(i, n);
      ix.lastFailureAt.set(i, failureTime(p));
      if (action === 'FailIndex' || n > c.job.backoffLimitPerIndex) ix.failed.add(i);
    }
    if (action === 'FailIndex') continue;
    c.failed++;
    c.newFailure = true;
  }
}

function condition(c: Ctx, type: string, reason: string | null, message: string): void {
  const ix = c.indexes;
  const { world } = c.cluster;
  const terminal = ['Failed', 'Complete', 'FailureTarget', 'SuccessCriteriaMet'].includes(type);
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
function decide(c: Ctx, outcome: Outcome): void {
  const { world } = c.cluster;
  c.outcome = outcome;
  // FailureTarget exists since 1.26 for FailJob (the message is kept while finalizers go).
  const interim =
    interimConditions(world.v) || (outcome.reason === 'PodFailurePolicy' && world.v >= 26);
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
    // J8: pods the finished Job deletes are counted as failed.
    if (outcome.type === 'Failed') {
      c.counted.add(p.uid);
      c.failed++;
    }
  }
  for (const p of c.pods) release(c, p);
  if (!interimConditions(world.v)) finish(c);
}

/** recordJobFinished: the final condition and its event. */
function finish(c: Ctx): void {
  const o = c.outcome!;
  c.finished = true;
  condition(c, o.type, o.reason, o.message);
  if (o.type === 'Failed')
    c.cluster.world.kubeEvent('job-controller', key(c), o.reason ?? 'Failed', o.message, 'Warning');
  else c.cluster.world.kubeEvent('job-controller', key(c), 'Completed', 'Job completed');
  c.onFinished(o.type);
}

const activePods = (c: Ctx): PodRecord[] => c.pods.filter(isActive);

/** Pods that hold a slot: active ones, and terminating ones when only failed pods are replaced. */
function holding(c: Ctx): PodRecord[] {
  const only = onlyReplaceFailedPods(v(c), c.job);
  return c.pods.filter((p) => isActive(p) || (only && isTerminating(p)));
}

const missing = (c: Ctx): number =>
  wantActive(c.job, activePods(c).length, c.succeeded) - holding(c).length;

function indexInBackoff(c: Ctx, i: number): boolean {
  const ix = c.indexes!;
  if (c.job.backoffLimitPerIndex === null) return false;
  const at = ix.lastFailureAt.get(i);
  return at !== undefined && at + backoffMs(v(c), ix.failures.get(i) ?? 0) > c.cluster.world.now;
}

function createPod(c: Ctx, template: JobModel['template'], prefix: string): void {
  const { world } = c.cluster;
  const name = world.names.next(prefix, (x) => world.pods.has(x));
  c.pods.push(
    c.cluster.createPod({
      name,
      template,
      owner: { kind: 'Job', name: c.job.name },
      finalizers: trackingWithFinalizers(world.v) ? [JOB_TRACKING_FINALIZER] : [],
    }),
  );
  // A replacement's timing depends on the version's back-off (J7).
  const note = c.failuresSinceSuccess > 0 ? versionNote('jobBackoff', world.v) : undefined;
  world.kubeEvent(
    'job-controller',
    key(c),
    'SuccessfulCreate',
    `Created pod: ${name}`,
    'Normal',
    note,
  );
}

/** manageJob: at most MaxPodCreateDeletePerSync (500) creations a sync. */
function createMissing(c: Ctx): void {
  const n = Math.min(500, missing(c));
  const ix = c.indexes;
  if (!ix) {
    for (let k = 0; k < n; k++) createPod(c, c.job.template, c.job.name);
    return;
  }
  for (const i of ix.pending(holding(c), n, (i) => indexInBackoff(c, i))) {
    // podGenerateNameWithIndex (#101601, 1.22): `<job>-<index>-<5 chars>`.
    const prefix = v(c) >= 22 ? `${c.job.name}-${i}` : c.job.name;
    createPod(c, indexedTemplate(c.job, v(c), i, ix.failures.get(i) ?? 0), prefix);
  }
}

/** The global back-off (J7); a Job with backoffLimitPerIndex backs off per index instead. */
function backoffEnd(c: Ctx): number {
  if (v(c) < 27) return 0; // the workqueue delayed the whole sync instead (Deferred)
  if (c.job.backoffLimitPerIndex !== null) {
    return c.indexes!.nextBackoffEnd((n) => backoffMs(v(c), n), c.cluster.world.now);
  }
  return c.lastFailureAt + backoffMs(v(c), c.failuresSinceSuccess);
}

export const jobMachine = setup({
  types: {} as {
    context: Ctx;
    input: { cluster: Cluster; job: JobModel; onFinished: (type: Outcome['type']) => void };
    events: Ev;
  },
  delays: {
    'active deadline': ({ context: c }) =>
      c.job.activeDeadlineSeconds === null
        ? Infinity
        : Math.max(0, c.startTime + c.job.activeDeadlineSeconds * 1000 - c.cluster.world.now),
    'pod event batch': ({ context }) => context.cluster.world.latency('jobSyncBatch'),
    'back-off left': ({ context: c }) => Math.max(0, backoffEnd(c) - c.cluster.world.now),
    'deferral left': ({ context: c }) => Math.max(0, (c.deferredUntil ?? 0) - c.cluster.world.now),
  },
  guards: {
    'the final condition is written': ({ context: c }) => c.finished,
    'created suspended': ({ context: c }) => c.job.suspend,
    'no pod is terminating any more': ({ context: c }) => !c.pods.some(isTerminating),
    'the sync is deferred': ({ context: c }) =>
      c.deferredUntil !== null && c.deferredUntil > c.cluster.world.now,
    'a FailJob rule matched': ({ context: c }) => c.failJob !== null,
    'past the backoff limit': ({ context: c }) =>
      exceedsBackoffLimit(v(c), c.job, {
        failed: c.failed,
        newFailure: c.newFailure,
        active: activePods(c).length,
      }) || pastBackoffLimitOnFailure(c.job, c.pods),
    'more indexes failed than maxFailedIndexes': ({ context: c }) =>
      c.indexes !== null &&
      c.job.maxFailedIndexes !== null &&
      c.indexes.failed.size > c.job.maxFailedIndexes,
    'every index resolved, some failed': ({ context: c }) =>
      c.indexes !== null &&
      c.indexes.failed.size > 0 &&
      c.indexes.resolved >= c.indexes.completions,
    'all completions succeeded': ({ context: c }) =>
      c.indexes
        ? c.indexes.succeeded.size >= c.indexes.completions
        : c.succeeded >= (c.job.completions ?? 1) && c.succeeded > 0,
    'pods are missing': ({ context: c }) => missing(c) > 0,
    'still in back-off': ({ context: c }) =>
      c.job.backoffLimitPerIndex === null && backoffEnd(c) > c.cluster.world.now,
    'an index waits for its back-off': ({ context: c }) =>
      c.job.backoffLimitPerIndex !== null && missing(c) > 0 && Number.isFinite(backoffEnd(c)),
  },
  actions: {
    // Before 1.27 a pod update carrying a failure was queued with getBackoff (the
    // workqueue's requeue count): the whole sync, its verdict included, waited (J5, J7).
    'plan the sync': ({ context: c }) => {
      const fresh = v(c) < 27 ? newFailures(c) : [];
      const at = Math.max(...fresh.map(failureTime));
      c.deferredUntil =
        fresh.length > 0 ? at + backoffMs(v(c), c.failuresSinceSuccess + fresh.length) : null;
    },
    'count finished pods': ({ context: c }) => {
      c.deferredUntil = null;
      count(c);
    },
    'create the missing pods': ({ context }) => createMissing(context),
    'fail: deadline exceeded': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'DeadlineExceeded',
        message: 'Job was active longer than specified deadline',
      }),
    'fail: pod failure policy': ({ context: c }) =>
      decide(c, { type: 'Failed', reason: 'PodFailurePolicy', message: c.failJob! }),
    'fail: backoff limit exceeded': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'BackoffLimitExceeded',
        message: 'Job has reached the specified backoff limit',
      }),
    'fail: max failed indexes exceeded': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'MaxFailedIndexesExceeded',
        message: 'Job has exceeded the specified maximal number of failed indexes',
      }),
    'fail: failed indexes': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'FailedIndexes',
        message: 'Job has failed indexes',
      }),
    'complete the Job': ({ context }) =>
      decide(context, { type: 'Complete', reason: null, message: 'Job completed' }),
    'write the final condition': ({ context }) => finish(context),
    // J13: suspending deletes the active pods; resuming resets startTime (the deadline).
    'suspend the Job': ({ context: c }) => {
      const { world } = c.cluster;
      for (const p of activePods(c)) {
        c.cluster.deletePod(p, null);
        world.kubeEvent('job-controller', key(c), 'SuccessfulDelete', `Deleted pod: ${p.name}`);
      }
      condition(c, 'Suspended', 'JobSuspended', 'Job suspended');
      world.kubeEvent('job-controller', key(c), 'Suspended', 'Job suspended');
    },
    'resume the Job': ({ context: c }) => {
      c.startTime = c.cluster.world.now;
      c.cluster.world.emit('job-controller', 'JobConditionSet', key(c), {
        type: 'Suspended',
        reason: 'JobResumed',
        status: 'False',
        message: 'Job resumed',
      });
      c.cluster.world.kubeEvent('job-controller', key(c), 'Resumed', 'Job resumed');
    },
    // A deleted Job (or one being deleted) lets go of its pods: syncOrphanPod and
    // trackJobStatusAndRemoveFinalizers (job.DeletionTimestamp) strip the finalizer.
    'let go of the pods': ({ context: c }) => c.pods.forEach((p) => release(c, p)),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({
    ...input,
    startTime: input.cluster.world.now,
    pods: [],
    counted: new Set(),
    failed: 0,
    succeeded: 0,
    failuresSinceSuccess: 0,
    lastFailureAt: 0,
    indexes:
      input.job.completionMode === 'Indexed' && input.job.completions !== null
        ? new JobIndexes(input.job.completions)
        : null,
    failJob: null,
    newFailure: false,
    deferredUntil: null,
    outcome: null,
    finished: false,
  }),
  initial: 'Starting',
  on: { DELETED: { target: '.Deleted', actions: 'let go of the pods' } },
  states: {
    Deleted: {},
    Starting: {
      always: [{ guard: 'created suspended', target: 'Suspended' }, { target: 'Running' }],
    },
    Suspended: {
      entry: 'suspend the Job',
      on: { RESUME: { target: 'Running', actions: 'resume the Job' } },
    },
    Running: {
      on: { SUSPEND: 'Suspended' },
      // J8: requeued exactly at the deadline (pastActiveDeadline is >=).
      after: { 'active deadline': { target: 'Finishing', actions: 'fail: deadline exceeded' } },
      initial: 'Observing',
      states: {
        Observing: {
          entry: 'plan the sync',
          always: [{ guard: 'the sync is deferred', target: 'Deferred' }, { target: 'Syncing' }],
        },
        Deferred: { after: { 'deferral left': 'Syncing' } },
        // syncJob: count finished pods, decide, then manage the pods.
        Syncing: {
          entry: 'count finished pods',
          always: [
            {
              guard: 'a FailJob rule matched',
              target: '#job.Finishing',
              actions: 'fail: pod failure policy',
            },
            {
              guard: 'past the backoff limit',
              target: '#job.Finishing',
              actions: 'fail: backoff limit exceeded',
            },
            {
              guard: 'more indexes failed than maxFailedIndexes',
              target: '#job.Finishing',
              actions: 'fail: max failed indexes exceeded',
            },
            {
              guard: 'every index resolved, some failed',
              target: '#job.Finishing',
              actions: 'fail: failed indexes',
            },
            {
              guard: 'all completions succeeded',
              target: '#job.Finishing',
              actions: 'complete the Job',
            },
            { guard: 'pods are missing', target: 'Creating' },
            { target: 'Idle' },
          ],
        },
        Creating: {
          always: [
            { guard: 'still in back-off', target: 'BackingOff' },
            { target: 'Created', actions: 'create the missing pods' },
          ],
        },
        Created: {
          always: [
            { guard: 'an index waits for its back-off', target: 'BackingOff' },
            { target: 'Idle' },
          ],
        },
        BackingOff: {
          after: { 'back-off left': 'Observing' },
          on: { POD_CHANGED: 'Batching' },
        },
        Idle: { on: { POD_CHANGED: 'Batching' } },
        // Pod events are batched (syncJobBatchPeriod) into one sync.
        Batching: { after: { 'pod event batch': 'Observing' } },
      },
    },
    Finishing: {
      always: [
        { guard: 'the final condition is written', target: 'Done' },
        {
          guard: 'no pod is terminating any more',
          target: 'Done',
          actions: 'write the final condition',
        },
      ],
      on: { POD_CHANGED: { target: 'Finishing', reenter: true } },
    },
    Done: {},
  },
});
