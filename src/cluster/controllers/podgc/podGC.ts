// The pod garbage collector (pkg/controller/podgc/gc_controller.go gc), every 20 s from
// the controller's start: terminated pods beyond --terminated-pod-gc-threshold (12,500),
// oldest and evicted first (gcTerminated); terminating pods on a node that is NotReady and
// tainted node.kubernetes.io/out-of-service (gcTerminating, gate NodeOutOfServiceVolumeDetach
// beta from 1.26). Each is marked Failed and deleted with grace 0
// (markFailedAndDeletePodWithCondition). Orphans of deleted nodes and unscheduled
// terminating pods cannot arise here (no node is ever deleted; an unscheduled pod is
// removed at once by its DELETE).
import { podGcForOutOfService } from '../../../versions/features.ts';
import { why } from '../../whys.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';

const GC_CHECK_PERIOD_MS = 20_000;
export const TERMINATED_POD_GC_THRESHOLD = 12_500;

export class PodGC {
  constructor(
    private readonly cluster: Cluster,
    private readonly threshold = TERMINATED_POD_GC_THRESHOLD,
  ) {}

  /** wait.Until: a pass at once, then every gcCheckPeriod. */
  start(): void {
    const { clock } = this.cluster.world;
    const tick = (): void => {
      this.gc();
      clock.after(GC_CHECK_PERIOD_MS, tick);
    };
    clock.after(0, tick);
  }

  private gc(): void {
    const pods = this.cluster.world.pods.all();
    this.gcTerminated(pods);
    this.gcTerminating(pods);
  }

  private gcTerminated(pods: PodRecord[]): void {
    const done = pods.filter(isTerminal);
    const excess = done.length - this.threshold;
    if (excess <= 0) return;
    // byEvictionAndCreationTimestamp: evicted first, then oldest, then by name.
    done.sort(
      (a, b) =>
        Number(b.reason === 'Evicted') - Number(a.reason === 'Evicted') ||
        a.createdAt - b.createdAt ||
        (a.name < b.name ? -1 : 1),
    );
    for (const p of done.slice(0, excess)) this.forceDelete(p);
  }

  private gcTerminating(pods: PodRecord[]): void {
    const { cluster } = this;
    if (!podGcForOutOfService(cluster.world.v) || cluster.outOfService.size === 0) return;
    for (const p of pods) {
      const node = p.nodeName;
      if (p.deletionTimestamp === null || node === null) continue;
      if (cluster.notReady.has(node) && cluster.outOfService.has(node)) this.forceDelete(p);
    }
  }

  private forceDelete(p: PodRecord): void {
    this.cluster.markFailed(p, why('podGC'));
    this.cluster.deletePod(p, 0);
  }
}
