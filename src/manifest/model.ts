// The normalised scenario: what manifest/ hands to run/ and cluster/. Every default is already applied
// (Kubernetes' own defaults, and podterm's inference of what each process does), every
// duration is in milliseconds, and every object remembers the line it came from so that
// problems found later can still point at the text.
import type { HopName } from '../trace/hops.ts';
import type { AssumptionChange } from '../trace/types.ts';
import type { Seconds } from '../trace/units.ts';
import type { NodeModel, Placement } from './placement.ts';

import type { Millis } from './duration.ts';

export type { Millis } from './duration.ts';

import type { KubeVersion } from '../versions/version.ts';

export type { KubeVersion } from '../versions/version.ts';
export { MAX_MINOR, MIN_MINOR } from '../versions/version.ts';

export type {
  ProcessSpec,
  HookKind,
  HookFailure,
  PreStopSpec,
  ProbeAction,
  ProbeSpec,
  HealthSpec,
  FileChange,
  ContainerModel,
  ContainerRestartPolicy,
  ContainerRestartRule,
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
   * spec.readinessGates' condition types: the Pod is Ready only once each is True (set by
   * the controller that owns it, such as the AWS Load Balancer Controller); absent: none.
   */
  readinessGates?: string[];
  /** spec.schedulingGates' names (kept only where PodSchedulingReadiness is on); absent: none. */
  schedulingGates?: string[];
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

export interface TrafficModel {
  service: string;
  requestsPerSecond: number;
  /**
   * Where the clients enter (contract §5 `traffic.via`) and the hop that serves it; absent:
   * in-cluster clients through kube-proxy, as before hops existed.
   */
  via?: TrafficEntry;
  /** The clients reuse connections (`traffic.keepAlive`; default false). */
  keepAlive?: boolean;
  /**
   * How long a request takes once a Pod accepted it (`traffic.requestDuration`, podterm's
   * extension of the contract); absent: no time, as before. A request still in flight when
   * its Pod's process (or the mesh proxy in front of it) ends is cut.
   */
  requestDuration?: Millis;
  /**
   * What kind of client reuses them (`traffic.client`, request-path.md §6.2–6.3): Go's
   * http.Transport retries an idempotent request that failed on a reused connection; Node's
   * agent does not (ECONNRESET); gRPC keeps one HTTP/2 connection and re-resolves a headless
   * Service only after a failure. Present when `keepAlive` is.
   */
  client?: KeepAliveClient;
}

/** A mesh and the Pods its injector gives a sidecar (by namespace and labels, as read). */
export interface MeshModel {
  hop: HopModel;
  /** The namespaces labelled for injection (`istio-injection: enabled`, `linkerd.io/inject`). */
  namespaces: string[];
  /**
   * The objects whose Pods get the sidecar (`Deployment/web`, `Pod/api`), the namespaces'
   * labels and each pod template's own opt-in or opt-out (`sidecar.istio.io/inject`,
   * `linkerd.io/inject`) applied: the run gives a sidecar to these Pods and no others.
   */
  objects: string[];
}

export const KEEP_ALIVE_CLIENTS = ['node', 'go', 'grpc'] as const;
export type KeepAliveClient = (typeof KEEP_ALIVE_CLIENTS)[number];

/** `traffic.via`: `ingress/NAME`, `httproute/NAME` or `service/NAME` (type LoadBalancer). */
export interface TrafficEntry {
  kind: 'ingress' | 'httproute' | 'service';
  name: string;
  /** The hop that runs it (inferred from the manifests, or `dataPlane`). */
  hop: HopModel;
}

/**
 * A hop as the run uses it: what runs it and every knob of its kind (hopCatalog.ts) with a
 * value — the Scenario's `dataPlane.settings`, else the knob's default, else its first
 * preset (said as an assumption). Durations in ms.
 */
export interface HopModel {
  name: HopName;
  settings: Readonly<Record<string, number | boolean>>;
}

/**
 * What podterm assumed about the request path (dataPlane/hopWords.ts), said like a
 * process assumption, with what one click in the page would write to change it.
 */
export interface DataPlaneAssumption {
  /** What it is about: `Ingress/web`, `HTTPRoute/web`, `Service/web`, `Hop/aws-alb`. */
  object: string;
  /** The hop it is about (the trace's `container` slot), or null. */
  hop: HopName | null;
  text: string;
  /**
   * The Scenario key one click sets (`spec.dataPlane.ingress`, `spec.traffic.via`,
   * `spec.dataPlane.settings.propagation-lag`), and the values to offer.
   */
  change: AssumptionChange | null;
}

import type { Latencies } from './latencies.ts';
export { DEFAULT_LATENCIES, type Latencies } from './latencies.ts';

export type ActionKind =
  | 'delete'
  | 'evict'
  | 'drain'
  | 'rollout'
  | 'scale'
  | 'nodeShutdown'
  | 'nodeLost'
  | 'outOfService'
  | 'nodePressure'
  | 'preempt'
  | 'exit'
  | 'oomKill'
  | 'suspend'
  | 'resume';

/** Every `do:` the scenario accepts, in the order the picker offers them. */
export const ACTIONS: readonly ActionKind[] = [
  'delete',
  'evict',
  'drain',
  'rollout',
  'scale',
  'nodeShutdown',
  'nodeLost',
  'outOfService',
  'nodePressure',
  'preempt',
  'exit',
  'oomKill',
  'suspend',
  'resume',
];

export interface ActionModel {
  atMs: Millis;
  do: ActionKind;
  /** Lower-case kind as written (`pod`, `deployment`, `node`…) and the name or prefix. */
  target: { kind: string; name: string };
  line: number;
  gracePeriodSeconds: Seconds | null;
  force: boolean;
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan' | null;
  /** delete: a plain API DELETE rather than kubectl (which always sends a propagationPolicy). */
  api?: boolean;
  /** rollout: the new image (applied to every container, or to `container`). */
  image: string | null;
  container: string | null;
  replicas: number | null;
  exitCode: number | null;
  shutdownGracePeriodSeconds: Seconds | null;
  shutdownGracePeriodCriticalPodsSeconds: Seconds | null;
}

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
  actions: ActionModel[];
  pods: PodModel[];
  deployments: DeploymentModel[];
  replicaSets: ReplicaSetModel[];
  services: ServiceModel[];
  jobs: JobModel[];
  cronJobs: CronJobModel[];
  statefulSets: StatefulSetModel[];
  daemonSets: DaemonSetModel[];
  podDisruptionBudgets: PdbModel[];
  /** Documents of kinds the simulator does not model (listed, not an error). */
  ignored: { kind: string; name: string; line: number }[];
}

export const MAX_DURATION_MS = 3_600_000;
export const DEFAULT_START_TIME = '2026-01-01T00:00:00Z';
