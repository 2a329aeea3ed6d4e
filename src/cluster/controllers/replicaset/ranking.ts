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

/** A time as the rules compare it, worked out once per Pod, not at every comparison. */
interface TimeKey {
  /** metav1.Time keeps whole seconds: Ready and creation times compare at that grain. */
  sec: number | null;
  /** Its logarithmicRankDiff bucket. */
  log: number;
}

const timeKey = (t: number | null, now: number): TimeKey => {
  if (t === null) return { sec: null, log: -1 };
  const sec = truncateToSecond(t);
  return { sec, log: logRank(sec, now) };
};

/** One Pod with what the rules read of it, made before the sort (it reads these, not records). */
interface Ranked {
  p: PodRecord;
  unscheduled: boolean;
  phase: number;
  ready: boolean;
  cost: number;
  related: number;
  readySince: TimeKey;
  restarts: number;
  created: TimeKey;
  uid: number;
  uidOrder: number;
}

/**
 * Rules 6 and 8: the later time first (afterOrZero: a missing time before any). With
 * LogarithmicScaleDown, times in the same power-of-two age bucket go by UID.
 */
function byTime(a: Ranked, b: Ranked, ta: TimeKey, tb: TimeKey, logarithmic: boolean): number {
  const x = ta.sec;
  const y = tb.sec;
  if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
  if (x === y) return 0;
  if (!logarithmic) return y - x;
  return ta.log - tb.log || a.uidOrder - b.uidOrder;
}

/** ActivePodsWithRanks.Less as a comparison: its rules in order, the first that differs. */
function compare(x: Ranked, y: Ranked, logarithmic: boolean): number {
  if (x.unscheduled !== y.unscheduled) return x.unscheduled ? -1 : 1;
  if (x.phase !== y.phase) return x.phase - y.phase;
  if (x.ready !== y.ready) return x.ready ? 1 : -1;
  if (x.cost !== y.cost) return x.cost - y.cost;
  if (x.related !== y.related) return y.related - x.related;
  if (x.ready && y.ready) {
    const d = byTime(x, y, x.readySince, y.readySince, logarithmic);
    if (d !== 0) return d;
  }
  if (x.restarts !== y.restarts) return y.restarts - x.restarts;
  return byTime(x, y, x.created, y.created, logarithmic) || x.uid - y.uid;
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
 * What each rule reads is worked out once per Pod before the sort (a scale-down of a
 * 5,000-replica rollout compares ~60,000 times, each reading two Pods' records).
 */
export function deletionOrder(
  pods: PodRecord[],
  now: number,
  v: KubeVersion,
  relatedOnNode: (node: string | null) => number,
): PodRecord[] {
  const gates = rankingGatesOn(v);
  const ranked = pods.map((p): Ranked => ({
    p,
    unscheduled: p.nodeName === null,
    phase: phaseRank[p.phase],
    ready: p.ready,
    cost: gates ? deletionCost(p.template.annotations) : 0,
    related: relatedOnNode(p.nodeName),
    readySince: timeKey(p.readySince, now),
    restarts: p.restartCount,
    created: timeKey(p.createdAt, now),
    uid: p.uid,
    uidOrder: uidOrder(p.uid),
  }));
  return mergeSort(ranked, (x, y) => compare(x, y, gates)).map((r) => r.p);
}
