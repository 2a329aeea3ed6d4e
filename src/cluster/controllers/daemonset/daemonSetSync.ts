// One sync of the DaemonSet controller (daemon/daemon_controller.go manage →
// podsShouldBeOnNode, syncNodes; update.go rollingUpdate): one Pod per node that should run
// one (daemonSetNodes.ts: nodeSelector, required node affinity, taints against the daemon
// tolerations), Failed Pods deleted under a per-node back-off, Succeeded ones deleted on
// versions with the fix, Pods on a node that should no longer keep them deleted, and a
// rolling update within maxUnavailable or maxSurge (daemonSetUpdate.ts).
import { secondsToMs } from '../../../trace/units.ts';
import {
  daemonSetCountsOldUnavailable,
  daemonSetDeletesSucceeded,
  daemonSetSkipsDeletedTerminal,
} from '../../../versions/features.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import { claimPods, orphans } from '../claimPods.ts';
import {
  daemonPodTemplate,
  nodeShouldRunDaemonPod,
  nodeTaints,
  type NodeFit,
} from './daemonSetNodes.ts';
import { available, deleted, rollingUpdate, scaled, surgeUpdate } from './daemonSetUpdate.ts';
import type { DaemonState } from './daemonSetState.ts';
import { objectKey, type ObjectKey } from '../../objectKey.ts';

/** cmd/kube-controller-manager apps.go: flowcontrol.NewBackOff(1s, 15min). */
const BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 15 * 60_000;
/** daemon_controller.go BurstReplicas. */
const BURST_REPLICAS = 250;

const terminal = (p: PodRecord): boolean => p.phase === 'Failed' || p.phase === 'Succeeded';

export interface DaemonSync {
  /** When to look again (a back-off or a minReadySeconds wait ends), or null. */
  requeueAt: number | null;
  /** NodeShouldRunDaemonPod as this sync found it (the status reads it too). */
  shouldRun: (node: string) => boolean;
  /** A create was refused: syncNodes returned an error (the workqueue retries it). */
  failed: boolean;
}

/** What one sync knows while it walks the nodes, and the creates and deletes it decides. */
interface Manage {
  c: Cluster;
  d: DaemonState;
  key: ObjectKey;
  now: number;
  minReadyMs: number;
  /** A RollingUpdate with maxSurge above zero. */
  surge: boolean;
  fits: Map<string, NodeFit>;
  shouldRun: (node: string) => boolean;
  /** Asks for another sync at `at` (the earliest asked wins). */
  later: (at: number) => void;
  toCreate: string[];
  toDelete: PodRecord[];
}

export function syncDaemonSet(c: Cluster, d: DaemonState): DaemonSync {
  const { world } = c;
  const now = world.now;
  const u = d.model.updateStrategy;
  let requeueAt: number | null = null;
  const byNode = nodesToDaemonPods(c, d);
  // NodeShouldRunDaemonPod against the current template, for every node.
  const fits = new Map<string, NodeFit>(
    world.nodes.map((n) => [n.name, nodeShouldRunDaemonPod(d.template, n, nodeTaints(c, n.name))]),
  );
  const m: Manage = {
    c,
    d,
    key: objectKey('DaemonSet', d.model.name),
    now,
    minReadyMs: secondsToMs(d.model.minReadySeconds),
    surge: u.type === 'RollingUpdate' && scaled(u.maxSurge, world.nodes.length) > 0,
    fits,
    shouldRun: (node) => fits.get(node)?.shouldRun ?? false,
    later: (at) => {
      if (at > now) requeueAt = requeueAt === null ? at : Math.min(requeueAt, at);
    },
    toCreate: [],
    toDelete: [],
  };
  for (const [node, pods] of byNode) podsShouldBeOnNode(m, node, pods);
  // rollingUpdate runs only once the expectations of this sync's creates and deletes are met.
  if (m.toCreate.length === 0 && m.toDelete.length === 0 && u.type === 'RollingUpdate')
    planRollingUpdate(m, byNode);
  const failed = syncNodes(m);
  return { requeueAt, shouldRun: m.shouldRun, failed };
}

/**
 * daemon_controller.go getNodesToDaemonPods: the DaemonSet's Pods by node, after ClaimPods
 * over the namespace's Pods (getDaemonPods); a claimed Pod with neither a node nor the
 * controller's node affinity holds no node (GetTargetNodeName).
 */
function nodesToDaemonPods(c: Cluster, d: DaemonState): Map<string, PodRecord[]> {
  const { world } = c;
  const owner = { kind: 'DaemonSet' as const, name: d.model.name };
  // includeDeletedTerminal = false, #118716 (1.28, backported to 1.27 #118911 and 1.26
  // #118912): a deleted Pod that is already terminal does not hold its node, even while a
  // finalizer keeps the object; before it, every owned Pod did.
  const skipDeletedTerminal = daemonSetSkipsDeletedTerminal(world.v);
  const byNode = new Map<string, PodRecord[]>(world.nodes.map((n) => [n.name, []]));
  const claimed = claimPods(
    c,
    {
      owner,
      namespace: d.model.namespace,
      lane: 'daemonset-controller',
      selector: d.model.selector,
    },
    [...world.pods.ownedBy(owner), ...orphans(c, d.model.namespace, d.model.selector)],
  );
  for (const p of claimed) {
    const node = p.nodeName ?? d.targets.get(p.name);
    if (node === undefined || (skipDeletedTerminal && deleted(p) && terminal(p))) continue;
    byNode.get(node)?.push(p);
  }
  return byNode;
}

/** daemon_controller.go podsShouldBeOnNode, for one node and the Pods it holds. */
function podsShouldBeOnNode(m: Manage, node: string, pods: PodRecord[]): void {
  if (pods.length === 0) {
    if (m.shouldRun(node)) m.toCreate.push(node);
    return;
  }
  // !shouldContinueRunning: a node that no longer fits (its labels, the template's selector
  // or affinity, a NoExecute taint not tolerated) loses its Pods.
  if (!m.fits.get(node)?.shouldContinueRunning) {
    m.toDelete.push(...pods.filter((p) => !deleted(p)));
    return;
  }
  const running: PodRecord[] = [];
  for (const p of pods) {
    if (deleted(p)) continue;
    if (p.phase === 'Failed') failedDaemonPod(m, node, p);
    else if (p.phase === 'Succeeded' && daemonSetDeletesSucceeded(m.c.world.v)) {
      // #117073 (1.27, backported to 1.26): before it a Succeeded Pod stayed Completed.
      m.c.world.kubeEvent(
        'daemonset-controller',
        m.key,
        'SucceededDaemonPod',
        `Found succeeded daemon pod ${p.namespace}/${p.name} on node ${node}, will try to delete it`,
      );
      m.toDelete.push(p);
    } else running.push(p);
  }
  const byAge = [...running].sort((a, b) => a.createdAt - b.createdAt);
  // Without a surge, more than one running Pod on a node: all but the oldest go.
  if (!m.surge) m.toDelete.push(...byAge.slice(1));
  // With a surge, a node left without a running Pod gets its new one in this same sync.
  else if (running.length === 0) {
    if (m.shouldRun(node)) m.toCreate.push(node);
  } else if (running.length > 1) m.toDelete.push(...surgePrune(m.d, byAge, m.minReadyMs, m.now));
}

/**
 * podsShouldBeOnNode's failed Pod: deleted under the node's back-off (failedPodsBackoff);
 * while the back-off runs, the DaemonSet is requeued for its whole current delay.
 */
function failedDaemonPod(m: Manage, node: string, p: PodRecord): void {
  const { d, now } = m;
  const b = d.backoff.get(node);
  if (b && now - b.at < b.delayMs) {
    // enqueueDaemonSetAfter(ds, delay): the whole current delay from now.
    m.later(now + b.delayMs);
    return;
  }
  // flowcontrol.Backoff.Next: doubles, unless the last step is long past (2 × max).
  const fresh = !b || now - b.at > 2 * MAX_BACKOFF_MS;
  d.backoff.set(node, {
    delayMs: fresh ? BACKOFF_MS : Math.min(b.delayMs * 2, MAX_BACKOFF_MS),
    at: now,
  });
  m.c.world.kubeEvent(
    'daemonset-controller',
    m.key,
    'FailedDaemonPod',
    `Found failed daemon pod ${p.namespace}/${p.name} on node ${node}, will try to kill it`,
    'Warning',
  );
  m.toDelete.push(p);
}

/** update.go rollingUpdate: the creates and deletes of the update, within its budget. */
function planRollingUpdate(m: Manage, byNode: Map<string, PodRecord[]>): void {
  const { d, c, shouldRun, minReadyMs, now } = m;
  const u = d.model.updateStrategy;
  if (u.type !== 'RollingUpdate') return;
  // updatedDesiredNodeCounts: nodes that should run a Pod, and only those without Pods.
  for (const [node, pods] of byNode) if (pods.length === 0 && !shouldRun(node)) byNode.delete(node);
  const desired = c.world.nodes.filter((n) => shouldRun(n.name)).length;
  const plan = m.surge
    ? surgeUpdate(d, byNode, scaled(u.maxSurge, desired), minReadyMs, now)
    : rollingUpdate(
        d,
        byNode,
        Math.max(1, scaled(u.maxUnavailable, desired)),
        minReadyMs,
        now,
        daemonSetCountsOldUnavailable(c.world.v),
      );
  m.toCreate.push(...plan.create);
  m.toDelete.push(...plan.delete);
  for (const p of plan.waiting) if (p.readySince !== null) m.later(p.readySince + minReadyMs);
}

/**
 * syncNodes: creates and deletes, BurstReplicas at most each. The creates go in
 * slowStartBatch's batches (1, 2, 4, …), and a batch with a refused create (LimitRanger,
 * ResourceQuota: controller_utils.go CreatePods' FailedCreate "Error creating: …") is the
 * last; the sync then fails (true) and the workqueue retries it rate-limited.
 */
function syncNodes(m: Manage): boolean {
  const { c, d, key } = m;
  const { world } = c;
  const name = d.model.name;
  const owner = { kind: 'DaemonSet' as const, name };
  let failed = false;
  const creates = m.toCreate.slice(0, BURST_REPLICAS);
  for (let batch = 1, i = 0; i < creates.length && !failed; batch *= 2) {
    for (const node of creates.slice(i, i + batch)) {
      const pod = world.names.next(name, (n) => world.pods.has(n));
      d.targets.set(pod, node);
      const template = daemonPodTemplate(d.template, node);
      const made = c.tryCreatePod(
        { name: pod, namespace: d.model.namespace, template, owner, finalizers: [], onto: node },
        `${name}-`,
      );
      if ('forbidden' in made) {
        d.targets.delete(pod);
        failed = true;
        world.kubeEvent(
          'daemonset-controller',
          key,
          'FailedCreate',
          `Error creating: ${made.forbidden}`,
          'Warning',
        );
        continue;
      }
      world.kubeEvent('daemonset-controller', key, 'SuccessfulCreate', `Created pod: ${pod}`);
    }
    i += batch;
  }
  for (const p of m.toDelete.slice(0, BURST_REPLICAS)) {
    c.deletePod(p, null);
    world.kubeEvent('daemonset-controller', key, 'SuccessfulDelete', `Deleted pod: ${p.name}`);
  }
  return failed;
}

/**
 * podsShouldBeOnNode with a surge and two or more running Pods: keep the oldest new and the
 * oldest old one, and the old one too only while it is Ready and the new one not Available.
 */
function surgePrune(
  d: DaemonState,
  byAge: PodRecord[],
  minReadyMs: number,
  now: number,
): PodRecord[] {
  const prune: PodRecord[] = [];
  let fresh: PodRecord | undefined;
  let old: PodRecord | undefined;
  for (const p of byAge) {
    if (p.template.hash === d.template.hash && !fresh) fresh = p;
    else if (p.template.hash !== d.template.hash && !old) old = p;
    else prune.push(p);
  }
  if (fresh && old && (!old.ready || available(fresh, minReadyMs, now))) prune.push(old);
  return prune;
}
