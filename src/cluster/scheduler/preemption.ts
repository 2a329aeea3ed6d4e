// Scheduler preemption of one victim:
// preemption.go prepareCandidate (default_preemption.go PrepareCandidate before 1.22) records
// a `Preempted` event, patches DisruptionTarget PreemptionByScheduler (1.26+) and deletes the
// victim with DeleteOptions{} (util.DeletePod), so it gets its own grace period. The
// preemptor is not simulated; only the room it needs is.
import { preemptedByAPod, preemptedByUid } from '../../versions/features.ts';
import type { KubeVersion } from '../../manifest/model/model.ts';
import type { Cluster } from '../apiserver/cluster.ts';
import { setDisruptionTarget } from '../apiserver/conditions.ts';
import { stableUid } from '../apiserver/names.ts';
import type { PodRecord } from '../apiserver/podStore.ts';

/** The preemptor the scenario implies: a higher-priority pod waiting for this node. */
const PREEMPTOR = 'high-priority';

/**
 * The event's message by version: namespace/name up to 1.22; #114923 (backported to 1.23–1.25
 * patches) dropped the preemptor's identity; #119971 (1.29) added its UID.
 */
export function preemptedMessage(
  v: KubeVersion,
  victim: string,
  node: string,
  namespace = 'default',
): string {
  // The preemptor podterm implies is taken to be in the victim's namespace.
  if (!preemptedByAPod(v)) return `Preempted by ${namespace}/${PREEMPTOR} on node ${node}`;
  if (!preemptedByUid(v)) return `Preempted by a pod on node ${node}`;
  return `Preempted by pod ${stableUid(`${PREEMPTOR}/${victim}`)} on node ${node}`;
}

/** false when the pod cannot be a victim (gone, or already being deleted). */
export function preemptPod(cluster: Cluster, pod: PodRecord, grace: number | null): boolean {
  const { world } = cluster;
  if (pod.removed || pod.deletionTimestamp !== null) return false;
  const message = preemptedMessage(world.v, pod.name, pod.nodeName ?? '', pod.namespace);
  world.kubeEvent('scheduler', pod.key, 'Preempted', message);
  setDisruptionTarget(world, pod, 'scheduler', 'PreemptionByScheduler');
  cluster.deletePod(pod, grace);
  return true;
}
