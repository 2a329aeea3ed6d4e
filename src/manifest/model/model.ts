// The normalised scenario: what manifest/ hands to run/ and cluster/. Every default is already applied
// (Kubernetes' own defaults, and podterm's inference of what each process does), every
// duration is in milliseconds, and every object remembers the line it came from so that
// problems found later can still point at the text.
import type { Seconds } from '../../trace/units.ts';
import type { NodeModel, Placement } from './placement.ts';

import type { Millis } from '../read/duration.ts';

export type { Millis } from '../read/duration.ts';

import type { KubeVersion } from '../../versions/version.ts';
import type { KubeSchedulerRun } from './kubeScheduler.ts';

export type { KubeVersion } from '../../versions/version.ts';
export { MAX_MINOR, MIN_MINOR } from '../../versions/version.ts';

export type {
  ProcessSpec,
  Allocation,
  HookKind,
  HookFailure,
  PreStopSpec,
  ProbeAction,
  ProbeSpec,
  HealthSpec,
  FileChange,
  Listening,
  ContainerModel,
  ContainerRestartPolicy,
  ContainerRestartRule,
  ProcessRole,
  ProcessSource,
} from './containerModel.ts';
import type { ContainerModel } from './containerModel.ts';

export type RestartPolicy = 'Always' | 'OnFailure' | 'Never';

export interface PodTemplateModel {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  /** Regular containers, in declaration order. */
  containers: ContainerModel[];
  /** Init containers in declaration order; sidecars among them have `sidecar: true`. */
  initContainers: ContainerModel[];
  restartPolicy: RestartPolicy;
  terminationGracePeriodSeconds: Seconds;
  activeDeadlineSeconds: Seconds | null;
  priority: number;
  /** spec.nodeName when the manifest pins the Pod to a node. */
  nodeName: string | null;
  /** nodeSelector, node affinity, tolerations; absent: none (as the test builders make). */
  placement?: Placement;
  /** spec.hostNetwork (a DaemonSet's Pods then tolerate network-unavailable); absent: false. */
  hostNetwork?: boolean;
  /**
   * What the Pod requests of a node (podRequests.ts PodRequests): `cpu` in millicores, the
   * rest in units; absent: nothing.
   */
  requests?: Readonly<Record<string, number>>;
  /**
   * spec.readinessGates' condition types: the Pod is Ready only once each is True (set by
   * the controller that owns it, such as the AWS Load Balancer Controller); absent: none.
   */
  readinessGates?: string[];
  /** spec.schedulingGates' names (kept only where PodSchedulingReadiness is on); absent: none. */
  schedulingGates?: string[];
  /** spec.schedulerName when it names another scheduler than `default-scheduler`; absent: the default. */
  schedulerName?: string;
  /** A container runs kube-scheduler (manifest/model/kubeScheduler.ts): the profiles it serves. */
  kubeScheduler?: KubeSchedulerRun;
  /** A stable hash of the template (pod-template-hash, ReplicaSet names). */
  hash: string;
}

interface Located {
  name: string;
  namespace: string;
  /** 1-based line of the document's `kind:` (or first line). */
  line: number;
}

export interface PodModel extends Located {
  template: PodTemplateModel;
  finalizers: string[];
}

export type IntOrPercent = number | `${number}%`;

export interface DeploymentModel extends Located {
  replicas: number;
  selector: Record<string, string>;
  template: PodTemplateModel;
  strategy:
    | { type: 'RollingUpdate'; maxSurge: IntOrPercent; maxUnavailable: IntOrPercent }
    | { type: 'Recreate' };
  minReadySeconds: Seconds;
  progressDeadlineSeconds: Seconds;
  revisionHistoryLimit: number;
}

export interface ReplicaSetModel extends Located {
  replicas: number;
  selector: Record<string, string>;
  template: PodTemplateModel;
  minReadySeconds: Seconds;
}

/**
 * A core/v1 ReplicationController: the fields a ReplicaSet has, with an equality-based
 * selector (a plain map, no matchLabels), already defaulted from the template's labels.
 */
export type ReplicationControllerModel = ReplicaSetModel;

export interface StatefulSetModel extends Located {
  replicas: number;
  selector: Record<string, string>;
  template: PodTemplateModel;
  podManagementPolicy: 'OrderedReady' | 'Parallel';
  /**
   * `maxUnavailable` only where the API server kept it (MaxUnavailableStatefulSet on: 1.35.0–
   * 1.35.3, 1.37+); without it the rollout replaces one Pod at a time.
   */
  updateStrategy:
    | { type: 'RollingUpdate'; partition: number; maxUnavailable?: IntOrPercent }
    | { type: 'OnDelete' };
  minReadySeconds: Seconds;
  /** The headless Service that names the Pods (not simulated: kept for the narration). */
  serviceName: string | null;
}

export interface DaemonSetModel extends Located {
  selector: Record<string, string>;
  template: PodTemplateModel;
  updateStrategy:
    | { type: 'RollingUpdate'; maxUnavailable: IntOrPercent; maxSurge: IntOrPercent }
    | { type: 'OnDelete' };
  minReadySeconds: Seconds;
}

export interface ServiceModel extends Located {
  selector: Record<string, string>;
  /** spec.clusterIP None: no virtual IP, no kube-proxy rules; clients resolve Pod IPs. */
  headless?: boolean;
  publishNotReadyAddresses: boolean;
  internalTrafficPolicy: 'Cluster' | 'Local';
}

export interface JobModel extends Located {
  /**
   * spec.managedBy other than the built-in controller's (JobManagedBy): the Job controller
   * leaves the Job alone (job_controller.go managedByExternalController).
   */
  managedBy?: string;
  template: PodTemplateModel;
  completions: number | null;
  parallelism: number;
  backoffLimit: number;
  activeDeadlineSeconds: Seconds | null;
  completionMode: 'NonIndexed' | 'Indexed';
  ttlSecondsAfterFinished: Seconds | null;
  suspend: boolean;
  /** Raw podFailurePolicy rules, validated; interpreted by the Job controller. */
  podFailurePolicy: PodFailurePolicyRule[] | null;
  podReplacementPolicy: 'TerminatingOrFailed' | 'Failed';
  backoffLimitPerIndex: number | null;
  maxFailedIndexes: number | null;
  /** spec.successPolicy rules (Indexed Jobs, JobSuccessPolicy), validated; null when unset. */
  successPolicy: SuccessPolicyRule[] | null;
  /**
   * With `manualSelector: true`, spec.selector.matchLabels: the Job adopts the orphans it
   * matches and releases its Pods that stop matching (getPodsForJob, ClaimPods). Absent: the
   * API server's generated selector (controller-uid), which only the Job's own Pods match.
   */
  manualSelector?: Record<string, string>;
}

export interface CronJobModel extends Located {
  schedule: string;
  /** spec.timeZone; null = kube-controller-manager's zone (UTC in podterm). */
  timeZone: string | null;
  concurrencyPolicy: 'Allow' | 'Forbid' | 'Replace';
  startingDeadlineSeconds: Seconds | null;
  suspend: boolean;
  successfulJobsHistoryLimit: number;
  failedJobsHistoryLimit: number;
  /** spec.jobTemplate.spec, read as a Job (its name is the CronJob's; each run renames it). */
  jobTemplate: JobModel;
  /** metadata.creationTimestamp when given (epoch ms); null = created at t=0. */
  creationTimestamp: number | null;
  /** status.lastScheduleTime when given (epoch ms). */
  lastScheduleTime: number | null;
}

export interface PodFailurePolicyRule {
  action: 'FailJob' | 'Ignore' | 'Count' | 'FailIndex';
  onExitCodes: { containerName: string | null; operator: 'In' | 'NotIn'; values: number[] } | null;
  onPodConditions: { type: string; status: string }[] | null;
}

/** One spec.successPolicy rule: succeededIndexes as written ("0,2-3"), succeededCount. */
export interface SuccessPolicyRule {
  succeededIndexes: string | null;
  succeededCount: number | null;
}

export interface PdbModel extends Located {
  selector: Record<string, string>;
  /** policy/v1 `selector: {}`: every Pod of its namespace; absent: as `selector` says. */
  selectsAll?: boolean;
  minAvailable: IntOrPercent | null;
  maxUnavailable: IntOrPercent | null;
  unhealthyPodEvictionPolicy: 'IfHealthyBudget' | 'AlwaysAllow';
}
export type { NodeModel, Placement };

export type {
  DataPlaneAssumption,
  HopModel,
  KeepAliveClient,
  MeshModel,
  TrafficEntry,
  TrafficModel,
} from './trafficModel.ts';
export { KEEP_ALIVE_CLIENTS } from './trafficModel.ts';
import type { MeshModel, TrafficModel, DataPlaneAssumption } from './trafficModel.ts';

import type { Latencies } from './latencies.ts';
import type { ImagePullSettings } from '../images/pullFailures.ts';
export { DEFAULT_LATENCIES, type Latencies } from './latencies.ts';

export {
  ACTIONS,
  type ActionKind,
  type ActionModel,
  type PatchedCondition,
} from './actionModel.ts';
import type { ActionModel } from './actionModel.ts';

export interface ScenarioModel {
  name: string;
  version: KubeVersion;
  /** null = run until nothing changes (capped at MAX_DURATION_MS). */
  durationMs: Millis | null;
  nodes: NodeModel[];
  seed: number;
  /** Epoch milliseconds of t=0. */
  startTimeMs: number;
  traffic: TrafficModel | null;
  /**
   * The mesh whose sidecar runs beside the Pods that get one (contract §5 `dataPlane.mesh`,
   * or inferred from injection labels); absent: none.
   */
  mesh?: MeshModel;
  /** What podterm assumed about the request path; absent when the document has none of it. */
  dataPlaneAssumptions?: DataPlaneAssumption[];
  latencies: Latencies;
  /** Scenario `spec.images`: references whose every pull fails (absent: none). */
  images?: ImagePullSettings;
  actions: ActionModel[];
  pods: PodModel[];
  deployments: DeploymentModel[];
  replicaSets: ReplicaSetModel[];
  replicationControllers: ReplicationControllerModel[];
  services: ServiceModel[];
  jobs: JobModel[];
  cronJobs: CronJobModel[];
  statefulSets: StatefulSetModel[];
  daemonSets: DaemonSetModel[];
  podDisruptionBudgets: PdbModel[];
  /** The LimitRanges the API server's LimitRanger admits Pods against; absent: none. */
  limitRanges?: LimitRangeModel[];
  /** The ResourceQuotas the API server's ResourceQuota plugin admits Pods against; absent: none. */
  resourceQuotas?: ResourceQuotaModel[];
  /** Documents of kinds the simulator does not model (listed, not an error). */
  ignored: { kind: string; name: string; line: number }[];
}

/** One item of a LimitRange's spec.limits, with SetDefaults_LimitRangeItem applied. */
export interface LimitRangeItemModel {
  type: 'Container' | 'Pod' | 'PersistentVolumeClaim' | string;
  /** Quantity text by resource name, as written (or defaulted from another of these). */
  max: Record<string, string>;
  min: Record<string, string>;
  default: Record<string, string>;
  defaultRequest: Record<string, string>;
  maxLimitRequestRatio: Record<string, string>;
}

export interface LimitRangeModel extends Located {
  limits: LimitRangeItemModel[];
}

export interface ResourceQuotaModel extends Located {
  /** spec.hard: quantity text by resource name (requests.cpu, limits.memory, pods, count/pods…). */
  hard: Record<string, string>;
}

export const MAX_DURATION_MS = 3_600_000;
export const DEFAULT_START_TIME = '2026-01-01T00:00:00Z';
