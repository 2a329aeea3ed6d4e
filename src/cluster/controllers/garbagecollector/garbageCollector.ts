// Deleting an owner (pkg/controller/garbagecollector garbagecollector.go
// attemptToDeleteItem): Background removes the owner at once and the collector then deletes its
// dependents gracefully; Foreground keeps the owner (deletionTimestamp, finalizer
// foregroundDeletion) until every dependent with blockOwnerDeletion is gone, cascading
// Deployment → ReplicaSet → Pod; Orphan removes the owner and leaves the dependents
// running. kubectl delete sends Background unless told otherwise (--cascade).
import { jobOrphanDeleteWarning } from '../../../versions/features.ts';
import { why } from '../../whys.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { ownerKey, type OwnerRef } from '../../apiserver/podStore.ts';
import { nameOf, objectKey, systemIdOf, type ObjectKey } from '../../objectKey.ts';

export type Propagation = 'Background' | 'Foreground' | 'Orphan';

/** A controller the collector stops when its object is deleted. */
type Stoppable = { send: (e: { type: 'DELETED' }) => void };

/**
 * A Deployment's controller: its ReplicaSets' controllers are its children, `ReplicaSet/<name>`
 * in its system. Which ReplicaSets it owns, the collector reads from the API's
 * ownerReferences (apiserver/ownerReferences.ts), never from the controller.
 */
type DeploymentOwner = Stoppable & {
  system: { get(systemId: string): Stoppable | undefined };
};

/** The controllers of the run's objects, by name (they satisfy these shapes structurally). */
export interface Owners {
  deployments: Map<string, DeploymentOwner>;
  /** ReplicaSets not made by a Deployment. */
  replicaSets: Map<string, Stoppable>;
  replicationControllers: Map<string, Stoppable>;
  jobs: Map<string, Stoppable>;
  cronJobs: Map<string, Stoppable>;
  statefulSets: Map<string, Stoppable>;
  daemonSets: Map<string, Stoppable>;
  /** Told when a Job object leaves the API (its CronJob is watching). */
  jobRemoved?: (name: string) => void;
}

/** registry/batch/job/storage/storage.go deleteOptionWarnings (REST.Delete, 1.23+, #104080). */
export const JOB_ORPHAN_WARNING =
  'child pods are preserved by default when jobs are deleted; set propagationPolicy=Background to remove them or set propagationPolicy=Orphan to suppress this warning';

/**
 * The policy a DELETE without one gets: batch/v1 Job and v1 ReplicationController orphan
 * their pods for backward compatibility (registry/batch/job/strategy.go and
 * registry/core/replicationcontroller/strategy.go DefaultGarbageCollectionPolicy); apps/v1
 * kinds and batch/v1 CronJob delete their dependents in the background.
 */
export const serverDefaultPolicy = (kind: string): Propagation =>
  kind === 'job' || kind === 'replicationcontroller' ? 'Orphan' : 'Background';

export class GarbageCollector {
  private gone = new Set<string>();
  /** The API's Warning header for the DELETE being processed, shown on its ObjectRemoved. */
  private warning: string | null = null;

  constructor(
    private readonly cluster: Cluster,
    private readonly owners: Owners,
  ) {}

  /** false when there is no such object. `requested` null: the DELETE named no policy. */
  delete(kind: string, name: string, requested: Propagation | null): boolean {
    const { deployments, replicaSets, jobs, cronJobs, statefulSets, daemonSets } = this.owners;
    const policy = requested ?? serverDefaultPolicy(kind);
    // REST.Delete warns (1.23+) when a Job's DELETE leaves the policy to the Orphan default.
    if (
      requested === null &&
      kind === 'job' &&
      jobs.has(name) &&
      jobOrphanDeleteWarning(this.cluster.world.v)
    )
      this.warning = JOB_ORPHAN_WARNING;
    if (kind === 'deployment' && deployments.has(name)) this.deleteDeployment(name, policy);
    else if (kind === 'cronjob' && cronJobs.has(name)) this.deleteCronJob(name, policy);
    else if (kind === 'replicaset' && replicaSets.has(name))
      this.deletePodOwner({ kind: 'ReplicaSet', name }, replicaSets.get(name)!, policy, () => {});
    else if (kind === 'replicationcontroller' && this.owners.replicationControllers.has(name)) {
      const actor = this.owners.replicationControllers.get(name)!;
      this.owners.replicationControllers.delete(name);
      this.deletePodOwner({ kind: 'ReplicationController', name }, actor, policy, () => {});
    } else if (kind === 'statefulset' && statefulSets.has(name)) {
      const actor = statefulSets.get(name)!;
      statefulSets.delete(name);
      this.deletePodOwner({ kind: 'StatefulSet', name }, actor, policy, () => {});
    } else if (kind === 'daemonset' && daemonSets.has(name)) {
      const actor = daemonSets.get(name)!;
      daemonSets.delete(name);
      this.deletePodOwner({ kind: 'DaemonSet', name }, actor, policy, () => {});
    } else if (kind === 'job' && jobs.has(name))
      this.deletePodOwner({ kind: 'Job', name }, jobs.get(name)!, policy, () => {});
    else return false;
    return true;
  }

  private removed(key: ObjectKey, policy: Propagation): void {
    if (this.gone.has(key)) return;
    this.gone.add(key);
    const warning = this.warning;
    this.warning = null;
    this.cluster.world.emit(
      'api-server',
      'ObjectRemoved',
      key,
      warning ? { propagationPolicy: policy, warning } : { propagationPolicy: policy },
      warning ? why('deleteWarning', { warning }) : undefined,
    );
    if (key.startsWith('Job/')) this.owners.jobRemoved?.(nameOf(key));
  }

  /** A ReplicaSet or Job and its pods. */
  private deletePodOwner(
    owner: OwnerRef,
    controller: Stoppable,
    policy: Propagation,
    done: () => void,
  ): void {
    const { world } = this.cluster;
    const key = ownerKey(owner);
    controller.send({ type: 'DELETED' });
    if (policy !== 'Foreground') {
      this.removed(key, policy);
      done();
    }
    if (policy === 'Orphan') return;
    // The collector hears of the deletion one watch latency later and deletes dependents.
    world.clock.after(world.latency('watch'), () => {
      for (const p of world.pods.ownedBy(owner)) {
        if (p.deletionTimestamp === null) this.cluster.deletePod(p, null);
      }
      if (policy === 'Foreground') {
        const check = (): void => {
          if (world.pods.ownedBy(owner).length > 0) return;
          this.removed(key, policy);
          done();
        };
        world.watch(key, { podChanged: check });
        check();
      }
    });
  }

  private deleteDeployment(name: string, policy: Propagation): void {
    const actor = this.owners.deployments.get(name)!;
    const key = objectKey('Deployment', name);
    this.cascade(key, actor, policy, () =>
      // attemptToDeleteItem's dependents: the ReplicaSets whose ownerReference names it; each
      // one's controller was spawned by the sync that wrote it.
      this.cluster.ownerReferences
        .dependentsOf(key)
        .map((rs): [OwnerRef, Stoppable] => [
          { kind: 'ReplicaSet', name: nameOf(rs) },
          actor.system.get(systemIdOf(rs))!,
        ]),
    );
  }

  /** A CronJob and its Jobs (and their pods), like a Deployment and its ReplicaSets. */
  private deleteCronJob(name: string, policy: Propagation): void {
    const actor = this.owners.cronJobs.get(name)!;
    const { jobs } = this.owners;
    const key = objectKey('CronJob', name);
    // Its Jobs by their ownerReferences; those already gone are left out below.
    const owned = this.cluster.ownerReferences.dependentsOf(key).map(nameOf);
    this.owners.cronJobs.delete(name);
    this.cascade(key, actor, policy, () =>
      owned.filter((j) => jobs.has(j)).map((j) => [{ kind: 'Job', name: j }, jobs.get(j)!]),
    );
  }

  /** An owner of pod owners: its dependents are deleted with the same policy. */
  private cascade(
    key: ObjectKey,
    owner: Stoppable,
    policy: Propagation,
    dependents: () => [OwnerRef, Stoppable][],
  ): void {
    const { world } = this.cluster;
    owner.send({ type: 'DELETED' });
    if (policy !== 'Foreground') this.removed(key, policy);
    if (policy === 'Orphan') return;
    world.clock.after(world.latency('watch'), () => {
      const owned = dependents();
      let left = owned.length;
      const oneGone = (): void => {
        if (--left === 0 && policy === 'Foreground') this.removed(key, policy);
      };
      for (const [ref, controller] of owned) this.deletePodOwner(ref, controller, policy, oneGone);
      if (owned.length === 0 && policy === 'Foreground') this.removed(key, policy);
    });
  }
}
