// What the workload controllers, the node lifecycle controller, PodGC and the scheduler did of
// their own accord, found once every other link is in (only events nothing else led to): each
// of these controllers is level-triggered, so what it wrote follows from the last change of
// its objects it watched (an informer's add/update/delete handler enqueues the owner; the
// sync acts on what it then sees).
import type { TraceEvent, TraceEventOf } from '../../trace/types.ts';
import { link, lastOf, nextOf, type Build } from './context.ts';
import { is, isKube, type LinkKind } from './types.ts';

const terminal = (e: TraceEvent): boolean =>
  e.type === 'PodPhaseChanged' && (e.data.phase === 'Succeeded' || e.data.phase === 'Failed');

/** The sync of each owner's kind: which controller made or deleted its Pods. */
const SYNC: Record<string, LinkKind> = {
  // stateful_set_control.go updateStatefulSet / processReplica: with OrderedReady, ordinal
  // i+1 waits for 0..i Running and Ready; processCondemned deletes the highest ordinal once
  // the others are healthy (and the one before it is gone); a rolling update deletes the
  // highest ordinal not at updateRevision once every Pod is Running and Ready.
  StatefulSet: 'ordinal',
  // daemon_controller.go manage → podsShouldBeOnNode / syncNodes: a node without its daemon
  // Pod gets one, a failed daemon Pod is deleted (FailedDaemonPod) and made again, a node
  // that no longer matches loses it; update.go rollingUpdate deletes an old Pod once the
  // number unavailable is below maxUnavailable.
  DaemonSet: 'daemon',
  // job_controller.go manageJob: active Pods below parallelism (and completions left) are
  // made, a failed Pod is replaced within the backoffLimit.
  Job: 'jobSync',
  // replica_set.go manageReplicas (the ReplicationManager shares it): the difference between
  // spec.replicas and the active Pods is made or deleted.
  ReplicaSet: 'replicas',
  ReplicationController: 'replicas',
};

/** What a controller of Pods watches: its Pods' status and removal, its own object, actions. */
const watched = (e: TraceEvent): boolean =>
  e.type === 'PodReady' ||
  e.type === 'PodNotReady' ||
  e.type === 'PodRemoved' ||
  e.type === 'PodPhaseChanged' ||
  e.type === 'PodOwnerChanged' ||
  e.type === 'ObjectCreated' ||
  e.type === 'ActionApplied' ||
  (e.type === 'KubeEvent' && e.object.startsWith('Node/'));

/** The Pods an owner made (or adopted), each once. */
function podsOf(b: Build, owner: string): string[] {
  const pods = new Set<string>();
  for (const j of b.setsOf.get(owner) ?? []) pods.add(b.events[j]!.object);
  return [...pods];
}

/** The last change before `i` the owner's controller saw: of its Pods, itself, or an action. */
function lastSeen(b: Build, owner: string, i: number): number {
  let best = lastOf(b, owner, i - 1, watched);
  for (const pod of podsOf(b, owner)) best = Math.max(best, lastOf(b, pod, i - 1, watched));
  for (const node of b.nodeEvents) if (node < i && node > best) best = node;
  return Math.max(best, b.action < i ? b.action : -1);
}

/** A Pod the controller of its owner made or deleted: the change that sync acted on. */
function synced(b: Build, e: TraceEvent, i: number): void {
  // controller_ref_manager.go ClaimPods: a Pod it adopted counts as its own.
  const adopted = lastOf(b, e.object, i, is('PodOwnerChanged'));
  const owner =
    adopted >= 0
      ? (b.events[adopted] as TraceEventOf<'PodOwnerChanged'>).data.owner
      : b.owner.get(e.object);
  const kind = owner ? SYNC[owner.slice(0, owner.indexOf('/'))] : undefined;
  if (!owner || !kind) return;
  // The Pod itself failed: StatefulSet processReplica (RecreatingFailedPod) and DaemonSet
  // podsShouldBeOnNode (FailedDaemonPod) delete it to make it again.
  const failed = e.type === 'DeletionRequested' ? lastOf(b, e.object, i, terminal) : -1;
  const seen = Math.max(lastSeen(b, owner, i), lastOf(b, e.object, i - 1, watched));
  link(b, failed >= 0 ? failed : seen, i, kind);
}

/**
 * job_controller.go syncJob: the Job's conditions follow from its Pods: Complete once enough
 * succeeded, Failed past backoffLimit (or its failure policy), SuccessCriteriaMet by its
 * success policy; a deadline (activeDeadlineSeconds, from the Job's start) is the Job's own.
 */
function jobCondition(b: Build, e: TraceEventOf<'JobConditionSet'>, i: number): void {
  const pods = podsOf(b, e.object);
  let last = -1;
  for (const pod of pods) last = Math.max(last, lastOf(b, pod, i, terminal));
  // A second condition of one sync (FailureTarget then Failed) follows from the first.
  const before = lastOf(
    b,
    e.object,
    i - 1,
    is('JobConditionSet', (c) => c.t === e.t),
  );
  if (before >= 0) link(b, before, i, 'jobSync');
  else if (e.data.reason === 'DeadlineExceeded')
    link(b, lastOf(b, e.object, i, is('ObjectCreated')), i, 'deadline');
  else link(b, last, i, 'jobSync');
}

/**
 * The node lifecycle controller (node_lifecycle_controller.go monitorNodeHealth): a node
 * whose kubelet stopped posting status is NotReady after node-monitor-grace-period, its Pods
 * not Ready (MarkPodsNotReady); the taint manager (taint_eviction.go) deletes each Pod once
 * its toleration of the NoExecute taint runs out.
 */
function nodeLifecycle(b: Build, e: TraceEvent, i: number): void {
  if (isKube('NodeNotReady')(e) && e.object.startsWith('Node/')) {
    const a = b.action;
    if (a >= 0 && a < i) link(b, a, i, 'node');
    return;
  }
  const node = b.nodeOf.get(e.object);
  const notReady = node ? lastOf(b, `Node/${node}`, i, isKube('NodeNotReady')) : -1;
  const reason = e.type === 'KubeEvent' ? e.data.reason : null;
  if (reason === 'NodeNotReady' || e.type === 'PodNotReady') link(b, notReady, i, 'node');
  else if (reason === 'TaintManagerEviction') {
    const a = b.action;
    link(b, a > notReady && b.events[a]!.t === e.t ? a : notReady, i, 'node');
  }
}

/**
 * gc_controller.go gcTerminating: a terminating Pod on a node that is NotReady and tainted
 * out-of-service is marked Failed and deleted with grace 0 (markFailedAndDeletePodWithCondition).
 */
function podGC(b: Build, e: TraceEvent, i: number): void {
  const deletion = lastOf(b, e.object, i, is('DeletionRequested'));
  link(b, deletion, i, 'podgc');
  if (b.action >= 0 && b.events[b.action]!.t === e.t) link(b, b.action, i, 'podgc');
  link(
    b,
    i,
    nextOf(
      b,
      e.object,
      i,
      is('DeletionRequested', (d) => d.t === e.t),
    ),
    'podgc',
  );
}

/**
 * schedule_one.go scheduleOne: a Pod no node fits gets FailedScheduling and PodScheduled
 * False (handleSchedulingFailure); it goes back to the queue and is tried again when the
 * cluster changes in a way that could make room (a Pod gone, a node uncordoned), then bound.
 */
function scheduling(b: Build, e: TraceEvent, i: number): void {
  const created = lastOf(b, e.object, i, is('PodCreated'));
  const failure = lastOf(b, e.object, i - 1, isKube('FailedScheduling'));
  if (isKube('FailedScheduling')(e)) {
    link(b, failure >= 0 ? failure : created, i, 'unschedulable');
    return;
  }
  if (e.type === 'PodConditionSet' && e.data.type === 'PodScheduled')
    link(b, lastOf(b, e.object, i, isKube('FailedScheduling')), i, 'unschedulable');
}

/** After FailedScheduling, the change that let the Pod be bound (the last Pod gone, an action). */
function room(b: Build, e: TraceEventOf<'PodScheduled'>, i: number): void {
  const failure = lastOf(b, e.object, i, isKube('FailedScheduling'));
  if (failure < 0) return;
  let best = b.action > failure && b.action < i ? b.action : -1;
  for (let j = i - 1; j > failure && j > best; j--) {
    const x = b.events[j]!;
    if (x.object !== e.object && (x.type === 'PodRemoved' || terminal(x))) best = j;
  }
  link(b, best, i, 'room');
}

/**
 * deployment/rolling.go rolloutRolling: the new ReplicaSet scales up as far as maxSurge allows
 * and old ones down as the new Pods become available: each scale follows from the last
 * change the Deployment controller saw (a scale before it, a Pod Ready, an action).
 */
function deploymentScaled(b: Build, e: TraceEvent, i: number): void {
  let best = lastOf(b, e.object, i - 1, (x) => x.type !== 'WorkloadStatus');
  for (const [set, deployment] of b.ownerOfSet)
    if (deployment === e.object)
      for (const pod of podsOf(b, set)) best = Math.max(best, lastOf(b, pod, i, watched));
  link(b, Math.max(best, b.action), i, 'scale');
}

/**
 * A workload its owner's controller made: a Deployment's ReplicaSet (sync.go
 * getNewReplicaSet, for a new template), a CronJob's Job at its schedule
 * (cronjob_controllerv2.go syncCronJob), from the owner's last change or the action.
 */
function ownerMade(b: Build, e: TraceEventOf<'ObjectCreated'>, i: number): void {
  const owner = e.data.owner;
  if (owner === null) return;
  const last = lastOf(b, owner, i, (x) => x.type === 'ObjectCreated' || x.type === 'ActionApplied');
  link(b, Math.max(last, b.action), i, 'owner');
}

/**
 * cronjob_controllerv2.go syncCronJob: SawCompletedJob once a Job it owns finished,
 * JobAlreadyActive when concurrencyPolicy Forbid finds one still running: the Job named.
 */
function cronSaw(b: Build, e: TraceEventOf<'KubeEvent'>, i: number): void {
  const job = /\bjob:? ([a-z0-9-]+-\d+)\b/i.exec(e.data.message)?.[1];
  // The Job still running: the CronJob's last (ownerOfSet holds each created object's owner).
  let active = -1;
  for (const [object, owner] of b.ownerOfSet)
    if (owner === e.object) active = Math.max(active, lastOf(b, object, i, is('ObjectCreated')));
  const named = job ? `Job/${job}` : active >= 0 ? b.events[active]!.object : null;
  if (named === null) return;
  link(
    b,
    lastOf(b, named, i, (x) => x.type === 'JobConditionSet' || x.type === 'ObjectCreated'),
    i,
    'owner',
  );
}

/**
 * stateful_set_control.go processReplica records RecreatingFailedPod (or
 * RecreatingTerminatedPod) for a Pod that failed (or succeeded), then deletes it;
 * daemon_controller.go podsShouldBeOnNode records FailedDaemonPod (or SucceededDaemonPod):
 * from the Pod's terminal phase. A delete of a Pod already going records SuccessfulDelete
 * after that Event alone.
 */
function podVerdict(b: Build, e: TraceEventOf<'KubeEvent'>, i: number): void {
  const kind = e.data.source === 'statefulset-controller' ? 'ordinal' : 'daemon';
  if (e.data.reason === 'SuccessfulDelete') {
    const verdict = lastOf(b, e.object, i - 1, (x) => x.t === e.t && isKube(VERDICT_OF[kind])(x));
    link(b, verdict, i, kind);
    return;
  }
  const pod = /pod (?:[a-z0-9-]+\/)?([a-z0-9.-]+)/i.exec(e.data.message)?.[1];
  if (pod !== undefined) link(b, lastOf(b, `Pod/${pod}`, i, terminal), i, kind);
}

const VERDICT_OF = { ordinal: 'RecreatingFailedPod', daemon: 'FailedDaemonPod' } as const;
const VERDICTS = new Set([
  'RecreatingFailedPod',
  'RecreatingTerminatedPod',
  'FailedDaemonPod',
  'SucceededDaemonPod',
  'SuccessfulDelete',
]);

/** The controllers' own writes, once every other link is in. */
export function workloadSync(b: Build, e: TraceEvent, i: number): void {
  if (e.type === 'KubeEvent' && e.object.startsWith('Node/')) b.nodeEvents.push(i);
  if (e.type === 'PodScheduled') room(b, e, i);
  if (b.into.has(i)) return;
  const evicted =
    e.type === 'DeletionRequested'
      ? lastOf(b, e.object, i, (x) => isKube('TaintManagerEviction')(x) && x.t === e.t)
      : -1;
  if (evicted >= 0) link(b, evicted, i, 'node');
  else if (e.type === 'PodCreated' || e.type === 'DeletionRequested') synced(b, e, i);
  else if (e.type === 'JobConditionSet') jobCondition(b, e, i);
  else if (e.type === 'ObjectCreated') ownerMade(b, e, i);
  else if (e.type === 'KubeEvent' && e.data.reason === 'ScalingReplicaSet')
    deploymentScaled(b, e, i);
  else if (e.type === 'KubeEvent' && e.data.source === 'cronjob-controller') cronSaw(b, e, i);
  else if (
    e.type === 'KubeEvent' &&
    VERDICTS.has(e.data.reason) &&
    (e.data.source === 'statefulset-controller' || e.data.source === 'daemonset-controller')
  )
    podVerdict(b, e, i);
  else if (e.lane === 'node') nodeLifecycle(b, e, i);
  else if (e.type === 'PodNotReady' && lastOf(b, e.object, i, is('ContainerExited')) < 0)
    nodeLifecycle(b, e, i);
  else if (terminal(e) && e.lane === 'api-server') podGC(b, e, i);
  else if (e.lane === 'scheduler') scheduling(b, e, i);
}
