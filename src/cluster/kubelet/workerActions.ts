// What the pod worker does, as plain functions over its context; kubeletMachine decides
// when. Kept apart so the statechart reads as the lifecycle it is.
import { gatesPass } from '../apiserver/conditions.ts';
import type { ActorRefFrom } from 'xstate';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { podMachine } from '../apiserver/podMachine.ts';
import { terminalPhaseHeldBack } from '../../versions/features.ts';
import { setDisruptionTarget } from '../apiserver/conditions.ts';
import { phaseAfterCompletion, phaseAfterKill } from './phase.ts';
import { backOffMessage } from './backoff.ts';
import { planKills, type KillReason } from './killPods.ts';
import { containerShouldRestart, restartsAfterProbeKill } from './restartRules.ts';
import type { PodContainers } from './podContainers.ts';
import { inTopState, isStarting } from './containerProcess.ts';
import type { Prober, ProbeKind } from './prober.ts';
import type { Readiness } from './readiness.ts';
import type { PodSyncs } from './podSyncs.ts';

export interface KubeletInput {
  world: World;
  pod: PodRecord;
  podActor: ActorRefFrom<typeof podMachine>;
}

export type KubeletEvent =
  | { type: 'DELETION_OBSERVED' }
  /** The API changed the Pod's conditions (a readiness gate set by its controller). */
  | { type: 'POD_CONDITIONS_CHANGED' }
  /**
   * The kubelet kills on its own: graceful node shutdown (nodeshutdown_manager killPods) or
   * node-pressure eviction (eviction_manager evictPod), with this grace as the override.
   */
  | { type: 'SHUTDOWN'; grace: number; reason: 'shutdown' | 'eviction' }
  | { type: 'CONTAINER_STARTED'; name: string }
  | { type: 'CONTAINER_EXITED'; name: string; exitCode: number | null }
  /** The prober's result for a container: Failure, from its liveness or startup probe. */
  | { type: 'PROBE_FAILED'; name: string; probe: ProbeKind }
  /** A container's startup probe succeeded (a sidecar's lets the init sequence go on). */
  | { type: 'STARTUP_SUCCEEDED'; name: string }
  /** A container's image pull ended and it started: the sync goes on (podContainers.ts). */
  | { type: 'IMAGE_READY'; name: string };

/** Told to whoever watches the worker (the node's graceful shutdown waits for it). */
export type KubeletEmitted = { type: 'containersStopped' };

export type Exit = { name: string; exitCode: number | null };

export interface WorkerCtx {
  world: World;
  pod: PodRecord;
  podActor: ActorRefFrom<typeof podMachine>;
  pc: PodContainers;
  readiness: Readiness;
  /** Liveness and startup probes. */
  prober: Prober;
  /** When the pod worker syncs the Pod (PLEG events, probe results, its work queue). */
  syncs: PodSyncs;
  killReason: KillReason;
  /** The grace of a kill the kubelet starts itself (node shutdown). */
  kubeletGrace: number | null;
  /** RestartAllContainers under way: the containers still to kill, one at a time. */
  restartAll: { queue: string[]; current: string | null } | null;
  /** The Pod's phase Running was written (every regular container created once). */
  runningWritten: boolean;
}

export const write = (c: WorkerCtx, e: Parameters<WorkerCtx['podActor']['send']>[0]): void => {
  if (!c.pod.removed) c.podActor.send(e);
};

/**
 * status/generate.go: Ready when every container is ready (prober_manager.go
 * UpdatePodStatus: without a readiness probe, a started container is ready).
 */
export function updateReadiness(c: WorkerCtx): void {
  // status/generate.go: ContainersReady, and Ready = ContainersReady and every readiness
  // gate's condition True (GeneratePodReadyCondition).
  const containersReady = c.readiness.allReady && c.pc.regularAllRunning;
  const gated = c.pod.template.readinessGates !== undefined;
  if (gated && containersReady !== c.pod.containersReady) {
    // A status write of its own (ContainersReady) when Ready waits for a gate: the gate's
    // controller watches for it (the AWS Load Balancer Controller registers such a Pod).
    c.pod.containersReady = containersReady;
    c.world.podChanged(c.pod);
  } else c.pod.containersReady = containersReady;
  const ready = containersReady && gatesPass(c.pod);
  if (ready && !c.pod.ready && c.pod.deletionTimestamp === null && c.killReason === null) {
    write(c, { type: 'READY' });
  } else if (!ready && c.pod.ready) write(c, { type: 'NOT_READY' });
}

/**
 * A container exited. `sameSync`: its probe had it killed and computePodActions starts it
 * again in the same SyncPod, so no status between shows it exited or the Pod not ready
 * (the status manager's next write comes from the next sync, with the new container).
 */
export function recordExit(
  c: WorkerCtx,
  name: string,
  exitCode: number | null,
  sameSync = false,
): void {
  c.pc.running.delete(name);
  c.readiness.exited(name);
  c.prober.exited(name);
  if (exitCode !== null) c.pod.exitCodes.set(name, exitCode);
  if (exitCode !== null && c.pc.isRegular(name)) {
    c.pc.setExitCode(name, exitCode);
    c.pod.finishedAt = c.world.now;
  }
  if (c.pod.ready && c.pc.isRegular(name) && !sameSync) write(c, { type: 'NOT_READY' });
  c.pc.giveTurns();
}

/** Whether the container restarts per its policy (sidecars always do while the pod runs). */
function restarts(
  c: WorkerCtx,
  name: string,
  exitCode: number | null,
  probeKill: boolean,
): boolean {
  const { v } = c.world;
  const spec = c.pc.spec(name);
  const policy = c.pod.template.restartPolicy;
  if (c.pc.isSidecar(name) || (probeKill && restartsAfterProbeKill(v, spec, policy))) return true;
  return containerShouldRestart(v, spec, policy, exitCode ?? 0);
}

/**
 * The container its probe had killed is started again in the same SyncPod
 * (kuberuntime_manager.go computePodActions: ContainersToKill and ContainersToStart of one
 * sync), with no back-off to wait out.
 */
export function restartsInSameSync(c: WorkerCtx, name: string, exitCode: number | null): boolean {
  const probeKill = c.prober.peekProbeKill(name);
  if (probeKill === null || !restarts(c, name, exitCode, true)) return false;
  return !c.pc.backoff.probeKillWaits(name, c.world.now, probeKill.previousFinishedAt);
}

/**
 * Restarts per restartPolicy (sidecars always restart while the pod runs), or from 1.35 per
 * the container's own policy and rules (restartRules.ts). A container its probe had killed
 * restarts whatever its exit code unless its restartPolicy is Never
 * (kuberuntime_manager.go computePodActions: shouldRestartOnFailure). A container in
 * back-off restarts at the first pod sync after its back-off expired (syncPod).
 */
export function restartIfDue(c: WorkerCtx, name: string, exitCode: number | null): void {
  const probeKill = c.prober.probeKillExit(name);
  if (!restarts(c, name, exitCode, probeKill !== null)) return;
  c.pc.restartDue(name);
  const ref = c.pc.refs.get(name)!;
  // kuberuntime_manager.go doBackOff: the first restart is immediate, then 10 s doubling;
  // ten quiet minutes reset it.
  const delay = probeKill
    ? c.pc.backoff.delayAfterProbeKill(name, c.world.now, probeKill.previousFinishedAt)
    : c.pc.backoff.delayAfterExit(name, c.world.now);
  const resets = c.pc.resets;
  const restart = (): void => {
    c.pc.restartDone(name);
    if (c.killReason === null && c.pc.resets === resets) {
      // restartCount counts restarts done; the status update reaches the watchers.
      c.pc.backoff.restarted(name, c.world.now);
      c.pod.restartCount++;
      c.world.podChanged(c.pod);
      c.pc.running.add(name);
      ref.send({ type: 'RESTART' });
    }
  };
  if (delay === 0) {
    // A probe kill restarts in the sync that killed; an exit the PLEG reported, in the sync
    // it causes, whose status (written first) shows the container exited.
    if (probeKill) restart();
    else c.world.clock.after(0, restart);
    return;
  }
  c.world.podStatus.backingOff(c.pod.key, name);
  c.pc.backOff(name, { until: c.world.now + delay, restart });
}

/**
 * One pod sync (kubelet.go SyncPod → kuberuntime_manager.go SyncPod, then UpdatePodStatus):
 * each container whose back-off has expired starts; each still in it gets a Warning BackOff
 * (doBackOff, at every sync) and makes the sync fail; every started container that is not
 * ready gets a manual readiness run. Returns when the earliest back-off left expires.
 */
export function syncPod(c: WorkerCtx): number | null {
  const { world, pod } = c;
  let backOffUntil: number | null = null;
  for (const [name, b] of c.pc.backingOff) {
    if (world.now >= b.until) {
      c.pc.backOffEnded(name);
      b.restart();
      continue;
    }
    const msg = backOffMessage(world.v, name, pod.name, pod.uid, pod.namespace);
    world.kubeEvent('kubelet', pod.key, 'BackOff', msg, 'Warning');
    backOffUntil = backOffUntil === null ? b.until : Math.min(backOffUntil, b.until);
  }
  c.readiness.podSynced();
  return backOffUntil;
}

/**
 * A regular init container that failed and will not run again: the Pod fails
 * (kuberuntime_container.go computeInitContainerActions: ShouldContainerBeRestarted, else KillPod).
 */
export function initFailedForGood(c: WorkerCtx, e: Exit): boolean {
  if (!c.pc.isInitRunning(e.name) || e.exitCode === 0) return false;
  const policy = c.pod.template.restartPolicy;
  return !containerShouldRestart(c.world.v, c.pc.spec(e.name), policy, e.exitCode ?? 1);
}

export function noticeDeadline(c: WorkerCtx): void {
  c.killReason = 'deadline';
  c.readiness.podTerminating();
  const { world, pod } = c;
  world.kubeEvent(
    'kubelet',
    pod.key,
    'DeadlineExceeded',
    'Pod was active on the node longer than the specified deadline',
  );
  // status/generate.go: ShouldEvict inside generateAPIPodStatus sets Ready=False at once.
  if (pod.ready) write(c, { type: 'NOT_READY' });
  // ≤1.21 (no #108366): the kubelet writes Failed/DeadlineExceeded at detection.
  if (!terminalPhaseHeldBack(world.v))
    write(c, { type: 'TERMINAL', phase: 'Failed', reason: 'DeadlineExceeded' });
}

/** kubelet.go SyncTerminatingPod: the phase of a Pod whose containers were killed. */
export function writeTerminalStatus(c: WorkerCtx): void {
  const phase =
    c.killReason === 'completion'
      ? phaseAfterCompletion(c.pc.exitCodes, c.pc.initFailed)
      : phaseAfterKill(c.world.v, c.pod, c.killReason, c.pc.exitCodes);
  if (phase && !(c.pod.phase === phase.phase && c.pod.reason === phase.reason)) {
    write(c, { type: 'TERMINAL', ...phase });
  }
  // PodDisruptionConditions (1.26+): the kubelet's DisruptionTarget appears once the pod is terminal.
  if (c.killReason === 'shutdown' || c.killReason === 'eviction')
    setDisruptionTarget(c.world, c.pod, 'kubelet', 'TerminationByKubelet');
}

/** killContainersWithSyncResult: every running container at once, each with its plan. */
export function killContainers(c: WorkerCtx): void {
  c.prober.stop();
  c.syncs.stop();
  c.pc.forgetRestarts();
  c.pc.stopping = true;
  const plans = planKills(c.world, c.pod, c.killReason, c.kubeletGrace, (name) =>
    notListening(c, name),
  );
  for (const { name, kill } of plans) {
    const ref = c.pc.refs.get(name);
    if (!ref) continue;
    // A container whose image never pulled does not exist: nothing to stop.
    if (
      c.pc.running.has(name) &&
      !inTopState(ref.getSnapshot(), 'PullFailing') &&
      !inTopState(ref.getSnapshot(), 'Pulling')
    )
      c.world.kubeEvent('kubelet', c.pod.key, 'Killing', `Stopping container ${name}`);
    ref.send({ type: 'KILL', kill });
  }
  c.pc.giveTurns();
}

/**
 * Whether the container's process does not listen yet. A module function, not a closure in
 * killContainers: tsx compiles with esbuild's keepNames, which gives every named closure an
 * `__name` defineProperty each time it is made, once per Pod there.
 */
function notListening(c: WorkerCtx, name: string): boolean {
  return isStarting(c.pc.refs.get(name)?.getSnapshot() ?? { value: null });
}
