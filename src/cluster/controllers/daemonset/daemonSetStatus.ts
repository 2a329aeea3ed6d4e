// The DaemonSet's status as daemon_controller.go updateDaemonSetStatus writes it after each
// sync: per node that should run a daemon Pod, whether one is there (the oldest scheduled one,
// podByCreationTimestampAndPhase) and whether it is Ready, available and of the current
// template; Pods on nodes that should not run one are misscheduled.
import { secondsToMs } from '../../../trace/units.ts';
import { daemonSetSkipsDeletedTerminal } from '../../../versions/features.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import type { StatusWriter } from '../../workloadStatus.ts';
import { isAvailable } from '../replicaset/replicaSetRecord.ts';
import type { DaemonState } from './daemonSetState.ts';

const terminal = (p: PodRecord): boolean => p.phase === 'Failed' || p.phase === 'Succeeded';

export function writeDaemonSetStatus(
  c: Cluster,
  d: DaemonState,
  shouldRun: (node: string) => boolean,
  writer: StatusWriter,
): void {
  const { world } = c;
  const now = world.now;
  // getNodesToDaemonPods(includeDeletedTerminal = false) from 1.26, as the sync reads it.
  const skipDeletedTerminal = daemonSetSkipsDeletedTerminal(world.v);
  const byNode = new Map<string, PodRecord[]>();
  for (const p of world.pods.ownedBy({ kind: 'DaemonSet', name: d.model.name })) {
    if (p.removed || (skipDeletedTerminal && p.deletionTimestamp !== null && terminal(p))) continue;
    const node = p.nodeName ?? d.targets.get(p.name);
    if (node === undefined) continue;
    const list = byNode.get(node);
    if (list) list.push(p);
    else byNode.set(node, [p]);
  }
  let desired = 0;
  let current = 0;
  let misscheduled = 0;
  let ready = 0;
  let updated = 0;
  let available = 0;
  for (const n of world.nodes) {
    const pods = byNode.get(n.name) ?? [];
    if (!shouldRun(n.name)) {
      if (pods.length > 0) misscheduled++;
      continue;
    }
    desired++;
    if (pods.length === 0) continue;
    current++;
    // podByCreationTimestampAndPhase: scheduled Pods first, then the oldest.
    const pod = [...pods].sort(
      (a, b) =>
        Number(b.nodeName !== null) - Number(a.nodeName !== null) || a.createdAt - b.createdAt,
    )[0]!;
    if (pod.ready) {
      ready++;
      if (isAvailable(pod, secondsToMs(d.model.minReadySeconds), now)) available++;
    }
    if (pod.template.hash === d.template.hash) updated++;
  }
  writer.write({
    desiredNumberScheduled: desired,
    currentNumberScheduled: current,
    numberMisscheduled: misscheduled,
    numberReady: ready,
    updatedNumberScheduled: updated,
    numberAvailable: available,
    numberUnavailable: desired - available,
    conditions: [],
  });
}
