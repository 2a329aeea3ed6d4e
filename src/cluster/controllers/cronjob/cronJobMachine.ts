// The CronJob controller for one CronJob (pkg/controller/cronjob/cronjob_controllerv2.go
// syncCronJob, then cleanupFinishedJobs): each sync first takes note of finished and
// vanished Jobs, then — unless suspended — finds the latest unmet scheduled time,
// and starts its Job as the concurrencyPolicy allows, then deletes finished Jobs
// beyond the history limits. It syncs when it is created, 100 ms after each scheduled time
// (nextScheduleTimeDuration), when one of its Jobs changes, and on suspend/resume. The
// controllers of the Jobs it creates are its children (`Job/<name>` in its system).
import { enqueueActions, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { CronJobModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { GarbageCollector } from '../garbagecollector/garbageCollector.ts';
import { jobSystemId, type JobControl, type JobNews, type JobOutcome } from '../job/jobControl.ts';
import { jobMachine } from '../job/jobMachine.ts';
import type { Schedule } from '../../../manifest/kinds/cronSchedule.ts';
import {
  MANY_MISSED,
  NEXT_SCHEDULE_DELTA_MS,
  jobName,
  mostRecentScheduleTime,
  sawCompletedMessage,
  tooManyMissedMessage,
} from './cronRules.ts';
import { objectKey } from '../../objectKey.ts';

interface Child {
  name: string;
  /** Virtual ms the Job was created (status.startTime, for byJobStartTime). */
  startedAt: number;
  finished: JobOutcome | null;
}

export interface CronJobCtx {
  cluster: Cluster;
  cronJob: CronJobModel;
  schedule: Schedule;
  jobs: JobControl;
  gc: GarbageCollector;
  /** Epoch ms of virtual t=0 (spec.startTime): schedules are wall-clock times. */
  epoch: number;
  /** metadata.creationTimestamp, epoch ms. */
  createdAt: number;
  suspended: boolean;
  /** status.lastScheduleTime, epoch ms. */
  lastScheduleTime: number | null;
  /** status.active: names of Jobs it started that have not finished. */
  active: string[];
  /** Jobs it owns that still exist, oldest first. */
  children: Child[];
  /** Jobs it saw finish or vanish since the last sync. */
  news: { name: string; type: JobOutcome | 'Removed' }[];
  /** This sync's scheduled time (epoch ms), or null. */
  scheduled: number | null;
}

export type CronJobEvent =
  | JobNews
  /** The controller of the Job this sync created has started (and made its pods). */
  | { type: 'JOB_STARTED' }
  | { type: 'SUSPEND' }
  | { type: 'RESUME' }
  | { type: 'DELETED' };

const key = (c: CronJobCtx): string => objectKey('CronJob', c.cronJob.name);
const epochNow = (c: CronJobCtx): number => c.epoch + c.cluster.world.now;
const note = (
  c: CronJobCtx,
  reason: string,
  message: string,
  type: 'Normal' | 'Warning' = 'Normal',
) => c.cluster.world.kubeEvent('cronjob-controller', key(c), reason, message, type);

/** The Job object this CronJob writes (getJobFromTemplate2), and its SuccessfulCreate. */
function writeJob(c: CronJobCtx, name: string): void {
  note(c, 'SuccessfulCreate', `Created job ${name}`);
  c.cluster.ownerReferences.add(objectKey('Job', name), objectKey('CronJob', c.cronJob.name));
  c.children.push({ name, startedAt: c.cluster.world.now, finished: null });
}

/** status.active and status.lastScheduleTime. */
function recordActive(c: CronJobCtx, name: string): void {
  if (!c.active.includes(name)) c.active.push(name);
  c.lastScheduleTime = c.scheduled;
}

/** deleteJob: the Job is deleted with propagationPolicy Background (realJobControl.DeleteJob). */
function deleteJob(c: CronJobCtx, name: string): void {
  c.gc.delete('job', name, 'Background');
  c.active = c.active.filter((n) => n !== name);
  note(c, 'SuccessfulDelete', `Deleted job ${name}`);
}

export const cronJobMachine = setup({
  types: {} as {
    context: CronJobCtx;
    input: Omit<
      CronJobCtx,
      'createdAt' | 'suspended' | 'lastScheduleTime' | 'active' | 'children' | 'news' | 'scheduled'
    >;
    events: CronJobEvent;
  },
  actors: { job: jobMachine },
  delays: {
    // The next scheduled time plus nextScheduleDelta; a suspended CronJob is not requeued.
    'until the next schedule': ({ context: c }) => {
      const now = epochNow(c);
      const next = c.suspended ? null : c.schedule.next(now);
      return next === null ? Infinity : next + NEXT_SCHEDULE_DELTA_MS - now;
    },
  },
  guards: {
    suspended: ({ context: c }) => c.suspended,
    'no unmet scheduled time': ({ context: c }) =>
      c.scheduled === null ||
      c.scheduled === c.lastScheduleTime ||
      c.active.includes(jobName(c.cronJob.name, c.scheduled)),
    'Forbid, and a Job is active': ({ context: c }) =>
      c.cronJob.concurrencyPolicy === 'Forbid' && c.active.length > 0,
  },
  actions: {
    'set spec.suspend': ({ context }) => {
      context.suspended = true;
    },
    'clear spec.suspend': ({ context }) => {
      context.suspended = false;
    },
    // The Job has left the API: its controller, a child of this one, is done.
    'stop the controller of the Job': stopChild(({ event }) =>
      event.type === 'JOB_REMOVED' ? event.name : '',
    ),
    'remember what happened to the Jobs': ({ context: c, event: e }) => {
      if (e.type === 'JOB_FINISHED') c.news.push({ name: e.name, type: e.outcome });
      if (e.type === 'JOB_REMOVED') c.news.push({ name: e.name, type: 'Removed' });
    },
    // syncCronJob's first loops: finished Jobs leave status.active (SawCompletedJob), and
    // an active Job that no longer exists is MissingJob.
    'see the Jobs': ({ context: c }) => {
      const version = c.cluster.world.v;
      for (const n of c.news) {
        const child = c.children.find((x) => x.name === n.name);
        if (n.type === 'Removed') {
          c.children = c.children.filter((x) => x.name !== n.name);
          if (c.active.includes(n.name)) {
            note(c, 'MissingJob', `Active job went missing: ${n.name}`);
            c.active = c.active.filter((x) => x !== n.name);
          }
          continue;
        }
        if (child) child.finished = n.type;
        if (c.active.includes(n.name)) {
          c.active = c.active.filter((x) => x !== n.name);
          note(c, 'SawCompletedJob', sawCompletedMessage(version, n.name, n.type));
        }
      }
      c.news = [];
    },
    // nextScheduleTime, with its TooManyMissedTimes warning.
    'find the scheduled time': ({ context: c }) => {
      const found = mostRecentScheduleTime(
        c.schedule,
        c.lastScheduleTime,
        c.createdAt,
        c.cronJob.startingDeadlineSeconds,
        epochNow(c),
        c.cluster.world.v,
      );
      c.scheduled = found.time;
      if (found.error)
        note(
          c,
          'InvalidSchedule',
          `invalid schedule: ${c.cronJob.schedule} : ${found.error}`,
          'Warning',
        );
      if (found.time !== null && found.missed > MANY_MISSED)
        note(
          c,
          'TooManyMissedTimes',
          tooManyMissedMessage(c.cluster.world.v, found.missed),
          'Warning',
        );
    },
    'record JobAlreadyActive': ({ context: c }) =>
      note(
        c,
        'JobAlreadyActive',
        'Not starting job because prior execution is running and concurrency policy is Forbid',
      ),
    // Replace: the running Jobs are deleted in the same sync that creates the next.
    'replace the active Jobs': ({ context: c }) => {
      if (c.cronJob.concurrencyPolicy !== 'Replace') return;
      for (const name of [...c.active]) deleteJob(c, name);
    },
    // AlreadyExists: a Job of that name is there already, and becomes the active one.
    'create the Job': enqueueActions(({ context: c, enqueue, self, system }) => {
      const name = jobName(c.cronJob.name, c.scheduled!);
      if (!c.jobs.actors.has(name)) {
        const job = { ...c.cronJob.jobTemplate, name, line: c.cronJob.line };
        enqueue(() => writeJob(c, name));
        const input = { cluster: c.cluster, job };
        enqueue.spawnChild('job', { id: name, systemId: jobSystemId(name), input });
        // The Job registry watches its pods and tells this controller when it finishes.
        enqueue(() => {
          const actor = system.get(jobSystemId(name)) as ActorRefFrom<typeof jobMachine>;
          c.jobs.created(job, actor, { ref: self, name: c.cronJob.name });
        });
      }
      enqueue(() => recordActive(c, name));
      // The Job's controller starts once this step is done; the clean-up waits for it.
      enqueue.sendTo(self, { type: 'JOB_STARTED' });
    }),
    // cleanupFinishedJobs / removeOldestJobs: oldest first (byJobStartTime, ties by name).
    'clean up finished Jobs': ({ context: c }) => {
      const trim = (type: JobOutcome, limit: number): void => {
        const done = c.children.filter((x) => x.finished === type);
        done.sort((a, b) => a.startedAt - b.startedAt || (a.name < b.name ? -1 : 1));
        for (const x of done.slice(0, Math.max(0, done.length - limit))) {
          c.children = c.children.filter((y) => y !== x);
          deleteJob(c, x.name);
        }
      };
      trim('Complete', c.cronJob.successfulJobsHistoryLimit);
      trim('Failed', c.cronJob.failedJobsHistoryLimit);
    },
  },
}).createMachine({
  id: 'cronjob',
  context: ({ input }) => ({
    ...input,
    createdAt: Math.min(input.cronJob.creationTimestamp ?? input.epoch, input.epoch),
    suspended: input.cronJob.suspend,
    lastScheduleTime: input.cronJob.lastScheduleTime,
    active: [],
    children: [],
    news: [],
    scheduled: null,
  }),
  // The informer's add queues the first sync (and a machine's initial actions run only
  // once it has started, too late for the guards of its first microsteps).
  initial: 'Queued',
  on: {
    DELETED: '.Deleted',
    JOB_FINISHED: { target: '.Syncing', actions: 'remember what happened to the Jobs' },
    JOB_REMOVED: {
      target: '.Syncing',
      actions: ['remember what happened to the Jobs', 'stop the controller of the Job'],
    },
    // An update to the CronJob enqueues it at once (updateCronJob).
    SUSPEND: { target: '.Syncing', actions: 'set spec.suspend' },
    RESUME: { target: '.Syncing', actions: 'clear spec.suspend' },
  },
  states: {
    Queued: { after: { 0: 'Syncing' } },
    Syncing: {
      entry: 'see the Jobs',
      always: [
        { guard: 'suspended', target: 'Waiting', actions: 'clean up finished Jobs' },
        {
          target: 'Deciding',
          actions: 'find the scheduled time',
        },
      ],
    },
    Deciding: {
      always: [
        { guard: 'no unmet scheduled time', target: 'Waiting', actions: 'clean up finished Jobs' },
        {
          guard: 'Forbid, and a Job is active',
          target: 'Waiting',
          meta: { k8s: 'cronjob_controllerv2.go syncCronJob' },
          actions: ['record JobAlreadyActive', 'clean up finished Jobs'],
        },
        {
          target: 'StartingTheJob',
          actions: ['replace the active Jobs', 'create the Job'],
          meta: { k8s: 'cronjob_controllerv2.go syncCronJob' },
        },
      ],
    },
    StartingTheJob: {
      on: { JOB_STARTED: { target: 'Waiting', actions: 'clean up finished Jobs' } },
    },
    Waiting: {
      after: {
        'until the next schedule': {
          target: 'Syncing',
          meta: { k8s: 'cronjob_controllerv2.go nextScheduleTimeDuration' },
        },
      },
    },
    // Not final: the controllers of its Jobs are its children, and must outlive it (they
    // have their own deletion, or none when orphaned). It no longer listens to them.
    Deleted: { on: { JOB_FINISHED: {}, JOB_REMOVED: {}, SUSPEND: {}, RESUME: {} } },
  },
});
