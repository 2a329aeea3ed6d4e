// Which nodes a DaemonSet's Pods belong on (daemon/daemon_controller.go NodeShouldRunDaemonPod,
// predicates) and the Pod the controller makes for one (daemon/util/daemonset_util.go
// CreatePodTemplate, AddOrUpdateDaemonPodTolerations, ReplaceDaemonSetPodNodeNameNodeAffinity).
// The label and taint matching is the scheduler's own (sim/nodeAffinity.ts).
import type { PodTemplateModel } from '../../../manifest/model/model.ts';
import {
  NO_PLACEMENT,
  type NodeModel,
  type Placement,
  type Toleration,
} from '../../../manifest/model/placement.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { requiredMatches, untoleratedTaint, type Taint } from '../../scheduler/nodeAffinity.ts';

const exists = (key: string, effect: 'NoSchedule' | 'NoExecute'): Toleration => ({
  key,
  operator: 'Exists',
  value: '',
  effect,
});

/**
 * util.AddOrUpdateDaemonPodTolerations, the same in every minor from 1.21 to 1.34 (pid-pressure
 * came in 1.17): not-ready and unreachable NoExecute with no tolerationSeconds, so the taint
 * manager never evicts a daemon Pod from a failing node; the node-condition NoSchedule taints
 * and the cordon, so a new node under pressure or cordoned still gets its Pod.
 */
const DAEMON_TOLERATIONS: readonly Toleration[] = [
  exists('node.kubernetes.io/not-ready', 'NoExecute'),
  exists('node.kubernetes.io/unreachable', 'NoExecute'),
  exists('node.kubernetes.io/disk-pressure', 'NoSchedule'),
  exists('node.kubernetes.io/memory-pressure', 'NoSchedule'),
  exists('node.kubernetes.io/pid-pressure', 'NoSchedule'),
  exists('node.kubernetes.io/unschedulable', 'NoSchedule'),
];
/** Only for a hostNetwork template: its Pods do not need the node's Pod network. */
const NETWORK_UNAVAILABLE = exists('node.kubernetes.io/network-unavailable', 'NoSchedule');

/** v1 Toleration.MatchToleration: the same key, operator, value and effect (seconds aside). */
const sameToleration = (a: Toleration, b: Toleration): boolean =>
  a.key === b.key && a.operator === b.operator && a.value === b.value && a.effect === b.effect;

/**
 * v1helper.AddOrUpdateTolerationInPodSpec for each daemon toleration: one the template already
 * has is replaced in place, so a tolerationSeconds of its own is dropped; others are appended.
 */
function daemonTolerations(template: PodTemplateModel): Toleration[] {
  const adds = template.hostNetwork
    ? [...DAEMON_TOLERATIONS, NETWORK_UNAVAILABLE]
    : DAEMON_TOLERATIONS;
  const out = [...(template.placement ?? NO_PLACEMENT).tolerations];
  for (const add of adds) {
    const i = out.findIndex((t) => sameToleration(t, add));
    if (i >= 0) out[i] = add;
    else out.push(add);
  }
  return out;
}

/** daemon_controller.go NewPod: the template's placement with the daemon tolerations. */
function daemonPlacement(template: PodTemplateModel): Placement {
  return { ...(template.placement ?? NO_PLACEMENT), tolerations: daemonTolerations(template) };
}

/**
 * syncNodes: util.CreatePodTemplate (the daemon tolerations), then
 * util.ReplaceDaemonSetPodNodeNameNodeAffinity: the required node affinity becomes the one
 * term `metadata.name In [node]`, which is how the scheduler binds the Pod to its node.
 */
export function daemonPodTemplate(template: PodTemplateModel, node: string): PodTemplateModel {
  const onNode = {
    matchExpressions: [],
    matchFields: [{ key: 'metadata.name', operator: 'In' as const, values: [node] }],
  };
  return { ...template, placement: { ...daemonPlacement(template), required: [onNode] } };
}

export interface NodeFit {
  /** Create a Pod on the node if it has none (desiredNumberScheduled counts it). */
  shouldRun: boolean;
  /** Keep the Pods already there; false: the controller deletes them. */
  shouldContinueRunning: boolean;
}

const NEITHER: NodeFit = { shouldRun: false, shouldContinueRunning: false };
const BOTH: NodeFit = { shouldRun: true, shouldContinueRunning: true };

/** daemon_controller.go NodeShouldRunDaemonPod, against the node's labels and taints. */
export function nodeShouldRunDaemonPod(
  template: PodTemplateModel,
  node: NodeModel,
  taints: readonly Taint[],
): NodeFit {
  // NodeShouldRunDaemonPod: a template's spec.nodeName leaves every other node out.
  if (template.nodeName !== null && template.nodeName !== node.name) return NEITHER;
  const pod = daemonPlacement(template);
  // predicates fitsNodeAffinity: nodeaffinity GetRequiredNodeAffinity(pod).Match.
  if (!requiredMatches(pod, node)) return NEITHER;
  // predicates fitsTaints: FindMatchingUntoleratedTaint over NoSchedule and NoExecute.
  if (untoleratedTaint(pod, taints) === null) return BOTH;
  // NodeShouldRunDaemonPod: scheduled daemon Pods keep running if they tolerate every NoExecute.
  const noExecute = taints.filter((t) => t.effect === 'NoExecute');
  return { shouldRun: false, shouldContinueRunning: untoleratedTaint(pod, noExecute) === null };
}

/** node.Spec.Taints as the DaemonSet controller's node informer sees them. */
export const nodeTaints = (c: Cluster, node: string): readonly Taint[] =>
  c.scheduler.taintsOf(node);
