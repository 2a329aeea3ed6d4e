// Schedulers the scenario runs itself: a Pod whose container is kube-scheduler with profiles
// of its own (manifest/kubeScheduler.ts; the kubernetes.io page's my-scheduler). A Pod whose
// spec.schedulerName names one of them waits, Pending, until that kube-scheduler runs and
// leads; it then places the Pod with the same filters and scores, and its events carry the
// profile's name (scheduler.go: each profile's recorder is made with its schedulerName).
// Every kube-scheduler keeps its own cache of the bound Pods from the same informers, so
// podterm's one Scheduler stands in for the cache each of them holds.
import { DEFAULT_LOCK } from '../../manifest/model/kubeScheduler.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { Scheduler } from './scheduler.ts';

export class OtherSchedulers {
  /** Pods naming a scheduler that is not running, by schedulerName. */
  private waiting = new Map<string, PodRecord[]>();
  /** The kube-scheduler Pod that leads for each profile name. */
  private leading = new Map<string, PodRecord>();
  /** leaderElection locks (`namespace/name`) and the Pod that holds each. */
  private locks = new Map<string, PodRecord>();

  constructor(
    world: World,
    private readonly scheduler: Scheduler,
  ) {
    world.watchContainers((pod, container, running) => {
      const run = pod.template.kubeScheduler;
      if (!run || run.container !== container || run.fails !== null) return;
      if (running) this.started(pod);
      else this.stopped(pod);
    });
  }

  /** A Pod naming another scheduler was created (or lost its last scheduling gate). */
  admit(pod: PodRecord): void {
    const name = pod.template.schedulerName!;
    if (this.leading.has(name)) return this.scheduler.enqueue(pod);
    const queue = this.waiting.get(name) ?? [];
    queue.push(pod);
    this.waiting.set(name, queue);
  }

  /**
   * kube-scheduler's process started (app/server.go Run): with leaderElect false it runs its
   * scheduling loop at once; with leader election it first takes its lock (leaderelection.go
   * acquire: the first tryAcquireOrRenew runs immediately), which it never gets while
   * another holds it — the cluster's own scheduler holds kube-system/kube-scheduler.
   * Its informers list the Pods already waiting and queue them (eventhandlers.go
   * addPodToSchedulingQueue); the informer sync takes no time here (unknown, assumed 0).
   */
  private started(pod: PodRecord): void {
    const run = pod.template.kubeScheduler!;
    if (run.leaderElect) {
      if (run.lock === DEFAULT_LOCK || this.locks.has(run.lock)) return;
      this.locks.set(run.lock, pod);
    }
    for (const name of run.profiles) {
      if (this.leading.has(name)) continue;
      this.leading.set(name, pod);
      const queue = this.waiting.get(name) ?? [];
      this.waiting.delete(name);
      for (const p of queue) this.scheduler.enqueue(p);
    }
  }

  /**
   * Its process ended: the Pods created from now on wait for it again. A standby replica
   * would take the lock once the lease expires (leaseDuration); podterm does not run one.
   */
  private stopped(pod: PodRecord): void {
    for (const [name, p] of this.leading) if (p === pod) this.leading.delete(name);
    for (const [lock, p] of this.locks) if (p === pod) this.locks.delete(lock);
  }
}
