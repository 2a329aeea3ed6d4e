// How the CronJob controller takes up a CronJob of the document (a schedule the manifest
// reader refused is never started: it said why).
import type { ActorRefFrom } from 'xstate';
import type { CronJobModel } from '../../../manifest/model/model.ts';
import { parseSchedule } from '../../../manifest/kinds/cronSchedule.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { JobControl } from '../job/jobControl.ts';
import type { GarbageCollector } from '../garbagecollector/garbageCollector.ts';
import { cronJobMachine } from './cronJobMachine.ts';
import { objectKey } from '../../objectKey.ts';

export interface CronJobNeeds {
  cluster: Cluster;
  jobs: JobControl;
  gc: GarbageCollector;
  /** The wall-clock time the run's t=0 stands for (epoch ms). */
  epoch: number;
}

export function startCronJob(
  cj: CronJobModel,
  { cluster, jobs, gc, epoch }: CronJobNeeds,
): ActorRefFrom<typeof cronJobMachine> | null {
  const parsed = parseSchedule(cj.schedule, cj.timeZone);
  if ('error' in parsed) return null; // the manifest reader refused it already
  cluster.world.emit('cronjob-controller', 'ObjectCreated', objectKey('CronJob', cj.name), {
    owner: null,
  });
  const input = { cluster, cronJob: cj, schedule: parsed.schedule, jobs, gc };
  const actor = cluster.world.actor(cronJobMachine, { ...input, epoch });
  actor.start();
  return actor;
}
