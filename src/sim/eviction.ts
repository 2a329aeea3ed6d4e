// The Eviction API and kubectl drain (semantics Part B P1–P3):
// pkg/registry/core/pod/storage/eviction.go Create/checkAndDecrement against the pod's
// PodDisruptionBudget (disruption.go: disruptionsAllowed = currentHealthy − desiredHealthy),
// and kubectl/pkg/drain: cordon, evict every pod at once, retry a 429 every 5 s.
import type { IntOrPercent, PdbModel } from '../manifest/model.ts';
import { setDisruptionTarget } from './conditions.ts';
import type { Cluster } from './cluster.ts';
import { isActive, isTerminal, matchesSelector, type PodRecord } from './store.ts';

/** disruption.go DeletionTimeout: an eviction counts against the budget this long. */
const DISRUPTED_EXPIRY_MS = 120_000;
const DRAIN_RETRY_MS = 5_000;
export const PDB_MESSAGE = "Cannot evict pod as it would violate the pod's disruption budget.";

const scaled = (v: IntOrPercent, total: number, up: boolean): number => {
  if (typeof v === 'number') return v;
  const x = (parseFloat(v) * total) / 100;
  return up ? Math.ceil(x) : Math.floor(x);
};

export type EvictionResult = { ok: true } | { ok: false; code: 429 | 500; message: string };

export class EvictionApi {
  private disrupted = new Map<number, number>();

  constructor(
    private readonly cluster: Cluster,
    private readonly pdbs: PdbModel[],
  ) {}

  evict(pod: PodRecord): EvictionResult {
    const { world } = this.cluster;
    // canIgnorePDB: terminal, Pending and terminating pods are deleted without a check.
    if (isTerminal(pod) || pod.phase === 'Pending' || pod.deletionTimestamp !== null)
      return this.remove(pod);
    const pdbs = this.pdbs.filter((b) => matchesSelector(pod.template.labels, b.selector));
    if (pdbs.length > 1) {
      return this.refuse(
        pod,
        500,
        'This pod has more than one PodDisruptionBudget, which the eviction subresource does not support.',
      );
    }
    const pdb = pdbs[0];
    if (!pdb) return this.remove(pod);
    const pods = world.pods
      .all()
      .filter((p) => matchesSelector(p.template.labels, pdb.selector) && !isTerminal(p));
    const now = world.now;
    const healthy = pods.filter(
      (p) =>
        p.ready &&
        p.deletionTimestamp === null &&
        (this.disrupted.get(p.uid) ?? -Infinity) + DISRUPTED_EXPIRY_MS <= now,
    ).length;
    const expected = pods.filter(isActive).length;
    const desired =
      pdb.minAvailable !== null
        ? scaled(pdb.minAvailable, expected, true)
        : expected - scaled(pdb.maxUnavailable ?? 0, expected, true);
    // An unready pod may go while the budget is met (IfHealthyBudget), or always (AlwaysAllow).
    if (!pod.ready && (pdb.unhealthyPodEvictionPolicy === 'AlwaysAllow' || healthy >= desired))
      return this.remove(pod);
    if (healthy - desired <= 0) {
      return this.refuse(
        pod,
        429,
        PDB_MESSAGE,
        `The disruption budget ${pdb.name} needs ${desired} healthy pods and has ${healthy} currently`,
      );
    }
    this.disrupted.set(pod.uid, now);
    return this.remove(pod);
  }

  private remove(pod: PodRecord): EvictionResult {
    const { world } = this.cluster;
    if (pod.deletionTimestamp === null && !isTerminal(pod))
      setDisruptionTarget(world, pod, 'api-server', 'EvictionByEvictionAPI');
    this.cluster.deletePod(pod, null);
    return { ok: true };
  }

  private refuse(pod: PodRecord, code: 429 | 500, message: string, cause?: string): EvictionResult {
    this.cluster.world.emit(
      'api-server',
      'EvictionRefused',
      pod.key,
      { code, message },
      cause ? `${cause} (eviction.go checkAndDecrement).` : undefined,
    );
    return { ok: false, code, message };
  }

  /** kubectl drain: cordon, evict everything on the node, retry refusals every 5 s. */
  drain(node: string): void {
    const { world } = this.cluster;
    this.cluster.scheduler.cordon(node);
    world.kubeEvent(
      'node',
      `Node/${node}`,
      'NodeNotSchedulable',
      `Node ${node} status is now: NodeNotSchedulable`,
    );
    const attempt = (pod: PodRecord): void => {
      if (pod.removed || pod.deletionTimestamp !== null) return;
      const r = this.evict(pod);
      if (!r.ok && r.code === 429) world.clock.after(DRAIN_RETRY_MS, () => attempt(pod));
    };
    for (const pod of world.pods.all().filter((p) => p.nodeName === node && !p.removed))
      attempt(pod);
  }
}
