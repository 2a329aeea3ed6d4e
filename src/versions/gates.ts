// The feature gates podterm's rules depend on, shaped like Kubernetes' own table
// (pkg/features/kube_features.go defaultVersionedKubernetesFeatureGates): each gate lists,
// release by release, its stage and whether it is on by default. A gate is what the last
// entry at or before a version says; before its first entry it does not exist. Kubernetes
// keys its entries by minor; podterm also keys a few by patch ("1.35.4") where a patch
// release changed a default (a minor alone means its last patch, so it reads those too).
// A gate Kubernetes removed after GA stays here as GA: its behaviour is simply always on.
import { parseVersion, reached, type KubeVersion } from './version.ts';

export type PreRelease = 'Alpha' | 'Beta' | 'GA' | 'Deprecated';

/** featuregate.FeatureSpec with its version: the stage from `version` on. */
export interface VersionedSpec {
  readonly version: string;
  readonly default: boolean;
  readonly preRelease: PreRelease;
}

const alpha = (version: string): VersionedSpec => ({
  version,
  default: false,
  preRelease: 'Alpha',
});
const beta = (version: string, on = true): VersionedSpec => ({
  version,
  default: on,
  preRelease: 'Beta',
});
const ga = (version: string): VersionedSpec => ({ version, default: true, preRelease: 'GA' });

/**
 * Stages from kube_features.go at each release (its versioned table from 1.31, the
 * unversioned one and the KEPs' graduation history before), and the release notes where a
 * patch changed a default.
 */
export const FEATURE_GATES = {
  // --- kubelet ---
  /** KEP-1672: a terminating Pod stays in its EndpointSlice with terminating=true. */
  EndpointSliceTerminatingCondition: [alpha('1.20'), beta('1.22'), ga('1.26')],
  /** KEP-1669: kube-proxy falls back to serving terminating endpoints. */
  ProxyTerminatingEndpoints: [alpha('1.22'), beta('1.26'), ga('1.28')],
  /** KEP-2086: Service internalTrafficPolicy (Local: only the caller's node's endpoints). */
  ServiceInternalTrafficPolicy: [alpha('1.21'), beta('1.22'), ga('1.26')],
  /** KEP-3329: DisruptionTarget conditions. */
  PodDisruptionConditions: [alpha('1.25'), beta('1.26'), ga('1.31')],
  /** KEP-753: init containers with restartPolicy Always. */
  SidecarContainers: [alpha('1.28'), beta('1.29'), ga('1.33')],
  /** KEP-3960: the preStop `sleep` handler. */
  PodLifecycleSleepAction: [alpha('1.29'), beta('1.30'), ga('1.34')],
  /** KEP-4818: `sleep: {seconds: 0}`. */
  PodLifecycleSleepActionAllowZero: [alpha('1.32'), beta('1.33'), ga('1.34')],
  /** KEP-4960: `lifecycle.stopSignal`; still alpha in 1.37 (retargeted at 1.38, enhancements#6410). */
  ContainerStopSignals: [alpha('1.33')],
  /** KEP-2238: a probe's own terminationGracePeriodSeconds (beta off in 1.22–1.24). */
  ProbeTerminationGracePeriod: [alpha('1.21'), beta('1.22', false), beta('1.25'), ga('1.28')],
  /** KEP-2727: gRPC probes. */
  GRPCContainerProbe: [alpha('1.23'), beta('1.24'), ga('1.27')],
  /** KEP-5307: a container's own restartPolicy and restartPolicyRules. */
  ContainerRestartRules: [alpha('1.34'), beta('1.35')],
  /** KEP-2837: spec.resources, a Pod's own requests and limits (dropped while off). */
  PodLevelResources: [alpha('1.32'), beta('1.34')],
  /** KEP-5532: the rule action RestartAllContainers. */
  RestartAllContainersOnContainerExits: [alpha('1.35'), beta('1.36')],
  // --- volumes ---
  /**
   * KEP-3257: the clusterTrustBundle projected volume source (pkg/api/pod/util.go
   * dropDisabledClusterTrustBundleProjection drops it while off). Beta still off in 1.33–1.35.
   */
  ClusterTrustBundleProjection: [alpha('1.29'), beta('1.33', false)],
  /**
   * KEP-4317: the podCertificate projected volume source (dropDisabledPodCertificateProjection
   * drops it while off). Beta still off in 1.35.
   */
  PodCertificateRequest: [alpha('1.34'), beta('1.35', false)],
  // --- node lifecycle ---
  /** KEP-2268: the out-of-service taint lets PodGC force-delete a lost node's Pods. */
  NodeOutOfServiceVolumeDetach: [alpha('1.24'), beta('1.26'), ga('1.28')],
  /** KEP-3902: NoExecute eviction moves to the taint-eviction-controller. */
  SeparateTaintEvictionController: [beta('1.29'), ga('1.34')],
  // --- scheduling ---
  /** KEP-3521: spec.schedulingGates hold a Pod SchedulingGated (the field is dropped while off). */
  PodSchedulingReadiness: [alpha('1.26'), beta('1.27'), ga('1.30')],
  /** KEP-5142: the scheduler pops a backing-off Pod when its active queue is empty. */
  SchedulerPopFromBackoffQ: [beta('1.33')],
  /** KEP-4247: a plugin's QueueingHint decides which cluster events requeue a rejected Pod. */
  SchedulerQueueingHints: [beta('1.28', false), beta('1.32'), ga('1.34')],
  // --- workloads ---
  /** KEP-2255 / KEP-2185: ReplicaSet scale-down ranking by deletion cost and log-scale age. */
  PodDeletionCost: [alpha('1.21'), beta('1.22')],
  LogarithmicScaleDown: [alpha('1.21'), beta('1.22'), ga('1.31')],
  /** KEP-3973: status.terminatingReplicas on ReplicaSets and Deployments. */
  DeploymentReplicaSetTerminatingReplicas: [alpha('1.33'), beta('1.35')],
  /** KEP-2599: StatefulSet minReadySeconds. */
  StatefulSetMinReadySeconds: [alpha('1.22'), beta('1.23'), ga('1.25')],
  /**
   * KEP-961: StatefulSet rollingUpdate.maxUnavailable. Beta (on) in 1.35.0, turned off
   * again in 1.35.4 (#137926, cherry-pick of #137904, for the Parallel regression #137409),
   * off in 1.36, on again in 1.37 (#139466).
   */
  MaxUnavailableStatefulSet: [alpha('1.24'), beta('1.35.0'), beta('1.35.4', false), beta('1.37')],
  /** KEP-1591: DaemonSet rollingUpdate.maxSurge. */
  DaemonSetUpdateSurge: [alpha('1.21'), beta('1.22'), ga('1.25')],
  /** KEP-2214: Indexed Jobs. */
  IndexedJob: [alpha('1.21'), beta('1.22'), ga('1.24')],
  /** KEP-2232: suspended Jobs. */
  SuspendJob: [alpha('1.21'), beta('1.22'), ga('1.24')],
  /** KEP-2879: Job status.ready; pod events batched by podUpdateBatchPeriod. */
  JobReadyPods: [alpha('1.23'), beta('1.24'), ga('1.29')],
  /**
   * KEP-2307: the job-tracking finalizer. Beta in 1.23 but turned off in its patches
   * (#109491) and in 1.24 (#109487), on again in 1.25 (#110948).
   */
  JobTrackingWithFinalizers: [alpha('1.22'), beta('1.23', false), beta('1.25'), ga('1.26')],
  /** KEP-3329: podFailurePolicy. */
  JobPodFailurePolicy: [alpha('1.25'), beta('1.26'), ga('1.31')],
  /** KEP-3850: backoffLimitPerIndex. */
  JobBackoffLimitPerIndex: [alpha('1.28'), beta('1.29'), ga('1.33')],
  /** KEP-3939: podReplacementPolicy and status.terminating. */
  JobPodReplacementPolicy: [alpha('1.28'), beta('1.29'), ga('1.34')],
  /** KEP-3998: successPolicy. */
  JobSuccessPolicy: [alpha('1.30'), beta('1.31'), ga('1.33')],
  /** KEP-4368: managedBy; with it, the interim FailureTarget/SuccessCriteriaMet conditions. */
  JobManagedBy: [alpha('1.30'), beta('1.32'), ga('1.35')],
  /** KEP-4017: the batch.kubernetes.io/job-completion-index label on Pods. */
  PodIndexLabel: [beta('1.28'), ga('1.32')],
  /** KEP-3140: CronJob timeZone. */
  CronJobTimeZone: [alpha('1.24'), beta('1.25'), ga('1.27')],
  /** KEP-3017: PDB unhealthyPodEvictionPolicy. */
  PDBUnhealthyPodEvictionPolicy: [alpha('1.26'), beta('1.27'), ga('1.31')],
} as const satisfies Record<string, readonly VersionedSpec[]>;

export type Gate = keyof typeof FEATURE_GATES;

const parsedSpecs = new Map<Gate, { at: KubeVersion; spec: VersionedSpec }[]>();
function specsOf(gate: Gate): { at: KubeVersion; spec: VersionedSpec }[] {
  let list = parsedSpecs.get(gate);
  if (list === undefined) {
    list = FEATURE_GATES[gate].map((spec: VersionedSpec) => ({
      at: parseVersion(spec.version)!,
      spec,
    }));
    parsedSpecs.set(gate, list);
  }
  return list;
}

/** The gate's spec in force at `v`, or null before the gate existed. */
export function gateSpec(v: KubeVersion, gate: Gate): VersionedSpec | null {
  let found: VersionedSpec | null = null;
  for (const { at, spec } of specsOf(gate)) if (reached(at, v)) found = spec;
  return found;
}

/** The gate is on by default at `v` (featuregate.Enabled on a default-configured cluster). */
export const gateOn = (v: KubeVersion, gate: Gate): boolean => gateSpec(v, gate)?.default ?? false;

/** The gate (and so the API field behind it) exists at `v`, on or off. */
export const gateExists = (v: KubeVersion, gate: Gate): boolean => gateSpec(v, gate) !== null;

/** The first release at which the gate is on by default, "1.35" ("1.35.0" for a patch entry). */
export function gateOnSince(gate: Gate): string {
  const on = FEATURE_GATES[gate].find((s: VersionedSpec) => s.default);
  return on === undefined ? 'never' : on.version;
}

/**
 * When the gate is on by default, as the messages say it after "on from": "1.25", or, for a
 * gate a patch turned off again, "1.35.0 until 1.35.4, and from 1.37" (its table's entries
 * in order: each one that changes the default opens or closes a stretch).
 */
export function gateOnWhen(gate: Gate): string {
  const stretches: string[] = [];
  let open: string | null = null;
  for (const s of FEATURE_GATES[gate] as readonly VersionedSpec[]) {
    if (s.default && open === null) open = s.version;
    else if (!s.default && open !== null) {
      stretches.push(`${open} until ${s.version}`);
      open = null;
    }
  }
  if (open !== null) stretches.push(stretches.length > 0 ? `from ${open}` : open);
  if (stretches.length === 0) return 'never';
  return stretches.length > 1
    ? `${stretches.slice(0, -1).join(', ')}, and ${stretches.at(-1)}`
    : stretches[0]!;
}

/** The first release the gate exists at (its first entry), "1.28". */
export const gateFirstRelease = (gate: Gate): string => FEATURE_GATES[gate][0].version;

/** What the gate is at `v`, as the messages say it: "alpha and off by default". */
export function gateStageWords(v: KubeVersion, gate: Gate): string {
  const spec = gateSpec(v, gate);
  if (spec === null) return 'not there yet';
  return `${spec.preRelease.toLowerCase()} and ${spec.default ? 'on' : 'off'} by default`;
}

/** The gate entries keyed by a patch ("1.35.4"): where a patch release changed a default. */
export function patchEntries(): KubeVersion[] {
  return (Object.keys(FEATURE_GATES) as Gate[])
    .flatMap((g) => specsOf(g).map((s) => s.at))
    .filter((v) => v.patch !== null);
}
