// The Job controller for one Job (pkg/controller/job/job_controller.go syncJob), the part
// this slice needs: create pods up to parallelism, count finished pods, fail the Job at
// activeDeadlineSeconds (J8) or past backoffLimit (J5), deleting its active pods.
// The full controller (back-off per version, podFailurePolicy, Indexed, terminal
// conditions from 1.31) is issue 4.
import { setup } from 'xstate';
import type { JobModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isActive, type PodRecord } from '../../sim/store.ts';

interface Ctx {
  cluster: Cluster;
  job: JobModel;
  startTime: number;
  counted: Set<number>;
  failed: number;
  succeeded: number;
}

type Ev = { type: 'POD_CHANGED' } | { type: 'DEADLINE' } | { type: 'DELETED' };

const key = (c: Ctx): string => `Job/${c.job.name}`;
const owner = (c: Ctx) => ({ kind: 'Job' as const, name: c.job.name });

/** J4 (default policy): a terminating pod counts as failed at once; phase Failed otherwise. */
const isFailed = (p: PodRecord): boolean =>
  p.phase === 'Failed' || (p.deletionTimestamp !== null && p.phase !== 'Succeeded');

function count(c: Ctx): void {
  for (const p of c.cluster.world.pods.ownedBy(owner(c))) {
    if (c.counted.has(p.uid)) continue;
    if (p.phase === 'Succeeded') {
      c.counted.add(p.uid);
      c.succeeded++;
    } else if (isFailed(p)) {
      c.counted.add(p.uid);
      c.failed++;
    }
  }
}

function finish(c: Ctx, reason: string, message: string): void {
  const { world } = c.cluster;
  world.emit('job-controller', 'JobConditionSet', key(c), {
    type: 'Failed',
    reason,
    status: 'True',
  });
  world.kubeEvent('job-controller', key(c), reason, message, 'Warning');
  for (const p of world.pods.ownedBy(owner(c)).filter(isActive)) {
    c.cluster.deletePod(p, null);
    world.kubeEvent('job-controller', key(c), 'SuccessfulDelete', `Deleted pod: ${p.name}`);
  }
}

export const jobMachine = setup({
  types: {} as { context: Ctx; input: { cluster: Cluster; job: JobModel }; events: Ev },
  delays: {
    'active deadline': ({ context: c }) =>
      c.job.activeDeadlineSeconds === null
        ? Infinity
        : Math.max(0, c.startTime + c.job.activeDeadlineSeconds * 1000 - c.cluster.world.now),
  },
  guards: {
    'past the backoff limit': ({ context: c }) => c.failed > c.job.backoffLimit,
    'all completions succeeded': ({ context: c }) => c.succeeded >= (c.job.completions ?? 1),
  },
  actions: {
    'count finished pods': ({ context }) => count(context),
    'create missing pods': ({ context: c }) => {
      const { world } = c.cluster;
      const active = world.pods.ownedBy(owner(c)).filter(isActive).length;
      const want = Math.min(c.job.parallelism, (c.job.completions ?? 1) - c.succeeded);
      for (let i = active; i < want; i++) {
        const name = world.names.next(c.job.name, (n) => world.pods.has(n));
        c.cluster.createPod({ name, template: c.job.template, owner: owner(c), finalizers: [] });
        world.kubeEvent('job-controller', key(c), 'SuccessfulCreate', `Created pod: ${name}`);
      }
    },
    'fail: deadline exceeded': ({ context }) =>
      finish(context, 'DeadlineExceeded', 'Job was active longer than specified deadline'),
    'fail: backoff limit exceeded': ({ context }) =>
      finish(context, 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
    'complete the Job': ({ context: c }) => {
      c.cluster.world.emit('job-controller', 'JobConditionSet', key(c), {
        type: 'Complete',
        reason: null,
        status: 'True',
      });
      c.cluster.world.kubeEvent('job-controller', key(c), 'Completed', 'Job completed');
    },
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({
    ...input,
    startTime: input.cluster.world.now,
    counted: new Set(),
    failed: 0,
    succeeded: 0,
  }),
  initial: 'Active',
  on: { DELETED: '.Deleted' },
  states: {
    Deleted: {},
    Active: {
      entry: 'create missing pods',
      after: { 'active deadline': { target: 'Failed', actions: 'fail: deadline exceeded' } },
      on: {
        POD_CHANGED: [{ target: 'Syncing', actions: 'count finished pods' }],
      },
    },
    Syncing: {
      always: [
        {
          guard: 'past the backoff limit',
          target: 'Failed',
          actions: 'fail: backoff limit exceeded',
        },
        { guard: 'all completions succeeded', target: 'Complete', actions: 'complete the Job' },
        { target: 'Active', reenter: false },
      ],
    },
    Failed: { on: { POD_CHANGED: { actions: 'count finished pods' } } },
    Complete: {},
  },
});
