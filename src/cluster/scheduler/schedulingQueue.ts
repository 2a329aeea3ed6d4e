// kube-scheduler's unschedulable queue (pkg/scheduler/backend/queue/scheduling_queue.go):
// a Pod that no node fits waits here with its tries and the plugins that rejected it, and
// is tried again by the periodic flush (flushUnschedulablePodsLeftover), or sooner when a
// cluster event one of those plugins registered for may make it schedulable
// (MoveAllToActiveOrBackoffQueue: a bound Pod added or deleted, a node uncordoned).
import { NO_PLACEMENT } from '../../manifest/model/placement.ts';
import {
  REASON_UNSCHEDULABLE,
  movedRetryAt,
  unschedulableRetryAt,
  type Rejection,
} from './messages.ts';
import { termMatches } from './interPodAffinity.ts';
import { schedulerQueueingHints } from '../../versions/features.ts';
import type { NodeResources } from './resourceFit.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { Scheduled } from '../../engine/queue.ts';

/** A Pod's first try, as the clock's queue holds it: `fn` is called as its method. */
class Attempt implements Scheduled {
  cancelled = false;
  constructor(
    private readonly schedule: (pod: PodRecord) => void,
    private readonly pod: PodRecord,
  ) {}
  fn(): void {
    this.schedule(this.pod);
  }
}

/** A Pod in the unschedulable queue (QueuedPodInfo): its tries, its last failure, its plugins. */
interface Queued {
  pod: PodRecord;
  attempts: number;
  failedAt: number;
  /** InterPodAffinity rejected it on some node (its UnschedulablePlugins). */
  byPodAffinity: boolean;
  /** NodeUnschedulable rejected it on some node (a cordon). */
  byCordon: boolean;
  /** NodeResourcesFit rejected it on some node (resourceFit.ts). */
  byFit?: boolean;
  /** Bumped on every try, so a retry planned before a newer one is dropped. */
  token: number;
}

export class SchedulingQueue {
  /** Pods that have failed at least once (the PodScheduled=False condition is set). */
  private readonly unschedulable = new Map<number, Queued>();

  constructor(
    private readonly world: World,
    /** NodeResourcesFit's view: which rejections are its own. */
    private readonly fit: NodeResources,
    /** schedulingCycle: tries the Pod again. */
    private readonly schedule: (pod: PodRecord) => void,
  ) {}

  /**
   * The Pod's first try, `ms` from now (the scheduler's latency after its creation): queued
   * as an object of its own that holds the Pod (an Attempt), not a closure, its context and
   * the queue's item around it, which all lived in the queue until the try.
   */
  firstTryAfter(ms: number, pod: PodRecord): void {
    this.world.clock.afterItem(ms, new Attempt(this.schedule, pod));
  }

  /** Parks a Pod no node fits; true the first time (its PodScheduled=False is written then). */
  park(pod: PodRecord): boolean {
    if (this.unschedulable.has(pod.uid)) return false;
    const q = { pod, attempts: 0, failedAt: 0, byPodAffinity: false, byCordon: false, token: 0 };
    this.unschedulable.set(pod.uid, q);
    return true;
  }

  /**
   * AddUnschedulableIfNotPresent: its tries and the plugins that rejected it this time, and
   * its retry by the periodic flush. No event of a scenario can help a Pod rejected for other
   * reasons sooner (nodes are neither added nor labelled).
   */
  failedAgain(pod: PodRecord, reasons: readonly (string | Rejection)[]): void {
    const { world } = this;
    const q = this.unschedulable.get(pod.uid);
    if (!q) return;
    q.attempts++;
    q.failedAt = world.now;
    q.byPodAffinity = reasons.some((r) => typeof r !== 'string' && !this.fit.rejected(r));
    q.byCordon = reasons.includes(REASON_UNSCHEDULABLE);
    q.byFit = reasons.some((r) => this.fit.rejected(r));
    const token = ++q.token;
    world.clock.at(unschedulableRetryAt(world.v, world.now), () => this.retry(pod, token));
  }

  /** The Pod was bound or left the API: it leaves the queue. */
  forget(pod: PodRecord): void {
    this.unschedulable.delete(pod.uid);
  }

  /** A planned retry, unless a newer try happened since. */
  private retry(pod: PodRecord, token: number): void {
    if (this.unschedulable.get(pod.uid)?.token === token) this.schedule(pod);
  }

  /**
   * A node's spec.unschedulable turned false (NodeSpecUnschedulableChange; with QueueingHints
   * isSchedulableAfterNodeChange says Queue when a node turns schedulable): the Pods
   * NodeUnschedulable rejected move, after their back-off.
   */
  nodeSchedulable(): void {
    this.move((q) => q.byCordon);
  }

  /**
   * AssignedPodDelete: the scheduler's informer hears a bound Pod leave (one watch later) and
   * moves the Pods InterPodAffinity rejected (MoveAllToActiveOrBackoffQueue). With
   * QueueingHints, only those for which the plugin's isSchedulableAfterPodChange says Queue:
   * the deleted Pod matched all their anti-affinity terms, or they match all of its own.
   */
  assignedPodDeleted(gone: PodRecord, terminal = false): void {
    if (this.unschedulable.size === 0) return; // no Pod to move (every release, most runs)
    const { world } = this;
    const hints = schedulerQueueingHints(world.v);
    // NodeResourcesFit's hint (isSchedulableAfterPodEvent) queues for any bound Pod deleted;
    // a Pod turning terminal (resourceFit.ts) reaches only it, and was heard already.
    this.move(
      (q) =>
        q.byFit === true ||
        (!terminal &&
          q.byPodAffinity &&
          (!hints || matchesAllAnti(q.pod, gone) || matchesAllAnti(gone, q.pod))),
      terminal,
    );
  }

  /**
   * AssignedPodAdd: a Pod bound to a node may satisfy the required pod affinity of Pods
   * InterPodAffinity rejected (scheduling_queue.go AssignedPodAdded,
   * getUnschedulablePodsWithMatchingAffinityTerm: any of their terms matches it; with
   * QueueingHints isSchedulableAfterPodChange: it matches all of them).
   */
  assignedPodAdded(added: PodRecord): void {
    if (this.unschedulable.size === 0) return;
    const hints = schedulerQueueingHints(this.world.v);
    this.move((q) => {
      const terms = (q.pod.template.placement ?? NO_PLACEMENT).podAffinity ?? [];
      if (!q.byPodAffinity || terms.length === 0) return false;
      const matches = (t: (typeof terms)[number]) => termMatches(t, q.pod, added);
      return hints ? terms.every(matches) : terms.some(matches);
    });
  }

  /**
   * MoveAllToActiveOrBackoffQueue for the Pods `relevant` picks, one watch after the event
   * (at once when the scheduler's informer has `heard` it already).
   */
  private move(relevant: (q: Queued) => boolean, heard = false): void {
    const { world } = this;
    for (const q of this.unschedulable.values()) {
      const { pod } = q;
      if (!relevant(q)) continue;
      const moved = () => {
        if (this.unschedulable.get(pod.uid) !== q) return;
        const token = ++q.token;
        world.clock.at(movedRetryAt(world.v, world.now, q.failedAt, q.attempts), () =>
          this.retry(pod, token),
        );
      };
      if (heard) moved();
      else world.clock.after(world.latency('watch'), moved);
    }
  }
}

/** podMatchesAllAffinityTerms over `owner`'s required anti-affinity terms (none: false). */
function matchesAllAnti(owner: PodRecord, pod: PodRecord): boolean {
  const terms = (owner.template.placement ?? NO_PLACEMENT).podAntiAffinity ?? [];
  return terms.length > 0 && terms.every((t) => termMatches(t, owner, pod));
}
