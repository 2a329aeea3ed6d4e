// Every Job of the run, whether the scenario declared it or a CronJob created it later:
// starts its controller, watches its pods, and carries out ttlSecondsAfterFinished. The
// CronJob controller hears here when one of its Jobs finishes or leaves the API.
import type { ActorRefFrom } from 'xstate';
import { jobMachine } from './jobMachine.ts';
import type { JobModel } from '../../../manifest/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { GarbageCollector } from '../garbagecollector/garbageCollector.ts';

export type JobOutcome = 'Complete' | 'Failed';

export interface JobWatcher {
  /** The Job's Complete or Failed condition was written (IsJobFinished). */
  finished(name: string, type: JobOutcome): void;
  /** The Job object left the API. */
  removed(name: string): void;
}

export class JobControl {
  readonly actors = new Map<string, ActorRefFrom<typeof jobMachine>>();
  private readonly owners = new Map<string, JobWatcher>();
  /** Set once the garbage collector exists (it needs this registry first). */
  gc: GarbageCollector | null = null;

  constructor(private readonly cluster: Cluster) {}

  /** false when a Job of that name exists already (the API's AlreadyExists). */
  start(
    job: JobModel,
    owner: { kind: string; name: string } | null,
    watcher: JobWatcher | null,
  ): boolean {
    const { world } = this.cluster;
    if (this.actors.has(job.name)) return false;
    const onFinished = (type: JobOutcome): void => {
      if (watcher)
        world.clock.after(world.latency('watch'), () => watcher.finished(job.name, type));
      // ttlafterfinished_controller.go processJob: delete at finish + TTL, Foreground.
      if (job.ttlSecondsAfterFinished === null) return;
      world.clock.after(job.ttlSecondsAfterFinished * 1000, () =>
        this.gc?.delete('job', job.name, 'Foreground'),
      );
    };
    const actor = world.actor(jobMachine, { cluster: this.cluster, job, onFinished });
    this.actors.set(job.name, actor);
    if (watcher) this.owners.set(job.name, watcher);
    world.watch(`Job/${job.name}`, {
      podChanged: (pod) => actor.send({ type: 'POD_CHANGED', pod }),
    });
    world.emit(
      owner ? 'cronjob-controller' : 'job-controller',
      'ObjectCreated',
      `Job/${job.name}`,
      {
        owner: owner ? `${owner.kind}/${owner.name}` : null,
      },
    );
    actor.start();
    return true;
  }

  /** The garbage collector removed the Job object. */
  removed(name: string): void {
    const { world } = this.cluster;
    const watcher = this.owners.get(name);
    this.actors.delete(name);
    this.owners.delete(name);
    if (watcher) world.clock.after(world.latency('watch'), () => watcher.removed(name));
  }
}
