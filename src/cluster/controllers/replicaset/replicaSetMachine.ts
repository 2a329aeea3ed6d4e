// The ReplicaSet controller for one ReplicaSet (pkg/controller/replicaset/replica_set.go).
// Pod and spec changes queue a sync (the workqueue dedups: one sync however many changes
// arrive together); a sync makes the number of active pods equal spec.replicas. A
// Deployment's ReplicaSet is its child actor and tells it when its status changed. The same
// controller runs for a ReplicationController (`ControlledKind`, controllers/replication).
import { secondsToMs } from '../../../trace/units.ts';
import { setup } from 'xstate';
import { isActive } from '../../apiserver/podStore.ts';
import { StatusWriter } from '../../workloadStatus.ts';
import { controllerRetryMs } from '../../../versions/formulas/backoff.ts';
import { claimPods, orphans } from '../claimPods.ts';
import { objectKey, systemIdOf } from '../../objectKey.ts';
import { cancelAllLater, sendLater } from '../../actorTimers.ts';
import {
  kindOf,
  ownerOf,
  type ReplicaSetCtx as Ctx,
  type ReplicaSetInput,
  type ReplicaSetStatusEvent,
} from './replicaSetRecord.ts';
import { listOwned, manageReplicas, updateStatus, writeStatus } from './replicaSetSync.ts';

type Ev =
  /** The RS controller's informer has the new object (a Deployment's, one watch after it). */
  | { type: 'SEEN' }
  /** The workqueue's Add of an idle controller (podChanged sends only that one). */
  | { type: 'POD_CHANGED' }
  | { type: 'SPEC_CHANGED' }
  /** A delayed re-add to the workqueue (AddAfter) comes due. */
  | { type: 'REQUEUE' }
  /** `kubectl scale`: the scale subresource writes spec.replicas. */
  | { type: 'SCALE'; replicas: number }
  | { type: 'DELETED' };

export const replicaSetMachine = setup({
  types: {} as { context: Ctx; input: ReplicaSetInput; events: Ev },
  guards: {
    'the scenario declared it': ({ context }) => context.rs.deployment === null,
  },
  actions: {
    'sync the ReplicaSet': ({ context, self, system }) => {
      const { rs, cluster } = context;
      // controller.FilterActivePods over the pods the sync listed (its own and, for a
      // ReplicaSet or ReplicationController with a selector, the orphans it matches), then rsc.claimPods.
      const owner = ownerOf(rs);
      const { selector } = rs;
      // One walk of its own Pods: the active ones and the terminating count (listOwned).
      const { active: listed, terminating } = listOwned(context);
      if (selector && rs.adoptsOrphans !== false)
        for (const p of orphans(cluster, rs.namespace, selector)) if (isActive(p)) listed.push(p);
      const active = selector
        ? claimPods(
            cluster,
            {
              owner,
              namespace: rs.namespace,
              lane: 'replicaset-controller',
              selector,
            },
            listed,
          )
        : listed;
      const error = manageReplicas(context, active);
      // The owning Deployment's informer hears of the new status (it adds the watch latency).
      const changed = updateStatus(context, active, terminating, error);
      writeStatus(context);
      if (changed && rs.deployment !== null) {
        const status: ReplicaSetStatusEvent = {
          type: 'RS_STATUS',
          name: rs.name,
          status: rs.status,
        };
        system.get(systemIdOf(objectKey('Deployment', rs.deployment)))?.send(status);
      }
      // replica_set.go syncReplicaSet: all Ready but not all Available ⇒ AddAfter
      // minReadySeconds, "a last line of defense against clock skew".
      const ms = secondsToMs(rs.minReadySeconds);
      const { ready, available } = rs.status;
      if (ms > 0 && ready === rs.specReplicas && available !== rs.specReplicas)
        sendLater(self, ms, { type: 'REQUEUE' });
      // processNextWorkItem: an error re-adds the key rate-limited (AddRateLimited), a
      // success forgets its failures.
      if (error === null) context.failures = 0;
      else {
        const wait = controllerRetryMs(context.failures);
        context.failures++;
        sendLater(self, wait, { type: 'REQUEUE' });
      }
    },
    // replica_set.go updateRS: the informer queues a sync one watch after the write.
    'write spec.replicas': ({ context, self }, e: { replicas: number }) => {
      context.rs.specReplicas = e.replicas;
      sendLater(self, context.cluster.world.latency('watch'), { type: 'SPEC_CHANGED' });
    },
    // Its delayed re-adds die with the object (the workqueue forgets a deleted key).
    'forget its re-adds': ({ self }) => cancelAllLater(self),
  },
}).createMachine({
  id: 'replicaset',
  context: ({ input }) => {
    const { cluster, rs } = input;
    // disruption.go getExpectedScale (getPodDeployment): a Deployment's pods count against its
    // own replicas, once for all its ReplicaSets.
    const deployment = rs.deployment && cluster.scales.get(objectKey('Deployment', rs.deployment));
    const { kind, events } = kindOf(rs);
    const key = objectKey(kind, rs.name);
    cluster.scales.set(key, deployment || { of: key, scale: () => rs.specReplicas });
    const lane = typeof events === 'string' ? events : events.lane;
    const written = new StatusWriter(cluster.world, lane, objectKey(kind, rs.name));
    return { ...input, written, failures: 0 };
  },
  initial: 'Unseen',
  on: {
    // The object is gone (or orphaned its pods away): nothing left to reconcile.
    DELETED: { target: '.Deleted', actions: 'forget its re-adds' },
    SCALE: { actions: { type: 'write spec.replicas', params: ({ event }) => event } },
  },
  states: {
    // A Deployment's new ReplicaSet reaches this controller one watch after it was made;
    // one the scenario declares is there from the start. A scale before then is seen
    // by the first sync anyway.
    Unseen: {
      always: { guard: 'the scenario declared it', target: 'Queued' },
      on: { SEEN: 'Queued', SPEC_CHANGED: {} },
    },
    Deleted: {},
    Idle: {
      on: {
        POD_CHANGED: 'Queued',
        SPEC_CHANGED: 'Queued',
        REQUEUE: 'Queued',
      },
    },
    // The workqueue: every change that arrives within the same instant shares one sync.
    Queued: {
      after: {
        0: {
          target: 'Idle',
          actions: 'sync the ReplicaSet',
          meta: { k8s: 'replica_set.go syncReplicaSet' },
        },
      },
    },
  },
});
