// The Eviction API and kubectl drain:
// pkg/registry/core/pod/storage/eviction.go Create/checkAndDecrement against the pod's
// PodDisruptionBudget (disruption.go: disruptionsAllowed = currentHealthy − desiredHealthy),
// and kubectl/pkg/drain: cordon, evict every pod at once, retry a 429 every 5 s.
import type { PdbModel } from '../../manifest/model/model.ts';
import { pdbUnhealthyPodEvictionPolicy } from '../../versions/features.ts';
import { why, type WhyValues } from '../whys.ts';
import { setDisruptionTarget } from './conditions.ts';
import type { Cluster } from './cluster.ts';
import { isTerminal, matchesSelector, type PodRecord } from './podStore.ts';
import { objectKey } from '../objectKey.ts';

const DRAIN_RETRY_MS = 5_000;
export const PDB_MESSAGE = "Cannot evict pod as it would violate the pod's disruption budget.";

export type EvictionResult = { ok: true } | { ok: false; code: 429 | 500; message: string };

/**
 * A budget's status as the API holds it: the counts checkAndDecrement reads and the
 * decrement it writes. The disruption controller keeps it (controllers/disruption/); the
 * composition root hands it here, so the API server imports no controller.
 */
export interface BudgetStatus {
  /**
   * currentHealthy, desiredHealthy and expectedPods (getExpectedPodCount, countHealthyPods);
   * expected is 0 where the controller allows no disruption whatever the counts: no Pod
   * expected (Pods without a controller under a maxUnavailable or a percentage, 1.22+) or a
   * failed sync (failSafe, 1.21).
   */
  counts(pdb: PdbModel): { healthy: number; desired: number; expected: number };
  /** The status written with one disruption fewer. */
  decremented(pdb: PdbModel): void;
}

export class EvictionApi {
  constructor(
    private readonly cluster: Cluster,
    private readonly pdbs: PdbModel[],
    private readonly budgets: BudgetStatus,
  ) {}

  /** `byDrain`: the request comes from kubectl drain, whose stderr line the refusal quotes. */
  evict(pod: PodRecord, byDrain = false): EvictionResult {
    const { world } = this.cluster;
    // canIgnorePDB: terminal, Pending and terminating pods are deleted without a check.
    if (isTerminal(pod) || pod.phase === 'Pending' || pod.deletionTimestamp !== null)
      return this.remove(pod);
    // A budget selects Pods of its own namespace only.
    const pdbs = this.pdbs.filter(
      (b) =>
        b.namespace === pod.namespace &&
        (b.selectsAll === true || matchesSelector(pod.template.labels, b.selector)),
    );
    if (pdbs.length > 1) {
      return this.refuse(
        pod,
        500,
        'This pod has more than one PodDisruptionBudget, which the eviction subresource does not support.',
        byDrain,
      );
    }
    const pdb = pdbs[0];
    if (!pdb) return this.remove(pod);
    const { healthy, desired, expected } = this.budgets.counts(pdb);
    // eviction.go Create: an unready pod goes without a decrement always under AlwaysAllow
    // (a field the API drops before 1.27), else while the budget is met and non-zero
    // (IfHealthyBudget); otherwise checkAndDecrement decides.
    const alwaysAllow =
      pdb.unhealthyPodEvictionPolicy === 'AlwaysAllow' && pdbUnhealthyPodEvictionPolicy(world.v);
    if (!pod.ready && (alwaysAllow || (healthy >= desired && desired > 0))) return this.remove(pod);
    // checkAndDecrement reads status.disruptionsAllowed, which updatePdbStatus keeps at 0 while
    // expectedCount <= 0 (and failSafe sets to 0): refused however many Pods are healthy.
    if (healthy - desired <= 0 || expected <= 0) {
      return this.refuse(pod, 429, PDB_MESSAGE, byDrain, { pdb: pdb.name, desired, healthy });
    }
    this.cluster.disruptedPods.set(pod.uid, world.now);
    this.budgets.decremented(pdb);
    return this.remove(pod);
  }

  private remove(pod: PodRecord): EvictionResult {
    const { world } = this.cluster;
    // eviction.go addConditionAndDeletePod: every eviction that goes ahead, the canIgnorePDB
    // ones (terminal, Pending, terminating) included, writes the condition before the DELETE.
    if (pod.disruptionTarget !== 'EvictionByEvictionAPI')
      setDisruptionTarget(world, pod, 'api-server', 'EvictionByEvictionAPI');
    this.cluster.deletePod(pod, null);
    return { ok: true };
  }

  private refuse(
    pod: PodRecord,
    code: 429 | 500,
    message: string,
    byDrain: boolean,
    budget?: WhyValues<'budgetRefused'>,
  ): EvictionResult {
    // kubectl drain.go evictPods prints its line to stderr (it is no Event): a 429 (the
    // budget's refusal) is retried after 5 s, anything else ends the drain of that pod.
    const drain = { pod: pod.name, namespace: pod.namespace, message };
    const said = budget
      ? byDrain
        ? why('budgetRefusedByDrain', { ...budget, ...drain })
        : why('budgetRefused', budget)
      : byDrain
        ? why('drainEvictError', drain)
        : undefined;
    this.cluster.world.emit('api-server', 'EvictionRefused', pod.key, { code, message }, said);
    return { ok: false, code, message };
  }

  /** kubectl uncordon: the scheduler may use the node again; the kubelet records it. */
  uncordon(node: string): void {
    const { world } = this.cluster;
    this.cluster.scheduler.uncordon(node);
    // kubelet_node_status.go recordNodeSchedulableEvent.
    world.kubeEvent(
      { lane: 'node', component: 'kubelet' },
      objectKey('Node', node),
      'NodeSchedulable',
      `Node ${node} status is now: NodeSchedulable`,
    );
  }

  /** kubectl drain: cordon, evict everything on the node, retry refusals every 5 s. */
  drain(node: string): void {
    const { world } = this.cluster;
    this.cluster.scheduler.cordon(node);
    // kubelet_node_status.go recordNodeSchedulableEvent: the kubelet sees spec.unschedulable.
    world.kubeEvent(
      { lane: 'node', component: 'kubelet' },
      objectKey('Node', node),
      'NodeNotSchedulable',
      `Node ${node} status is now: NodeNotSchedulable`,
    );
    const attempt = (pod: PodRecord): void => {
      if (pod.removed || pod.deletionTimestamp !== null) return;
      const r = this.evict(pod, true);
      if (!r.ok && r.code === 429) world.clock.after(DRAIN_RETRY_MS, () => attempt(pod));
    };
    // drain.go: DaemonSet Pods are left alone (--ignore-daemonsets; their controller
    // would put them straight back, and they tolerate the cordon).
    const onNode = world.pods.all().filter((p) => p.nodeName === node && !p.removed);
    for (const pod of onNode.filter((p) => p.owner?.kind !== 'DaemonSet')) attempt(pod);
  }
}
