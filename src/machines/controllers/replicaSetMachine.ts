// The ReplicaSet controller for one ReplicaSet (pkg/controller/replicaset/replica_set.go).
// Pod and spec changes queue a sync (the workqueue dedups: one sync however many changes
// arrive together); a sync makes the number of active pods equal spec.replicas.
import { setup } from 'xstate';
import type { PodTemplateModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isActive, type PodRecord } from '../../sim/store.ts';
import { deletionOrder } from './ranking.ts';

/** replica_set.go BurstReplicas: at most this many creates or deletes per sync. */
const BURST_REPLICAS = 500;

export interface ReplicaSetRecord {
  name: string;
  template: PodTemplateModel;
  specReplicas: number;
  minReadySeconds: number;
  createdAt: number;
  /** The Deployment that owns it, if any. */
  deployment: string | null;
  status: { replicas: number; ready: number; available: number };
  /** Tells the owner (after a watch latency) that status or spec changed. */
  onStatusChanged: () => void;
}

interface Ctx {
  cluster: Cluster;
  rs: ReplicaSetRecord;
}

type Ev = { type: 'POD_CHANGED' } | { type: 'SPEC_CHANGED' } | { type: 'DELETED' };

const isAvailable = (p: PodRecord, minReadyMs: number, now: number): boolean =>
  p.ready && p.readySince !== null && p.readySince + minReadyMs <= now;

function manageReplicas({ cluster, rs }: Ctx): void {
  const { world } = cluster;
  const owner = { kind: 'ReplicaSet' as const, name: rs.name };
  const active = world.pods.ownedBy(owner).filter(isActive);
  const diff = active.length - rs.specReplicas;
  if (diff < 0) {
    // RS2: a pod with a deletionTimestamp is no longer active, so its replacement is
    // created at once while the old pod runs out its grace period.
    for (let i = 0; i < Math.min(-diff, BURST_REPLICAS); i++) {
      const name = world.names.next(rs.name, (n) => world.pods.has(n));
      cluster.createPod({ name, template: rs.template, owner, finalizers: [] });
      world.kubeEvent(
        'replicaset-controller',
        `ReplicaSet/${rs.name}`,
        'SuccessfulCreate',
        `Created pod: ${name}`,
      );
    }
  } else if (diff > 0) {
    const onNode = new Map<string | null, number>();
    for (const p of active) onNode.set(p.nodeName, (onNode.get(p.nodeName) ?? 0) + 1);
    const victims = deletionOrder(active, world.now, world.v >= 22, (n) => onNode.get(n) ?? 0);
    for (const p of victims.slice(0, Math.min(diff, BURST_REPLICAS))) {
      cluster.deletePod(p, null);
      world.kubeEvent(
        'replicaset-controller',
        `ReplicaSet/${rs.name}`,
        'SuccessfulDelete',
        `Deleted pod: ${p.name}`,
      );
    }
  }
}

function updateStatus({ cluster, rs }: Ctx): void {
  const { world } = cluster;
  const owned = world.pods.ownedBy({ kind: 'ReplicaSet', name: rs.name }).filter(isActive);
  const minReadyMs = rs.minReadySeconds * 1000;
  let ready = 0;
  let available = 0;
  for (const p of owned) {
    if (!p.ready) continue;
    ready++;
    if (isAvailable(p, minReadyMs, world.now)) available++;
  }
  const s = rs.status;
  const changed = s.replicas !== owned.length || s.ready !== ready || s.available !== available;
  rs.status = { replicas: owned.length, ready, available };
  if (changed) rs.onStatusChanged();
}

export const replicaSetMachine = setup({
  types: {} as { context: Ctx; input: Ctx; events: Ev },
  actions: {
    'sync the ReplicaSet': ({ context }) => {
      manageReplicas(context);
      updateStatus(context);
      // RS4: requeue minReadySeconds + 1 s after a pod turns Ready, to count it available.
      const ms = context.rs.minReadySeconds;
      if (ms > 0) {
        context.cluster.world.clock.after(ms * 1000 + 1000, () => updateStatus(context));
      }
    },
  },
}).createMachine({
  id: 'replicaset',
  context: ({ input }) => {
    const { cluster, rs } = input;
    // disruption.go getExpectedScale: a Deployment's pods count against its own replicas.
    const deployment = rs.deployment && cluster.scales.get(`Deployment/${rs.deployment}`);
    cluster.scales.set(`ReplicaSet/${rs.name}`, deployment || (() => rs.specReplicas));
    return input;
  },
  initial: 'Queued',
  // The object is gone (or orphaned its pods away): nothing left to reconcile.
  on: { DELETED: '.Deleted' },
  states: {
    Deleted: {},
    Idle: { on: { POD_CHANGED: 'Queued', SPEC_CHANGED: 'Queued' } },
    // The workqueue: every change that arrives within the same instant shares one sync.
    Queued: { after: { 0: { target: 'Idle', actions: 'sync the ReplicaSet' } } },
  },
});
