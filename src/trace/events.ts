// The `data` of each trace event type (shared/spec/scenario-and-trace.md §3), as the
// simulation writes it. The contract names some fields; the simulation adds others ("more
// may be added"), and those are typed here too, so a reader needs no String()/Number().

/** An event that carries no data: `{}`. */
export type NoData = Record<string, never>;

export interface PodCreatedData {
  /** `ReplicaSet/web-6c7f9`, or null for a bare Pod. */
  owner: string | null;
  /** The node when the Pod is created already bound (`spec.nodeName`), else null. */
  node: string | null;
  /** kubectl's READY denominator: regular containers and native sidecars. */
  containers: number;
}

export interface PodScheduledData {
  node: string;
}

export interface ContainerStartedData {
  container: string;
}

export interface PodNotReadyData {
  /** The Ready condition's reason on a terminal pod (status/generate.go), else null. */
  reason: 'PodCompleted' | 'PodFailed' | null;
}

export interface DeletionRequestedData {
  gracePeriodSeconds: number;
  /** `metadata.deletionTimestamp`, ms of virtual time. */
  deletionTimestamp: number;
}

export type PreStopHook = 'exec' | 'httpGet' | 'sleep' | 'tcpSocket';

export interface PreStopStartedData {
  container: string;
  hook: PreStopHook;
}

export interface PreStopFinishedData extends PreStopStartedData {
  /** false when the hook was cut short (the grace ran out) or failed. */
  completed: boolean;
}

export interface SignalSentData {
  container: string;
  /** `SIGTERM`, `SIGKILL`, or the container's own stop signal (`SIGQUIT`, …). */
  signal: string;
  /** Time the runtime gives before SIGKILL (0 for SIGKILL itself). */
  gracePeriodSeconds: number;
}

export interface ContainerExitedData {
  container: string;
  exitCode: number;
  reason: 'Completed' | 'Error' | 'OOMKilled';
}

export interface PodPhaseChangedData {
  phase: 'Pending' | 'Running' | 'Succeeded' | 'Failed';
  /** status.reason: `DeadlineExceeded`, `Evicted`, `Terminated`, …, or null. */
  reason: string | null;
}

export type ConditionStatus = 'True' | 'False';

export interface PodConditionSetData {
  /** `DisruptionTarget`, `PodScheduled`, `AllContainersRestarting` (1.36+), … */
  type: string;
  status: ConditionStatus;
  reason: string;
  message?: string;
}

export interface EndpointChangedData {
  service: string;
  ready: boolean;
  serving: boolean;
  terminating: boolean;
}

export interface EndpointRemovedData {
  service: string;
}

export interface ProxyRulesUpdatedData {
  node: string;
  service: string;
  /** Endpoints receiving new connections. */
  endpoints: number;
  /** The rules fell back to serving-terminating endpoints (none was ready). */
  fallback: boolean;
}

export interface JobConditionSetData {
  /** `Failed`, `Complete`, `FailureTarget`, `SuccessCriteriaMet`, `Suspended`. */
  type: string;
  reason: string | null;
  status: ConditionStatus;
  message: string;
  /** The Job's counters when the condition was set (not on a Suspended condition). */
  succeeded?: number;
  failed?: number;
  /** Indexed Jobs: `0-2,4`. */
  completedIndexes?: string;
  /** Indexed Jobs with backoffLimitPerIndex. */
  failedIndexes?: string;
}

export interface ObjectCreatedData {
  owner: string | null;
  /** ReplicaSets and StatefulSets: the replicas they start with. */
  replicas?: number;
  /** StatefulSets. */
  podManagementPolicy?: 'OrderedReady' | 'Parallel';
}

/**
 * A controller adopted a Pod without a controller (ownerReferences gains it, controller:
 * true) or released one its selector no longer matches (controller_ref_manager.go ClaimPods).
 */
export interface PodOwnerChangedData {
  /** The new controller (`ReplicaSet/frontend`), null when released. */
  owner: string | null;
  /** The controller before, null when adopted. */
  previous: string | null;
}

export type PropagationPolicy = 'Background' | 'Foreground' | 'Orphan';

export interface ObjectRemovedData {
  propagationPolicy: PropagationPolicy;
  /** The warning the API server returns with the DELETE (a Job deleted without a policy). */
  warning?: string;
}

/** An action of the Scenario applied; the event's object is the object it reached. */
export interface ActionAppliedData {
  /** The `do:` value. */
  action: string;
  /** The target as written (`pod/web`: a name or a prefix). */
  target: string;
}

export interface EvictionRefusedData {
  code: number;
  message: string;
}

export interface KubeEventData {
  reason: string;
  message: string;
  eventType: 'Normal' | 'Warning';
  /** The EventSource component (`kubelet`, `default-scheduler`, …). */
  source: string;
  /**
   * `ScalingReplicaSet` Events only (the contract): the ReplicaSet's replicas before and after
   * the scale, whatever the message's wording in that version (0 for a new ReplicaSet).
   */
  from?: number;
  to?: number;
}

/**
 * A line `kubectl get pods -w` would print: the Pod's READY, STATUS and RESTARTS as the API
 * server's table printer computes them (printers.go printPod) at the scenario's version,
 * written only when one of them changes.
 */
export interface PodStatusData {
  /** READY: ready containers / containers (native sidecars count from 1.28). */
  ready: string;
  /** STATUS: `ContainerCreating`, `Running`, `Terminating`, `Init:0/1`, `CrashLoopBackOff`… */
  status: string;
  /** RESTARTS: the restarts of the containers printPod counts. */
  restarts: number;
  /**
   * When the last of those restarts' previous run ended (lastState.terminated.finishedAt),
   * ms of virtual time, or null: what kubectl prints as `3 (42s ago)` from 1.22.
   */
  lastRestartMs: number | null;
}

export type {
  HopSyncedData,
  RequestFailedData,
  RequestStatus,
  RequestsServedData,
} from './trafficEvents.ts';
import type { HopSyncedData, RequestFailedData, RequestsServedData } from './trafficEvents.ts';

/** A condition in a workload's status, as `kubectl get -o yaml` shows it (times left out). */
export interface WorkloadCondition {
  /** `Progressing`, `Available`, `Complete`, `Failed`, `DisruptionAllowed`, … */
  type: string;
  status: ConditionStatus;
  /** null where Kubernetes writes none (a Job's Complete before 1.31). */
  reason: string | null;
  message: string;
}

/**
 * The status a controller wrote for a Deployment, ReplicaSet, StatefulSet, DaemonSet, Job or
 * PodDisruptionBudget: every counter that kind has in that version, and its conditions, in
 * the order Kubernetes keeps them. Emitted when one of them changed, at the time the
 * controller writes it; a reader takes the last one at or before a time.
 */
export interface WorkloadStatusData {
  /** Deployment only (the generation its controller last acted on). */
  observedGeneration?: number;
  /** Deployment, ReplicaSet, StatefulSet. */
  replicas?: number;
  /** ReplicaSet: pods whose labels match the template's (all of them here). */
  fullyLabeledReplicas?: number;
  /** StatefulSet: pods of status.currentRevision. */
  currentReplicas?: number;
  /** Deployment (the new ReplicaSet's pods), StatefulSet (pods of status.updateRevision). */
  updatedReplicas?: number;
  readyReplicas?: number;
  /** StatefulSet from 1.23 (StatefulSetMinReadySeconds beta). */
  availableReplicas?: number;
  /** Deployment. */
  unavailableReplicas?: number;
  /**
   * ReplicaSet (its pods with a deletionTimestamp, not Succeeded or Failed) and Deployment
   * (the sum over its ReplicaSets), from 1.35 (DeploymentReplicaSetTerminatingReplicas beta):
   * written as 0 when none; absent on versions without the gate.
   */
  terminatingReplicas?: number;
  /** DaemonSet. */
  desiredNumberScheduled?: number;
  currentNumberScheduled?: number;
  numberMisscheduled?: number;
  numberReady?: number;
  updatedNumberScheduled?: number;
  numberAvailable?: number;
  numberUnavailable?: number;
  /** Job. `ready` from 1.24 (JobReadyPods), `terminating` from 1.29 (JobPodReplacementPolicy). */
  active?: number;
  ready?: number;
  succeeded?: number;
  failed?: number;
  terminating?: number;
  /** PodDisruptionBudget. */
  disruptionsAllowed?: number;
  currentHealthy?: number;
  desiredHealthy?: number;
  expectedPods?: number;
  conditions: WorkloadCondition[];
}

/** Each event type and its `data`. */
export interface TraceEventData {
  PodCreated: PodCreatedData;
  PodScheduled: PodScheduledData;
  ContainerStarted: ContainerStartedData;
  PodReady: NoData;
  PodNotReady: PodNotReadyData;
  DeletionRequested: DeletionRequestedData;
  PreStopStarted: PreStopStartedData;
  PreStopFinished: PreStopFinishedData;
  SignalSent: SignalSentData;
  ContainerExited: ContainerExitedData;
  PodPhaseChanged: PodPhaseChangedData;
  PodConditionSet: PodConditionSetData;
  PodRemoved: NoData;
  EndpointChanged: EndpointChangedData;
  EndpointRemoved: EndpointRemovedData;
  ProxyRulesUpdated: ProxyRulesUpdatedData;
  JobConditionSet: JobConditionSetData;
  ObjectCreated: ObjectCreatedData;
  ObjectRemoved: ObjectRemovedData;
  PodOwnerChanged: PodOwnerChangedData;
  ActionApplied: ActionAppliedData;
  EvictionRefused: EvictionRefusedData;
  KubeEvent: KubeEventData;
  PodStatus: PodStatusData;
  RequestFailed: RequestFailedData;
  RequestsServed: RequestsServedData;
  HopSynced: HopSyncedData;
  WorkloadStatus: WorkloadStatusData;
}
