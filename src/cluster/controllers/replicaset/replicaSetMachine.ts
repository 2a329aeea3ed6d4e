// The ReplicaSet controller for one ReplicaSet (pkg/controller/replicaset/replica_set.go).
// Pod and spec changes queue a sync (the workqueue dedups: one sync however many changes
// arrive together); a sync makes the number of active pods equal spec.replicas. A
// Deployment's ReplicaSet is its child actor and tells it when its status changed. The same
// controller runs for a ReplicationController (`ControlledKind`, controllers/replication).
import { type Seconds, secondsToMs, truncateToSecond } from '../../../trace/units.ts';
import { setup, type ActorRefFrom } from 'xstate';
import type { PodTemplateModel, ReplicaSetModel } from '../../../manifest/model.ts';
import type { Lane } from '../../../trace/types.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { EventSource } from '../../world.ts';
import { isActive, isTerminal, type OwnerRef, type PodRecord } from '../../apiserver/podStore.ts';
import { terminatingReplicasStatus } from '../../../versions/features.ts';
import { deletionOrder } from './ranking.ts';
import { cond, StatusWriter, terminatingNote } from '../../workloadStatus.ts';
import { controllerRetryMs } from '../../../versions/formulas/backoff.ts';
import { claimPods, orphans } from '../claimPods.ts';
import { matchesSelector } from '../../apiserver/podStore.ts';
import { objectKey, systemIdOf } from '../../objectKey.ts';
import { cancelAllLater, sendLater } from '../../actorTimers.ts';

/** replica_set.go BurstReplicas: at most this many creates or deletes per sync. */
const BURST_REPLICAS = 500;

/**
 * What the controller runs for. replica_set.go NewBaseController takes the kind (its
 * GroupVersionKind, the Pods' controller reference) and the event recorder; the ReplicaSet
 * controller passes apps/v1 ReplicaSet and "replicaset-controller", the replication manager
 * (replication_controller.go NewReplicationManager) v1 ReplicationController and
 * "replication-controller".
 */
export interface ControlledKind {
  kind: 'ReplicaSet' | 'ReplicationController';
  /** Where its Events are drawn, and their source component. */
  events: Lane | EventSource;
  /** Its status is a WorkloadStatus of the trace (contract §3 names the kinds that have one). */
  traced: boolean;
  /** Its status has terminatingReplicas (apps/v1 ReplicaSetStatus only, by version). */
  terminating: boolean;
}

export const REPLICA_SET: ControlledKind = {
  kind: 'ReplicaSet',
  events: 'replicaset-controller',
  traced: true,
  terminating: true,
};

export interface ReplicaSetRecord {
  /** Absent: a ReplicaSet. */
  controlled?: ControlledKind;
  name: string;
  namespace: string;
  template: PodTemplateModel;
  specReplicas: number;
  minReadySeconds: Seconds;
  createdAt: number;
  /** The Deployment that owns it (its parent actor, `Deployment/<name>` in the system), if any. */
  deployment: string | null;
  /**
   * spec.selector.matchLabels, for ClaimPods: a ReplicaSet the scenario declares adopts the
   * orphans it matches. Absent: it claims only the Pods it made (a Deployment's, whose
   * selector carries the pod-template-hash no hand-made Pod has).
   */
  selector?: Record<string, string>;
  /**
   * false for a Deployment's ReplicaSet: its real selector adds the pod-template-hash, which
   * no Pod it did not make carries (podterm's Pods do not show that label), so it adopts
   * nothing and only releases the Pods relabelled out of the Deployment's selector.
   */
  adoptsOrphans?: boolean;
  /** `terminating`: status.terminatingReplicas, absent until a sync wrote it (or without the gate). */
  status: {
    replicas: number;
    ready: number;
    available: number;
    terminating?: number;
    /** The ReplicaFailure condition's reason and message (FailedCreate), while it is set. */
    failure?: { reason: string; message: string };
  };
  /**
   * replica_set.go getIndirectlyRelatedPods: the pods of every ReplicaSet with the same
   * controller; a ReplicaSet without a controller has none.
   */
  relatedPods?: () => PodRecord[];
}

export interface ReplicaSetInput {
  cluster: Cluster;
  rs: ReplicaSetRecord;
}

/** The kind a record is of, and the owner reference of its Pods. */
export const kindOf = (rs: ReplicaSetRecord): ControlledKind => rs.controlled ?? REPLICA_SET;
const ownerOf = (rs: ReplicaSetRecord): OwnerRef => ({ kind: kindOf(rs).kind, name: rs.name });

interface Ctx extends ReplicaSetInput {
  /** Pods this controller last saw Ready, to notice a pod turning Ready (updatePod). */
  seenReady: Set<number>;
  /** The status it last wrote (the trace's WorkloadStatus). */
  written: StatusWriter;
  /**
   * The workqueue's failures for this key (ItemExponentialFailureRateLimiter): the next
   * AddRateLimited waits 5 ms × 2^failures, at most 1000 s; Forget clears it.
   */
  failures: number;
}

/** What a ReplicaSet tells its Deployment: the status it just wrote. */
export type ReplicaSetStatusEvent = {
  type: 'RS_STATUS';
  name: string;
  status: ReplicaSetRecord['status'];
};

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

/**
 * podutil.IsPodAvailable: Ready, and Ready.lastTransitionTime + minReadySeconds before now.
 * metav1.Time keeps whole seconds on the wire, so the controller sees the transition time
 * truncated to the second.
 */
export const isAvailable = (p: PodRecord, minReadyMs: number, now: number): boolean =>
  p.ready &&
  (minReadyMs === 0 ||
    (p.readySince !== null && truncateToSecond(p.readySince) + minReadyMs < now));

/**
 * replica_set.go manageReplicas: creates through slowStartBatch (batches of 1, 2, 4, … that
 * stop after a batch with a failure: SlowStartInitialBatchSize), deletes at once. Returns the
 * first create error (the API server's Forbidden), which controller_utils.go CreatePods
 * already reported as a Warning FailedCreate "Error creating: …" on the ReplicaSet.
 */
function manageReplicas({ cluster, rs }: ReplicaSetInput, active: PodRecord[]): string | null {
  const { world } = cluster;
  const owner = ownerOf(rs);
  const { events } = kindOf(rs);
  const key = objectKey(owner.kind, rs.name);
  const diff = active.length - rs.specReplicas;
  if (diff < 0) {
    // FilterActivePods: a pod with a deletionTimestamp is no longer active, so its replacement is
    // created at once while the old pod runs out its grace period.
    let remaining = Math.min(-diff, BURST_REPLICAS);
    let error: string | null = null;
    for (let batch = 1; remaining > 0 && error === null; batch *= 2) {
      const size = Math.min(remaining, batch);
      remaining -= size;
      for (let i = 0; i < size; i++) {
        const name = world.names.next(rs.name, (n) => world.pods.has(n));
        // The template's generateName is `<rs>-`: the name an admission refusal carries.
        const made = cluster.tryCreatePod(
          { name, namespace: rs.namespace, template: rs.template, owner, finalizers: [] },
          `${rs.name}-`,
        );
        if ('forbidden' in made) {
          error ??= made.forbidden;
          world.kubeEvent(
            events,
            key,
            'FailedCreate',
            `Error creating: ${made.forbidden}`,
            'Warning',
          );
          continue;
        }
        world.kubeEvent(events, key, 'SuccessfulCreate', `Created pod: ${name}`);
      }
    }
    return error;
  } else if (diff > 0) {
    // getPodsRankedByRelatedPodsOnSameNode: active related pods per node.
    const onNode = new Map<string | null, number>();
    for (const p of rs.relatedPods?.().filter(isActive) ?? [])
      onNode.set(p.nodeName, (onNode.get(p.nodeName) ?? 0) + 1);
    const victims = deletionOrder(active, world.now, world.v, (n) => onNode.get(n) ?? 0);
    for (const p of victims.slice(0, Math.min(diff, BURST_REPLICAS))) {
      cluster.deletePod(p, null);
      world.kubeEvent(events, key, 'SuccessfulDelete', `Deleted pod: ${p.name}`);
    }
  }
  return null;
}

/**
 * replica_set.go syncReplicaSet: controller.FilterTerminatingPods (a deletionTimestamp, not
 * Succeeded or Failed) then FilterClaimedPods (controlled by this ReplicaSet, matching its
 * selector: every pod it owns here). null when the version has no
 * DeploymentReplicaSetTerminatingReplicas: calculateStatus leaves the field nil.
 */
function terminatingCount({ cluster, rs }: ReplicaSetInput): number | null {
  if (!kindOf(rs).terminating || !terminatingReplicasStatus(cluster.world.v)) return null;
  const owned = cluster.world.pods.ownedBy(ownerOf(rs));
  return owned.filter((p) => !p.removed && p.deletionTimestamp !== null && !isTerminal(p)).length;
}

/**
 * Writes status.replicas / readyReplicas / availableReplicas (and terminatingReplicas where
 * the version has it); true when they changed. replica_set.go syncReplicaSet: calculateStatus
 * counts the pods it listed before manageReplicas, so the pods that sync creates or deletes
 * count from the next sync.
 */
function updateStatus(
  { cluster, rs }: ReplicaSetInput,
  owned: PodRecord[],
  terminating: number | null,
  error: string | null,
): boolean {
  const { world } = cluster;
  const minReadyMs = secondsToMs(rs.minReadySeconds);
  let ready = 0;
  let available = 0;
  for (const p of owned) {
    if (!p.ready) continue;
    ready++;
    if (isAvailable(p, minReadyMs, world.now)) available++;
  }
  const s = rs.status;
  // replica_set_utils.go calculateStatus: a failed manageReplicas sets ReplicaFailure
  // (FailedCreate when pods were missing, FailedDelete when too many) unless it is set; a
  // sync without error removes it.
  const diff = owned.length - rs.specReplicas;
  const failure =
    error === null
      ? undefined
      : (s.failure ?? { reason: diff < 0 ? 'FailedCreate' : 'FailedDelete', message: error });
  const changed =
    s.replicas !== owned.length ||
    s.ready !== ready ||
    s.available !== available ||
    s.terminating !== (terminating ?? undefined) ||
    s.failure !== failure;
  rs.status = { replicas: owned.length, ready, available };
  if (terminating !== null) rs.status.terminating = terminating;
  if (failure) rs.status.failure = failure;
  return changed;
}

/**
 * replica_set_utils.go calculateStatus as the trace shows it: every active pod is made from
 * the template, so all are fully labelled; ReplicaFailure while creates or deletes fail.
 */
function writeStatus({ rs, written, cluster }: Ctx): void {
  if (!kindOf(rs).traced) return;
  const { replicas, ready, available, terminating, failure } = rs.status;
  const status = {
    replicas,
    fullyLabeledReplicas: replicas,
    readyReplicas: ready,
    availableReplicas: available,
    // With DeploymentReplicaSetTerminatingReplicas a pointer: 0 is written, not omitted.
    ...(terminating !== undefined && { terminatingReplicas: terminating }),
    conditions: failure ? [cond('ReplicaFailure', 'True', failure.reason, failure.message)] : [],
  };
  written.write(status, terminatingNote(status, cluster.world.v));
}

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
      const owned = cluster.world.pods.ownedBy(owner);
      const { selector } = rs;
      const active = selector
        ? claimPods(
            cluster,
            {
              owner,
              namespace: rs.namespace,
              lane: 'replicaset-controller',
              matches: (p) => matchesSelector(p.template.labels, selector),
            },
            [
              ...owned,
              ...(rs.adoptsOrphans === false ? [] : orphans(cluster, rs.namespace, selector)),
            ].filter(isActive),
          )
        : owned.filter(isActive);
      const terminating = terminatingCount(context);
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
    // disruption.go getExpectedScale: a Deployment's pods count against its own replicas.
    const deployment = rs.deployment && cluster.scales.get(objectKey('Deployment', rs.deployment));
    const { kind, events } = kindOf(rs);
    cluster.scales.set(objectKey(kind, rs.name), deployment || (() => rs.specReplicas));
    const lane = typeof events === 'string' ? events : events.lane;
    const written = new StatusWriter(cluster.world, lane, objectKey(kind, rs.name));
    return { ...input, seenReady: new Set<number>(), written, failures: 0 };
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

/**
 * replica_set.go addPod/updatePod/deletePod, the informer's handlers: plain code beside the
 * machine, since a 1,000-pod rollout calls them ten thousand times and only a change that
 * finds the controller idle changes its state (the workqueue's Add; an already queued key
 * is deduplicated). A pod turning Ready adds its delayed re-add whatever the state, but a
 * deleted ReplicaSet hears nothing more.
 */
export function podChangedForReplicaSet(
  actor: ActorRefFrom<typeof replicaSetMachine>,
  pod: PodRecord,
): void {
  const snapshot = actor.getSnapshot();
  if (snapshot.status !== 'active' || snapshot.matches('Deleted')) return;
  const { seenReady, rs } = snapshot.context;
  // addPod/updatePod of an orphan: every ReplicaSet whose selector matches it is synced, to
  // see whether one wants to adopt it (getPodReplicaSets).
  if (!pod.owner) {
    if (!rs.selector || rs.adoptsOrphans === false || pod.removed || pod.namespace !== rs.namespace)
      return;
    if (!matchesSelector(pod.template.labels, rs.selector)) return;
    if (snapshot.matches('Idle')) actor.send({ type: 'POD_CHANGED' });
    return;
  }
  const wasReady = seenReady.has(pod.uid);
  if (!pod.ready || pod.removed) seenReady.delete(pod.uid);
  else seenReady.add(pod.uid);
  // updatePod: a pod turning Ready enqueues its ReplicaSet again after minReadySeconds + 1 s
  // (the extra second against milliseconds skew in AddAfter).
  const ms = secondsToMs(rs.minReadySeconds);
  if (pod.ready && !wasReady && ms > 0) sendLater(actor, ms + 1000, { type: 'REQUEUE' });
  if (snapshot.matches('Idle')) actor.send({ type: 'POD_CHANGED' });
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
  const watcher = { podChanged: (pod: PodRecord) => podChangedForReplicaSet(actor, pod) };
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
