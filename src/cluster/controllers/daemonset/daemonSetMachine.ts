// The DaemonSet controller for one DaemonSet (daemon/daemon_controller.go syncDaemonSet).
// Pod and spec changes queue a sync that the workqueue shares among changes arriving
// together; back-offs and minReadySeconds waits requeue it. The sync: daemonSetSync.ts.
import { setup } from 'xstate';
import type { DaemonSetModel, PodTemplateModel } from '../../../manifest/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { syncDaemonSet } from './daemonSetSync.ts';
import type { DaemonState } from './daemonSetState.ts';

interface Ctx {
  cluster: Cluster;
  ds: DaemonState;
}

type Ev =
  { type: 'POD_CHANGED' } | { type: 'ROLLOUT'; template: PodTemplateModel } | { type: 'DELETED' };

export const daemonSetMachine = setup({
  types: {} as { context: Ctx; input: { cluster: Cluster; model: DaemonSetModel }; events: Ev },
  actions: {
    'sync the DaemonSet': ({ context: { cluster, ds }, self }) => {
      const { requeueAt } = syncDaemonSet(cluster, ds);
      if (requeueAt !== null)
        cluster.world.clock.at(requeueAt, () => {
          if (self.getSnapshot().status === 'active') self.send({ type: 'POD_CHANGED' });
        });
    },
    'roll out': ({ context, event }) => {
      if (event.type === 'ROLLOUT') context.ds.template = event.template;
    },
  },
}).createMachine({
  id: 'daemonset',
  context: ({ input: { cluster, model } }) => ({
    cluster,
    ds: { model, template: model.template, backoff: new Map(), targets: new Map() },
  }),
  initial: 'Queued',
  on: { DELETED: '.Deleted', ROLLOUT: { target: '.Queued', actions: 'roll out' } },
  states: {
    Deleted: { type: 'final' },
    Idle: { on: { POD_CHANGED: 'Queued' } },
    // The workqueue: every change that arrives within the same instant shares one sync.
    Queued: {
      after: {
        0: {
          target: 'Idle',
          actions: 'sync the DaemonSet',
          meta: { k8s: 'daemon_controller.go syncDaemonSet' },
        },
      },
    },
  },
});
