// A node that stops without warning (node_lifecycle_controller.go monitorNodeHealth):
// its kubelet goes silent; after node-monitor-grace-period (40 s, 50 s from 1.32,
// k/k#126287) the node lifecycle controller marks it NotReady, taints it unreachable
// (NoExecute) and marks its pods not Ready (MarkPodsNotReady); when the pods'
// tolerationSeconds (300, from the DefaultTolerationSeconds admission plugin) run out,
// the taint-eviction controller deletes them (tainteviction addConditionAndDeletePod).
// With no kubelet to finish the kill they stay Terminating.
import { separateTaintEvictionController } from '../../../versions/features.ts';
import { nodeMonitorGracePeriodMs } from '../../../versions/formulas/timing.ts';
import type { NodeKubelet } from '../../kubelet/nodeKubelet.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { setDisruptionTarget } from '../../apiserver/conditions.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { NO_PLACEMENT } from '../../../manifest/model/placement.ts';
import { tolerationMs } from '../../scheduler/nodeAffinity.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import { objectKey } from '../../objectKey.ts';

/** The node lifecycle controller's taints for Ready=Unknown and Ready=False. */
const UNREACHABLE = 'node.kubernetes.io/unreachable';
const NOT_READY = 'node.kubernetes.io/not-ready';
const NODE_CONTROLLER = { lane: 'node', component: 'node-controller' } as const;

export function loseNode(cluster: Cluster, kubelet: NodeKubelet): void {
  const { world } = cluster;
  const node = kubelet.node;
  kubelet.lose();
  const onNode = () => world.pods.all().filter((p) => p.nodeName === node && !p.removed);
  world.clock.after(nodeMonitorGracePeriodMs(world.v), () => {
    markNodeNotReady(cluster, node, versionNote('nodeMonitorGrace', world.v), UNREACHABLE);
    // tainteviction processPodOnNode: each pod leaves when its toleration of the NoExecute
    // taint runs out (300 s by default; never for a DaemonSet's, which sets no seconds).
    const taint = { key: UNREACHABLE, value: '', effect: 'NoExecute' } as const;
    for (const pod of onNode()) {
      const ms = tolerationMs(pod.template.placement ?? NO_PLACEMENT, taint);
      if (ms !== null) world.clock.after(ms, () => evictForTaint(cluster, pod));
    }
  });
}

/**
 * The node lifecycle controller seeing a node's Ready condition turn False (or Unknown):
 * the `node.kubernetes.io/not-ready` (or unreachable) NoSchedule taint, the NodeNotReady
 * event, and MarkPodsNotReady for the pods on it (node_lifecycle_controller.go
 * monitorNodeHealth, doNoScheduleTaintingPass).
 */
export function markNodeNotReady(
  cluster: Cluster,
  node: string,
  changed?: string,
  taint = NOT_READY,
): void {
  const { world } = cluster;
  // Pods get NoExecute tolerations for these keys by default (DefaultTolerationSeconds),
  // never NoSchedule ones: a new Pod does not land on the node.
  cluster.scheduler.taint(node, taint, 'NoSchedule');
  cluster.scheduler.taint(node, taint, 'NoExecute');
  cluster.notReady.add(node);
  // node_lifecycle_controller.go RecordNodeStatusChange, then MarkPodsNotReady per pod.
  world.kubeEvent(
    NODE_CONTROLLER,
    objectKey('Node', node),
    'NodeNotReady',
    `Node ${node} status is now: NodeNotReady`,
    'Normal',
    changed,
  );
  for (const pod of world.pods.all()) {
    if (pod.nodeName !== node || pod.removed || !pod.ready) continue;
    cluster.markNotReady(pod);
    // controller_utils.go MarkPodsNotReady: recorded after the status update, per pod.
    world.kubeEvent(NODE_CONTROLLER, pod.key, 'NodeNotReady', 'Node is not ready', 'Warning');
  }
}

/** tainteviction addConditionAndDeletePod: DisruptionTarget, then a DELETE with the pod's grace. */
function evictForTaint(cluster: Cluster, pod: PodRecord): void {
  const { world } = cluster;
  if (pod.removed || isTerminal(pod) || pod.deletionTimestamp !== null) return;
  // The taint manager's recorder: taint-controller inside the node lifecycle controller,
  // taint-eviction-controller once it stood alone (tainteviction.New, 1.29, KEP-3902).
  world.kubeEvent(
    {
      lane: 'node',
      component: separateTaintEvictionController(world.v)
        ? 'taint-eviction-controller'
        : 'taint-controller',
    },
    pod.key,
    'TaintManagerEviction',
    `Marking for deletion Pod ${pod.namespace}/${pod.name}`,
  );
  setDisruptionTarget(world, pod, 'node', 'DeletionByTaintManager');
  cluster.deletePod(pod, null);
}

/**
 * Non-graceful node shutdown: the operator taints the node
 * node.kubernetes.io/out-of-service (NoExecute). No pod tolerates it, so the taint-eviction
 * controller deletes them all at once; on a NotReady node PodGC then force-deletes the
 * terminating pods at its next pass (podGC.ts gcTerminating).
 */
export function taintOutOfService(cluster: Cluster, node: string): void {
  cluster.outOfService.add(node);
  cluster.scheduler.taint(node, 'node.kubernetes.io/out-of-service', 'NoExecute');
  for (const pod of cluster.world.pods.all())
    if (pod.nodeName === node) evictForTaint(cluster, pod);
}
