// A ReplicaSet as its controller holds it: the API record (spec and status, written in
// place: the storage behind the API server), the kind the controller runs for, and what
// its actor keeps beside it.
import { type Seconds, truncateToSecond } from '../../../trace/units.ts';
import type { PodTemplateModel } from '../../../manifest/model/model.ts';
import type { Lane } from '../../../trace/types.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { EventSource } from '../../world.ts';
import { type OwnerRef, type PodRecord } from '../../apiserver/podStore.ts';
import { StatusWriter } from '../../workloadStatus.ts';

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
   * controller, as the Pod store's set of each (read, not copied); a ReplicaSet without a
   * controller has none.
   */
  relatedPods?: () => ReadonlySet<PodRecord>[];
}

export interface ReplicaSetInput {
  cluster: Cluster;
  rs: ReplicaSetRecord;
}

/** The kind a record is of, and the owner reference of its Pods. */
export const kindOf = (rs: ReplicaSetRecord): ControlledKind => rs.controlled ?? REPLICA_SET;
export const ownerOf = (rs: ReplicaSetRecord): OwnerRef => ({
  kind: kindOf(rs).kind,
  name: rs.name,
});
export interface ReplicaSetCtx extends ReplicaSetInput {
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

/**
 * podutil.IsPodAvailable: Ready, and Ready.lastTransitionTime + minReadySeconds before now.
 * metav1.Time keeps whole seconds on the wire, so the controller sees the transition time
 * truncated to the second.
 */
export const isAvailable = (p: PodRecord, minReadyMs: number, now: number): boolean =>
  p.ready &&
  (minReadyMs === 0 ||
    (p.readySince !== null && truncateToSecond(p.readySince) + minReadyMs < now));
