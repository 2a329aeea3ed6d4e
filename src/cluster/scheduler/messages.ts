// What kube-scheduler says when no node fits a Pod, by minor: the Filter plugins' reasons
// and the FailedScheduling message they add up to, with the PostFilter (preemption)
// suffix that later versions append. Pure functions of the version and the reasons.
import type { KubeVersion } from '../../manifest/model/model.ts';
import {
  dynamicResourcesPostFilter,
  interPodAffinityOneReason,
  popFromBackoffQueue,
  postFilterDoublePeriod,
  preemptionPostFilterMessage,
  taintReasonWithoutTaint,
  unschedulableFiveMinutes,
  untoleratedTaintWording,
} from '../../versions/features.ts';
import type { Taint } from './nodeAffinity.ts';
import {
  REASON_AFFINITY_RULES,
  REASON_ANTI_AFFINITY_RULES,
  REASON_EXISTING_ANTI_AFFINITY,
  type AffinityVerdict,
} from './interPodAffinity.ts';

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

/**
 * How one node rejected the Pod: its Filter status' reasons (framework.Status.Reasons, most
 * often one) and what the preemption PostFilter then says of the node: "Preemption is not
 * helpful for scheduling" for an UnschedulableAndUnresolvable status
 * (preemption.go nodesWherePreemptionMightHelp), "No preemption victims found for incoming
 * pod" for an Unschedulable one whose node holds no Pod of lower priority
 * (default_preemption.go SelectVictimsOnNode). A bare string is an unresolvable reason.
 */
export interface Rejection {
  reasons: readonly string[];
  /** One status reason, or several (a Filter run again without the victims). */
  preemption: string | readonly string[];
}
export const PREEMPTION_NOT_HELPFUL = 'Preemption is not helpful for scheduling';
export const NO_PREEMPTION_VICTIMS = 'No preemption victims found for incoming pod';

const asRejection = (r: string | Rejection): Rejection =>
  typeof r === 'string' ? { reasons: [r], preemption: PREEMPTION_NOT_HELPFUL } : r;

/**
 * framework/types.go FitError.Error's histogram: every reason of every node's status
 * counted, "<count> <reason>", sorted as strings.
 */
function histogram(reasons: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const r of reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  const parts = [...counts].map(([r, n]) => `${n} ${r}`);
  // Go's sort.Strings compares bytes; these reasons are ASCII, so code units agree.
  return parts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(', ');
}

/**
 * The FailedScheduling message when every node failed a Filter: framework/types.go
 * FitError.Error, plus the PostFilter message schedule_one.go stores in
 * Diagnosis.PostFilterMsg (preemption.go Preempt: a FitError over the nodes' preemption
 * statuses when no candidate is found).
 * - 1.21–1.23: "0/N nodes are available: <histogram>."
 * - 1.24: + " preemption: 0/N nodes are available: <histogram of the preemption statuses>."
 *   (k/k#107775);
 * - 1.25–1.27: the PostFilter part gets FitError's " %v." separator on top of its own
 *   period (k/k#110894), so the message ends "..";
 * - 1.28 on: one period again (k/k#117588);
 * - 1.34: the DynamicResources plugin (DRA, on by default once GA) runs its PostFilter
 *   first and adds "no new claims to deallocate" for a Pod without claims.
 * `nodes` holds one rejection per node.
 */
export function failedSchedulingMessage(
  v: KubeVersion,
  nodes: readonly (string | Rejection)[],
): string {
  const n = nodes.length;
  const rejections = nodes.map(asRejection);
  const filters = `0/${n} nodes are available: ${histogram(rejections.flatMap((r) => r.reasons))}.`;
  if (!preemptionPostFilterMessage(v)) return filters;
  const preemption = `preemption: 0/${n} nodes are available: ${histogram(rejections.flatMap((r) => r.preemption))}.`;
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

/** interpodaffinity ErrReasonAffinityNotMatch, given before the specific reason until 1.21. */
const REASON_AFFINITY_GENERIC = "node(s) didn't match pod affinity/anti-affinity";

/**
 * The InterPodAffinity Filter's status on a node (filtering.go Filter): pod affinity is
 * UnschedulableAndUnresolvable, the two anti-affinity checks Unschedulable, so preemption
 * looks for victims there; with no Pod of lower priority on the node it finds none
 * (SelectVictimsOnNode). 1.21 gives ErrReasonAffinityNotMatch too (dropped by k/k#102518).
 * podterm does not simulate a preemptor of higher priority than the Pods on the node (that
 * would be a real preemption, not this message): every Pod a scenario makes is taken to be
 * of equal priority here.
 */
export function interPodAffinityRejection(
  v: KubeVersion,
  verdict: Exclude<AffinityVerdict, null>,
): Rejection {
  const specific =
    verdict === 'affinity'
      ? REASON_AFFINITY_RULES
      : verdict === 'antiAffinity'
        ? REASON_ANTI_AFFINITY_RULES
        : REASON_EXISTING_ANTI_AFFINITY;
  return {
    reasons: interPodAffinityOneReason(v) ? [specific] : [REASON_AFFINITY_GENERIC, specific],
    preemption: verdict === 'affinity' ? PREEMPTION_NOT_HELPFUL : NO_PREEMPTION_VICTIMS,
  };
}

/** scheduling_queue.go DefaultPodInitialBackoffDuration and DefaultPodMaxBackoffDuration. */
export const POD_INITIAL_BACKOFF_MS = 1_000;
export const POD_MAX_BACKOFF_MS = 10_000;
/** flushBackoffQCompleted's period (wait.Until 1 s; the ordering window from 1.33). */
export const BACKOFF_FLUSH_PERIOD_MS = 1_000;

/** calculateBackoffDuration: 1 s doubled for each attempt after the first, at most 10 s. */
export function backoffMs(attempts: number): number {
  let d = POD_INITIAL_BACKOFF_MS;
  for (let i = 1; i < attempts; i++) {
    d *= 2;
    if (d > POD_MAX_BACKOFF_MS) return POD_MAX_BACKOFF_MS;
  }
  return d;
}

/**
 * When a Pod a cluster event moved out of the unschedulable queue at `now` is tried again
 * (MoveAllToActiveOrBackoffQueue / requeuePodWithQueueingStrategy): at once when its back-off
 * (counted from its last failure, `failedAt`, after `attempts` tries) is over; otherwise it
 * waits in the backoff queue for the flush after its back-off ends, except where the
 * scheduler pops the backoff queue while the active queue is empty (SchedulerPopFromBackoffQ,
 * 1.33): then at once too. A scenario's scheduler has nothing else queued.
 */
export function movedRetryAt(
  v: KubeVersion,
  now: number,
  failedAt: number,
  attempts: number,
): number {
  const expiry = failedAt + backoffMs(attempts);
  if (expiry <= now || popFromBackoffQueue(v)) return now;
  // flushBackoffQCompleted moves the Pods whose back-off time is not after the tick.
  return Math.ceil(expiry / BACKOFF_FLUSH_PERIOD_MS) * BACKOFF_FLUSH_PERIOD_MS;
}
