// The Deployment controller for one Deployment (pkg/controller/deployment). It owns the
// ReplicaSets; a sync either scales the new ReplicaSet up or the old ones down
// (rolling.go rolloutRolling: a sync that scaled up returns before scaling down), or, for
// Recreate, waits until no old pod runs (recreate.go oldPodsRunning). A change of
// spec.replicas is a scaling event, handled apart (sync.go scale, in deploymentScale.ts).
import { setup, type ActorRefFrom } from 'xstate';
import type { DeploymentModel, PodTemplateModel } from '../../../manifest/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import { scaledMessage } from '../../eventMessages.ts';
import {
  byCreation,
  findActiveOrLatest,
  isSaturated,
  isScalingEvent,
  proportionalSizes,
  type ScaleRs,
} from './deploymentScale.ts';
import { replicaSetMachine, type ReplicaSetRecord } from '../replicaset/replicaSetMachine.ts';
import {
  cleanupUnhealthyReplicas,
  maxScaledDown,
  newReplicaSetReplicas,
  resolveFenceposts,
  scaleDownOldForRollingUpdate,
  type RsCounts,
} from './rollingUpdate.ts';

export interface DeploymentInput {
  cluster: Cluster;
  deployment: DeploymentModel;
}

export interface OwnedRs {
  rec: ReplicaSetRecord;
  actor: ActorRefFrom<typeof replicaSetMachine>;
  /** Annotations desired-replicas and max-replicas (deployment_util.go SetReplicasAnnotations). */
  desired: number;
  max: number;
  /** The RS status as the informer last delivered it. */
  seen: ReplicaSetRecord['status'];
}

interface Ctx extends DeploymentInput {
  template: PodTemplateModel;
  replicas: number;
  replicaSets: OwnedRs[];
}

export type DeploymentEvent =
  | { type: 'RS_CHANGED' }
  | { type: 'ROLLOUT'; template: PodTemplateModel }
  | { type: 'SCALE'; replicas: number }
  | { type: 'DELETED' };

function createReplicaSet(c: Ctx, replicas: number): OwnedRs {
  const { cluster, deployment } = c;
  const world = cluster.world;
  const name = `${deployment.name}-${c.template.hash}`;
  const rec: ReplicaSetRecord = {
    name,
    template: c.template,
    specReplicas: replicas,
    minReadySeconds: deployment.minReadySeconds,
    createdAt: world.now,
    deployment: deployment.name,
    status: { replicas: 0, ready: 0, available: 0 },
    relatedPods: () => c.replicaSets.flatMap((r) => podsOf(c, r)),
    onStatusChanged: () => {
      // This controller reads the status its informer delivered, one watch later.
      const status = rec.status;
      world.clock.after(world.latency('watch'), () => {
        owned.seen = status;
        self(c)?.send({ type: 'RS_CHANGED' });
      });
    },
  };
  world.emit('deployment-controller', 'ObjectCreated', `ReplicaSet/${name}`, {
    owner: `Deployment/${deployment.name}`,
    replicas,
  });
  const actor = world.actor(replicaSetMachine, { cluster, rs: rec });
  world.watch(`ReplicaSet/${name}`, {
    podChanged: (pod) => {
      actor.send({ type: 'POD_CHANGED', pod });
      // deployment_controller.go deletePod: a Recreate Deployment is synced when its
      // last pod leaves the API (a pod turning Failed does not enqueue it).
      if (pod.removed && deployment.strategy.type === 'Recreate' && !hasPods(c))
        self(c)?.send({ type: 'RS_CHANGED' });
    },
  });
  // SetNewReplicaSetAnnotations: a new RS is annotated with the size it was made for.
  const max = c.replicas + maxSurge(c);
  const owned: OwnedRs = { rec, actor, desired: c.replicas, max, seen: rec.status };
  c.replicaSets.push(owned);
  // The RS controller sees the new object one watch latency later.
  world.clock.after(world.latency('watch'), () => actor.start());
  // sync.go getNewReplicaSet: the event only when the new ReplicaSet has replicas.
  if (replicas > 0) scaledEvent(c, rec, 0, replicas, true);
  return owned;
}

const podsOf = (c: Ctx, r: OwnedRs): PodRecord[] =>
  c.cluster.world.pods.ownedBy({ kind: 'ReplicaSet', name: r.rec.name });
const hasPods = (c: Ctx): boolean => c.replicaSets.some((r) => podsOf(c, r).length > 0);

function scaledEvent(c: Ctx, rs: ReplicaSetRecord, from: number, to: number, created = false) {
  const msg = scaledMessage(
    c.cluster.world.v,
    to > from ? 'up' : 'down',
    rs.name,
    from,
    to,
    created,
  );
  c.cluster.world.kubeEvent(
    'deployment-controller',
    `Deployment/${c.deployment.name}`,
    'ScalingReplicaSet',
    msg,
  );
}

/**
 * sync.go scaleReplicaSet: writes the size and the replicas annotations; the RS controller
 * and this controller (updateReplicaSet) each hear of the update one watch later.
 */
function scaleReplicaSet(c: Ctx, rs: OwnedRs, to: number): boolean {
  const from = rs.rec.specReplicas;
  const max = c.replicas + maxSurge(c);
  if (from === to && rs.desired === c.replicas && rs.max === max) return false;
  rs.rec.specReplicas = to;
  rs.desired = c.replicas;
  rs.max = max;
  if (from !== to) scaledEvent(c, rs.rec, from, to);
  const w = c.cluster.world;
  w.clock.after(w.latency('watch'), () => rs.actor.send({ type: 'SPEC_CHANGED' }));
  w.clock.after(w.latency('watch'), () => self(c)?.send({ type: 'RS_CHANGED' }));
  return from !== to;
}

/** sync.go scaleReplicaSetAndRecordEvent: only a size change writes; true if it did. */
const scale = (c: Ctx, rs: OwnedRs, to: number): boolean =>
  rs.rec.specReplicas !== to && scaleReplicaSet(c, rs, to);

/** deployment_util.go MaxSurge: 0 unless RollingUpdate. */
function maxSurge(c: Ctx): number {
  const s = c.deployment.strategy;
  if (s.type !== 'RollingUpdate') return 0;
  return resolveFenceposts(s.maxSurge, s.maxUnavailable, c.replicas).surge;
}

const view = (r: OwnedRs): ScaleRs & { owned: OwnedRs } => ({
  name: r.rec.name,
  createdAt: r.rec.createdAt,
  spec: r.rec.specReplicas,
  available: r.seen.available,
  desired: r.desired,
  max: r.max,
  owned: r,
});

/** sync.go scale: a scaling event resizes the ReplicaSets and does nothing else. */
function scaleDeployment(c: Ctx, newRs: OwnedRs | undefined, old: OwnedRs[]): void {
  const latest = findActiveOrLatest(newRs && view(newRs), old.map(view));
  if (latest) {
    scale(c, latest.owned, c.replicas);
    return;
  }
  // A saturated new RS: the old ones go to 0 at once.
  if (isSaturated(c.replicas, newRs && view(newRs))) {
    for (const r of old) if (r.rec.specReplicas > 0) scale(c, r, 0);
    return;
  }
  if (c.deployment.strategy.type !== 'RollingUpdate') return;
  const active = [...old, ...(newRs ? [newRs] : [])].filter((r) => r.rec.specReplicas > 0);
  // The Deployment's status.replicas: the fallback when an RS lacks max-replicas.
  const statusReplicas = c.replicaSets.reduce((s, r) => s + r.seen.replicas, 0);
  const sizes = proportionalSizes(c.replicas, maxSurge(c), active.map(view), statusReplicas);
  for (const [r, size] of sizes) scaleReplicaSet(c, r.owned, size);
}

const selves = new WeakMap<Ctx, ActorRefFrom<typeof deploymentMachine>>();
const self = (c: Ctx): ActorRefFrom<typeof deploymentMachine> | undefined => selves.get(c);
const counts = (r: OwnedRs): RsCounts => ({
  spec: r.rec.specReplicas,
  available: r.seen.available,
});

/** recreate.go rolloutRecreate. */
function rolloutRecreate(c: Ctx, newRs: OwnedRs | undefined, old: OwnedRs[]): void {
  // scaleDownOldReplicaSetsForRecreate; a sync that scaled down returns.
  let scaledDown = false;
  for (const r of old) scaledDown = scale(c, r, 0) || scaledDown;
  if (scaledDown) return;
  // oldPodsRunning: terminating pods in a non-terminal phase still block.
  if (old.some((r) => podsOf(c, r).some((p) => !isTerminal(p)))) return;
  if (!newRs) createReplicaSet(c, c.replicas);
  else scale(c, newRs, c.replicas);
}

/** rolling.go rolloutRolling: scale the new RS up, or else the old ones down. */
function rolloutRolling(c: Ctx, found: OwnedRs | undefined, old: OwnedRs[]): void {
  const strategy = c.deployment.strategy;
  if (strategy.type !== 'RollingUpdate') return;
  const { surge, unavailable } = resolveFenceposts(
    strategy.maxSurge,
    strategy.maxUnavailable,
    c.replicas,
  );
  const all = (): RsCounts[] => c.replicaSets.map(counts);
  let newRs = found;
  if (!newRs) {
    // getNewReplicaSet creates it already at NewRSNewReplicas, so reconcileNewReplicaSet
    // has nothing to do and the same sync goes on to the old ReplicaSets.
    const want = newReplicaSetReplicas(c.replicas, surge, all(), { spec: 0, available: 0 });
    newRs = createReplicaSet(c, want);
  } else if (newRs.rec.specReplicas > c.replicas) {
    if (scale(c, newRs, c.replicas)) return;
  } else {
    const up = newReplicaSetReplicas(c.replicas, surge, all(), counts(newRs));
    if (scale(c, newRs, up)) return;
  }
  // reconcileOldReplicaSets
  if (old.every((r) => r.rec.specReplicas === 0)) return;
  const max = maxScaledDown(c.replicas, unavailable, all(), counts(newRs));
  if (max <= 0) return;
  const cleaned = cleanupUnhealthyReplicas(old.map(counts), max);
  old.forEach((r, i) => scale(c, r, cleaned[i]!));
  const available = c.replicaSets.reduce((s, r) => s + r.seen.available, 0);
  const specs = old.map((r) => r.rec.specReplicas);
  const down = scaleDownOldForRollingUpdate(c.replicas, unavailable, available, specs);
  old.forEach((r, i) => scale(c, r, down[i]!));
}

function sync(c: Ctx): void {
  const hash = c.template.hash;
  const newRs = c.replicaSets.find((r) => r.rec.template.hash === hash);
  // ReplicaSetsByCreationTimestamp: the old ones oldest first.
  const old = c.replicaSets.filter((r) => r !== newRs).sort((a, b) => byCreation(a.rec, b.rec));
  // deployment_controller.go syncDeployment: a scaling event goes to sync (scale) alone.
  if (isScalingEvent(c.replicas, c.replicaSets.map(view))) scaleDeployment(c, newRs, old);
  else if (c.deployment.strategy.type === 'Recreate') rolloutRecreate(c, newRs, old);
  else rolloutRolling(c, newRs, old);
}

export const deploymentMachine = setup({
  types: {} as { context: Ctx; input: DeploymentInput; events: DeploymentEvent },
  actions: {
    'sync the Deployment': ({ context }) => sync(context),
    'change the template': ({ context }, e: { template: PodTemplateModel }) => {
      context.template = e.template;
    },
    'change the replicas': ({ context }, e: { replicas: number }) => {
      context.replicas = e.replicas;
    },
  },
}).createMachine({
  id: 'deployment',
  context: ({ input }) => {
    const ctx: Ctx = {
      ...input,
      template: input.deployment.template,
      replicas: input.deployment.replicas,
      replicaSets: [],
    };
    input.cluster.scales.set(`Deployment/${input.deployment.name}`, () => ctx.replicas);
    return ctx;
  },
  initial: 'Queued',
  on: {
    ROLLOUT: {
      target: '.Queued',
      actions: { type: 'change the template', params: ({ event }) => event },
    },
    SCALE: {
      target: '.Queued',
      actions: { type: 'change the replicas', params: ({ event }) => event },
    },
    DELETED: '.Deleted',
  },
  states: {
    Deleted: { on: { ROLLOUT: {}, SCALE: {}, RS_CHANGED: {} } },
    Idle: { on: { RS_CHANGED: 'Queued' } },
    Queued: { after: { 0: { target: 'Idle', actions: 'sync the Deployment' } } },
  },
});

/** Creates and starts the controller for one Deployment. */
export function startDeployment(input: DeploymentInput): ActorRefFrom<typeof deploymentMachine> {
  const actor = input.cluster.world.actor(deploymentMachine, input);
  selves.set(actor.getSnapshot().context, actor);
  actor.start();
  return actor;
}
