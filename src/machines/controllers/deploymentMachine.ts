// The Deployment controller for one Deployment (pkg/controller/deployment). It owns the
// ReplicaSets; a sync either scales the new ReplicaSet up or the old ones down
// (rolling.go rolloutRolling: a sync that scaled up returns before scaling down), or, for
// Recreate, waits until no old pod runs (recreate.go oldPodsRunning).
import { setup, type ActorRefFrom } from 'xstate';
import type { DeploymentModel, PodTemplateModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isTerminal } from '../../sim/store.ts';
import { scaledMessage } from '../rules/events.ts';
import { replicaSetMachine, type ReplicaSetRecord } from './replicaSetMachine.ts';
import {
  newReplicaSetReplicas,
  oldReplicaSetScaleDown,
  resolveFenceposts,
} from './rollingUpdate.ts';

export interface DeploymentInput {
  cluster: Cluster;
  deployment: DeploymentModel;
}

export interface OwnedRs {
  rec: ReplicaSetRecord;
  actor: ActorRefFrom<typeof replicaSetMachine>;
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
    onStatusChanged: () =>
      world.clock.after(world.latency('watch'), () => self(c)?.send({ type: 'RS_CHANGED' })),
  };
  world.emit('deployment-controller', 'ObjectCreated', `ReplicaSet/${name}`, {
    owner: `Deployment/${deployment.name}`,
    replicas,
  });
  const actor = world.actor(replicaSetMachine, { cluster, rs: rec });
  world.watch(`ReplicaSet/${name}`, { podChanged: () => actor.send({ type: 'POD_CHANGED' }) });
  const owned = { rec, actor };
  c.replicaSets.push(owned);
  // The RS controller sees the new object one watch latency later.
  world.clock.after(world.latency('watch'), () => actor.start());
  scaledEvent(c, rec, 0, replicas);
  return owned;
}

function scaledEvent(c: Ctx, rs: ReplicaSetRecord, from: number, to: number): void {
  if (from === to) return;
  const op = to > from ? 'up' : 'down';
  const msg = scaledMessage(c.cluster.world.v, op, rs.name, from, to);
  c.cluster.world.kubeEvent(
    'deployment-controller',
    `Deployment/${c.deployment.name}`,
    'ScalingReplicaSet',
    msg,
  );
}

function scale(c: Ctx, rs: OwnedRs, to: number): void {
  const from = rs.rec.specReplicas;
  if (from === to) return;
  rs.rec.specReplicas = to;
  scaledEvent(c, rs.rec, from, to);
  const w = c.cluster.world;
  w.clock.after(w.latency('watch'), () => rs.actor.send({ type: 'SPEC_CHANGED' }));
}

const selves = new WeakMap<Ctx, ActorRefFrom<typeof deploymentMachine>>();
const self = (c: Ctx): ActorRefFrom<typeof deploymentMachine> | undefined => selves.get(c);

function sync(c: Ctx): void {
  const hash = c.template.hash;
  const newRs = c.replicaSets.find((r) => r.rec.template.hash === hash);
  const old = c.replicaSets
    .filter((r) => r !== newRs)
    .sort((a, b) => a.rec.createdAt - b.rec.createdAt);
  const strategy = c.deployment.strategy;
  if (strategy.type === 'Recreate') {
    for (const r of old) scale(c, r, 0);
    // recreate.go oldPodsRunning: terminating pods in a non-terminal phase still block.
    const world = c.cluster.world;
    const running = old.some((r) =>
      world.pods.ownedBy({ kind: 'ReplicaSet', name: r.rec.name }).some((p) => !isTerminal(p)),
    );
    if (running) return;
    if (!newRs) createReplicaSet(c, c.replicas);
    else scale(c, newRs, c.replicas);
    return;
  }
  const { surge, unavailable } = resolveFenceposts(
    strategy.maxSurge,
    strategy.maxUnavailable,
    c.replicas,
  );
  const counts = (r: OwnedRs): { spec: number; available: number } => ({
    spec: r.rec.specReplicas,
    available: r.rec.status.available,
  });
  const all = c.replicaSets.map(counts);
  if (!newRs) {
    const want = newReplicaSetReplicas(c.replicas, surge, all, { spec: 0, available: 0 });
    createReplicaSet(c, old.length === 0 ? c.replicas : want);
    return;
  }
  if (old.every((r) => r.rec.specReplicas === 0)) {
    scale(c, newRs, c.replicas); // nothing to roll: plain scaling
    return;
  }
  const up = newReplicaSetReplicas(c.replicas, surge, all, counts(newRs));
  if (up > newRs.rec.specReplicas) {
    scale(c, newRs, up);
    return;
  }
  const cuts = oldReplicaSetScaleDown(c.replicas, unavailable, all, counts(newRs), old.map(counts));
  old.forEach((r, i) => scale(c, r, r.rec.specReplicas - cuts[i]!));
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
