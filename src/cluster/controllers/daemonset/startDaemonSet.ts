// How the DaemonSet controller takes up a DaemonSet of the document: its actor, the watch of
// its Pods and of the orphans it may adopt (daemon_controller.go addPod/updatePod).
import type { ActorRefFrom } from 'xstate';
import type { DaemonSetModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { matchesSelector } from '../../apiserver/podStore.ts';
import { daemonSetMachine } from './daemonSetMachine.ts';
import { objectKey } from '../../objectKey.ts';

export function startDaemonSet(
  cluster: Cluster,
  ds: DaemonSetModel,
): ActorRefFrom<typeof daemonSetMachine> {
  const { world } = cluster;
  const actor = world.actor(daemonSetMachine, { cluster, model: ds });
  world.watch(objectKey('DaemonSet', ds.name), {
    podChanged: () => actor.send({ type: 'POD_CHANGED' }),
  });
  // daemon_controller.go addPod/updatePod: an orphan goes to the DaemonSets that match it.
  world.watchOrphans({
    podChanged: (pod) => {
      if (actor.getSnapshot().status !== 'active' || pod.removed || pod.namespace !== ds.namespace)
        return;
      if (matchesSelector(pod.template.labels, ds.selector)) actor.send({ type: 'POD_CHANGED' });
    },
  });
  world.emit('daemonset-controller', 'ObjectCreated', objectKey('DaemonSet', ds.name), {
    owner: null,
  });
  actor.start();
  return actor;
}
