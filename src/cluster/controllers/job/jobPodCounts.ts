// The counters of a Job's status kept as its Pods change (active, ready, terminating), so a
// status write reads them instead of going over every Pod the Job ever had. job_controller.go
// keeps its own bookkeeping the same way: the expectations and uncountedTerminatedPods are
// updated in addPod / updatePod / deletePod as each Pod event arrives, not recounted; podterm
// writes the status at the end of every step a suspended Job's Pod changes in, which with
// 5,000 Pods made each write a scan of 10,000.
//
// Exactness: a Pod's phase, readiness and deletion change only through the API server's Pod
// machine, which announces each write (World.podChanged) in the action that makes it; the
// removal sets `removed` right after its announcement. World.listenToWrites tells this of
// every announcement at once, and a Pod told of is classified again when the counters are
// next read, so the counters are those a scan at that moment would give.
import { isActive, type PodRecord } from '../../apiserver/podStore.ts';
import { isTerminating } from './jobRules.ts';

/** How a Pod counts: not at all, active, active and ready, terminating. */
type Kind = 0 | 1 | 2 | 3;

function kindOf(p: PodRecord): Kind {
  if (isActive(p)) return p.ready ? 2 : 1;
  return isTerminating(p) ? 3 : 0;
}

export class JobPodCounts {
  private readonly kinds = new Map<PodRecord, Kind>();
  private readonly dirty = new Set<PodRecord>();
  private counts = [0, 0, 0, 0];
  /** Pods classified (the work done: tests count it). */
  classified = 0;

  /** A Pod of the Job was created, adopted or written: it is classified again when read. */
  touch(p: PodRecord): void {
    this.dirty.add(p);
  }

  /** The Job's Pods are now `pods` (getPodsForJob's claim adopted or released some). */
  reset(pods: readonly PodRecord[]): void {
    this.kinds.clear();
    this.dirty.clear();
    this.counts = [0, 0, 0, 0];
    for (const p of pods) this.dirty.add(p);
  }

  /** countReadyPods over the active pods, and the terminating ones, as of now. */
  read(): { active: number; ready: number; terminating: number } {
    for (const p of this.dirty) {
      const before = this.kinds.get(p);
      const now = kindOf(p);
      this.classified++;
      if (before !== undefined) this.counts[before]!--;
      // A Pod gone from the API counts no more and changes no more: forgotten.
      if (p.removed) this.kinds.delete(p);
      else {
        this.kinds.set(p, now);
        this.counts[now]!++;
      }
    }
    this.dirty.clear();
    const [, active, ready, terminating] = this.counts;
    return { active: active! + ready!, ready: ready!, terminating: terminating! };
  }
}
