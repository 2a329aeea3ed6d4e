// When the kubelet syncs a Pod (kubelet.go syncLoopIteration, pod_workers.go): on a PLEG event
// (a container started or died), on a probe result that changed (handleProbeSync), and when
// the Pod comes due on the kubelet's work queue. After every sync, completeWork enqueues the
// Pod again (util/queue basicWorkQueue.Enqueue replaces its earlier due time):
// wait.Jitter(resyncInterval, workerResyncIntervalJitterFactor) after a clean sync, and after
// a sync that stopped on a crash-loop back-off (the error reaches the pod worker, #123602)
// wait.Jitter(backOffPeriod, workerBackOffPeriodJitterFactor), or from 1.35 (#133066) the
// jittered time left until the back-off expires, capped at the resync interval. So a
// container waiting out its back-off restarts at the first sync after the back-off expired,
// not at the instant it expires. Every sync also runs generateAPIPodStatus, whose
// prober_manager.go UpdatePodStatus triggers a manual readiness run (readiness.ts).
// The jitter is drawn from the scenario's seeded rng. Not modelled: the PLEG relist delay
// (≤ 1 s) and the 1 s syncTicker that picks a due Pod up (getPodsToSync; its phase is unknown).
import type { Scheduled } from '../../engine/queue.ts';
import type { Rng } from '../../engine/rng.ts';
import { backOffRequeueAtExpiry } from '../../versions/features.ts';
import type { World } from '../world.ts';

/** kubelet config syncFrequency's default (1m): pod_workers.go resyncInterval. */
export const RESYNC_INTERVAL_MS = 60_000;
/** kubelet.go workerResyncIntervalJitterFactor. */
export const RESYNC_JITTER = 0.5;
/** kubelet.go backOffPeriod: the pod worker's retry after a sync error. */
export const BACKOFF_PERIOD_MS = 10_000;
/** kubelet.go workerBackOffPeriodJitterFactor. */
export const BACKOFF_JITTER = 0.5;

/** apimachinery wait.Jitter(d, maxFactor): d + rand·maxFactor·d. */
export const jitterMs = (ms: number, maxFactor: number, rng: Rng): number =>
  Math.round(ms + rng.next() * maxFactor * ms);

/** What one sync does, as the pod worker's helpers carry it out. */
export interface SyncWork {
  /**
   * kuberuntime_manager.go SyncPod and UpdatePodStatus at `now`: restarts the containers
   * whose back-off has expired; returns when the earliest still waiting expires (the sync
   * ended in ErrCrashLoopBackOff), or null.
   */
  sync(): number | null;
  /** A clean sync's resync matters: some container waits for a manual readiness run. */
  wantsResync(): boolean;
  /** The pod worker still runs (a lost node stops it, and its syncs with it). */
  alive(): boolean;
}

export class PodSyncs implements Scheduled {
  private timer: Scheduled | undefined;
  /** Never set: this object is queued itself (`soon`) and no one holds it to cancel it. */
  cancelled = false;
  private syncing = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly world: World,
    private readonly work: SyncWork,
  ) {}

  /** A sync now (pod_workers.go podWorkerLoop). One asked for during a sync runs after it. */
  sync(): void {
    if (this.stopped) return;
    if (!this.work.alive()) return this.stop();
    if (this.syncing) {
      this.again = true; // podSyncStatus.pendingUpdate: completeWork runs it at once
      return;
    }
    this.syncing = true;
    let backOffUntil: number | null;
    try {
      do {
        this.again = false;
        backOffUntil = this.work.sync();
      } while (this.again && !this.stopped);
    } finally {
      this.syncing = false;
    }
    this.completeWork(backOffUntil);
  }

  /**
   * A sync once the steps of this instant already queued have run (a PLEG event's). This
   * object is the queued item, its `fn` the sync (clock.ts afterItem): it may be queued
   * several times at once, each a sync of its own, and makes no closure, no context and no
   * item for each event, which a busy instant kept past a young-generation collection.
   */
  soon(): void {
    this.world.clock.afterItem(0, this);
  }

  /** Called by the clock for each time `soon` queued this object. */
  fn(): void {
    this.sync();
  }

  /** The pod is being stopped (SyncTerminatingPod): no more SyncPod, no requeue. */
  stop(): void {
    this.stopped = true;
    this.world.clock.cancel(this.timer);
    this.timer = undefined;
  }

  /** pod_workers.go completeWork: enqueue the Pod again, replacing its earlier due time. */
  private completeWork(backOffUntil: number | null): void {
    const { world } = this;
    world.clock.cancel(this.timer);
    this.timer = undefined;
    if (this.stopped) return;
    let delay: number;
    if (backOffUntil !== null) {
      const left = Math.min(Math.max(backOffUntil - world.now, 0), RESYNC_INTERVAL_MS);
      const base = backOffRequeueAtExpiry(world.v) ? left : BACKOFF_PERIOD_MS;
      delay = jitterMs(base, BACKOFF_JITTER, world.rng);
    } else if (this.work.wantsResync()) {
      delay = jitterMs(RESYNC_INTERVAL_MS, RESYNC_JITTER, world.rng);
    } else {
      // A resync that would change nothing is not simulated: any change that makes one
      // matter comes with a sync of its own, which enqueues the Pod afresh.
      return;
    }
    this.timer = world.clock.after(delay, () => {
      this.timer = undefined;
      this.sync();
    });
  }
}
