// The Job controller for one Job (pkg/controller/job/job_controller.go syncJob): creates pods
// up to parallelism (per completion index for Indexed Jobs) with the version's failure
// back-off, counts finished pods through the podFailurePolicy, fails the Job (jobVerdicts.ts)
// — deleting its active pods — or completes it, with the 1.31 interim conditions
// (enactJobFinished), and writes its status (jobStatus.ts). Pod events reach it batched
// (syncJobBatchPeriod); pods carry the job-tracking finalizer from 1.25.
import { secondsToMs } from '../../../trace/units.ts';
import { emit, setup } from 'xstate';
import type { JobModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { jobSuccessPolicy, suspendJob as suspendJobGate } from '../../../versions/features.ts';
import { newJobContext } from './jobContext.ts';
import { claimJobPods } from './jobClaim.ts';
import { isTerminating } from './jobRules.ts';
import {
  allCompletionsSucceeded,
  pastActiveDeadline,
  pastBackoffLimit,
  someIndexesFailed,
  tooManyFailedIndexes,
} from './jobVerdicts.ts';
import {
  backoffEnd,
  count,
  decide,
  finish,
  release,
  v,
  type JobCtx,
  type JobEmitted,
  successPolicyMet,
  VERDICTS,
  type JobEvent,
} from './jobSync.ts';
import { createMissing, missing } from './jobPodCreation.ts';
import {
  afterSync,
  forgetOnStatusWrite,
  isFirstFailure,
  noteFailedPod,
  podEventIsImmediate,
  pullDeferralIn,
  planSync,
} from './jobWorkqueue.ts';
import { writeJobStatus } from './jobStatus.ts';
import { resumeJob, suspendJob } from './jobSuspend.ts';

/** Where syncJob decides the Job's outcome (shown by the statechart panel). */
const SYNC = 'job_controller.go syncJob';

/** A pod event: synced at once, or batched (syncJobBatchPeriod / podUpdateBatchPeriod). */
const podEvent = (syncing: 'Observing' | 'Checking') =>
  [
    { guard: 'the pod event is synced at once', target: syncing, actions: 'note a failed pod' },
    { target: 'Batching', actions: 'note a failed pod' },
  ] as const;

export const jobMachine = setup({
  types: {} as {
    context: JobCtx;
    input: { cluster: Cluster; job: JobModel };
    events: JobEvent;
    emitted: JobEmitted;
  },
  delays: {
    'active deadline': ({ context: c }) =>
      c.job.activeDeadlineSeconds === null
        ? Infinity
        : Math.max(0, c.startTime + secondsToMs(c.job.activeDeadlineSeconds) - c.cluster.world.now),
    'pod event batch': ({ context }) => context.cluster.world.latency('jobSyncBatch'),
    'back-off left': ({ context: c }) => Math.max(0, backoffEnd(c) - c.cluster.world.now),
    'deferral left': ({ context: c }) => Math.max(0, (c.deferredUntil ?? 0) - c.cluster.world.now),
  },
  guards: {
    'the final condition is written': ({ context: c }) => c.finished,
    'the pod event is synced at once': ({ context: c, event: e }) =>
      e.type === 'POD_CHANGED' && podEventIsImmediate(c, e.pod),
    "a pod's first failure": ({ context: c, event: e }) =>
      e.type === 'POD_CHANGED' && isFirstFailure(c, e.pod),
    // SuspendJob: alpha (off) in 1.21, beta 1.22; the API drops the field when it is off.
    'the SuspendJob gate is on': ({ context: c }) => suspendJobGate(v(c)),
    'created suspended': ({ context: c }) => c.job.suspend,
    'completions to wait for': ({ context: c }) => c.job.completions !== 0,
    'no pod is terminating any more': ({ context: c }) => !c.pods.some(isTerminating),
    'the sync is deferred': ({ context: c }) =>
      c.deferredUntil !== null && c.deferredUntil > c.cluster.world.now,
    'a FailJob rule matched': ({ context: c }) => c.failJob !== null,
    'past the backoff limit': ({ context }) => pastBackoffLimit(context),
    'past the active deadline': ({ context }) => pastActiveDeadline(context),
    'more indexes failed than maxFailedIndexes': ({ context }) => tooManyFailedIndexes(context),
    'every index resolved, some failed': ({ context }) => someIndexesFailed(context),
    // After the failure checks and before the count of completions (syncJob, matchSuccessPolicy).
    'the success policy is met': ({ context: c }) => successPolicyMet(c) !== null,
    'all completions succeeded': ({ context }) => allCompletionsSucceeded(context),
    'pods are missing': ({ context: c }) => missing(c) > 0,
    'still in back-off': ({ context: c }) =>
      c.job.backoffLimitPerIndex === null && backoffEnd(c) > c.cluster.world.now,
    'an index waits for its back-off': ({ context: c }) =>
      c.job.backoffLimitPerIndex !== null && missing(c) > 0 && Number.isFinite(backoffEnd(c)),
  },
  actions: {
    'plan the sync': ({ context }) => planSync(context),
    'count finished pods': ({ context: c }) => {
      c.deferredUntil = null;
      const succeeded = c.succeeded;
      // getPodsForJob: the Pods the sync works on, claimed first (jobClaim.ts).
      claimJobPods(c);
      count(c);
      afterSync(c, succeeded);
      // The status is written once manageJob is done: at the end of this step.
      c.cluster.world.clock.whenStepEnds(() => forgetOnStatusWrite(c, writeJobStatus(c)));
    },
    'pull the sync in': ({ context }) => pullDeferralIn(context),
    'note a failed pod': ({ context: c, event: e }) => {
      if (e.type === 'POD_CHANGED') noteFailedPod(c, e.pod);
    },
    'create the missing pods': ({ context }) => createMissing(context),
    'fail: deadline exceeded': ({ context }) => decide(context, VERDICTS.deadlineExceeded),
    'fail: pod failure policy': ({ context: c }) =>
      decide(c, { type: 'Failed', reason: 'PodFailurePolicy', message: c.failJob! }),
    'fail: backoff limit exceeded': ({ context }) => decide(context, VERDICTS.backoffLimitExceeded),
    'fail: max failed indexes exceeded': ({ context }) =>
      decide(context, VERDICTS.maxFailedIndexesExceeded),
    'fail: failed indexes': ({ context }) => decide(context, VERDICTS.failedIndexes),
    // syncJob: SuccessCriteriaMet (reason SuccessPolicy), then Complete with the same words.
    'complete: success policy met': ({ context: c }) =>
      decide(c, { type: 'Complete', reason: 'SuccessPolicy', message: successPolicyMet(c)! }),
    'complete the Job': ({ context }) =>
      decide(
        context,
        jobSuccessPolicy(v(context))
          ? VERDICTS.completionsReachedWithReason
          : VERDICTS.completionsReached,
      ),
    'write the final condition': ({ context }) => finish(context),
    // A status write outside a sync's count (finishing, suspending, resuming).
    'write the status': ({ context: c }) =>
      c.cluster.world.clock.whenStepEnds(() => writeJobStatus(c)),
    'announce the outcome': emit(({ context }) => ({
      type: 'finished' as const,
      outcome: context.outcome!.type,
    })),
    // syncJob: suspending deletes the active pods; resuming resets startTime (the deadline).
    'suspend the Job': ({ context }) => suspendJob(context),
    'resume the Job': ({ context }) => resumeJob(context),
    // A deleted Job (or one being deleted) lets go of its pods: syncOrphanPod and
    // trackJobStatusAndRemoveFinalizers (job.DeletionTimestamp) strip the finalizer.
    'let go of the pods': ({ context: c }) => c.pods.forEach((p) => release(c, p)),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => newJobContext(input),
  initial: 'Starting',
  on: {
    DELETED: { target: '.Deleted', actions: 'let go of the pods' },
    POD_CHANGED: { actions: 'note a failed pod' },
  },
  states: {
    Deleted: {},
    // A Job of completions 0 is complete at its first sync (syncJob: succeeded >= completions),
    // which the informer's add queues: after the Job exists, not within its creation, so the
    // outcome is decided once the actor runs.
    Starting: {
      always: [
        { guard: 'created suspended', target: 'Suspended' },
        { guard: 'completions to wait for', target: 'Running' },
      ],
      after: { 0: 'Running' },
    },
    Suspended: {
      entry: ['suspend the Job', 'write the status'],
      on: {
        RESUME: { target: 'Running', actions: ['resume the Job', 'write the status'] },
        // Still synced on pod events: its deleted pods leave status.terminating.
        POD_CHANGED: { actions: ['note a failed pod', 'write the status'] },
      },
    },
    Running: {
      on: { SUSPEND: { guard: 'the SuspendJob gate is on', target: 'Suspended' } },
      // Requeued exactly at the deadline (pastActiveDeadline is >=): a sync like any other,
      // which counts the pods that finished first and checks the failures before the deadline.
      after: {
        'active deadline': {
          target: '.Syncing',
          meta: { k8s: 'job_controller.go pastActiveDeadline' },
        },
      },
      initial: 'Observing',
      states: {
        Observing: {
          entry: 'plan the sync',
          always: [{ guard: 'the sync is deferred', target: 'Deferred' }, { target: 'Syncing' }],
        },
        // The back-off wait of 1.21–1.26 (the delaying queue keeps the earliest time).
        Deferred: {
          after: { 'deferral left': 'Syncing' },
          on: {
            POD_CHANGED: [
              { guard: "a pod's first failure", actions: 'note a failed pod' },
              { guard: 'the pod event is synced at once', target: 'Syncing' },
              { target: 'Deferred', reenter: true, actions: 'pull the sync in' },
            ],
          },
        },
        // syncJob: count finished pods, decide, then manage the pods.
        Syncing: {
          entry: 'count finished pods',
          always: [
            {
              guard: 'a FailJob rule matched',
              target: '#job.Finishing',
              actions: 'fail: pod failure policy',
              meta: { k8s: SYNC },
            },
            {
              guard: 'past the backoff limit',
              target: '#job.Finishing',
              actions: 'fail: backoff limit exceeded',
              meta: { k8s: SYNC },
            },
            {
              guard: 'past the active deadline',
              target: '#job.Finishing',
              actions: 'fail: deadline exceeded',
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
              guard: 'the success policy is met',
              target: '#job.Finishing',
              actions: 'complete: success policy met',
            },
            {
              guard: 'all completions succeeded',
              target: '#job.Finishing',
              actions: 'complete the Job',
              meta: { k8s: SYNC },
            },
            { guard: 'pods are missing', target: 'Creating' },
            { target: 'Idle' },
          ],
        },
        Creating: {
          always: [
            { guard: 'still in back-off', target: 'BackingOff' },
            {
              target: 'Created',
              actions: 'create the missing pods',
              meta: { k8s: 'job_controller.go manageJob' },
            },
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
          on: { POD_CHANGED: podEvent('Observing') },
        },
        Idle: { on: { POD_CHANGED: podEvent('Observing') } },
        // Pod events are batched (syncJobBatchPeriod) into one sync.
        Batching: { after: { 'pod event batch': 'Observing' } },
      },
    },
    // 1.31+: the final condition once no pod terminates (enactJobFinished), seen in a sync.
    Finishing: {
      initial: 'Checking',
      states: {
        Checking: {
          entry: 'write the status',
          always: [
            { guard: 'the final condition is written', target: '#job.Done' },
            {
              guard: 'no pod is terminating any more',
              target: '#job.Done',
              actions: 'write the final condition',
              meta: { k8s: 'job_controller.go enactJobFinished' },
            },
            { target: 'Waiting' },
          ],
        },
        Waiting: { on: { POD_CHANGED: podEvent('Checking') } },
        Batching: { after: { 'pod event batch': 'Checking' } },
      },
    },
    // The final condition is written: the registry hears of it (TTL, the owning CronJob).
    Done: { entry: 'announce the outcome' },
  },
});
