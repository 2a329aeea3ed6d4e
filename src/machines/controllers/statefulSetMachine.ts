// The StatefulSet controller for one StatefulSet (statefulset/stateful_set.go sync →
// stateful_set_control.go updateStatefulSet). Pod and spec changes queue a sync; the
// workqueue shares one sync among changes that arrive together. The sync itself is in
// statefulSetSync.ts; with minReadySeconds it is requeued when a Pod turns available.
import { setup } from 'xstate';
import type { PodTemplateModel, StatefulSetModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { syncStatefulSet, type SetState } from './statefulSetSync.ts';

interface Ctx {
  cluster: Cluster;
  set: SetState;
}

type Ev =
  | { type: 'POD_CHANGED' }
  | { type: 'SCALE'; replicas: number }
  | { type: 'ROLLOUT'; template: PodTemplateModel }
  | { type: 'DELETED' };

export const statefulSetMachine = setup({
  types: {} as { context: Ctx; input: { cluster: Cluster; model: StatefulSetModel }; events: Ev },
  actions: {
    'sync the StatefulSet': ({ context: { cluster, set }, self }) => {
      const at = syncStatefulSet(cluster, set);
      // A Pod Ready for less than minReadySeconds: look again when it becomes available.
      if (at !== null)
        cluster.world.clock.at(at, () => {
          if (self.getSnapshot().status === 'active') self.send({ type: 'POD_CHANGED' });
        });
    },
    scale: ({ context, event }) => {
      if (event.type === 'SCALE') context.set.replicas = event.replicas;
    },
    // The update revision becomes the new template; ordinals below the partition keep
    // the current one (the update revision before, once every Pod had reached it).
    'roll out': ({ context: { cluster, set }, event }) => {
      if (event.type !== 'ROLLOUT') return;
      const owned = cluster.world.pods.ownedBy({ kind: 'StatefulSet', name: set.model.name });
      if (owned.every((p) => p.template.hash === set.template.hash)) set.current = set.template;
      set.template = event.template;
    },
  },
}).createMachine({
  id: 'statefulset',
  context: ({ input: { cluster, model } }) => {
    const set: SetState = {
      model,
      replicas: model.replicas,
      template: model.template,
      current: model.template,
    };
    // disruption.go getExpectedScale reads the StatefulSet's scale subresource.
    cluster.scales.set(`StatefulSet/${model.name}`, () => set.replicas);
    return { cluster, set };
  },
  initial: 'Queued',
  on: {
    DELETED: '.Deleted',
    SCALE: { target: '.Queued', actions: 'scale' },
    ROLLOUT: { target: '.Queued', actions: 'roll out' },
  },
  states: {
    Deleted: { type: 'final' },
    Idle: { on: { POD_CHANGED: 'Queued' } },
    // The workqueue: every change that arrives within the same instant shares one sync.
    Queued: { after: { 0: { target: 'Idle', actions: 'sync the StatefulSet' } } },
  },
});
