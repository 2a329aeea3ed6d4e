// The InterPodAffinity Filter (pkg/scheduler/framework/plugins/interpodaffinity/filtering.go):
// PreFilter counts, per topology pair (topologyKey, the node's value), the Pods already on
// nodes that match the incoming Pod's required terms and the Pods whose own required
// anti-affinity matches the incoming Pod; Filter reads the node's pairs. The Pods are the
// scheduler cache's NodeInfo.Pods: every Pod bound to a node until the API removes it, so a
// terminating twin still repels (cache.go RemovePod runs on the informer's delete only).
// Pure: the Scheduler (scheduler.ts) keeps which Pods are where.
import type { PodAffinityTerm } from '../../manifest/model/placement.ts';
import { NO_PLACEMENT } from '../../manifest/model/placement.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import { labelRequirementMatches } from './nodeAffinity.ts';

/** filtering.go ErrReasonAffinityRulesNotMatch. */
export const REASON_AFFINITY_RULES = "node(s) didn't match pod affinity rules";
/** filtering.go ErrReasonAntiAffinityRulesNotMatch. */
export const REASON_ANTI_AFFINITY_RULES = "node(s) didn't match pod anti-affinity rules";
/** filtering.go ErrReasonExistingAntiAffinityRulesNotMatch. */
export const REASON_EXISTING_ANTI_AFFINITY =
  "node(s) didn't satisfy existing pods anti-affinity rules";

/** A Pod on a node, as PreFilter reads it: the Pod and its node's labels. */
export interface PlacedPod {
  pod: PodRecord;
  nodeLabels: Record<string, string>;
}

/** Which of Filter's three checks failed on a node; null: it passed. */
export type AffinityVerdict = 'affinity' | 'antiAffinity' | 'existingAntiAffinity' | null;

/**
 * schedutil PodMatchesTermsNamespaceAndSelector: the Pod is in one of the term's namespaces
 * (the term owner's own when it lists none and has no namespaceSelector) and its labels
 * match the selector (a nil selector matches nothing, `{}` everything).
 */
export function termMatches(term: PodAffinityTerm, owner: PodRecord, pod: PodRecord): boolean {
  if (!term.allNamespaces) {
    const ns = term.namespaces.length > 0 ? term.namespaces : [owner.namespace];
    if (!ns.includes(pod.namespace)) return false;
  }
  if (!term.selects) return false;
  const labels = pod.template.labels;
  for (const [k, v] of Object.entries(term.matchLabels)) if (labels[k] !== v) return false;
  return term.matchExpressions.every((r) => labelRequirementMatches(r, labels));
}

const podTerms = (p: PodRecord) => p.template.placement ?? NO_PLACEMENT;

/** Whether the Pod or a Pod already placed has required pod (anti-)affinity that concerns it. */
export const hasPodAffinity = (p: PodRecord): boolean =>
  (podTerms(p).podAffinity?.length ?? 0) > 0 || (podTerms(p).podAntiAffinity?.length ?? 0) > 0;

type Counts = Map<string, number>;
const pairKey = (key: string, value: string) => `${key}\u0000${value}`;
const bump = (m: Counts, key: string, value: string | undefined) => {
  if (value === undefined) return;
  const k = pairKey(key, value);
  m.set(k, (m.get(k) ?? 0) + 1);
};

/** preFilterState: the three topology-pair counts. */
export interface AffinityState {
  affinity: readonly PodAffinityTerm[];
  antiAffinity: readonly PodAffinityTerm[];
  affinityCounts: Counts;
  antiAffinityCounts: Counts;
  existingAntiAffinityCounts: Counts;
  /** The incoming Pod matches all its own affinity terms (the first Pod of a group may go anywhere). */
  matchesOwnAffinity: boolean;
}

/**
 * PreFilter: getExistingAntiAffinityCounts over the placed Pods with required anti-affinity
 * (NodeInfo.PodsWithRequiredAntiAffinity), getIncomingAffinityAntiAffinityCounts over every
 * placed Pod. null when neither side has a term (Filter then passes every node: PreFilter
 * returns Skip from 1.26, and empty counts pass before).
 */
export function preFilter(
  pod: PodRecord,
  placed: readonly PlacedPod[],
  withAntiAffinity: readonly PlacedPod[],
): AffinityState | null {
  const affinity = podTerms(pod).podAffinity ?? [];
  const antiAffinity = podTerms(pod).podAntiAffinity ?? [];
  const existingAntiAffinityCounts: Counts = new Map();
  for (const e of withAntiAffinity)
    for (const t of podTerms(e.pod).podAntiAffinity ?? [])
      if (termMatches(t, e.pod, pod))
        bump(existingAntiAffinityCounts, t.topologyKey, e.nodeLabels[t.topologyKey]);
  if (affinity.length === 0 && antiAffinity.length === 0 && existingAntiAffinityCounts.size === 0)
    return null;
  const affinityCounts: Counts = new Map();
  const antiAffinityCounts: Counts = new Map();
  if (affinity.length > 0 || antiAffinity.length > 0)
    for (const e of placed) {
      // updateWithAffinityTerms: a Pod counts for affinity only if it matches every term.
      if (affinity.length > 0 && affinity.every((t) => termMatches(t, pod, e.pod)))
        for (const t of affinity) bump(affinityCounts, t.topologyKey, e.nodeLabels[t.topologyKey]);
      for (const t of antiAffinity)
        if (termMatches(t, pod, e.pod))
          bump(antiAffinityCounts, t.topologyKey, e.nodeLabels[t.topologyKey]);
    }
  return {
    affinity,
    antiAffinity,
    affinityCounts,
    antiAffinityCounts,
    existingAntiAffinityCounts,
    matchesOwnAffinity: affinity.length > 0 && affinity.every((t) => termMatches(t, pod, pod)),
  };
}

/**
 * Filter on one node: satisfyPodAffinity (UnschedulableAndUnresolvable), then
 * satisfyPodAntiAffinity and satisfyExistingPodsAntiAffinity (Unschedulable: preemption may
 * help), the first that fails.
 */
export function filter(s: AffinityState, nodeLabels: Record<string, string>): AffinityVerdict {
  if (!satisfyPodAffinity(s, nodeLabels)) return 'affinity';
  for (const t of s.antiAffinity) {
    const v = nodeLabels[t.topologyKey];
    if (v !== undefined && (s.antiAffinityCounts.get(pairKey(t.topologyKey, v)) ?? 0) > 0)
      return 'antiAffinity';
  }
  // satisfyExistingPodsAntiAffinity: every label of the node is a possible pair.
  if (s.existingAntiAffinityCounts.size > 0)
    for (const [k, v] of Object.entries(nodeLabels))
      if ((s.existingAntiAffinityCounts.get(pairKey(k, v)) ?? 0) > 0) return 'existingAntiAffinity';
  return null;
}

/**
 * satisfyPodAffinity: the node has every term's topologyKey and a matching Pod in each
 * pair; or no Pod in the cluster matches yet and the Pod matches its own terms.
 */
function satisfyPodAffinity(s: AffinityState, nodeLabels: Record<string, string>): boolean {
  let podsExist = true;
  for (const t of s.affinity) {
    const v = nodeLabels[t.topologyKey];
    if (v === undefined) return false;
    if ((s.affinityCounts.get(pairKey(t.topologyKey, v)) ?? 0) <= 0) podsExist = false;
  }
  return podsExist || (s.affinityCounts.size === 0 && s.matchesOwnAffinity);
}
