// Behaviour that changed at a release without a feature gate of its own: a fix, a rewrite,
// a new message. Beside gates.ts, the other half of the rulebook: each change names the
// first release whose last patch has it (backports to older minors' patches move it back,
// since a minor means its last patch) and where it comes from (the PR, the function).
import { parseVersion, reached, type KubeVersion } from './version.ts';

interface Change {
  /** The first release that has it: "1.27", or "1.35.4" for a patch. */
  readonly since: string;
  /** The PR or issue, and the function that carries it. */
  readonly source: string;
}

export const CHANGES = {
  // --- kubelet ---
  /** kubelet_pods.go getPhase, podIsTerminal: a Pod the kubelet stopped ends Succeeded/Failed. */
  TerminalPhaseOnDeletion: { since: '1.27', source: '#115331' },
  /**
   * kuberuntime_container_linux.go calculateLinuxResources: on cgroup v2 the kubelet sets
   * memory.oom.group=1, so the OOM killer kills every process of the container at once
   * (from 1.32 unless singleProcessOOMKill is set; it defaults to false on cgroup v2).
   */
  OomGroupKill: { since: '1.28', source: '#117793' },
  /** pod_workers.go: the 1.22 rewrite — grace overrides, status functions, cache waits. */
  PodWorkerRewrite: { since: '1.22', source: '#102344' },
  /**
   * nodeshutdown_manager_linux.go: a Pod killed by graceful node shutdown reads reason
   * Terminated, "Pod was terminated in response to imminent node shutdown." (was Shutdown,
   * "Node is shutting, evicting pods"), and one refused at admission NodeShutdown (was
   * Terminated, "Node is in progress of shutting down, not admitting any new pods").
   */
  NodeShutdownReasonTerminated: { since: '1.22', source: '#102840' },
  /**
   * nodeshutdown_manager_linux.go killPods (GracefulNodeShutdownBasedOnPodPriority's
   * rework): the priority groups are killed in turn, each once the one before has stopped or
   * its period ran out. Before it (processShutdownEvent) every Pod was killed at once but
   * the critical ones, which first slept the whole non-critical period.
   */
  ShutdownGroupsInTurn: { since: '1.23', source: '#102915' },
  /** kubelet_pods.go: the terminal phase waits until every container stopped (backported to 1.22/1.23). */
  TerminalPhaseHeldBack: { since: '1.22', source: '#108366' },
  /** pod_workers.go calculateEffectiveGracePeriod: a force delete gives the node 1 s. */
  ForceDeleteOneSecond: { since: '1.31', source: '#124063' },
  /** kuberuntime_container.go killContainer: preStop time counts against the grace, 2 s floor. */
  PreStopCountsAgainstGrace: { since: '1.28', source: '#115835' },
  /** kuberuntime_container.go killContainersWithSyncResult: sidecars stop last, in reverse order. */
  SidecarTerminationOrder: { since: '1.29', source: '#120620' },
  /** eviction_manager.go synchronize: the pod worker keeps a hard eviction's 1 s override. */
  HardEvictionOverrideKept: { since: '1.31', source: 'eviction_manager.go' },
  /** kuberuntime_container.go executePreStopHook: FailedPreStopHook says only "PreStopHook failed". */
  PreStopHookEventMessage: { since: '1.26', source: '#86139' },
  /**
   * prober_manager.go AddPod(ctx, pod): the probe workers run on the pod worker's sync context,
   * which pod_workers.go cancels when the Pod becomes terminating, so an exec readiness probe
   * fails with "context canceled" and its result is thrown away (#140881, seen on 1.35.0–1.35.6;
   * a 1.35 patch fix, #141005, was not confirmed merged).
   */
  ProbeWorkersOnPodContext: { since: '1.35.0', source: '#130487' },
  /** 1.36.0–1.36.2: the pod worker makes a fresh context per sync, so probes survive. */
  PodWorkerContextPerSync: { since: '1.36.0', source: 'pod_workers.go (1.36.0)' },
  /** 1.36.3: #140066 (cherry-pick of #139850) reuses the context again, re-arming the bug (#141006 unconfirmed). */
  PodWorkerContextReused: { since: '1.36.3', source: '#140066' },
  /** prober_manager.go: the workers get context.WithoutCancel (fixed). */
  ProbeWorkersWithoutCancel: { since: '1.37', source: '#140882' },
  /**
   * prober/worker.go run: a manual run (manualTriggerCh, sent by prober_manager.go
   * UpdatePodStatus at each pod sync while a container is not ready) resets the probe ticker,
   * so the next periodic probe is periodSeconds after it. In the 1.32 release notes
   * (sig-release releases/release-1.32/release-notes/maps/pr-119089-map.yaml).
   */
  ProbeTickerResetOnManualRun: { since: '1.32', source: '#119089' },
  /**
   * pod_workers.go completeWork: a sync that failed on a crash-loop back-off requeues the pod
   * at the back-off's expiry (kubecontainer.MinBackoffExpiration, jittered, capped at the
   * resync interval) instead of wait.Jitter(backOffPeriod) (#123602). Merged after its
   * review of 2025-09-30, in the 1.35 cycle (its release note is NONE, so no map says it).
   */
  BackOffRequeueAtExpiry: { since: '1.35', source: '#133066' },
  /** v1.Handler renamed v1.LifecycleHandler; handlers.go formatURL ("HTTP lifecycle hook"). */
  LifecycleHandlerType: { since: '1.23', source: 'types.go LifecycleHandler' },
  /** kuberuntime_manager.go doBackOff: the BackOff event names the container and the Pod. */
  BackOffEventNamesContainer: { since: '1.26', source: '#113216' },
  /** kuberuntime_container.go startContainer: "Created container: %v" (Go 1.24 format cleanup). */
  CreatedMessageColon: { since: '1.32', source: '#127191' },
  /**
   * kuberuntime_container.go startContainer: the container's name leaves the Created and
   * Started messages ("Container created", "Container started"; the name stays in
   * involvedObject.fieldPath). Read in the 1.35.6 and 1.36.3 sources.
   */
  ContainerEventsWithoutName: { since: '1.35', source: '#134043' },
  /**
   * images/puller.go, image_manager.go EnsureImageExists: the serialized puller times the pull
   * itself, and the Pulled event says "in %v (%v including waiting)", the wait in the puller's
   * queue counted in the second (#111772; cherry-picked to 1.23 (#114430), 1.24 (#114272) and
   * 1.25 (#114271), so their last patches have it).
   */
  PulledMessageWaiting: { since: '1.23', source: '#111772' },
  /**
   * image_manager.go EnsureImageExists: the Pulled event adds ". Image size: %v bytes." (the
   * size GetImageSize reads after the pull; #121719, with the image_pull_duration_seconds
   * metric, merged in the 1.30 cycle).
   */
  PulledMessageImageSize: { since: '1.30', source: '#121719' },
  // --- API server and kubectl ---
  /**
   * pods.go podEvaluator.Constraints names the containers that lack a quota'd resource
   * ("must specify limits.cpu for: app"), not only the resources ("must specify limits.cpu"):
   * kubernetes/kubernetes#107210, merged February 2022, in 1.24.
   */
  QuotaConstraintNamesContainers: { since: '1.24', source: '#107210 podEvaluator.Constraints' },
  /** printers.go printPod: a deleted Pod whose phase is terminal shows that phase, not Terminating. */
  TerminatingOnlyWhileRunning: { since: '1.31', source: '#122038' },
  /** printers.go printPod: RESTARTS says when, `3 (42s ago)`. */
  RestartsSayWhen: { since: '1.22', source: '#100142' },
  /** job/strategy.go: a DELETE of a Job that leaves the policy to Orphan gets a warning. */
  JobOrphanDeleteWarning: { since: '1.23', source: 'job storage REST.Delete' },
  /** ValidateStatefulSetName: a DNS label, since its Pods' hostnames come from it. */
  StatefulSetNameIsLabel: { since: '1.27', source: '#114172' },
  /**
   * apimachinery field.TooLong says "may not be more than N bytes" (was "must have at most N
   * bytes"): 51cdbebd "Kill TooLongMaxLength() in favor of TooLong()", first in 1.32.0.
   */
  TooLongMayNotBeMore: { since: '1.32', source: 'apimachinery 51cdbebd' },
  /** WarningsOnCreate: a workload whose name is no DNS label gets a warning. */
  WorkloadNameWarning: { since: '1.27', source: '#114412' },
  /**
   * validation.go: restartPolicyRules over their limits give field.TooMany ("Too many: N:
   * must have at most M items"); 1.35 said field.TooLong ("Too long: may not be more than M
   * bytes").
   */
  RestartRuleLimitsSayItems: { since: '1.36', source: '#137136' },
  /** ServerSideFieldValidation beta on (GA 1.27): kubectl's "strict decoding error". */
  ServerSideFieldValidation: { since: '1.25', source: 'KEP-2885' },
  // --- controllers ---
  /** stateful_set_control.go processReplica isSucceeded (backported to 1.27, 1.28). */
  StatefulSetRecreatesSucceeded: { since: '1.27', source: '#121389' },
  /** stateful_set_control.go processReplica: replace a terminal Pod only after it left the API (backported to 1.28–1.30). */
  StatefulSetRecreatesAfterRemoval: { since: '1.28', source: '#123809' },
  /** daemon_controller.go getNodesToDaemonPods(includeDeletedTerminal=false) (backported to 1.26, 1.27). */
  DaemonSetSkipsDeletedTerminal: { since: '1.26', source: '#118716' },
  /** daemon_controller.go podsShouldBeOnNode: a Succeeded daemon Pod is deleted (backported to 1.26). */
  DaemonSetDeletesSucceeded: { since: '1.26', source: '#117073' },
  /** update.go rollingUpdate: an unavailable old Pod counts against maxUnavailable (backported). */
  DaemonSetCountsOldUnavailable: { since: '1.28', source: '#123233' },
  /** backoff_utils.go: the Job's back-off runs from each failure's finishedAt, not the workqueue. */
  JobBackoffRecords: { since: '1.27', source: '#114768' },
  /** backoff_utils.go MaxJobPodFailureBackOff: the back-off caps at 10 min, 6 min before. */
  JobBackoffCapTenMinutes: { since: '1.28', source: '#118615' },
  /** job_controller.go onlyReplaceFailedPods: with a podFailurePolicy only Failed Pods are replaced. */
  JobOnlyReplaceFailedPods: { since: '1.28', source: 'job_controller.go onlyReplaceFailedPods' },
  /** job_controller.go enqueueSyncJobBatched: every pod event waits the batch period. */
  JobBatchesEveryPodEvent: { since: '1.28', source: 'job_controller.go enqueueSyncJobBatched' },
  /** job_controller.go podGenerateNameWithIndex: `<job>-<index>-`. */
  JobPodNameHasIndex: { since: '1.22', source: '#101601' },
  /** job_controller.go enactJobFinished: FailureTarget/SuccessCriteriaMet first. */
  JobInterimConditions: { since: '1.31', source: 'JobPodReplacementPolicy/JobManagedBy' },
  /** cronjob utils.go mostRecentScheduleTime walks the schedule; the missed count is hidden. */
  CronJobMostRecentSchedule: { since: '1.25', source: '#118724, #118940' },
  /** cronjob_controllerv2.go syncCronJob: SawCompletedJob says `condition:`. */
  CronJobSawCompletedCondition: { since: '1.31', source: '#123537' },
  /** node_lifecycle_controller.go: node-monitor-grace-period 50 s, 40 s before. */
  NodeMonitorGraceFiftySeconds: { since: '1.32', source: '#126287' },
  /** deployment/sync.go scaleReplicaSet: "to N from M". */
  ScaledMessageFrom: { since: '1.27', source: '#101142' },
  /** deployment/sync.go scaleReplicaSet: "from M to N", also for a new ReplicaSet. */
  ScaledMessageFromTo: { since: '1.32', source: '#125118' },
  // --- scheduler ---
  /**
   * kube-scheduler's config API (options/configfile.go loadConfigFromFile, the scheme's served
   * versions; KEP-785 implementation history): v1beta2 from 1.22, v1beta3 from 1.23, v1 from
   * 1.25; v1beta1 removed in 1.23, v1beta2 in 1.28 (#117649), v1beta3 in 1.29 (#119994).
   */
  SchedulerConfigV1beta2: { since: '1.22', source: 'KEP-785' },
  SchedulerConfigV1beta3: { since: '1.23', source: 'KEP-785' },
  SchedulerConfigV1: { since: '1.25', source: 'KEP-785' },
  SchedulerConfigV1beta1Removed: { since: '1.23', source: 'KEP-785' },
  SchedulerConfigV1beta2Removed: { since: '1.28', source: '#117649' },
  SchedulerConfigV1beta3Removed: { since: '1.29', source: '#119994' },
  /** kube-scheduler serves only its secure port (10259); the insecure 10251 is gone. */
  SchedulerInsecureServingRemoved: { since: '1.23', source: '#96345' },
  /** interpodaffinity Filter: the specific reason alone, without "didn't match pod affinity/anti-affinity". */
  InterPodAffinityOneReason: { since: '1.22', source: '#102518' },
  /** tainttoleration Filter: "untolerated taint". */
  UntoleratedTaintWording: { since: '1.24', source: 'tainttoleration Filter' },
  /** tainttoleration Filter: the taint itself left out (patch releases of 1.34). */
  TaintReasonWithoutTaint: { since: '1.34', source: '#134740, #135023' },
  /** defaultpreemption PostFilter: " preemption: 0/N nodes are available: …". */
  PreemptionPostFilterMessage: { since: '1.24', source: '#107775' },
  /** FitError.Error's separator over the PostFilter message: "..". */
  PostFilterDoublePeriod: { since: '1.25', source: '#110894' },
  /** FitError.Error: one period again. */
  PostFilterSinglePeriod: { since: '1.28', source: '#117588' },
  /** dynamicresources PostFilter: "no new claims to deallocate" (DRA on by default). */
  DynamicResourcesPostFilter: { since: '1.34', source: 'dynamicresources PostFilter' },
  /** scheduling_queue.go podMaxInUnschedulablePodsDuration: 5 min, 60 s before. */
  UnschedulableFiveMinutes: { since: '1.24', source: '#108761' },
  /** preemption: the victim's event no longer names the preemptor (backported to 1.23–1.25). */
  PreemptedByAPod: { since: '1.23', source: '#114923' },
  /** preemption: the victim's event gives the preemptor's UID. */
  PreemptedByUid: { since: '1.29', source: '#119971' },
  /**
   * stateful_set_control.go updateStatefulSetAfterInvariantEstablished: with Parallel, old
   * Pods already unavailable are replaced first, then available ones within maxUnavailable
   * (its 1.35 backport was closed unmerged).
   */
  StatefulSetMaxUnavailableParallelFix: { since: '1.37', source: '#137666' },
  /**
   * stateful_set_control.go updateStatefulSet: the rolling update (without maxUnavailable)
   * waits for an updated Pod to be Available (minReadySeconds), not just Running and Ready,
   * and the first unhealthy Pod is the first unavailable one (isUnavailable for !isHealthy;
   * "Statefulset now respects minReadySeconds", v1.34.0-beta.0).
   */
  StatefulSetUpdateWaitsForAvailable: { since: '1.34', source: '#130909' },
  /**
   * disruption.go getExpectedScale: a selected Pod without a controllerRef is skipped
   * (unmanagedPods), not an error that fails the sync ("Disruption controller shouldn't error
   * while syncing for unmanaged pods").
   */
  UnmanagedPodsSkipped: { since: '1.22', source: '#103414' },
  /** disruption.go trySync: a Warning UnmanagedPods on the budget (message of #116256). */
  UnmanagedPodsEvent: { since: '1.27', source: '#115861' },

  // --- what a mesh does by the kubelet's version (request-path.md §4.1) ---
  /**
   * Istio 1.27+ (ENABLE_NATIVE_SIDECARS=auto, pilot/pkg/features/pilot.go:346) injects
   * istio-proxy as a native sidecar when the node's kubelet is 1.33+ (pkg/kube/inject/webhook.go).
   */
  IstioNativeSidecarAuto: { since: '1.33', source: 'istio pilot/pkg/features/pilot.go:346' },
} as const satisfies Record<string, Change>;

export type ChangeName = keyof typeof CHANGES;

const parsed = new Map<ChangeName, KubeVersion>();
/** The first release of a change. */
export function changeVersion(name: ChangeName): KubeVersion {
  let at = parsed.get(name);
  if (at === undefined) {
    at = parseVersion(CHANGES[name].since)!;
    parsed.set(name, at);
  }
  return at;
}

/** `v` has the change. */
export const has = (v: KubeVersion, name: ChangeName): boolean => reached(changeVersion(name), v);

/** The changes keyed by a patch: where a patch release changed behaviour. */
export function changePatchEntries(): KubeVersion[] {
  return (Object.keys(CHANGES) as ChangeName[]).map(changeVersion).filter((v) => v.patch !== null);
}
