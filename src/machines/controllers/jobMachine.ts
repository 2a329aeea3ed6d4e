// The Job controller for one Job (pkg/controller/job/job_controller.go syncJob): creates
// pods up to parallelism with the version's failure back-off, counts finished pods,
// fails the Job past backoffLimit (J5) or at activeDeadlineSeconds (J8) — deleting its
// active pods — or completes it, with the 1.31 interim conditions (J9). Pod events reach it
// batched (syncJobBatchPeriod). podFailurePolicy, Indexed Jobs and suspend are not here yet.
import { setup } from 'xstate';
import type { JobModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isActive, type PodRecord } from '../../sim/store.ts';
import {
  backoffMs,
  failureTime,
  interimConditions,
  isFailed,
  isTerminating,
  onlyReplaceFailedPods,
  pastBackoffLimitOnFailure,
  wantActive,
} from './jobRules.ts';

interface Ctx {
  cluster: Cluster;
  job: JobModel;
  /** Told when the final condition is written (the TTL-after-finished controller). */
  onFinished: () => void;
  startTime: number;
  pods: PodRecord[];
  counted: Set<number>;
  failed: number;
  succeeded: number;
  failuresSinceSuccess: number;
  lastFailureAt: number;
  /** The failure or success decided, waiting for terminating pods before the final condition. */
  outcome: { type: 'Failed' | 'Complete'; reason: string | null; message: string } | null;
  finished: boolean;
}

type Ev = { type: 'POD_CHANGED' } | { type: 'DELETED' } | { type: 'SUSPEND' } | { type: 'RESUME' };

const key = (c: Ctx): string => `Job/${c.job.name}`;

function count(c: Ctx): void {
  const onlyFailed = onlyReplaceFailedPods(c.cluster.world.v, c.job);
  for (const p of c.pods) {
    if (c.counted.has(p.uid)) continue;
    if (p.phase === 'Succeeded') {
      c.counted.add(p.uid);
      c.succeeded++;
      c.failuresSinceSuccess = 0;
    } else if (isFailed(p, onlyFailed)) {
      c.counted.add(p.uid);
      c.failed++;
      c.failuresSinceSuccess++;
      c.lastFailureAt = Math.max(c.lastFailureAt, failureTime(p));
    }
  }
}

function condition(c: Ctx, type: string, reason: string | null, message: string): void {
  c.cluster.world.emit('job-controller', 'JobConditionSet', key(c), {
    type,
    reason,
    status: 'True',
    message,
  });
}

/** Decide the outcome; from 1.31 the final condition waits for terminating pods (enactJobFinished). */
function decide(c: Ctx, outcome: NonNullable<Ctx['outcome']>): void {
  const { world } = c.cluster;
  c.outcome = outcome;
  if (interimConditions(world.v)) {
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
  }
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
  c.onFinished();
}

function createPods(c: Ctx, n: number): void {
  const { world } = c.cluster;
  for (let i = 0; i < n; i++) {
    const name = world.names.next(c.job.name, (x) => world.pods.has(x));
    c.pods.push(
      c.cluster.createPod({
        name,
        template: c.job.template,
        owner: { kind: 'Job', name: c.job.name },
        finalizers: [],
      }),
    );
    world.kubeEvent('job-controller', key(c), 'SuccessfulCreate', `Created pod: ${name}`);
  }
}

export const jobMachine = setup({
  types: {} as {
    context: Ctx;
    input: { cluster: Cluster; job: JobModel; onFinished: () => void };
    events: Ev;
  },
  delays: {
    'active deadline': ({ context: c }) =>
      c.job.activeDeadlineSeconds === null
        ? Infinity
        : Math.max(0, c.startTime + c.job.activeDeadlineSeconds * 1000 - c.cluster.world.now),
    'pod event batch': ({ context }) => context.cluster.world.latency('jobSyncBatch'),
    'back-off left': ({ context: c }) =>
      Math.max(
        0,
        c.lastFailureAt +
          backoffMs(c.cluster.world.v, c.failuresSinceSuccess) -
          c.cluster.world.now,
      ),
  },
  guards: {
    'the final condition is written': ({ context: c }) => c.finished,
    'created suspended': ({ context: c }) => c.job.suspend,
    'no pod is terminating any more': ({ context: c }) => !c.pods.some(isTerminating),
    'past the backoff limit': ({ context: c }) =>
      c.failed > c.job.backoffLimit || pastBackoffLimitOnFailure(c.job, c.pods),
    'all completions succeeded': ({ context: c }) =>
      c.succeeded >= (c.job.completions ?? 1) && c.succeeded > 0,
    'pods are missing': ({ context: c }) => {
      const active = c.pods.filter(isActive).length;
      const terminating = onlyReplaceFailedPods(c.cluster.world.v, c.job)
        ? c.pods.filter(isTerminating).length
        : 0;
      return wantActive(c.job, active, c.succeeded) - active - terminating > 0;
    },
    'still in back-off': ({ context: c }) =>
      c.lastFailureAt + backoffMs(c.cluster.world.v, c.failuresSinceSuccess) > c.cluster.world.now,
  },
  actions: {
    'count finished pods': ({ context }) => count(context),
    'create the missing pods': ({ context: c }) => {
      const active = c.pods.filter(isActive).length;
      const terminating = onlyReplaceFailedPods(c.cluster.world.v, c.job)
        ? c.pods.filter(isTerminating).length
        : 0;
      createPods(c, Math.min(500, wantActive(c.job, active, c.succeeded) - active - terminating));
    },
    'fail: deadline exceeded': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'DeadlineExceeded',
        message: 'Job was active longer than specified deadline',
      }),
    'fail: backoff limit exceeded': ({ context }) =>
      decide(context, {
        type: 'Failed',
        reason: 'BackoffLimitExceeded',
        message: 'Job has reached the specified backoff limit',
      }),
    'complete the Job': ({ context }) =>
      decide(context, { type: 'Complete', reason: null, message: 'Job completed' }),
    'write the final condition': ({ context }) => finish(context),
    // J13: suspending deletes the active pods; resuming resets startTime (the deadline).
    'suspend the Job': ({ context: c }) => {
      const { world } = c.cluster;
      for (const p of c.pods.filter(isActive)) {
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
    outcome: null,
    finished: false,
  }),
  initial: 'Starting',
  on: { DELETED: '.Deleted' },
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
      initial: 'Syncing',
      states: {
        // syncJob: count finished pods, decide, then manage the pods.
        Syncing: {
          entry: 'count finished pods',
          always: [
            {
              guard: 'past the backoff limit',
              target: '#job.Finishing',
              actions: 'fail: backoff limit exceeded',
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
            { target: 'Idle', actions: 'create the missing pods' },
          ],
        },
        BackingOff: {
          after: { 'back-off left': 'Syncing' },
          on: { POD_CHANGED: 'Batching' },
        },
        Idle: { on: { POD_CHANGED: 'Batching' } },
        // Pod events are batched (syncJobBatchPeriod) into one sync.
        Batching: { after: { 'pod event batch': 'Syncing' } },
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
