// The named rules: what a version does, one predicate a behaviour, each over a feature gate
// (gates.ts) or a change without one (changes.ts). The parser, the components and the page
// ask these; nothing outside src/versions/ compares versions.
import { changePatchEntries, has } from './changes.ts';
import { gateExists, gateOn, patchEntries } from './gates.ts';
import { pickableVersions, type KubeVersion } from './version.ts';

type Rule = (v: KubeVersion) => boolean;

// --- kubelet and Pods ---
/** Pods the kubelet terminated end Succeeded/Failed (kubelet_pods.go getPhase, podIsTerminal). */
export const terminalPhaseOnDeletion: Rule = (v) => has(v, 'TerminalPhaseOnDeletion');
/** A terminating Pod stays in its EndpointSlice (EndpointSliceTerminatingCondition; ShouldPodBeInEndpoints). */
export const sliceKeepsTerminating: Rule = (v) => gateOn(v, 'EndpointSliceTerminatingCondition');
/** kube-proxy falls back to terminating endpoints (pkg/proxy/topology.go CategorizeEndpoints). */
export const proxyFallsBackToTerminating: Rule = (v) => gateOn(v, 'ProxyTerminatingEndpoints');
/** A force delete gives the node a 1 s grace (pod_workers.go calculateEffectiveGracePeriod). */
export const forceDeleteGetsOneSecond: Rule = (v) => has(v, 'ForceDeleteOneSecond');
/**
 * The OOM killer kills the whole container, not only the process that passed the limit
 * (memory.oom.group=1 on cgroup v2; podterm's nodes run cgroup v2).
 */
export const oomKillsWholeContainer: Rule = (v) => has(v, 'OomGroupKill');
/** The 1.22 pod-worker rewrite: API deletions and kubelet kills carry a grace override. */
export const podWorkerOverride: Rule = (v) => has(v, 'PodWorkerRewrite');
/** preStop time counts against the grace, 2 s floor, also under an override. */
export const preStopCountsAgainstOverride: Rule = (v) => has(v, 'PreStopCountsAgainstGrace');
/** The terminal phase is held back until every container stopped. */
export const terminalPhaseHeldBack: Rule = (v) => has(v, 'TerminalPhaseHeldBack');
/** After deadline detection the kill waits one pod-cache refresh (podWorkerLoop GetNewerThan). */
export const deadlineKillWaitsForCache: Rule = (v) => has(v, 'PodWorkerRewrite');
/**
 * A kill the kubelet starts itself (eviction, node shutdown) changes the generated status
 * through KillPodFunc's statusFn; before, it replaced the whole status. And ShouldEvict moved
 * after probeManager.UpdatePodStatus in generateAPIPodStatus.
 */
export const killStatusKeepsContainers: Rule = (v) => has(v, 'PodWorkerRewrite');
/** Graceful node shutdown kills its priority groups in turn (before: critical ones after a sleep). */
export const shutdownGroupsInTurn: Rule = (v) => has(v, 'ShutdownGroupsInTurn');
/** Graceful node shutdown's reasons are Terminated (killed) and NodeShutdown (refused). */
export const nodeShutdownReasonTerminated: Rule = (v) => has(v, 'NodeShutdownReasonTerminated');
/** DisruptionTarget conditions. */
export const disruptionConditions: Rule = (v) => gateOn(v, 'PodDisruptionConditions');
/**
 * Native sidecars. The 1.28 gate is alpha and off, and with it off the API server drops the
 * field; a 1.28 manifest that asks for a sidecar is taken to run with the gate on
 * (kuberuntime_container.go killContainersWithSyncResult kills it with the rest).
 */
export const sidecarsEnabled: Rule = (v) => gateExists(v, 'SidecarContainers');
/** Sidecars stop after the containers, in reverse order; 1.28 kills all at once. */
/** Native sidecars can run at all (Linkerd's injector needs them on: 1.29+). */
export const nativeSidecarsOn: Rule = (v) => gateOn(v, 'SidecarContainers');
export const sidecarTerminationOrder: Rule = (v) => has(v, 'SidecarTerminationOrder');
/** The preStop `sleep` action is on by default. */
export const preStopSleepAction: Rule = (v) => gateOn(v, 'PodLifecycleSleepAction');
/** The `sleep` handler exists in the API (alpha or later). */
export const sleepHandlerExists: Rule = (v) => gateExists(v, 'PodLifecycleSleepAction');
/** `sleep: {seconds: 0}` is valid. */
export const sleepZeroAllowed: Rule = (v) => gateOn(v, 'PodLifecycleSleepActionAllowZero');
/** `lifecycle.stopSignal` exists in the API. */
export const stopSignalFieldExists: Rule = (v) => gateExists(v, 'ContainerStopSignals');
/** `restartPolicyRules` exists in the API. */
export const restartRulesFieldExists: Rule = (v) => gateExists(v, 'ContainerRestartRules');
/**
 * Node-pressure hard eviction (eviction_manager.go synchronize): the pod worker keeps the
 * eviction's override; on 1.22–1.30 it ignored it and the pod got its full grace.
 */
export const hardEvictionOverrideKept: Rule = (v) => has(v, 'HardEvictionOverrideKept');
/** FailedPreStopHook carries the handler's own error (up to 1.25; #86139 made it "PreStopHook failed"). */
export const hookEventKeepsHandlerText: Rule = (v) => !has(v, 'PreStopHookEventMessage');
/** The API type is v1.LifecycleHandler and handlers.go builds the URL with formatURL. */
export const lifecycleHandlerType: Rule = (v) => has(v, 'LifecycleHandlerType');
/** The BackOff event names the container and the Pod. */
export const backOffEventNamesContainer: Rule = (v) => has(v, 'BackOffEventNamesContainer');
/** A manual readiness run (at a pod sync) resets the probe ticker (worker.go run). */
export const probeTickerResetsOnManualRun: Rule = (v) => has(v, 'ProbeTickerResetOnManualRun');
/** A sync stopped by a crash-loop back-off requeues the pod at the back-off's expiry. */
export const backOffRequeueAtExpiry: Rule = (v) => has(v, 'BackOffRequeueAtExpiry');
/** "Created container: X" rather than "Created container X". */
export const createdMessageHasColon: Rule = (v) => has(v, 'CreatedMessageColon');
/** A probe's own terminationGracePeriodSeconds is on by default. */
export const probeTerminationGracePeriod: Rule = (v) => gateOn(v, 'ProbeTerminationGracePeriod');

// --- API server and kubectl ---
/** ResourceQuota's "must specify …" names the containers ("limits.cpu for: app"). */
export const quotaConstraintNamesContainers: Rule = (v) => has(v, 'QuotaConstraintNamesContainers');
/** `kubectl get pods` shows a deleted Pod with a terminal phase by its phase (printers.go printPod). */
export const terminatingOnlyWhileRunning: Rule = (v) => has(v, 'TerminatingOnlyWhileRunning');
/** RESTARTS says when the last restart was, `3 (42s ago)` (printers.go printPod). */
export const restartsSayWhen: Rule = (v) => has(v, 'RestartsSayWhen');
/** A Job DELETE that leaves the policy to the Orphan default gets a warning. */
export const jobOrphanDeleteWarning: Rule = (v) => has(v, 'JobOrphanDeleteWarning');
/** A StatefulSet's name must be a DNS label (ValidateStatefulSetName). */
export const statefulSetNameIsLabel: Rule = (v) => has(v, 'StatefulSetNameIsLabel');
/** A workload whose name is no DNS label gets a warning (WarningsOnCreate). */
/** field.TooLong says "may not be more than N bytes" (metadata.annotations' total size, …). */
export const tooLongSaysMayNotBeMore: Rule = (v) => has(v, 'TooLongMayNotBeMore');
export const workloadNameWarning: Rule = (v) => has(v, 'WorkloadNameWarning');
/** Unknown fields are refused by the server ("strict decoding error"), not by kubectl's schema. */
export const serverSideFieldValidation: Rule = (v) => has(v, 'ServerSideFieldValidation');
/** PDB spec.unhealthyPodEvictionPolicy (eviction.go Create). */
export const pdbUnhealthyPodEvictionPolicy: Rule = (v) =>
  gateOn(v, 'PDBUnhealthyPodEvictionPolicy');

// --- workload controllers ---
/** ReplicaSet scale-down ranks by deletion cost and log-scale age (ActivePodsWithRanks.Less). */
export const podDeletionRanking: Rule = (v) => gateOn(v, 'PodDeletionCost');
/** StatefulSet minReadySeconds. */
export const statefulSetMinReadySeconds: Rule = (v) => gateOn(v, 'StatefulSetMinReadySeconds');
/** The StatefulSet minReadySeconds field exists (alpha or later). */
export const statefulSetMinReadySecondsExists: Rule = (v) =>
  gateExists(v, 'StatefulSetMinReadySeconds');
/** The StatefulSet controller recreates Succeeded Pods too (processReplica isSucceeded). */
export const statefulSetRecreatesSucceeded: Rule = (v) => has(v, 'StatefulSetRecreatesSucceeded');
/** A terminal StatefulSet Pod is replaced only after the old object left the API. */
export const statefulSetRecreatesAfterRemoval: Rule = (v) =>
  has(v, 'StatefulSetRecreatesAfterRemoval');
/** A deleted terminal daemon Pod does not hold its node (getNodesToDaemonPods). */
export const daemonSetSkipsDeletedTerminal: Rule = (v) => has(v, 'DaemonSetSkipsDeletedTerminal');
/** A Succeeded daemon Pod is deleted and replaced. */
export const daemonSetDeletesSucceeded: Rule = (v) => has(v, 'DaemonSetDeletesSucceeded');
/** An unavailable old daemon Pod counts against maxUnavailable (update.go rollingUpdate). */
export const daemonSetCountsOldUnavailable: Rule = (v) => has(v, 'DaemonSetCountsOldUnavailable');
/** The suspend field is honoured. */
export const suspendJob: Rule = (v) => gateOn(v, 'SuspendJob');
/** Job status.ready, and pod events batched by podUpdateBatchPeriod. */
export const jobReadyPods: Rule = (v) => gateOn(v, 'JobReadyPods');
/** The job-tracking finalizer; a deleted Pod counts as failed. */
export const trackingWithFinalizers: Rule = (v) => gateOn(v, 'JobTrackingWithFinalizers');
/** podFailurePolicy is honoured (and FailureTarget exists for FailJob). */
export const jobPodFailurePolicy: Rule = (v) => gateOn(v, 'JobPodFailurePolicy');
/** Job status.terminating. */
export const jobTerminatingStatus: Rule = (v) => gateOn(v, 'JobPodReplacementPolicy');
/** Job Pods carry the batch.kubernetes.io/job-completion-index label. */
export const jobIndexLabel: Rule = (v) => gateOn(v, 'PodIndexLabel');
/** An indexed Job's Pods are named `<job>-<index>-` (podGenerateNameWithIndex). */
export const jobPodNameHasIndex: Rule = (v) => has(v, 'JobPodNameHasIndex');
/** The Job's back-off runs from each failure (backoff_utils.go); before, the workqueue delayed the sync. */
export const jobBackoffRecords: Rule = (v) => has(v, 'JobBackoffRecords');
/** With a podFailurePolicy (or podReplacementPolicy Failed) only Failed Pods are replaced. */
export const jobOnlyReplaceFailedPods: Rule = (v) => has(v, 'JobOnlyReplaceFailedPods');
/** Every pod event waits the batch period (enqueueSyncJobBatched). */
export const jobBatchesEveryPodEvent: Rule = (v) => has(v, 'JobBatchesEveryPodEvent');
/** FailureTarget / SuccessCriteriaMet first, the final condition once no Pod terminates. */
export const jobInterimConditions: Rule = (v) => has(v, 'JobInterimConditions');
/** Job successPolicy. */
export const jobSuccessPolicy: Rule = (v) => gateOn(v, 'JobSuccessPolicy');
// kube-scheduler loads its --config only in a KubeSchedulerConfiguration apiVersion its
// scheme serves (options/configfile.go loadConfigFromFile); another makes it exit at start.
/** kubescheduler.config.k8s.io/v1beta1 (removed with the legacy policy API in 1.23). */
export const schedulerConfigV1beta1: Rule = (v) => !has(v, 'SchedulerConfigV1beta1Removed');
/** kubescheduler.config.k8s.io/v1beta2 (1.22; removed in 1.28, #117649). */
export const schedulerConfigV1beta2: Rule = (v) =>
  has(v, 'SchedulerConfigV1beta2') && !has(v, 'SchedulerConfigV1beta2Removed');
/** kubescheduler.config.k8s.io/v1beta3 (1.23; removed in 1.29, #119994). */
export const schedulerConfigV1beta3: Rule = (v) =>
  has(v, 'SchedulerConfigV1beta3') && !has(v, 'SchedulerConfigV1beta3Removed');
/** kubescheduler.config.k8s.io/v1 (GA in 1.25). */
export const schedulerConfigV1: Rule = (v) => has(v, 'SchedulerConfigV1');
/** kube-scheduler still serves /healthz on its insecure port 10251 (removed by #96345). */
export const kubeSchedulerInsecurePort: Rule = (v) => !has(v, 'SchedulerInsecureServingRemoved');
/** mostRecentScheduleTime walks the schedule; the missed count is left out of its message. */
export const cronJobMostRecentSchedule: Rule = (v) => has(v, 'CronJobMostRecentSchedule');
/** SawCompletedJob says `condition:` rather than `status:`. */
export const cronJobSawCompletedCondition: Rule = (v) => has(v, 'CronJobSawCompletedCondition');
/** "Scaled up replica set X to N from M". */
export const scaledMessageFrom: Rule = (v) => has(v, 'ScaledMessageFrom');
/** "Scaled up replica set X from M to N". */
export const scaledMessageFromTo: Rule = (v) => has(v, 'ScaledMessageFromTo');

// --- node lifecycle ---
/** PodGC force-deletes the Pods of an out-of-service node. */
export const podGcForOutOfService: Rule = (v) => gateOn(v, 'NodeOutOfServiceVolumeDetach');
/** NoExecute evictions come from the taint-eviction-controller (tainteviction.New). */
export const separateTaintEvictionController: Rule = (v) =>
  gateOn(v, 'SeparateTaintEvictionController');

// --- scheduler ---
/** tainttoleration Filter says "untolerated taint". */
export const untoleratedTaintWording: Rule = (v) => has(v, 'UntoleratedTaintWording');
/** …and leaves the taint itself out. */
export const taintReasonWithoutTaint: Rule = (v) => has(v, 'TaintReasonWithoutTaint');
/** FailedScheduling carries the preemption PostFilter's message. */
export const preemptionPostFilterMessage: Rule = (v) => has(v, 'PreemptionPostFilterMessage');
/** FailedScheduling ends ".." (FitError's separator over the PostFilter message's period). */
export const postFilterDoublePeriod: Rule = (v) =>
  has(v, 'PostFilterDoublePeriod') && !has(v, 'PostFilterSinglePeriod');
/** The DynamicResources PostFilter speaks first: "no new claims to deallocate". */
export const dynamicResourcesPostFilter: Rule = (v) => has(v, 'DynamicResourcesPostFilter');
/** The preemption victim's event says "Preempted by a pod" (no namespace/name). */
/** spec.schedulingGates are kept and hold the Pod from the scheduler (KEP-3521). */
export const schedulingGatesHonoured: Rule = (v) => gateOn(v, 'PodSchedulingReadiness');
export const preemptedByAPod: Rule = (v) => has(v, 'PreemptedByAPod');
/** The preemption victim's event gives the preemptor's UID. */
export const preemptedByUid: Rule = (v) => has(v, 'PreemptedByUid');
/** interpodaffinity Filter gives its specific reason only (1.21 adds the generic one first). */
export const interPodAffinityOneReason: Rule = (v) => has(v, 'InterPodAffinityOneReason');
/** A Pod moved to the backoff queue is popped at once when the active queue is empty. */
export const popFromBackoffQueue: Rule = (v) => gateOn(v, 'SchedulerPopFromBackoffQ');
/** Only a Pod deletion the InterPodAffinity QueueingHint finds relevant requeues its Pods. */
export const schedulerQueueingHints: Rule = (v) => gateOn(v, 'SchedulerQueueingHints');
/** An unschedulable Pod waits 5 min for a retry with no cluster event (60 s before). */
export const unschedulableFiveMinutes: Rule = (v) => has(v, 'UnschedulableFiveMinutes');

/** Every release a picker offers: the minors, and the patches before a patch-level rule. */
export const PICKABLE_VERSIONS: readonly KubeVersion[] = pickableVersions([
  ...patchEntries(),
  ...changePatchEntries(),
]);

// --- 1.35 and later ---
/** A container's own restartPolicy and restartPolicyRules are honoured (ContainerShouldRestart). */
export const containerRestartRules: Rule = (v) => gateOn(v, 'ContainerRestartRules');
/** The rule action RestartAllContainers restarts the whole Pod in place. */
export const restartAllContainers: Rule = (v) => gateOn(v, 'RestartAllContainersOnContainerExits');
/** The rule action RestartAllContainers exists in the API (alpha or later). */
export const restartAllContainersExists: Rule = (v) =>
  gateExists(v, 'RestartAllContainersOnContainerExits');
/** ReplicaSets and Deployments report status.terminatingReplicas. */
export const terminatingReplicasStatus: Rule = (v) =>
  gateOn(v, 'DeploymentReplicaSetTerminatingReplicas');
/** StatefulSet rollingUpdate.maxUnavailable is honoured. */
export const statefulSetMaxUnavailable: Rule = (v) => gateOn(v, 'MaxUnavailableStatefulSet');
/** StatefulSet maxUnavailable with Parallel replaces unavailable old Pods first (#137666). */
export const statefulSetMaxUnavailableParallelFix: Rule = (v) =>
  has(v, 'StatefulSetMaxUnavailableParallelFix');
/** A StatefulSet's rolling update waits for each updated Pod to be Available (#130909). */
export const statefulSetUpdateWaitsForAvailable: Rule = (v) =>
  has(v, 'StatefulSetUpdateWaitsForAvailable');
/** A budget's sync skips the Pods no controller owns (before: its sync fails, #103414). */
export const unmanagedPodsSkipped: Rule = (v) => has(v, 'UnmanagedPodsSkipped');
/** A budget's sync that skipped unmanaged Pods records a Warning UnmanagedPods (#115861). */
export const unmanagedPodsEvent: Rule = (v) => has(v, 'UnmanagedPodsEvent');
/** The kubelet's Created/Started events say "Container created" / "Container started". */
export const containerEventsWithoutName: Rule = (v) => has(v, 'ContainerEventsWithoutName');
/** The Pulled event says the time including the wait in the serialized puller's queue. */
export const pulledMessageSaysWaiting: Rule = (v) => has(v, 'PulledMessageWaiting');
/** The Pulled event ends with ". Image size: N bytes." */
export const pulledMessageSaysSize: Rule = (v) => has(v, 'PulledMessageImageSize');

/** restartPolicyRules over their limits say "Too many: N: must have at most M items". */
export const restartRuleLimitsSayItems: Rule = (v) => has(v, 'RestartRuleLimitsSayItems');
/**
 * Exec readiness probes stop once the Pod terminates ("context canceled", the result thrown
 * away), so Ready keeps its last value until the container dies: 1.35.0 on (#130487) and
 * 1.36.3 on (#140066), fixed in 1.37 (#140882). "1.35" and "1.36" (their last patches) are
 * taken to have it: the newest patches read (1.35.6, 1.36.3) do, and the patch fixes were not
 * confirmed merged.
 */
export const execReadinessCancelledOnTermination: Rule = (v) =>
  has(v, 'ProbeWorkersOnPodContext') &&
  !has(v, 'ProbeWorkersWithoutCancel') &&
  !(has(v, 'PodWorkerContextPerSync') && !has(v, 'PodWorkerContextReused'));

// --- the request path ---
/** Istio 1.27+ (ENABLE_NATIVE_SIDECARS=auto) injects istio-proxy as a native sidecar. */
export const istioNativeSidecar: Rule = (v) => has(v, 'IstioNativeSidecarAuto');
