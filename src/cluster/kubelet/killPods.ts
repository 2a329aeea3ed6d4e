// What the kubelet hands each container when it kills a Pod: the preStop budget and the
// StopContainer timeout (kuberuntime_container.go killContainer).
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { ContainerKill } from './containerMachine.ts';
import { killPlan, nodeGraceSeconds } from '../apiserver/grace.ts';
import { podWorkerOverride, sidecarTerminationOrder } from '../../versions/features.ts';

/**
 * Why the pod worker is killing: an API deletion, the kubelet's deadline check, or the
 * regular containers having completed (only the native sidecars are left to stop).
 */
export type KillReason = 'api' | 'deadline' | 'completion' | 'shutdown' | 'eviction' | null;

export function planKills(
  world: World,
  pod: PodRecord,
  reason: KillReason,
  /** The kubelet's own grace for a kill it starts (node shutdown: min(tGPS, group period)). */
  kubeletGrace: number | null = null,
): { name: string; kill: ContainerKill }[] {
  const v = world.v;
  const tGPS = pod.template.terminationGracePeriodSeconds;
  const deletionGrace = reason === 'api' ? pod.deletionGracePeriodSeconds : null;
  // pod_workers.go UpdatePod passes the effective grace as an override for every API
  // deletion on 1.22+; the activeDeadlineSeconds path (SyncPod returning terminal) has none.
  // A kubelet-initiated kill (node shutdown: nodeshutdown_manager killPods; node-pressure
  // eviction: eviction_manager evictPod) always passes its grace as the override.
  // ≤1.21 killPodNow passes the kubelet's override as is (0 included); the 1.22 pod worker
  // raises it to 1 (pod_workers.go calculateEffectiveGracePeriod).
  const override =
    reason === 'shutdown' || reason === 'eviction'
      ? Math.max(podWorkerOverride(v) ? 1 : 0, kubeletGrace ?? tGPS)
      : reason === 'api' && podWorkerOverride(v)
        ? nodeGraceSeconds(v, deletionGrace ?? tGPS, tGPS)
        : null;
  // Init containers too: a sidecar, or a regular one still running when the kill comes.
  return [...pod.template.containers, ...pod.template.initContainers].map((c) => {
    const plan = killPlan({ v, tGPS, deletionGrace, override }, c);
    const hookDuration = c.preStop === null || c.preStop.fails ? 0 : c.preStop.durationMs;
    const hookMs = plan.runPreStop ? Math.min(hookDuration, plan.preStopBudgetMs) : 0;
    // kuberuntime_termination_order.go: a sidecar waits for its turn, at most what is left
    // of the grace after its hook (1.29+, #120620).
    const grace = override ?? deletionGrace ?? tGPS;
    const turn =
      c.sidecar && sidecarTerminationOrder(v)
        ? { graceSeconds: grace, capMs: Math.max(0, grace - Math.floor(hookMs / 1000)) * 1000 }
        : null;
    return {
      name: c.name,
      kill: {
        hookMs,
        runPreStop: plan.runPreStop,
        hookCompletes: hookDuration <= plan.preStopBudgetMs,
        stopTimeoutMs: plan.stopTimeoutSeconds(hookMs) * 1000,
        turn,
      },
    };
  });
}
