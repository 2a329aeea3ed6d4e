// The ReplicaSet controller's informer of one ReplicaSet's Pods (replica_set.go
// addPod/updatePod/deletePod) and how a ReplicaSet the scenario declares is taken up.
import { secondsToMs } from '../../../trace/units.ts';
import { type ActorRefFrom } from 'xstate';
import type { ReplicaSetModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { type PodRecord } from '../../apiserver/podStore.ts';
import { matchesSelector } from '../../apiserver/podStore.ts';
import { objectKey } from '../../objectKey.ts';
import { sendLater } from '../../actorTimers.ts';
import { replicaSetMachine } from './replicaSetMachine.ts';
import { REPLICA_SET, type ControlledKind, type ReplicaSetRecord } from './replicaSetRecord.ts';

/**
 * replica_set.go addPod/updatePod/deletePod, the informer's handlers: plain code beside the
 * machine, since a 1,000-pod rollout calls them ten thousand times and only a change that
 * finds the controller idle changes its state (the workqueue's Add; an already queued key
 * is deduplicated). A pod turning Ready adds its delayed re-add whatever the state, but a
 * deleted ReplicaSet hears nothing more. It reads the ReplicaSet's API record and keeps its
 * own cache of the Pods it saw Ready; the controller's context is its actor's alone.
 */
export class ReplicaSetInformer {
  /** Pods last seen Ready, to notice a pod turning Ready (updatePod's old and new Pod). */
  private readonly seenReady = new Set<number>();

  constructor(private readonly rs: ReplicaSetRecord) {}

  podChanged(actor: ActorRefFrom<typeof replicaSetMachine>, pod: PodRecord): void {
    const snapshot = actor.getSnapshot();
    // Every state of the controller is atomic: its value is the state's name (a string
    // compared, where `matches` parses a state path at each of ten thousand calls).
    if (snapshot.status !== 'active' || snapshot.value === 'Deleted') return;
    const { rs, seenReady } = this;
    // addPod/updatePod of an orphan: every ReplicaSet whose selector matches it is synced, to
    // see whether one wants to adopt it (getPodReplicaSets).
    if (!pod.owner) {
      if (
        !rs.selector ||
        rs.adoptsOrphans === false ||
        pod.removed ||
        pod.namespace !== rs.namespace
      )
        return;
      if (!matchesSelector(pod.template.labels, rs.selector)) return;
      if (snapshot.value === 'Idle') actor.send({ type: 'POD_CHANGED' });
      return;
    }
    // updatePod: a pod turning Ready enqueues its ReplicaSet again after minReadySeconds + 1 s
    // (the extra second against milliseconds skew in AddAfter). Without minReadySeconds (set
    // once, at the ReplicaSet's creation) nothing reads which Pods it saw Ready: no upkeep.
    const ms = secondsToMs(rs.minReadySeconds);
    if (ms > 0) {
      const wasReady = seenReady.has(pod.uid);
      if (!pod.ready || pod.removed) seenReady.delete(pod.uid);
      else seenReady.add(pod.uid);
      if (pod.ready && !wasReady) sendLater(actor, ms + 1000, { type: 'REQUEUE' });
    }
    if (snapshot.value === 'Idle') actor.send({ type: 'POD_CHANGED' });
  }
}

/**
 * A ReplicaSet the scenario declares (no Deployment), or another kind the controller runs
 * for: its controller, started, with the watch of its pods (`ReplicaSet/<name>`).
 */
export function startReplicaSet(
  cluster: Cluster,
  model: ReplicaSetModel,
  controlled: ControlledKind = REPLICA_SET,
): ActorRefFrom<typeof replicaSetMachine> {
  const { world } = cluster;
  const rec: ReplicaSetRecord = {
    ...(controlled === REPLICA_SET ? {} : { controlled }),
    name: model.name,
    namespace: model.namespace,
    template: model.template,
    specReplicas: model.replicas,
    minReadySeconds: model.minReadySeconds,
    createdAt: 0,
    deployment: null,
    status: { replicas: 0, ready: 0, available: 0 },
    selector: model.selector,
  };
  const actor = world.actor(replicaSetMachine, { cluster, rs: rec });
  const informer = new ReplicaSetInformer(rec);
  const watcher = { podChanged: (pod: PodRecord) => informer.podChanged(actor, pod) };
  world.watch(objectKey(controlled.kind, model.name), watcher);
  // replica_set.go addPod/updatePod: an orphan's changes reach the controllers it matches.
  world.watchOrphans(watcher);
  actor.start();
  return actor;
}

/**
 * `kubectl scale` of a ReplicaSet the scenario declares (or a ReplicationController): the
 * scale subresource writes spec.replicas, and the controller's informer (replica_set.go
 * updateRS) queues a sync one watch later, as a Deployment's write does (deploymentWrites.ts).
 */
export function scaleReplicaSet(
  actor: ActorRefFrom<typeof replicaSetMachine>,
  replicas: number,
): void {
  actor.send({ type: 'SCALE', replicas });
}
