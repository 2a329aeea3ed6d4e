// The user's action and the controllers' reactions: the Eviction API and kubectl drain, the
// Job controller deleting its Pods, the Deployment and ReplicaSet controllers scaling and
// replacing, the StatefulSet controller making a Pod again, the garbage collector.
import type { TraceEvent, TraceEventOf } from '../../trace/types.ts';
import {
  link,
  nextOf,
  of,
  scaledSet,
  type Build,
  type Reaction,
  type Reactions,
} from './context.ts';
import { is, isKube, nextIn } from './types.ts';

/** What an action touches first, at its own time (the rest follows from these). */
const REACHED = new Set<TraceEvent['type']>([
  'DeletionRequested',
  'PodConditionSet',
  'EvictionRefused',
  'ObjectCreated',
  'ObjectRemoved',
  'ContainerExited',
  'SignalSent',
]);

const acted: Reaction<'ActionApplied'> = (b, e, i) => {
  b.action = i;
  // What the action reached at its own moment: each object's first event of a kind an
  // action makes (ties are in causal order, contract §3).
  const seen = new Set<string>();
  for (let j = i + 1; j < b.events.length && b.events[j]!.t === e.t; j++) {
    const r = b.events[j]!;
    if (r.type === 'ActionApplied') break;
    if (!REACHED.has(r.type) || seen.has(r.object)) continue;
    seen.add(r.object);
    link(b, i, j, 'action');
  }
};

/** kubectl drain (drain.go evictPods) tries each Pod of the node again until it goes. */
function drainRetry(b: Build, i: number): void {
  const e = b.events[i]!;
  if (b.action < 0 || b.events[b.action]!.t === e.t || b.into.has(i)) return;
  const a = b.events[b.action] as TraceEventOf<'ActionApplied'>;
  if (a.data.action !== 'drain') return;
  const node = a.data.target.replace(/^node\//i, '');
  if (b.nodeOf.get(e.object) === node) link(b, b.action, i, 'action');
}

const conditionSet: Reaction<'PodConditionSet'> = (b, e, i) => {
  // eviction.go EvictionREST.Create: the DisruptionTarget condition, then the delete.
  if (e.data.type !== 'DisruptionTarget') return;
  const d = nextOf(b, e.object, i, is('DeletionRequested'));
  if (d >= 0 && b.events[d]!.t === e.t) link(b, i, d, 'eviction');
  drainRetry(b, i);
};

const refused: Reaction<'EvictionRefused'> = (b, _e, i) => drainRetry(b, i);

const jobCondition: Reaction<'JobConditionSet'> = (b, e, i) => {
  // job_controller.go syncJob: a Job that failed (deadline, back-off limit, failure
  // policy) or was suspended deletes its active Pods (deleteActivePods) in the same
  // sync, written before the condition (the trace's causal order is the writes').
  const type = e.data.type;
  if (
    type !== 'Failed' &&
    type !== 'FailureTarget' &&
    type !== 'Suspended' &&
    type !== 'SuccessCriteriaMet'
  )
    return;
  for (const j of b.setsOf.get(e.object) ?? []) {
    const pod = b.events[j]!.object;
    const d = nextIn(
      b.events,
      of(b, pod),
      -1,
      (x) => x.type === 'DeletionRequested' && x.t === e.t,
    );
    if (d >= 0 && !b.into.has(d)) link(b, i, d, 'job');
  }
};

/** Whether ReplicaSet `name` was scaled between indexes `from` and `to`. */
const rescaled = (b: Build, name: string, from: number, to: number): boolean =>
  (b.scalings.get(name) ?? []).some((k) => k > from && k < to);

const deleted: Reaction<'DeletionRequested'> = (b, e, i) => {
  replaced(b, i, e.object);
  // Before DisruptionTarget (1.26), an eviction was the deletion alone.
  drainRetry(b, i);
};

/**
 * replica_set.go manageReplicas: FilterActivePods leaves out a Pod with a
 * deletionTimestamp, so the ReplicaSet is short one and makes a replacement.
 */
function replaced(b: Build, i: number, pod: string): void {
  const set = b.owner.get(pod);
  if (!set?.startsWith('ReplicaSet/')) return;
  const name = set.slice('ReplicaSet/'.length);
  for (const j of b.setsOf.get(set) ?? []) {
    if (j <= i || b.claimedCreates.has(j)) continue;
    if (!rescaled(b, name, i, j)) {
      b.claimedCreates.add(j);
      link(b, i, j, 'replace');
    }
    return;
  }
}

const removed: Reaction<'PodRemoved'> = (b, e, i) => {
  // stateful_set_control.go: a StatefulSet makes its Pod again, same name, once gone.
  const set = b.owner.get(e.object);
  if (set?.startsWith('StatefulSet/'))
    link(b, i, nextOf(b, e.object, i, is('PodCreated')), 'replace');
};

const objectRemoved: Reaction<'ObjectRemoved'> = (b, e, i) => {
  // garbagecollector.go attemptToDeleteItem: a dependent whose owner is gone (or being
  // deleted in the foreground) is deleted: ReplicaSets of a Deployment, Pods of a set.
  for (const [set, deployment] of b.ownerOfSet)
    if (deployment === e.object) link(b, i, nextOf(b, set, i, is('ObjectRemoved')), 'gc');
  for (const j of b.setsOf.get(e.object) ?? []) {
    const pod = b.events[j]!.object;
    link(b, i, nextOf(b, pod, i, is('DeletionRequested')), 'gc');
  }
};

// A new ReplicaSet leads to its first ScalingReplicaSet Event, at the same moment.
const objectCreated: Reaction<'ObjectCreated'> = (b, e, i) => {
  if (!e.object.startsWith('ReplicaSet/')) return;
  const name = e.object.slice('ReplicaSet/'.length);
  for (let j = i + 1; j < b.events.length && b.events[j]!.t === e.t; j++) {
    const s = b.events[j]!;
    if (isKube('ScalingReplicaSet')(s) && scaledSet(s.data.message) === name) {
      link(b, i, j, 'scale');
      break;
    }
  }
};

/**
 * deployment/sync.go scaleReplicaSet records ScalingReplicaSet; the ReplicaSet controller
 * (replica_set.go manageReplicas) then creates or deletes the difference.
 */
const scaled: Reaction<'KubeEvent'> = (b, e, i) => {
  if (e.data.reason !== 'ScalingReplicaSet') return;
  const name = scaledSet(e.data.message);
  const { from, to } = e.data;
  if (name === null || from === undefined || to === undefined) return;
  const set = `ReplicaSet/${name}`;
  let n = Math.abs(to - from);
  if (to > from) {
    for (const j of b.setsOf.get(set) ?? []) {
      if (n === 0) break;
      if (j <= i || b.claimedCreates.has(j)) continue;
      b.claimedCreates.add(j);
      link(b, i, j, 'scale');
      n--;
    }
    return;
  }
  for (const j of b.deletionsOf.get(set) ?? []) {
    if (n === 0) break;
    if (j <= i || b.into.has(j)) continue;
    link(b, i, j, 'scale');
    n--;
  }
};

/**
 * rolling.go reconcileOldReplicaSets: old ReplicaSets scale down as the new one's Pods
 * become available (Ready, with minReadySeconds 0): the Pod's Ready leads to the next
 * scale-down of its Deployment.
 */
const rolled: Reaction<'PodReady'> = (b, e, i) => {
  const set = b.owner.get(e.object);
  const deployment = set ? b.ownerOfSet.get(set) : undefined;
  if (!deployment) return;
  const j = nextOf(b, deployment, i, isKube('ScalingReplicaSet'));
  const s = j >= 0 ? (b.events[j] as TraceEventOf<'KubeEvent'>) : null;
  if (s?.data.to !== undefined && s.data.from !== undefined && s.data.to < s.data.from)
    link(b, i, j, 'scale');
};

export const controllerReactions: Reactions = {
  ActionApplied: acted,
  PodConditionSet: conditionSet,
  EvictionRefused: refused,
  JobConditionSet: jobCondition,
  DeletionRequested: deleted,
  PodRemoved: removed,
  PodReady: rolled,
  ObjectRemoved: objectRemoved,
  ObjectCreated: objectCreated,
  KubeEvent: scaled,
};
