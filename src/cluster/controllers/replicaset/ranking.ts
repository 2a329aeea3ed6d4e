// Which pods a ReplicaSet deletes first when it scales down
// (pkg/controller/controller_utils.go ActivePodsWithRanks.Less; first differing rule wins).
import { mergeSort } from '../../../engine/mergeSort.ts';
import { truncateToSecond } from '../../../trace/units.ts';
import { podDeletionRanking } from '../../../versions/features.ts';
import type { KubeVersion } from '../../../manifest/model/model.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';

const phaseRank = { Pending: 0, Running: 2, Succeeded: 3, Failed: 3 } as const;

/** PodDeletionCost and LogarithmicScaleDown: alpha (off) in 1.21, beta (on) from 1.22. */
const rankingGatesOn = podDeletionRanking;

/**
 * helper.GetDeletionCostFromPodAnnotations: an int32 written without '+' or a leading
 * zero (validFirstDigit, strconv.ParseInt); anything else counts as 0.
 */
export function deletionCost(annotations: Record<string, string>): number {
  const v = annotations['controller.kubernetes.io/pod-deletion-cost'];
  if (v === undefined || !/^(-\d+|0|[1-9]\d*)$/.test(v)) return 0;
  const n = Number(v);
  return n >= -(2 ** 31) && n < 2 ** 31 ? n : 0;
}

/** controller_utils.go logarithmicRankDiff: int64(log2(age in nanoseconds)), -1 if none. */
const logRank = (t: number, now: number): number =>
  now - t > 0 ? Math.floor(Math.log2((now - t) * 1e6)) : -1;

/**
 * A UID is random in a cluster, so ordering by it is a coin toss; a fixed hash of the
 * UID counter keeps that (no bias towards older pods) and stays deterministic.
 */
function uidOrder(uid: number): number {
  // murmur3's fmix32 finaliser
  let h = uid ^ (uid >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Rules 6 and 8: the later time first (afterOrZero: a missing time before any). With
 * LogarithmicScaleDown, times in the same power-of-two age bucket go by UID.
 */
function byTime(
  a: PodRecord,
  b: PodRecord,
  ta: number | null,
  tb: number | null,
  now: number,
  logarithmic: boolean,
): number {
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? -1 : 1;
  // metav1.Time keeps whole seconds: Ready and creation times compare at that grain.
  const x = truncateToSecond(ta);
  const y = truncateToSecond(tb);
  if (x === y) return 0;
  if (!logarithmic) return y - x;
  return logRank(x, now) - logRank(y, now) || uidOrder(a.uid) - uidOrder(b.uid);
}

/**
 * replica_set.go getPodsToDelete: the pods in deletion order. `relatedOnNode` counts the
 * active pods of every ReplicaSet with the same controller on a node
 * (getPodsRankedByRelatedPodsOnSameNode).
 *
 * ActivePodsWithRanks.Less is not a total order with LogarithmicScaleDown: equal times fall
 * through to the next rules, unequal times in one age bucket go by UID, so three Pods can
 * rank in a cycle. Kubernetes sorts with Go's sort.Sort, whose answer to a cycle is its
 * own; podterm sorts with its own merge sort (engine/mergeSort.ts), never the engine's, so
 * Node and a browser give the same order. Pods that tie on every rule keep creation order.
 */
export function deletionOrder(
  pods: PodRecord[],
  now: number,
  v: KubeVersion,
  relatedOnNode: (node: string | null) => number,
): PodRecord[] {
  const gates = rankingGatesOn(v);
  const ranked = pods.map((p) => ({
    p,
    related: relatedOnNode(p.nodeName),
    cost: gates ? deletionCost(p.template.annotations) : 0,
  }));
  const sorted = mergeSort(ranked, (x, y) => {
    const a = x.p;
    const b = y.p;
    if ((a.nodeName === null) !== (b.nodeName === null)) return a.nodeName === null ? -1 : 1;
    if (phaseRank[a.phase] !== phaseRank[b.phase]) return phaseRank[a.phase] - phaseRank[b.phase];
    if (a.ready !== b.ready) return a.ready ? 1 : -1;
    if (x.cost !== y.cost) return x.cost - y.cost;
    if (x.related !== y.related) return y.related - x.related;
    if (a.ready && b.ready) {
      const d = byTime(a, b, a.readySince, b.readySince, now, gates);
      if (d !== 0) return d;
    }
    if (a.restartCount !== b.restartCount) return b.restartCount - a.restartCount;
    return byTime(a, b, a.createdAt, b.createdAt, now, gates) || a.uid - b.uid;
  });
  return sorted.map((r) => r.p);
}
