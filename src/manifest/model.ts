// The normalised scenario: what manifest/ hands to run/ and cluster/. Every default is already applied
// (Kubernetes' own defaults, and podterm's inference of what each process does), every
// duration is in milliseconds, and every object remembers the line it came from so that
// problems found later can still point at the text.
import type { NodeModel, Placement } from './placement.ts';

import type { Millis } from './duration.ts';

export type { Millis } from './duration.ts';

import type { Minor } from '../versions/version.ts';

export type { Minor } from '../versions/version.ts';
export { MAX_MINOR, MIN_MINOR } from '../versions/version.ts';

/** What a container's main process does; see the contract §1 "How a container's process behaves". */
export interface ProcessSpec {
  /** From container start until it listens / counts as started. */
  startupMs: Millis;
  /** Runs this long then exits by itself with `exitCode`; null = forever. */
  runMs: Millis | null;
  exitCode: number;
  /** Reaction to its stop signal: ignored (dies only by SIGKILL), or exits after a delay. */
  onStopSignal: { kind: 'ignore' } | { kind: 'exit'; afterMs: Millis };
  /** Exit code when it exits because of the stop signal. */
  stopSignalExitCode: number;
  /** Annotation `stopSignal=` or `lifecycle.stopSignal`; null = image default (SIGTERM). */
  stopSignal: string | null;
  /** 'annotation' when podterm.dev/process.<c> said so, else inferred from command/args. */
  source: 'annotation' | 'inferred';
  /** One sentence a person reads: what podterm assumed and why. */
  assumption: string;
}

export type HookKind = 'exec' | 'httpGet' | 'sleep' | 'tcpSocket';

/** Why a preStop handler fails, as the kubelet's handler runner (handlers.go Run) reports it. */
export type HookFailure =
  /** ExecSync returned a non-zero exit code: the command as written, and the code podterm infers. */
  | { kind: 'exit'; command: string[]; exitCode: number }
  /** tcpSocket: not a lifecycle handler, Run's `default:` ("invalid handler"). */
  | { kind: 'invalid'; port: number | string }
  /** httpGet to a port nothing listens on: connection refused. */
  | { kind: 'refused'; path: string; port: number };

export interface PreStopSpec {
  hook: HookKind;
  /** How long the handler runs when nothing cuts it short (a failing one: until it fails). */
  durationMs: Millis;
  /** The handler fails (tcpSocket, or a failing exec): FailedPreStopHook, then the signal. */
  fails: boolean;
  /** What the failure is, when `fails`. */
  failure?: HookFailure;
  /** httpGet: the request, so the kubelet can tell at kill time whether anything listens. */
  httpGet?: { path: string; port: number | string };
}

/** What a probe runs (its handler), with what podterm can tell of it from the manifest. */
export type ProbeAction =
  | {
      kind: 'exec';
      command: string[];
      /** The exit code podterm infers when the command does not look at a file. */
      exitCode: number;
      /** How long the command runs (its sleeps); the probe times out at timeoutSeconds. */
      runMs: Millis;
      /** `cat F`, `ls F`, `test -f F`: the command succeeds while the file exists. */
      file: { path: string; tool: 'cat' | 'ls' | 'test' } | null;
    }
  | { kind: 'httpGet'; path: string; port: number | string }
  | { kind: 'tcpSocket'; port: number | string }
  | { kind: 'grpc'; port: number };

export interface ProbeSpec {
  initialDelayMs: Millis;
  periodMs: Millis;
  failureThreshold: number;
  successThreshold: number;
  /** timeoutSeconds (default 1 s); absent in models built without it. */
  timeoutMs?: Millis;
  /** The handler; absent in models built without one. */
  action?: ProbeAction;
  /**
   * Probe-level terminationGracePeriodSeconds (liveness and startup kills); null when unset
   * or dropped by the API server (ProbeTerminationGracePeriod off before 1.25).
   */
  terminationGracePeriodSeconds?: number | null;
}

/** What the app answers its probes (podterm.dev/health.<container>), from container start. */
export interface HealthSpec {
  /** Probes fail until this long after the container started. */
  healthyAfterMs: Millis;
  /** Probes fail from this long after the container started; null = never. */
  unhealthyAfterMs: Millis | null;
  /** The HTTP status an unhealthy app answers an httpGet probe with. */
  status: number;
}

/** A file the container's own command creates or removes, so long after it started. */
export interface FileChange {
  path: string;
  atMs: Millis;
  present: boolean;
}

export interface ContainerModel {
  name: string;
  image: string;
  process: ProcessSpec;
  preStop: PreStopSpec | null;
  readinessProbe: ProbeSpec | null;
  /** Absent in models built without them (the test builders): no probe. */
  livenessProbe?: ProbeSpec | null;
  startupProbe?: ProbeSpec | null;
  /** podterm.dev/health.<container>; absent: healthy from the start, forever. */
  health?: HealthSpec;
  /** Files the container's command touches and removes (for exec probes that read one). */
  files?: FileChange[];
  ports: number[];
  /** An init container with restartPolicy: Always (a native sidecar). */
  sidecar: boolean;
  line: number;
}

export type RestartPolicy = 'Always' | 'OnFailure' | 'Never';

export interface PodTemplateModel {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  /** Regular containers, in declaration order. */
  containers: ContainerModel[];
  /** Init containers in declaration order; sidecars among them have `sidecar: true`. */
  initContainers: ContainerModel[];
  restartPolicy: RestartPolicy;
  terminationGracePeriodSeconds: number;
  activeDeadlineSeconds: number | null;
  priority: number;
  /** spec.nodeName when the manifest pins the Pod to a node. */
  nodeName: string | null;
  /** nodeSelector, node affinity, tolerations; absent: none (as the test builders make). */
  placement?: Placement;
  /** spec.hostNetwork (a DaemonSet's Pods then tolerate network-unavailable); absent: false. */
  hostNetwork?: boolean;
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
  minReadySeconds: number;
  progressDeadlineSeconds: number;
  revisionHistoryLimit: number;
}

export interface ReplicaSetModel extends Located {
  replicas: number;
  selector: Record<string, string>;
  template: PodTemplateModel;
  minReadySeconds: number;
}

export interface StatefulSetModel extends Located {
  replicas: number;
  selector: Record<string, string>;
  template: PodTemplateModel;
  podManagementPolicy: 'OrderedReady' | 'Parallel';
  updateStrategy: { type: 'RollingUpdate'; partition: number } | { type: 'OnDelete' };
  minReadySeconds: number;
  /** The headless Service that names the Pods (not simulated: kept for the narration). */
  serviceName: string | null;
}

export interface DaemonSetModel extends Located {
  selector: Record<string, string>;
  template: PodTemplateModel;
  updateStrategy:
    | { type: 'RollingUpdate'; maxUnavailable: IntOrPercent; maxSurge: IntOrPercent }
    | { type: 'OnDelete' };
  minReadySeconds: number;
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
  activeDeadlineSeconds: number | null;
  completionMode: 'NonIndexed' | 'Indexed';
  ttlSecondsAfterFinished: number | null;
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
  startingDeadlineSeconds: number | null;
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
  gracePeriodSeconds: number | null;
  force: boolean;
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan' | null;
  /** delete: a plain API DELETE rather than kubectl (which always sends a propagationPolicy). */
  api?: boolean;
  /** rollout: the new image (applied to every container, or to `container`). */
  image: string | null;
  container: string | null;
  replicas: number | null;
  exitCode: number | null;
  shutdownGracePeriodSeconds: number | null;
  shutdownGracePeriodCriticalPodsSeconds: number | null;
}

export interface ScenarioModel {
  name: string;
  minor: Minor;
  /** null = run until nothing changes (capped at MAX_DURATION_MS). */
  durationMs: Millis | null;
  nodes: NodeModel[];
  seed: number;
  /** Epoch milliseconds of t=0. */
  startTimeMs: number;
  traffic: TrafficModel | null;
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
