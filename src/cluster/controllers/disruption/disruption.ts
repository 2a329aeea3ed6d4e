// The disruption controller (pkg/controller/disruption/disruption.go): a PodDisruptionBudget's
// counts (getExpectedPodCount, countHealthyPods) and the status it writes whenever a pod it
// selects changes (trySync → updatePdbStatus, with the DisruptionAllowed condition of
// pdb/helpers UpdateDisruptionAllowedCondition). The Eviction API reads the same counts
// (apiserver/eviction.ts) and writes the status too when it lets a pod go (checkAndDecrement).
// The PDB has no lane of its own: its status is drawn on the API server's.
import type { IntOrPercent, PdbModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { BudgetStatus } from '../../apiserver/eviction.ts';
import { matchesSelector, ownerKey, type PodRecord } from '../../apiserver/podStore.ts';
import { StatusWriter, cond, type WorkloadStatusData } from '../../workloadStatus.ts';
import { objectKey } from '../../objectKey.ts';
import { unmanagedPodsEvent, unmanagedPodsSkipped } from '../../../versions/features.ts';
import {
  countFailed,
  noControllerRef,
  noControllers,
  unmanagedPodsMessage,
} from './unmanagedPods.ts';

/** disruption.go DeletionTimeout: an eviction counts against the budget this long. */
export const DISRUPTED_EXPIRY_MS = 120_000;

const scaled = (v: IntOrPercent, total: number, up: boolean): number => {
  if (typeof v === 'number') return v;
  const x = (parseFloat(v) * total) / 100;
  return up ? Math.ceil(x) : Math.floor(x);
};

export interface PdbCounts {
  /** countHealthyPods: Ready, not being deleted, not evicted in the last 2 minutes. */
  healthy: number;
  desired: number;
  /** getExpectedPodCount's expectedCount. */
  expected: number;
  /** getExpectedScale's unmanagedPods (1.22+): the selected Pods it skipped; absent if none. */
  unmanaged?: readonly string[];
  /**
   * getExpectedScale's error before 1.22, for the first Pod without a controllerRef: trySync
   * fails and failSafe writes the status (the counts are then the status's own).
   */
  syncError?: string;
}

/** When the Eviction API last let each pod go (status.disruptedPods), by pod uid. */
export type Disrupted = (uid: number) => number | undefined;

/** What a scan of the budget's Pods finds (the scale of their owners is read apart). */
interface PdbScan {
  healthy: number;
  active: number;
  listed: number;
  /** Each controller of a selected active Pod, and the first such Pod (named in an error). */
  owners: Map<string, string>;
  /** The selected Pods without a controllerRef, in list order, whatever their phase. */
  unmanaged: string[];
}

/** The Pods a budget selects (in every namespace: the scan keeps to the budget's), and how many. */
function selected(c: Cluster, pdb: PdbModel): { pods: Iterable<PodRecord>; size: number } {
  if (pdb.selectsAll) {
    const pods = c.world.pods.all();
    return { pods, size: pods.length };
  }
  const pods = c.world.pods.matching(pdb.selector);
  return { pods, size: pods.size };
}

/** disruption.go getExpectedPodCount and countHealthyPods. */
export function pdbCounts(
  c: Cluster,
  pdb: PdbModel,
  disruptedAt: Disrupted,
  scan: PdbScan = scanPdb(c, pdb, selected(c, pdb).pods, disruptedAt),
): PdbCounts {
  const { healthy, active, listed, owners, unmanaged } = scan;
  // An integer minAvailable is compared with the pods; a percentage or maxUnavailable with
  // the controllers' scale (getExpectedScale).
  if (pdb.minAvailable !== null && typeof pdb.minAvailable === 'number')
    return { healthy, desired: pdb.minAvailable, expected: listed };
  // getExpectedScale: a Pod without a controllerRef has no scale to add. Before 1.22 it fails
  // the sync; from 1.22 it is skipped, and Pods that are all bare expect none.
  const skipped = unmanaged.length > 0;
  if (skipped && !unmanagedPodsSkipped(c.world.v))
    return { healthy, desired: 0, expected: 0, syncError: noControllerRef(unmanaged[0]!) };
  // controllerScale: one entry per controller (a Deployment's two ReplicaSets in a rollout
  // are one Deployment, not its replicas twice).
  let scale = 0;
  const counted = new Set<string>();
  for (const [o, pod] of owners) {
    const s = c.scales.get(o);
    // No finder knows the controller (a Job's or a DaemonSet's Pods: no scale subresource):
    // getExpectedScale's error, in every version, and the sync fails.
    if (!s) return { healthy, desired: 0, expected: 0, syncError: noControllers(pod) };
    if (counted.has(s.of)) continue;
    counted.add(s.of);
    scale += s.scale();
  }
  const byScale = owners.size > 0 ? (scale > 0 ? scale : active) : skipped ? 0 : active;
  const desired =
    pdb.minAvailable !== null
      ? scaled(pdb.minAvailable, byScale, true)
      : Math.max(0, byScale - scaled(pdb.maxUnavailable ?? 0, byScale, true));
  return { healthy, desired, expected: byScale, ...(skipped ? { unmanaged } : {}) };
}

function scanPdb(
  c: Cluster,
  pdb: PdbModel,
  pods: Iterable<PodRecord>,
  disruptedAt: Disrupted,
): PdbScan {
  const now = c.world.now;
  let healthy = 0;
  let active = 0;
  let listed = 0;
  const owners = new Map<string, string>();
  const unmanaged: string[] = [];
  let last: PodRecord['owner'] = null;
  for (const p of pods) {
    if (p.namespace !== pdb.namespace) continue; // a budget selects within its namespace
    listed++;
    if (p.owner === null) unmanaged.push(p.name);
    if (p.phase === 'Succeeded' || p.phase === 'Failed') continue;
    if (p.deletionTimestamp !== null) continue;
    active++;
    const o = p.owner;
    if (o && (o.name !== last?.name || o.kind !== last.kind)) {
      const key = ownerKey(o);
      if (!owners.has(key)) owners.set(key, p.name);
      last = o;
    }
    if (p.ready && (disruptedAt(p.uid) ?? -Infinity) + DISRUPTED_EXPIRY_MS <= now) healthy++;
  }
  return { healthy, active, listed, owners, unmanaged };
}

/**
 * The last scan of a budget's Pods and what it read: the instant (an eviction expires with
 * time), the API's Pod writes so far (a Pod's phase, readiness, deletion, owner and the
 * eviction's DisruptionTarget are each announced: World.podWrites), the Pods ever added and
 * the number selected (a new Pod is not announced; a removal follows its announcement).
 * While all four stay, a scan finds the same: kubectl drain's retries of refused evictions,
 * all due at the same instant, scan once.
 */
interface ScanMemo {
  at: number;
  writes: number;
  added: number;
  size: number;
  scan: PdbScan;
}

/** The disruption controller's recorder (NewDisruptionController: Component "controllermanager"). */
const RECORDER = { lane: 'api-server', component: 'controllermanager' } as const;

/** UpdateDisruptionAllowedCondition. */
const allowed = (n: number): WorkloadStatusData['conditions'] => [
  n > 0
    ? cond('DisruptionAllowed', 'True', 'SufficientPods')
    : cond('DisruptionAllowed', 'False', 'InsufficientPods'),
];

export class DisruptionController implements BudgetStatus {
  private readonly writers = new Map<string, StatusWriter>();
  private readonly dirty = new Set<PdbModel>();

  constructor(
    private readonly cluster: Cluster,
    private readonly pdbs: PdbModel[],
  ) {
    const { world } = cluster;
    for (const pdb of pdbs)
      this.writers.set(
        pdb.name,
        new StatusWriter(world, 'api-server', objectKey('PodDisruptionBudget', pdb.name)),
      );
    if (pdbs.length === 0) return;
    // The informers' add events: a first sync of every budget.
    world.clock.after(0, () => pdbs.forEach((p) => this.sync(p)));
    world.watchEveryPod({ podChanged: (pod) => this.podChanged(pod) });
  }

  private readonly scans = new Map<PdbModel, ScanMemo>();

  /** The budget's counts now, with the evictions the API recorded (status.disruptedPods). */
  counts(pdb: PdbModel): PdbCounts {
    const { world } = this.cluster;
    const { pods, size } = selected(this.cluster, pdb);
    let m = this.scans.get(pdb);
    const { now, podWrites: writes } = world;
    const added = world.pods.added;
    if (!m || m.at !== now || m.writes !== writes || m.added !== added || m.size !== size) {
      const scan = scanPdb(this.cluster, pdb, pods, this.disruptedAt);
      this.scans.set(pdb, (m = { at: now, writes, added, size, scan }));
    }
    const counts = pdbCounts(this.cluster, pdb, this.disruptedAt, m.scan);
    if (counts.syncError === undefined) return counts;
    // failSafe left the last status's counts in place: those are what the Eviction API reads.
    const s = this.writers.get(pdb.name)?.last;
    return { ...counts, healthy: s?.currentHealthy ?? 0, desired: s?.desiredHealthy ?? 0 };
  }

  private readonly disruptedAt: Disrupted = (uid) => this.cluster.disruptedPods.get(uid);

  /** addPod/updatePod/deletePod: the budgets selecting the pod are synced (one sync each). */
  private podChanged(pod: PodRecord): void {
    const hit = this.pdbs.filter((b) => matchesSelector(pod.template.labels, b.selector));
    if (hit.length === 0) return;
    const first = this.dirty.size === 0;
    for (const b of hit) this.dirty.add(b);
    if (!first) return;
    this.cluster.world.clock.after(0, () => {
      const due = [...this.dirty];
      this.dirty.clear();
      for (const b of due) this.sync(b);
    });
  }

  /** trySync → updatePdbStatus: disruptionsAllowed only while some pod is expected. */
  private sync(pdb: PdbModel): void {
    const counts = this.counts(pdb);
    if (counts.syncError !== undefined) return this.failSafe(pdb, counts.syncError);
    const { healthy, desired, expected, unmanaged } = counts;
    const { world } = this.cluster;
    if (unmanaged && unmanagedPodsEvent(world.v))
      world.kubeEvent(
        RECORDER,
        objectKey('PodDisruptionBudget', pdb.name),
        'UnmanagedPods',
        unmanagedPodsMessage(pdb),
        'Warning',
      );
    const n = expected > 0 && healthy - desired > 0 ? healthy - desired : 0;
    this.writers.get(pdb.name)!.write({
      disruptionsAllowed: n,
      currentHealthy: healthy,
      desiredHealthy: desired,
      expectedPods: expected,
      conditions: allowed(n),
    });
  }

  /**
   * sync → failSafe (getExpectedScale failed: a Pod whose controller has no scale, or before
   * 1.22 one without a controllerRef): trySync recorded
   * CalculateExpectedPodCountFailed; the status keeps its counts (and its observedGeneration)
   * with disruptionsAllowed 0 and DisruptionAllowed=False, reason SyncFailed, the error its
   * message.
   */
  private failSafe(pdb: PdbModel, err: string): void {
    const { world } = this.cluster;
    const key = objectKey('PodDisruptionBudget', pdb.name);
    world.kubeEvent(RECORDER, key, 'CalculateExpectedPodCountFailed', countFailed(err), 'Warning');
    const s = this.writers.get(pdb.name)!.last;
    this.writers.get(pdb.name)!.write({
      disruptionsAllowed: 0,
      currentHealthy: s?.currentHealthy ?? 0,
      desiredHealthy: s?.desiredHealthy ?? 0,
      expectedPods: s?.expectedPods ?? 0,
      conditions: [cond('DisruptionAllowed', 'False', 'SyncFailed', err)],
    });
  }

  /**
   * eviction.go checkAndDecrement: the API server writes the budget's status with one
   * disruption fewer (and the condition when none is left), before the controller's next sync.
   */
  decremented(pdb: PdbModel): void {
    const w = this.writers.get(pdb.name);
    const s = w?.last;
    if (!w || !s || s.disruptionsAllowed === undefined) return;
    const n = Math.max(0, s.disruptionsAllowed - 1);
    w.write({ ...s, disruptionsAllowed: n, conditions: n === 0 ? allowed(0) : s.conditions });
  }
}
