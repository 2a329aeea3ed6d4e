// What the kubelet hands each container when it kills a Pod: the preStop budget, the
// StopContainer timeout and a native sidecar's turn (kuberuntime_container.go
// killContainer, killContainersWithSyncResult), all from ../grace.ts.
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { containerKill, killContext, type ContainerKill, type KillSource } from '../grace.ts';

/**
 * Why the pod worker is killing: an API deletion, the kubelet's deadline check, or the
 * regular containers having completed (only the native sidecars are left to stop).
 */
export type KillReason = 'api' | 'deadline' | 'completion' | 'shutdown' | 'eviction' | null;

function killSource(pod: PodRecord, reason: KillReason, kubeletGrace: number | null): KillSource {
  if (reason === 'api') return { by: 'api', deletionGrace: pod.deletionGracePeriodSeconds };
  if (reason === 'shutdown' || reason === 'eviction') return { by: 'kubelet', grace: kubeletGrace };
  return { by: 'runtime' };
}

export function planKills(
  world: World,
  pod: PodRecord,
  reason: KillReason,
  /** The kubelet's own grace for a kill it starts (node shutdown: min(tGPS, group period)). */
  kubeletGrace: number | null = null,
  /** Containers whose process does not listen yet (an httpGet preStop is refused). */
  notListening: (name: string) => boolean = () => false,
): { name: string; kill: ContainerKill }[] {
  const tGPS = pod.template.terminationGracePeriodSeconds;
  const ctx = killContext(world.v, tGPS, killSource(pod, reason, kubeletGrace));
  // Init containers too: a sidecar, or a regular one still running when the kill comes.
  return [...pod.template.containers, ...pod.template.initContainers].map((c) => ({
    name: c.name,
    kill: containerKill(ctx, c, notListening(c.name)),
  }));
}
