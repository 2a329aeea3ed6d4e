// Deleting an owner (pkg/controller/garbagecollector, semantics Part B "Garbage
// collection"): Background removes the owner at once and the collector then deletes its
// dependents gracefully; Foreground keeps the owner (deletionTimestamp, finalizer
// foregroundDeletion) until every dependent with blockOwnerDeletion is gone, cascading
// Deployment → ReplicaSet → Pod; Orphan removes the owner and leaves the dependents
// running. kubectl delete sends Background unless told otherwise (--cascade).
import type { ActorRefFrom } from 'xstate';
import type { deploymentMachine } from '../machines/controllers/deploymentMachine.ts';
import type { jobMachine } from '../machines/controllers/jobMachine.ts';
import type { replicaSetMachine } from '../machines/controllers/replicaSetMachine.ts';
import type { Cluster } from './cluster.ts';
import type { OwnerRef } from './store.ts';

export type Propagation = 'Background' | 'Foreground' | 'Orphan';

export interface Owners {
  deployments: Map<string, ActorRefFrom<typeof deploymentMachine>>;
  /** ReplicaSets not made by a Deployment. */
  replicaSets: Map<string, ActorRefFrom<typeof replicaSetMachine>>;
  jobs: Map<string, ActorRefFrom<typeof jobMachine>>;
}

type Stoppable = { send: (e: { type: 'DELETED' }) => void };

export class GarbageCollector {
  private gone = new Set<string>();

  constructor(
    private readonly cluster: Cluster,
    private readonly owners: Owners,
  ) {}

  /** false when there is no such object. */
  delete(kind: string, name: string, policy: Propagation): boolean {
    const { deployments, replicaSets, jobs } = this.owners;
    if (kind === 'deployment' && deployments.has(name)) this.deleteDeployment(name, policy);
    else if (kind === 'replicaset' && replicaSets.has(name))
      this.deletePodOwner({ kind: 'ReplicaSet', name }, replicaSets.get(name)!, policy, () => {});
    else if (kind === 'job' && jobs.has(name))
      this.deletePodOwner({ kind: 'Job', name }, jobs.get(name)!, policy, () => {});
    else return false;
    return true;
  }

  private removed(key: string, policy: Propagation): void {
    if (this.gone.has(key)) return;
    this.gone.add(key);
    this.cluster.world.emit('api-server', 'ObjectRemoved', key, { propagationPolicy: policy });
  }

  /** A ReplicaSet or Job and its pods. */
  private deletePodOwner(
    owner: OwnerRef,
    controller: Stoppable,
    policy: Propagation,
    done: () => void,
  ): void {
    const { world } = this.cluster;
    const key = `${owner.kind}/${owner.name}`;
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
    const { world } = this.cluster;
    const actor = this.owners.deployments.get(name)!;
    const key = `Deployment/${name}`;
    actor.send({ type: 'DELETED' });
    if (policy !== 'Foreground') this.removed(key, policy);
    if (policy === 'Orphan') return;
    world.clock.after(world.latency('watch'), () => {
      const owned = actor.getSnapshot().context.replicaSets;
      let left = owned.length;
      const oneGone = (): void => {
        if (--left === 0 && policy === 'Foreground') this.removed(key, policy);
      };
      for (const rs of owned) {
        this.deletePodOwner({ kind: 'ReplicaSet', name: rs.rec.name }, rs.actor, policy, oneGone);
      }
      if (owned.length === 0 && policy === 'Foreground') this.removed(key, policy);
    });
  }
}
