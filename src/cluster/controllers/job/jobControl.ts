// Every Job of the run, whether the scenario declared it or a CronJob created it: the
// registry of their controllers (a declared Job's is a root actor, a CronJob's Job's is the
// CronJob's child), the watch of their pods, and what follows a Job's `finished`:
// the owning CronJob's informer hearing of it, and whoever watches Jobs finish (the
// ttl-after-finished controller).
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { jobMachine } from './jobMachine.ts';
import { mayAdopt } from './jobClaim.ts';
import type { JobModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { objectKey, systemIdOf } from '../../objectKey.ts';
import { sendLater } from '../../actorTimers.ts';

export type JobOutcome = 'Complete' | 'Failed';
type JobActor = ActorRefFrom<typeof jobMachine>;

/** What the owning CronJob hears, one watch after it happened. */
export type JobNews =
  /** The Job's Complete or Failed condition was written (IsJobFinished). */
  | { type: 'JOB_FINISHED'; name: string; outcome: JobOutcome }
  /** The Job object left the API. */
  | { type: 'JOB_REMOVED'; name: string };

/** A Job's name in the actor system of its controller (and of its CronJob). */
export const jobSystemId = (name: string): string => systemIdOf(objectKey('Job', name));

export class JobControl {
  readonly actors = new Map<string, JobActor>();
  /** The CronJob controller that owns a Job, told what becomes of it. */
  private readonly owners = new Map<string, AnyActorRef>();
  /** Who hears of a Job's Complete or Failed condition at once (an informer of Jobs). */
  private readonly finishedWatchers: ((job: JobModel, outcome: JobOutcome) => void)[] = [];

  constructor(private readonly cluster: Cluster) {}

  /** A Job the scenario declares; false when one of that name exists (AlreadyExists). */
  start(job: JobModel): boolean {
    if (this.actors.has(job.name)) return false;
    const actor = this.cluster.world.actor(
      jobMachine,
      { cluster: this.cluster, job },
      jobSystemId(job.name),
    );
    this.created(job, actor, null);
    actor.start();
    return true;
  }

  /**
   * The API accepted a Job: its controller (created, not yet started) is registered and
   * watches its pods. `owner` is the CronJob controller that spawned it.
   */
  created(job: JobModel, actor: JobActor, owner: { ref: AnyActorRef; name: string } | null): void {
    const { world } = this.cluster;
    this.actors.set(job.name, actor);
    if (owner) this.owners.set(job.name, owner.ref);
    actor.on('finished', (e) => this.finished(job, e.outcome));
    // Once the object has left the API its controller has nothing left to do (it was told
    // DELETED first), and its owner may stop it: its pods no longer reach it.
    world.watch(objectKey('Job', job.name), {
      podChanged: (pod) => {
        if (this.actors.get(job.name) === actor) actor.send({ type: 'POD_CHANGED', pod });
      },
    });
    // addPod / updatePod of an orphan: the Jobs whose manual selector matches it are synced
    // (getPodJobs, from the Job lister: the API's Job, not the controller's state), to see
    // whether one adopts it (jobClaim.ts).
    if (job.manualSelector)
      world.watchOrphans({
        podChanged: (pod) => {
          if (this.actors.get(job.name) !== actor) return;
          if (mayAdopt(job, pod)) actor.send({ type: 'POD_CHANGED', pod });
        },
      });
    world.emit(
      owner ? 'cronjob-controller' : 'job-controller',
      'ObjectCreated',
      objectKey('Job', job.name),
      { owner: owner ? objectKey('CronJob', owner.name) : null },
    );
  }

  /** A controller that acts on finished Jobs (the ttl-after-finished controller). */
  watchFinished(w: (job: JobModel, outcome: JobOutcome) => void): void {
    this.finishedWatchers.push(w);
  }

  private finished(job: JobModel, outcome: JobOutcome): void {
    this.tellOwner(job.name, { type: 'JOB_FINISHED', name: job.name, outcome });
    for (const w of this.finishedWatchers) w(job, outcome);
  }

  /** The garbage collector removed the Job object. */
  removed(name: string): void {
    this.tellOwner(name, { type: 'JOB_REMOVED', name });
    this.actors.delete(name);
    this.owners.delete(name);
  }

  private tellOwner(name: string, news: JobNews): void {
    const owner = this.owners.get(name);
    if (!owner) return;
    sendLater(owner, this.cluster.world.latency('watch'), news);
  }
}
