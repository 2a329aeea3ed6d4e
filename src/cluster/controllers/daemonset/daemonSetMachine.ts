// The DaemonSet controller for one DaemonSet (daemon/daemon_controller.go syncDaemonSet).
// Pod and spec changes queue a sync that the workqueue shares among changes arriving
// together; back-offs and minReadySeconds waits requeue it. The sync: daemonSetSync.ts.
import { setup } from 'xstate';
import type { DaemonSetModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { syncDaemonSet } from './daemonSetSync.ts';
import type { DaemonState } from './daemonSetState.ts';
import { writeDaemonSetStatus } from './daemonSetStatus.ts';
import { StatusWriter } from '../../workloadStatus.ts';
import { controllerRetryMs } from '../../../versions/formulas/backoff.ts';
import { objectKey } from '../../objectKey.ts';
import { sendLater } from '../../actorTimers.ts';
import { rolledTemplate, type ImageChange } from '../rollout.ts';

interface Ctx {
  cluster: Cluster;
  ds: DaemonState;
  /** The status it last wrote (the trace's WorkloadStatus). */
  written: StatusWriter;
  /** Consecutive failed syncs: the workqueue's per-item exponential back-off. */
  failures: number;
}

type Ev = { type: 'POD_CHANGED' } | { type: 'ROLLOUT'; change: ImageChange } | { type: 'DELETED' };

export const daemonSetMachine = setup({
  types: {} as { context: Ctx; input: { cluster: Cluster; model: DaemonSetModel }; events: Ev },
  actions: {
    'sync the DaemonSet': ({ context, self }) => {
      const { cluster, ds, written } = context;
      const { requeueAt, shouldRun, failed } = syncDaemonSet(cluster, ds);
      writeDaemonSetStatus(cluster, ds, shouldRun, written);
      // Its re-adds are its own: a deleted DaemonSet's controller stops, and they with it.
      const again = { type: 'POD_CHANGED' } as const;
      if (requeueAt !== null) sendLater(self, requeueAt - cluster.world.now, again);
      // processNextWorkItem: an error → AddRateLimited, success → Forget.
      if (!failed) context.failures = 0;
      else sendLater(self, controllerRetryMs(context.failures++), again);
    },
    'roll out': ({ context, event }) => {
      if (event.type === 'ROLLOUT')
        context.ds.template = rolledTemplate(context.ds.template, event.change);
    },
  },
}).createMachine({
  id: 'daemonset',
  context: ({ input: { cluster, model } }) => ({
    cluster,
    ds: { model, template: model.template, backoff: new Map(), targets: new Map() },
    written: new StatusWriter(
      cluster.world,
      'daemonset-controller',
      objectKey('DaemonSet', model.name),
    ),
    failures: 0,
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
