// Version-dependent behaviour, one function a rule, each named for what changed and
// citing where (the PR or feature gate). `minor` is the Kubernetes 1.x
// minor; a minor means its last patch release.
import type { Minor } from './version.ts';

/** #115331 (1.27): pods the kubelet terminated end Succeeded/Failed (kubelet_pods.go getPhase, podIsTerminal). */
export const terminalPhaseOnDeletion = (v: Minor): boolean => v >= 27;

/** ≤1.21: EndpointSlice drops terminating pods (gate EndpointSliceTerminatingCondition off; ShouldPodBeInEndpoints). */
export const sliceKeepsTerminating = (v: Minor): boolean => v >= 22;

/** ProxyTerminatingEndpoints beta (on) in 1.26 for all policies (pkg/proxy/topology.go CategorizeEndpoints). */
export const proxyFallsBackToTerminating = (v: Minor): boolean => v >= 26;

/** #124063 (1.31): a force delete gives the node a 1 s grace (pod_workers.go calculateEffectiveGracePeriod). */
export const forceDeleteGetsOneSecond = (v: Minor): boolean => v >= 31;

/** 1.22 pod-worker rewrite: API deletions and kubelet kills carry a grace override. */
export const podWorkerOverride = (v: Minor): boolean => v >= 22;

/** #115835 (1.28): preStop time counts against the grace, 2 s floor, also under an override. */
export const preStopCountsAgainstOverride = (v: Minor): boolean => v >= 28;

/** #108366 (1.24.0, backported to 1.22.x/1.23.x): terminal phase held back until containers stop. */
export const terminalPhaseHeldBack = (v: Minor): boolean => v >= 22;

/** 1.22+: after deadline detection the kill waits one pod-cache refresh (podWorkerLoop GetNewerThan). */
export const deadlineKillWaitsForCache = (v: Minor): boolean => v >= 22;

/** PodDisruptionConditions beta (on) 1.26, GA 1.31: DisruptionTarget conditions. */
export const disruptionConditions = (v: Minor): boolean => v >= 26;

/**
 * PDB spec.unhealthyPodEvictionPolicy: alpha 1.26 (gate PDBUnhealthyPodEvictionPolicy off,
 * the field is dropped on write), beta (on) 1.27, GA 1.31 (eviction.go Create).
 */
export const pdbUnhealthyPodEvictionPolicy = (v: Minor): boolean => v >= 27;

/**
 * Native sidecars (init containers with restartPolicy: Always): alpha 1.28, beta 1.29. The
 * 1.28 gate is off by default, and with it off the API server drops the field and the Pod
 * never gets past Init; a 1.28 manifest that asks for a sidecar is taken to run with the
 * gate on (kuberuntime_container.go killContainersWithSyncResult kills it with the rest).
 */
export const sidecarsEnabled = (v: Minor): boolean => v >= 28;

/** Sidecars stop after the containers, in reverse order, from 1.29 (#120620); 1.28 kills all at once. */
export const sidecarTerminationOrder = (v: Minor): boolean => v >= 29;

/** preStop `sleep` action: alpha 1.29, beta (on) 1.30 (gate PodLifecycleSleepAction). */
export const preStopSleepAction = (v: Minor): boolean => v >= 30;

/**
 * Node-pressure hard eviction (eviction_manager.go synchronize, immediateEvictionGracePeriodSeconds
 * = 1): from 1.31 the pod worker keeps the eviction's override; on 1.22–1.30 it ignored it
 * and the pod got its full terminationGracePeriodSeconds. The grace
 * itself is cluster/grace.ts hardEvictionGraceSeconds.
 */
export const hardEvictionOverrideKept = (v: Minor): boolean => v >= 31;

/** StatefulSet minReadySeconds: alpha 1.22 (gate StatefulSetMinReadySeconds off), beta (on) 1.23, GA 1.25. */
export const statefulSetMinReadySeconds = (v: Minor): boolean => v >= 23;

/**
 * #121389 (1.29, backported to 1.27 #121921 and 1.28 #121920; issue #118310): the StatefulSet
 * controller also recreates Succeeded pods (stateful_set_control.go processReplica isSucceeded),
 * which the kubelet writes from 1.27 (#115331) for pods it stopped.
 */
export const statefulSetRecreatesSucceeded = (v: Minor): boolean => v >= 27;

/**
 * #123809 (1.31, backported to 1.28–1.30): a Failed/Succeeded StatefulSet pod is deleted and
 * its replacement created only after the old object left the API; before, the controller
 * recorded RecreatingFailedPod/RecreatingTerminatedPod and tried to create in the same sync.
 */
export const statefulSetRecreatesAfterRemoval = (v: Minor): boolean => v >= 28;

/**
 * FailedPreStopHook's message: up to 1.25 executePreStopHook recorded the message of
 * handlerRunner.Run ("Exec lifecycle hook (…) … failed - error: …"); from 1.26 (#86139) it
 * records "PreStopHook failed" and keeps the handler's text in the kubelet log (k/k#119541).
 */
export const hookEventKeepsHandlerText = (v: Minor): boolean => v <= 25;

/**
 * 1.23 renamed the API type v1.Handler to v1.LifecycleHandler (what "invalid handler: %v"
 * prints), and handlers.go built the httpGet URL with formatURL ("HTTP lifecycle hook", no
 * doubled slash) instead of "http://%s/%s" ("Http lifecycle hook").
 */
export const lifecycleHandlerType = (v: Minor): boolean => v >= 23;

/**
 * #122038 (1.31): `kubectl get pods` shows a deleted Pod whose phase is terminal by its own
 * status, not Terminating (printers.go printPod, IsPodPhaseTerminal).
 */
export const terminatingOnlyWhileRunning = (v: Minor): boolean => v >= 31;

/**
 * The 1.22 pod-worker rewrite (#102344): a kill the kubelet starts itself (eviction, node
 * shutdown) changes the generated status through a function (KillPodFunc's statusFn);
 * before, it replaced the whole status, container statuses and all. And ShouldEvict moved
 * after probeManager.UpdatePodStatus in generateAPIPodStatus: on 1.21 a Pod past its
 * activeDeadlineSeconds showed every container not ready.
 */
export const killStatusKeepsContainers = (v: Minor): boolean => v >= 22;

/** #100142 (1.22): RESTARTS says when the last restart was, `3 (42s ago)` (printers.go printPod). */
export const restartsSayWhen = (v: Minor): boolean => v >= 22;
