// The Deployment's status as its controller writes it at the end of each sync
// (sync.go calculateStatus, syncDeploymentStatus; progress.go syncRolloutStatus,
// requeueStuckDeployment; util/deployment_util.go DeploymentComplete, DeploymentProgressing,
// DeploymentTimedOut, SetDeploymentCondition): the counters over its ReplicaSets' statuses
// as its informer delivered them, Available, and Progressing up to ProgressDeadlineExceeded.
import { secondsToMs, truncateToSecond } from '../../../trace/units.ts';
import type { AnyActorRef } from 'xstate';
import type { DeploymentModel, PodTemplateModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { ReplicaSetRecord } from '../replicaset/replicaSetRecord.ts';
import {
  StatusWriter,
  cond,
  terminatingNote,
  type WorkloadCondition,
} from '../../workloadStatus.ts';
import { resolveFenceposts } from './rollingUpdate.ts';
import { terminatingReplicasStatus } from '../../../versions/features.ts';
import { objectKey } from '../../objectKey.ts';
import { cancelLater, sendLater } from '../../actorTimers.ts';

/** A ReplicaSet as the Deployment controller holds it (deploymentWrites.ts OwnedRs). */
interface OwnedRs {
  rec: Pick<ReplicaSetRecord, 'name' | 'template'>;
  seen: ReplicaSetRecord['status'];
}

/** What the status is made of: the controller's context (deploymentWrites.ts DeploymentCtx). */
interface DeploymentCtx {
  cluster: Cluster;
  deployment: DeploymentModel;
  self: AnyActorRef;
  template: PodTemplateModel;
  replicas: number;
  replicaSets: OwnedRs[];
  status: DeploymentStatus;
}

interface Counters {
  observedGeneration: number;
  replicas: number;
  updatedReplicas: number;
  readyReplicas: number;
  availableReplicas: number;
  unavailableReplicas: number;
  /** From 1.35 (DeploymentReplicaSetTerminatingReplicas); absent before. */
  terminatingReplicas?: number;
}

/** A condition with the time its lastUpdateTime says (ms, whole seconds as on the wire). */
type Condition = WorkloadCondition & { lastUpdate: number };

export interface DeploymentStatus {
  /** metadata.generation: 1, then one more for each change of the spec. */
  generation: number;
  /** What the last write held (the controller reads its own status back as d.Status). */
  counters: Counters | null;
  conditions: Condition[];
  writer: StatusWriter;
  /** The progress check requeueStuckDeployment asked for, if one is pending. */
  check: { at: number; id: string } | null;
}

export const newDeploymentStatus = (
  c: Pick<DeploymentCtx, 'cluster' | 'deployment'>,
): DeploymentStatus => ({
  generation: 1,
  counters: null,
  conditions: [],
  writer: new StatusWriter(
    c.cluster.world,
    'deployment-controller',
    objectKey('Deployment', c.deployment.name),
  ),
  check: null,
});

/** SetDeploymentCondition: no change for the same status and reason; else the new one goes last. */
function setCondition(s: DeploymentStatus, c: Condition): void {
  const cur = s.conditions.find((x) => x.type === c.type);
  if (cur && cur.status === c.status && cur.reason === c.reason) return;
  s.conditions = [...s.conditions.filter((x) => x.type !== c.type), c];
}

const progressing = (s: DeploymentStatus): Condition | undefined =>
  s.conditions.find((x) => x.type === 'Progressing');

/** sync.go getNewReplicaSet: a new ReplicaSet made, Progressing says so (HasProgressDeadline). */
export function noteNewReplicaSet(c: DeploymentCtx, name: string): void {
  const at = truncateToSecond(c.cluster.world.now);
  const created = `Created new replica set "${name}"`;
  setCondition(c.status, {
    ...cond('Progressing', 'True', 'NewReplicaSetCreated', created),
    lastUpdate: at,
  });
}

/** deployment_util.go MaxUnavailable: 0 unless RollingUpdate, at most spec.replicas. */
function maxUnavailable(c: DeploymentCtx): number {
  const s = c.deployment.strategy;
  if (s.type !== 'RollingUpdate' || c.replicas === 0) return 0;
  return Math.min(
    resolveFenceposts(s.maxSurge, s.maxUnavailable, c.replicas).unavailable,
    c.replicas,
  );
}

/**
 * deployment_util.go GetTerminatingReplicaCountForReplicaSets: the sum over every ReplicaSet,
 * old and new; one its controller has not synced yet (observedGeneration 0, no value) is
 * skipped. (Its nil for an observed ReplicaSet without the value cannot happen here: every
 * ReplicaSet controller runs the same version.)
 */
const terminatingOf = (c: DeploymentCtx): number =>
  c.replicaSets.reduce((sum, r) => sum + (r.seen.terminating ?? 0), 0);

/** calculateStatus; `specs`: each ReplicaSet's spec.replicas as the sync listed it. */
function calculate(c: DeploymentCtx, newRs: OwnedRs | undefined, specs: number): Counters {
  let replicas = 0;
  let ready = 0;
  let available = 0;
  for (const r of c.replicaSets) {
    replicas += r.seen.replicas;
    ready += r.seen.ready;
    available += r.seen.available;
  }
  return {
    observedGeneration: c.status.generation,
    replicas,
    updatedReplicas: newRs?.seen.replicas ?? 0,
    readyReplicas: ready,
    availableReplicas: available,
    unavailableReplicas: Math.max(0, specs - available),
    // sync.go calculateStatus: only with DeploymentReplicaSetTerminatingReplicas.
    ...(terminatingReplicasStatus(c.cluster.world.v) && { terminatingReplicas: terminatingOf(c) }),
  };
}

/** DeploymentComplete. */
const complete = (c: DeploymentCtx, n: Counters): boolean =>
  n.updatedReplicas === c.replicas &&
  n.replicas === c.replicas &&
  n.availableReplicas === c.replicas &&
  n.observedGeneration >= c.status.generation;

/** DeploymentProgressing: more updated, fewer old, more ready or more available pods. */
function progressed(old: Counters | null, n: Counters): boolean {
  const o = old ?? { replicas: 0, updatedReplicas: 0, readyReplicas: 0, availableReplicas: 0 };
  return (
    n.updatedReplicas > o.updatedReplicas ||
    n.replicas - n.updatedReplicas < o.replicas - o.updatedReplicas ||
    n.readyReplicas > o.readyReplicas ||
    n.availableReplicas > o.availableReplicas
  );
}

/** syncRolloutStatus's Progressing (a sync that rolls out, not a scaling event's). */
function rolloutProgress(c: DeploymentCtx, newRs: OwnedRs | undefined, n: Counters): void {
  const s = c.status;
  const now = c.cluster.world.now;
  const current = progressing(s);
  // isCompleteDeployment: a resync after a finished rollout estimates nothing.
  if (n.replicas === n.updatedReplicas && current?.reason === 'NewReplicaSetAvailable') return;
  const subject = newRs ? `ReplicaSet "${newRs.rec.name}"` : `Deployment "${c.deployment.name}"`;
  const at = truncateToSecond(now);
  if (complete(c, n)) {
    const msg = `${subject} has successfully progressed.`;
    setCondition(s, {
      ...cond('Progressing', 'True', 'NewReplicaSetAvailable', msg),
      lastUpdate: at,
    });
  } else if (progressed(s.counters, n)) {
    // Progress made: lastUpdateTime moves on even with the same reason (removed, then set).
    const msg = `${subject} is progressing.`;
    s.conditions = s.conditions.filter((x) => x.type !== 'Progressing');
    setCondition(s, { ...cond('Progressing', 'True', 'ReplicaSetUpdated', msg), lastUpdate: at });
  } else if (current && current.reason !== 'NewReplicaSetAvailable') {
    // DeploymentTimedOut: lastUpdateTime + progressDeadlineSeconds is before now.
    const deadline = current.lastUpdate + secondsToMs(c.deployment.progressDeadlineSeconds);
    if (current.reason === 'ProgressDeadlineExceeded' || deadline < now) {
      const msg = `${subject} has timed out progressing.`;
      const timedOut = cond('Progressing', 'False', 'ProgressDeadlineExceeded', msg);
      setCondition(s, { ...timedOut, lastUpdate: at });
    }
  }
}

/**
 * The end of a sync: calculateStatus (and, for a rollout, syncRolloutStatus's Progressing),
 * the write when something changed, and requeueStuckDeployment's progress check.
 * `specs`: the sum of spec.replicas over the ReplicaSets as the sync listed them.
 */
export function writeDeploymentStatus(c: DeploymentCtx, rollout: boolean, specs: number): void {
  const s = c.status;
  const newRs = c.replicaSets.find((r) => r.rec.template.hash === c.template.hash);
  const n = calculate(c, newRs, specs);
  const min = n.availableReplicas >= c.replicas - maxUnavailable(c);
  const at = truncateToSecond(c.cluster.world.now);
  setCondition(s, {
    ...(min
      ? cond(
          'Available',
          'True',
          'MinimumReplicasAvailable',
          'Deployment has minimum availability.',
        )
      : cond(
          'Available',
          'False',
          'MinimumReplicasUnavailable',
          'Deployment does not have minimum availability.',
        )),
    lastUpdate: at,
  });
  if (rollout) {
    rolloutProgress(c, newRs, n);
    replicaFailure(c, newRs);
  }
  s.counters = n;
  const status = { ...n, conditions: s.conditions.map(({ lastUpdate: _, ...w }) => w) };
  s.writer.write(status, terminatingNote(status, c.cluster.world.v));
  if (rollout) requeueStuck(c, n);
}

/**
 * progress.go syncRolloutStatus: the ReplicaFailure condition of the new ReplicaSet, else of
 * an old one (getReplicaFailures, ReplicaSetToDeploymentCondition), moves onto the
 * Deployment; none left removes it.
 */
function replicaFailure(c: DeploymentCtx, newRs: OwnedRs | undefined): void {
  const s = c.status;
  const failed = [newRs, ...c.replicaSets.filter((r) => r !== newRs)].find((r) => r?.seen.failure);
  const f = failed?.seen.failure;
  if (!f) {
    s.conditions = s.conditions.filter((x) => x.type !== 'ReplicaFailure');
    return;
  }
  const at = truncateToSecond(c.cluster.world.now);
  setCondition(s, { ...cond('ReplicaFailure', 'True', f.reason, f.message), lastUpdate: at });
}

/**
 * progress.go requeueStuckDeployment: while the rollout is neither complete nor timed out,
 * sync again at Progressing.lastUpdateTime + progressDeadlineSeconds (+1 s against skew).
 * Not after NewReplicaSetAvailable: DeploymentTimedOut is false for it, so the syncs the
 * controller queues then (rate-limited, once the deadline is behind) change nothing.
 */
function requeueStuck(c: DeploymentCtx, n: Counters): void {
  const s = c.status;
  const { clock } = c.cluster.world;
  const p = progressing(s);
  const stuck =
    p !== undefined &&
    !complete(c, n) &&
    p.reason !== 'ProgressDeadlineExceeded' &&
    p.reason !== 'NewReplicaSetAvailable';
  const due = stuck
    ? p.lastUpdate + secondsToMs(c.deployment.progressDeadlineSeconds) + 1000
    : null;
  const at = due !== null && due > clock.now ? due : null;
  if (s.check && s.check.at === at) return;
  if (s.check) cancelLater(c.self, s.check.id);
  s.check =
    at === null ? null : { at, id: sendLater(c.self, at - clock.now, { type: 'RS_CHANGED' }) };
}
