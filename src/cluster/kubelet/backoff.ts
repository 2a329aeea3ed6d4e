// Container restart back-off (kuberuntime_manager.go doBackOff over client-go
// flowcontrol.Backoff, initial 10 s, cap 300 s): the first restart is immediate
// (IsInBackOffSince is false until an entry exists, k/k#133472); from the second crash the
// container waits 10 s after it finished, doubling up to 300 s. An entry not updated for
// twice the cap (10 minutes, flowcontrol hasExpired) counts as stable: the next crash
// restarts at once and the back-off starts again from 10 s.
import { backOffEventNamesContainer } from '../../versions/features.ts';
import { CRASH_LOOP_CAP_MS, CRASH_LOOP_INITIAL_MS } from '../../versions/formulas/backoff.ts';
import type { KubeVersion } from '../../manifest/model/model.ts';
import { formatPod } from './podFormat.ts';
import { LazyMap } from '../../engine/lazy.ts';

const INITIAL_MS = CRASH_LOOP_INITIAL_MS;
const CAP_MS = CRASH_LOOP_CAP_MS;

interface Entry {
  backoffMs: number;
  /** flowcontrol backoffEntry.lastUpdate: when Next last ran (the restart). */
  lastUpdate: number;
}

/** The kubelet's per-container back-off entries (keyed like getStableKey, by container). */
export class RestartBackoff {
  private readonly entries = new LazyMap<string, Entry>();

  /**
   * A container finished at `now`: how long until it restarts. doBackOff waits while
   * IsInBackOffSince(finishedAt), then calls Next, which doubles the entry's back-off.
   */
  delayAfterExit(name: string, now: number): number {
    const e = this.entries.get(name);
    if (e === undefined || now - e.lastUpdate > 2 * CAP_MS) {
      // No entry, or an expired one: restart now; Next starts (again) from the initial 10 s.
      this.entries.set(name, { backoffMs: INITIAL_MS, lastUpdate: now });
      return 0;
    }
    return this.waitFrom(e, now);
  }

  /**
   * A container its liveness or startup probe had killed, exited at `now`. computePodActions
   * starts it again in the same sync, and doBackOff looks at the status taken before the
   * kill: the newest *exited* instance is the one before (`previousFinishedAt`; none for the
   * first). So the first two probe kills restart at once, and later ones wait only when the
   * instance before finished less than the back-off ago; then the next sync, which sees
   * this exit, holds the restart for the back-off from now.
   */
  delayAfterProbeKill(name: string, now: number, previousFinishedAt: number | null): number {
    if (previousFinishedAt === null) return 0;
    const e = this.entries.get(name);
    if (e === undefined || previousFinishedAt - e.lastUpdate > 2 * CAP_MS) {
      this.entries.set(name, { backoffMs: INITIAL_MS, lastUpdate: now });
      return 0;
    }
    if (now - previousFinishedAt >= e.backoffMs) {
      e.backoffMs = Math.min(e.backoffMs * 2, CAP_MS);
      e.lastUpdate = now;
      return 0;
    }
    if (now - e.lastUpdate > 2 * CAP_MS) {
      this.entries.set(name, { backoffMs: INITIAL_MS, lastUpdate: now });
      return 0;
    }
    return this.waitFrom(e, now);
  }

  /**
   * Whether a probe-killed container waits (delayAfterProbeKill would return more than 0),
   * without changing the entry.
   */
  probeKillWaits(name: string, now: number, previousFinishedAt: number | null): boolean {
    if (previousFinishedAt === null) return false;
    const e = this.entries.get(name);
    if (e === undefined || previousFinishedAt - e.lastUpdate > 2 * CAP_MS) return false;
    if (now - previousFinishedAt >= e.backoffMs) return false;
    return now - e.lastUpdate <= 2 * CAP_MS;
  }

  /** The container started again at `now`: flowcontrol Next ran then (lastUpdate). */
  restarted(name: string, now: number): void {
    const e = this.entries.get(name);
    if (e !== undefined) e.lastUpdate = now;
  }

  /** In back-off: wait it out from `now`, then Next doubles it (capped). */
  private waitFrom(e: Entry, now: number): number {
    const wait = e.backoffMs;
    e.backoffMs = Math.min(e.backoffMs * 2, CAP_MS);
    e.lastUpdate = now + wait;
    return wait;
  }
}

/**
 * The Warning BackOff event doBackOff records while a container waits. #113216 (1.26) added
 * the container and pod (format.Pod: name_namespace(uid)); before, the message was bare.
 */
export function backOffMessage(
  v: KubeVersion,
  container: string,
  pod: string,
  uid: number,
  namespace = 'default',
): string {
  if (!backOffEventNamesContainer(v)) return 'Back-off restarting failed container';
  return `Back-off restarting failed container ${container} in pod ${formatPod(pod, uid, namespace)}`;
}
