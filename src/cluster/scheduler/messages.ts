// What kube-scheduler says when no node fits a Pod, by minor: the Filter plugins' reasons
// and the FailedScheduling message they add up to, with the PostFilter (preemption)
// suffix that later versions append. Pure functions of the version and the reasons.
import type { KubeVersion } from '../../manifest/model.ts';
import {
  dynamicResourcesPostFilter,
  postFilterDoublePeriod,
  preemptionPostFilterMessage,
  taintReasonWithoutTaint,
  unschedulableFiveMinutes,
  untoleratedTaintWording,
} from '../../versions/features.ts';
import type { Taint } from './nodeAffinity.ts';

/** plugins/nodeunschedulable ErrReasonUnschedulable (every supported minor). */
export const REASON_UNSCHEDULABLE = 'node(s) were unschedulable';
/** plugins/nodeaffinity ErrReasonPod ("/selector" since k/k#97521, before 1.21). */
export const REASON_NODE_AFFINITY = "node(s) didn't match Pod's node affinity/selector";

/**
 * plugins/tainttoleration Filter: the first untolerated taint, "{key: value}". The wording
 * became "untolerated taint" in 1.24; the 1.34 patch releases drop the taint itself from
 * the message (k/k#134740, cherry-picked as #135023).
 */
export function taintReason(v: KubeVersion, t: Taint): string {
  if (taintReasonWithoutTaint(v)) return 'node(s) had untolerated taint(s)';
  if (untoleratedTaintWording(v)) return `node(s) had untolerated taint {${t.key}: ${t.value}}`;
  return `node(s) had taint {${t.key}: ${t.value}}, that the pod didn't tolerate`;
}

/** framework/types.go FitError.Error's histogram: "<count> <reason>", sorted as strings. */
function histogram(reasons: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const r of reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  const parts = [...counts].map(([r, n]) => `${n} ${r}`);
  // Go's sort.Strings compares bytes; these reasons are ASCII, so code units agree.
  return parts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(', ');
}

/**
 * The FailedScheduling message when every node failed a Filter with
 * UnschedulableAndUnresolvable (cordon, taint, node affinity): framework/types.go
 * FitError.Error, plus the PostFilter message schedule_one.go stores in
 * Diagnosis.PostFilterMsg.
 * - 1.21–1.23: "0/N nodes are available: <histogram>."
 * - 1.24: + " preemption: 0/N nodes are available: N Preemption is not helpful for
 *   scheduling." (k/k#107775; defaultpreemption PostFilter, preemption.go
 *   nodesWherePreemptionMightHelp: such nodes are not candidates).
 * - 1.25–1.27: the PostFilter part gets FitError's " %v." separator on top of its own
 *   period (k/k#110894), so the message ends "..";
 * - 1.28 on: one period again (k/k#117588);
 * - 1.34: the DynamicResources plugin (DRA, on by default once GA) runs its PostFilter
 *   first and adds "no new claims to deallocate" for a Pod without claims.
 * `reasons` holds one reason per node.
 */
export function failedSchedulingMessage(v: KubeVersion, reasons: readonly string[]): string {
  const n = reasons.length;
  const filters = `0/${n} nodes are available: ${histogram(reasons)}.`;
  if (!preemptionPostFilterMessage(v)) return filters;
  const preemption = `preemption: 0/${n} nodes are available: ${n} Preemption is not helpful for scheduling.`;
  const post = dynamicResourcesPostFilter(v)
    ? `no new claims to deallocate, ${preemption}`
    : preemption;
  return `${filters} ${post}${postFilterDoublePeriod(v) ? '.' : ''}`;
}

/**
 * How long an unschedulable Pod waits before the scheduling queue retries it when no
 * cluster event moved it (scheduling_queue.go flushUnschedulablePodsLeftover, run every
 * 30 s: pods older than podMaxInUnschedulablePodsDuration). 60 s until 1.23; 5 min from
 * 1.24 (k/k#108761).
 */
export const UNSCHEDULABLE_FLUSH_PERIOD_MS = 30_000;
export const maxInUnschedulablePodsMs = (v: KubeVersion): number =>
  unschedulableFiveMinutes(v) ? 300_000 : 60_000;

/** The first flush tick (counted from t=0) at which a Pod that failed at `t` is old enough. */
export function unschedulableRetryAt(v: KubeVersion, t: number): number {
  const due = t + maxInUnschedulablePodsMs(v);
  // The flush moves pods whose wait is strictly longer than the limit.
  return (Math.floor(due / UNSCHEDULABLE_FLUSH_PERIOD_MS) + 1) * UNSCHEDULABLE_FLUSH_PERIOD_MS;
}
