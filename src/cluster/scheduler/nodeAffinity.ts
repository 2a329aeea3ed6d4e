// Matching a Pod's placement against a node, as kube-scheduler's filters do
// (component-helpers/scheduling/corev1/nodeaffinity: NodeSelector.Match,
// PreferredSchedulingTerms.Score; corev1 helpers ToleratesTaint). Pure: the Scheduler
// (scheduler.ts) keeps the nodes' state and decides.
import { seconds as asSeconds, secondsToMs } from '../../trace/units.ts';
import type {
  NodeModel,
  Placement,
  SelectorRequirement,
  SelectorTerm,
  Toleration,
} from '../../manifest/model/placement.ts';

import type { Taint } from '../apiserver/scheduling.ts';

export type { Taint };

/** The cordon: `kubectl cordon` sets spec.unschedulable; the taint stands for it. */
export const UNSCHEDULABLE_TAINT: Taint = {
  key: 'node.kubernetes.io/unschedulable',
  value: '',
  effect: 'NoSchedule',
};

/**
 * The kubelet's well-known labels (kubelet_node_status.go initialNode), then the node's own:
 * the deprecated `beta.kubernetes.io/os` and `/arch` (kubeletapis.LabelOS, LabelArch) are
 * still set beside the stable ones in every supported minor.
 */
export function nodeLabels(node: NodeModel): Readonly<Record<string, string>> {
  let labels = labelsOf.get(node);
  if (labels === undefined) {
    labels = {
      'kubernetes.io/hostname': node.name,
      'kubernetes.io/os': 'linux',
      'kubernetes.io/arch': 'amd64',
      'beta.kubernetes.io/os': 'linux',
      'beta.kubernetes.io/arch': 'amd64',
      ...node.labels,
    };
    labelsOf.set(node, labels);
  }
  return labels;
}

/**
 * Each node's labels, made once: a node's model never changes during a run, and the
 * filters and scores read them for every node a Pod's search looks at (a 1,000-replica
 * rollout on 20 nodes asked 80,000 times).
 */
const labelsOf = new WeakMap<NodeModel, Readonly<Record<string, string>>>();

/** An integer as labels.Requirement parses Gt/Lt operands (strconv.ParseInt base 10). */
const int64 = (s: string | undefined): bigint | null =>
  s !== undefined && /^[+-]?\d+$/.test(s) ? BigInt(s) : null;

/** apimachinery labels.Requirement.Matches for one node-selector requirement. */
function requirementMatches(r: SelectorRequirement, values: Record<string, string>): boolean {
  const has = Object.hasOwn(values, r.key);
  const v = has ? values[r.key] : undefined;
  switch (r.operator) {
    case 'In':
      return has && r.values.includes(v!);
    case 'NotIn':
      return !has || !r.values.includes(v!);
    case 'Exists':
      return has;
    case 'DoesNotExist':
      return !has;
    case 'Gt':
    case 'Lt': {
      const a = int64(v);
      const b = int64(r.values[0]);
      if (a === null || b === null || r.values.length !== 1) return false;
      return r.operator === 'Gt' ? a > b : a < b;
    }
  }
}

/** A LabelSelector's requirement on a Pod's labels (In, NotIn, Exists, DoesNotExist). */
export const labelRequirementMatches = (
  r: SelectorRequirement,
  labels: Record<string, string>,
): boolean => requirementMatches(r, labels);

const isEmpty = (t: SelectorTerm): boolean =>
  t.matchExpressions.length === 0 && t.matchFields.length === 0;

/** nodeSelectorTerm.match: expressions on labels and fields on metadata.name, ANDed. */
function termMatches(t: SelectorTerm, labels: Record<string, string>, name: string): boolean {
  const fields = { 'metadata.name': name };
  return (
    t.matchExpressions.every((r) => requirementMatches(r, labels)) &&
    t.matchFields.every((r) => requirementMatches(r, fields))
  );
}

/**
 * nodeaffinity GetRequiredNodeAffinity(pod).Match: every nodeSelector label, and one of the
 * required terms (a nil or empty term selects nothing).
 */
export function requiredMatches(p: Placement, node: NodeModel): boolean {
  const labels = nodeLabels(node);
  const selector = p.nodeSelector;
  for (const k in selector) if (labels[k] !== selector[k]) return false;
  if (p.required === null) return true;
  return p.required.some((t) => !isEmpty(t) && termMatches(t, labels, node.name));
}

/** PreferredSchedulingTerms.Score: the sum of the weights of the terms the node matches. */
export function preferredScore(p: Placement, node: NodeModel): number {
  const labels = nodeLabels(node);
  let score = 0;
  for (const { weight, term } of p.preferred)
    if (weight !== 0 && !isEmpty(term) && termMatches(term, labels, node.name)) score += weight;
  return score;
}

/** v1 Toleration.ToleratesTaint. */
function tolerates(t: Toleration, taint: Taint): boolean {
  if (t.effect !== '' && t.effect !== taint.effect) return false;
  if (t.key !== '' && t.key !== taint.key) return false;
  return t.operator === 'Exists' || t.value === taint.value;
}

/** v1helper FindMatchingUntoleratedTaint: the first NoSchedule/NoExecute taint not tolerated. */
export function untoleratedTaint(p: Placement, taints: readonly Taint[]): Taint | null {
  return taints.find((taint) => !p.tolerations.some((t) => tolerates(t, taint))) ?? null;
}

/**
 * How long a pod may stay on a node with this NoExecute taint (tainteviction
 * processPodOnNode, getMinTolerationTime): 0 when no toleration matches, null (forever) when
 * none of the matching ones sets tolerationSeconds, else the shortest that does. The
 * DefaultTolerationSeconds admission plugin gives a pod 300 s for not-ready and unreachable
 * unless it has a toleration of its own for them.
 */
export function tolerationMs(p: Placement, taint: Taint): number | null {
  const used = p.tolerations.filter((t) => tolerates(t, taint));
  if (used.length === 0) return DEFAULT_TOLERATED.includes(taint.key) ? 300_000 : 0;
  const seconds = used.flatMap((t) =>
    t.tolerationSeconds === undefined ? [] : [t.tolerationSeconds],
  );
  return seconds.length === 0 ? null : secondsToMs(asSeconds(Math.max(0, Math.min(...seconds))));
}

/** defaulttolerationseconds/admission.go: the taints it adds 300 s tolerations for. */
const DEFAULT_TOLERATED = ['node.kubernetes.io/not-ready', 'node.kubernetes.io/unreachable'];
