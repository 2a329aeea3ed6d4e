// The phase the kubelet writes once a Pod's containers have stopped
// (kubelet_pods.go getPhase).
import type { KubeVersion, RestartPolicy } from '../../manifest/model/model.ts';
import type { Phase, PodRecord } from '../apiserver/podStore.ts';
import { nodeShutdownReasonTerminated, terminalPhaseOnDeletion } from '../../versions/features.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { why } from '../whys.ts';
import type { KillReason } from './killPods.ts';
import type { ExitCodes } from './podContainers.ts';

type Terminal = {
  phase: Exclude<Phase, 'Pending' | 'Running'>;
  reason: string | null;
  why?: string;
  changed?: string;
};

/** Every exit code 0 (a walk of the codes, not an array of them and a closure each Pod). */
function allZero(codes: ExitCodes): boolean {
  for (const code of codes.values()) if (code !== 0) return false;
  return true;
}

export function phaseAfterKill(
  v: KubeVersion,
  pod: PodRecord,
  reason: KillReason,
  exitCodes: ExitCodes,
): Terminal | null {
  if (reason === 'eviction') {
    // eviction_manager evictPod: the status it hands killPodFunc.
    return {
      phase: 'Failed',
      reason: 'Evicted',
      why: why('evicted'),
    };
  }
  if (reason === 'shutdown') {
    // nodeshutdown_manager killPods: Failed/Terminated; from 1.27 the regenerated status
    // goes through getPhase(podIsTerminal), so a clean exit may read Succeeded (#115331).
    if (terminalPhaseOnDeletion(v) && allZero(exitCodes))
      return { phase: 'Succeeded', reason: null };
    // 1.21: reason Shutdown, "Node is shutting, evicting pods" (#102840 renamed it in 1.22).
    if (!nodeShutdownReasonTerminated(v))
      return { phase: 'Failed', reason: 'Shutdown', why: why('nodeShutdownBefore122') };
    return {
      phase: 'Failed',
      reason: 'Terminated',
      why: why('nodeShutdown'),
    };
  }
  if (reason === 'deadline') {
    return {
      phase: 'Failed',
      reason: 'DeadlineExceeded',
      why: why('deadline'),
    };
  }
  // A container that never ran (killed while the pod was still initializing) leaves getPhase
  // at Pending; status_manager.go TerminatePod then marks the pod Failed (1.27+).
  const allRan = pod.template.containers.every((c) => exitCodes.has(c.name));
  // 1.27+ (#115331, getPhase with podIsTerminal): every pod the kubelet terminated ends
  // Succeeded when all containers exited 0, else Failed.
  if (terminalPhaseOnDeletion(v)) {
    return {
      phase: allRan && allZero(exitCodes) ? 'Succeeded' : 'Failed',
      reason: null,
      why: why('terminalPhase'),
      changed: versionNote('terminalPhase', v),
    };
  }
  if (!allRan) return null; // getPhase: a waiting container keeps the pod Pending
  const byPolicy = phaseByRestartPolicy(pod.template.restartPolicy, exitCodes);
  return byPolicy && { ...byPolicy, changed: versionNote('terminalPhase', v) };
}

/** Before 1.27, with every container stopped: Always stays Running; Never and OnFailure by exit codes. */
function phaseByRestartPolicy(policy: RestartPolicy, exitCodes: ExitCodes): Terminal | null {
  const ok = allZero(exitCodes);
  switch (policy) {
    case 'Always':
      return null;
    case 'Never':
      return { phase: ok ? 'Succeeded' : 'Failed', reason: null };
    case 'OnFailure':
      return ok ? { phase: 'Succeeded', reason: null } : null;
  }
}

/**
 * Every container ended by itself and none restarts (Never, or OnFailure with exit 0), or a
 * regular init container failed for good: kubelet_pods.go getPhase returns PodFailed for
 * `failedInitialization > 0 && spec.RestartPolicy == v1.RestartPolicyNever` before it looks
 * at the containers (every version 1.21–1.37).
 */
export const phaseAfterCompletion = (exitCodes: ExitCodes, initFailed: boolean): Terminal => ({
  phase: !initFailed && allZero(exitCodes) ? 'Succeeded' : 'Failed',
  reason: null,
});
