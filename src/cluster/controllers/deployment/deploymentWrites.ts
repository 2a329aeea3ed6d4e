// What a Deployment's sync writes to its ReplicaSets (sync.go getNewReplicaSet,
// scaleReplicaSet), each write heard by the RS controller and by this controller one
// watch later. A ReplicaSet's controller is the Deployment's child actor, found in its
// system as `ReplicaSet/<name>`.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { DeploymentModel, PodTemplateModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import { scaledMessage } from '../../eventMessages.ts';
import type { replicaSetMachine } from '../replicaset/replicaSetMachine.ts';
import { ReplicaSetInformer } from '../replicaset/replicaSetInformer.ts';
import { type ReplicaSetRecord } from '../replicaset/replicaSetRecord.ts';
import { resolveFenceposts } from './rollingUpdate.ts';
import { noteNewReplicaSet, type DeploymentStatus } from './deploymentStatus.ts';
import { objectKey, systemIdOf } from '../../objectKey.ts';
import { sendLater, sendLaterTo } from '../../actorTimers.ts';

export interface DeploymentInput {
  cluster: Cluster;
  deployment: DeploymentModel;
}

export interface OwnedRs {
  rec: ReplicaSetRecord;
  /** Annotations desired-replicas and max-replicas (deployment_util.go SetReplicasAnnotations). */
  desired: number;
  max: number;
  /** The RS status as the informer last delivered it. */
  seen: ReplicaSetRecord['status'];
}

export interface DeploymentCtx extends DeploymentInput {
  /** This controller's actor: its ReplicaSets are found in its system. */
  self: AnyActorRef;
  template: PodTemplateModel;
  replicas: number;
  replicaSets: OwnedRs[];
  /** The status it writes (deploymentStatus.ts). */
  status: DeploymentStatus;
}

/** The controller of one of its ReplicaSets, once spawned. */
const rsActor = (c: DeploymentCtx, name: string): AnyActorRef | undefined =>
  c.self.system.get(systemIdOf(objectKey('ReplicaSet', name)));

/** Writes a new ReplicaSet; its controller is spawned once the sync is done. */
export function createReplicaSet(c: DeploymentCtx, replicas: number): OwnedRs {
  const { cluster, deployment } = c;
  const world = cluster.world;
  const name = `${deployment.name}-${c.template.hash}`;
  const rec: ReplicaSetRecord = {
    name,
    namespace: deployment.namespace,
    template: c.template,
    specReplicas: replicas,
    minReadySeconds: deployment.minReadySeconds,
    createdAt: world.now,
    deployment: deployment.name,
    status: { replicas: 0, ready: 0, available: 0 },
    selector: deployment.selector,
    adoptsOrphans: false,
    relatedPods: () => c.replicaSets.map((r) => ownedPods(c, r)),
  };
  cluster.ownerReferences.add(
    objectKey('ReplicaSet', name),
    objectKey('Deployment', deployment.name),
  );
  world.emit('deployment-controller', 'ObjectCreated', objectKey('ReplicaSet', name), {
    owner: objectKey('Deployment', deployment.name),
    replicas,
  });
  const informer = new ReplicaSetInformer(rec);
  // The actor's id built once, not at each of its Pods' writes (a string joined and hashed).
  const rsId = systemIdOf(objectKey('ReplicaSet', name));
  world.watch(objectKey('ReplicaSet', name), {
    podChanged: (pod) => {
      const rs = c.self.system.get(rsId);
      if (rs) informer.podChanged(rs as ActorRefFrom<typeof replicaSetMachine>, pod);
      // deployment_controller.go deletePod: a Recreate Deployment is synced when its
      // last pod leaves the API (a pod turning Failed does not enqueue it).
      if (pod.removed && deployment.strategy.type === 'Recreate' && !hasPods(c))
        c.self.send({ type: 'RS_CHANGED' });
    },
  });
  // SetNewReplicaSetAnnotations: a new RS is annotated with the size it was made for.
  const max = c.replicas + maxSurge(c);
  const owned: OwnedRs = { rec, desired: c.replicas, max, seen: rec.status };
  c.replicaSets.push(owned);
  // The RS controller sees the new object one watch latency later (spawned after this sync;
  // the timer is the Deployment's, so deleting the Deployment cancels it).
  sendLaterTo(c.self, world.latency('watch'), () => rsActor(c, name), { type: 'SEEN' });
  noteNewReplicaSet(c, name);
  // sync.go getNewReplicaSet: the event only when the new ReplicaSet has replicas.
  if (replicas > 0) scaledEvent(c, rec, 0, replicas, true);
  return owned;
}

export const podsOf = (c: DeploymentCtx, r: OwnedRs): PodRecord[] => [...ownedPods(c, r)];
/** The Pod store's own set of a ReplicaSet's Pods, for a reader that writes none. */
const ownedPods = (c: DeploymentCtx, r: OwnedRs): ReadonlySet<PodRecord> =>
  c.cluster.world.pods.owned({ kind: 'ReplicaSet', name: r.rec.name });
const hasPods = (c: DeploymentCtx): boolean => c.replicaSets.some((r) => ownedPods(c, r).size > 0);

function scaledEvent(
  c: DeploymentCtx,
  rs: ReplicaSetRecord,
  from: number,
  to: number,
  created = false,
) {
  const msg = scaledMessage(
    c.cluster.world.v,
    to > from ? 'up' : 'down',
    rs.name,
    from,
    to,
    created,
  );
  // The counts also as data (the contract's from/to), since the wording changed by version.
  c.cluster.world.emit(
    'deployment-controller',
    'KubeEvent',
    objectKey('Deployment', c.deployment.name),
    {
      reason: 'ScalingReplicaSet',
      message: msg,
      eventType: 'Normal',
      source: 'deployment-controller',
      from,
      to,
    },
  );
}

/**
 * sync.go scaleReplicaSet: writes the size and the replicas annotations; the RS controller
 * and this controller (updateReplicaSet) each hear of the update one watch later.
 */
export function scaleReplicaSet(c: DeploymentCtx, rs: OwnedRs, to: number): boolean {
  const from = rs.rec.specReplicas;
  const max = c.replicas + maxSurge(c);
  if (from === to && rs.desired === c.replicas && rs.max === max) return false;
  rs.rec.specReplicas = to;
  rs.desired = c.replicas;
  rs.max = max;
  if (from !== to) scaledEvent(c, rs.rec, from, to);
  const w = c.cluster.world;
  sendLaterTo(c.self, w.latency('watch'), () => rsActor(c, rs.rec.name), { type: 'SPEC_CHANGED' });
  sendLater(c.self, w.latency('watch'), { type: 'RS_CHANGED' });
  return from !== to;
}

/** sync.go scaleReplicaSetAndRecordEvent: only a size change writes; true if it did. */
export const scale = (c: DeploymentCtx, rs: OwnedRs, to: number): boolean =>
  rs.rec.specReplicas !== to && scaleReplicaSet(c, rs, to);

/** deployment_util.go MaxSurge: 0 unless RollingUpdate. */
export function maxSurge(c: DeploymentCtx): number {
  const s = c.deployment.strategy;
  if (s.type !== 'RollingUpdate') return 0;
  return resolveFenceposts(s.maxSurge, s.maxUnavailable, c.replicas).surge;
}
