// The StatefulSet controller for one StatefulSet (pkg/controller/statefulset/stateful_set.go
// sync → stateful_set_control.go updateStatefulSet). Pod changes, scaling and template
// changes queue a sync (the workqueue dedups changes within one instant); the sync itself
// is in statefulSetSync.ts.
import { setup, type ActorRefFrom } from 'xstate';
import type { StatefulSetModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { effectiveMinReadyMs, syncStatefulSet } from './statefulSetSync.ts';
import { writeStatefulSetStatus } from './statefulSetStatus.ts';
import { StatusWriter } from '../../workloadStatus.ts';
import { controllerRetryMs } from '../../../versions/formulas/backoff.ts';
import { matchesSelector } from '../../apiserver/podStore.ts';
import type { StatefulSetRecord } from './statefulSetRecord.ts';
import { objectKey } from '../../objectKey.ts';
import { cancelAllLater, sendLater } from '../../actorTimers.ts';
import { rolledTemplate, type ImageChange } from '../rollout.ts';

interface Ctx {
  cluster: Cluster;
  set: StatefulSetRecord;
  /** Consecutive failed syncs: the workqueue's per-item exponential back-off. */
  failures: number;
  /** The status it last wrote (the trace's WorkloadStatus). */
  written: StatusWriter;
}

/** workqueue.DefaultControllerRateLimiter: ItemExponentialFailureRateLimiter(5ms, 1000s). */
const retryAfterMs = controllerRetryMs;

export type StatefulSetEvent =
  | { type: 'POD_CHANGED' }
  | { type: 'RESYNC' }
  | { type: 'SCALE'; replicas: number }
  | { type: 'ROLLOUT'; change: ImageChange }
  | { type: 'DELETED' };

export const statefulSetMachine = setup({
  types: {} as {
    context: Ctx;
    input: Omit<Ctx, 'failures' | 'written'>;
    events: StatefulSetEvent;
  },
  actions: {
    'sync the StatefulSet': ({ context, self }) => {
      const { cluster, set } = context;
      const { requeueAfterMs, failed } = syncStatefulSet(cluster, set);
      writeStatefulSetStatus(
        cluster,
        set,
        effectiveMinReadyMs(set, cluster.world.v),
        context.written,
      );
      if (requeueAfterMs !== null) sendLater(self, requeueAfterMs, { type: 'RESYNC' });
      // stateful_set.go processNextWorkItem: an error → AddRateLimited, success → Forget.
      if (failed) {
        sendLater(self, retryAfterMs(context.failures), { type: 'RESYNC' });
        context.failures++;
      } else context.failures = 0;
    },
    // Its delayed re-adds die with the object (the workqueue forgets a deleted key).
    'forget its re-adds': ({ self }) => cancelAllLater(self),
    'set spec.replicas': ({ context, event }) => {
      if (event.type === 'SCALE') context.set.replicas = event.replicas;
    },
    'set spec.template': ({ context, event }) => {
      if (event.type === 'ROLLOUT')
        context.set.updateTemplate = rolledTemplate(context.set.updateTemplate, event.change);
    },
  },
}).createMachine({
  id: 'statefulset',
  context: ({ input }) => {
    const { cluster, set } = input;
    // disruption.go getExpectedScale reads the scale subresource: spec.replicas.
    const key = objectKey('StatefulSet', set.name);
    cluster.scales.set(key, { of: key, scale: () => set.replicas });
    const written = new StatusWriter(
      cluster.world,
      'statefulset-controller',
      objectKey('StatefulSet', set.name),
    );
    return { ...input, failures: 0, written };
  },
  initial: 'Queued',
  on: { DELETED: { target: '.Deleted', actions: 'forget its re-adds' } },
  states: {
    // The object is gone: nothing left to reconcile (the garbage collector has the pods).
    Deleted: {},
    Idle: {
      on: {
        POD_CHANGED: 'Queued',
        RESYNC: 'Queued',
        SCALE: { target: 'Queued', actions: 'set spec.replicas' },
        ROLLOUT: { target: 'Queued', actions: 'set spec.template' },
      },
    },
    // The workqueue: every change that arrives within the same instant shares one sync.
    Queued: {
      on: {
        SCALE: { actions: 'set spec.replicas' },
        ROLLOUT: { actions: 'set spec.template' },
      },
      after: {
        0: {
          target: 'Idle',
          actions: 'sync the StatefulSet',
          meta: { k8s: 'stateful_set_control.go UpdateStatefulSet' },
        },
      },
    },
  },
});

/** The controller's record of a StatefulSet document (both revisions start equal). */
export function statefulSetRecord(m: StatefulSetModel): StatefulSetRecord {
  return {
    name: m.name,
    namespace: m.namespace,
    selector: m.selector,
    replicas: m.replicas,
    podManagementPolicy: m.podManagementPolicy,
    updateStrategy: m.updateStrategy,
    minReadySeconds: m.minReadySeconds,
    currentTemplate: m.template,
    updateTemplate: m.template,
  };
}

/** Creates, watches and starts the controller of one StatefulSet. */
export function startStatefulSet(
  cluster: Cluster,
  m: StatefulSetModel,
): ActorRefFrom<typeof statefulSetMachine> {
  const { world } = cluster;
  const actor = world.actor(statefulSetMachine, { cluster, set: statefulSetRecord(m) });
  world.watch(objectKey('StatefulSet', m.name), {
    podChanged: () => actor.send({ type: 'POD_CHANGED' }),
  });
  // stateful_set.go addPod/updatePod: an orphan is offered to the sets whose selector matches.
  world.watchOrphans({
    podChanged: (pod) => {
      if (actor.getSnapshot().status !== 'active' || pod.removed || pod.namespace !== m.namespace)
        return;
      if (matchesSelector(pod.template.labels, m.selector)) actor.send({ type: 'POD_CHANGED' });
    },
  });
  world.emit('statefulset-controller', 'ObjectCreated', objectKey('StatefulSet', m.name), {
    owner: null,
    replicas: m.replicas,
    podManagementPolicy: m.podManagementPolicy,
  });
  actor.start();
  return actor;
}
