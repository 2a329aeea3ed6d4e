// The Deployment controller for one Deployment (pkg/controller/deployment). It owns the
// ReplicaSets: their controllers are its child actors (`ReplicaSet/<name>` in its system),
// which tell it their status. A sync either scales the new ReplicaSet up or the old ones down
// (rolling.go rolloutRolling: a sync that scaled up returns before scaling down), or, for
// Recreate, waits until no old pod runs (recreate.go oldPodsRunning). A change of
// spec.replicas is a scaling event, handled apart (sync.go scale, in deploymentScale.ts).
import { enqueueActions, raise, setup, type ActorRefFrom } from 'xstate';
import { isTerminal } from '../../apiserver/podStore.ts';
import {
  byCreation,
  findActiveOrLatest,
  isSaturated,
  isScalingEvent,
  proportionalSizes,
  type ScaleRs,
} from './deploymentScale.ts';
import { replicaSetMachine } from '../replicaset/replicaSetMachine.ts';
import type { ReplicaSetStatusEvent } from '../replicaset/replicaSetRecord.ts';
import {
  createReplicaSet,
  maxSurge,
  podsOf,
  scale,
  scaleReplicaSet,
  type DeploymentCtx as Ctx,
  type DeploymentInput,
  type OwnedRs,
} from './deploymentWrites.ts';
import {
  cleanupUnhealthyReplicas,
  maxScaledDown,
  newReplicaSetReplicas,
  resolveFenceposts,
  scaleDownOldForRollingUpdate,
  type RsCounts,
} from './rollingUpdate.ts';
import { newDeploymentStatus, writeDeploymentStatus } from './deploymentStatus.ts';
import { objectKey, systemIdOf } from '../../objectKey.ts';
import { sendLater } from '../../actorTimers.ts';
import { rolledTemplate, type ImageChange } from '../rollout.ts';

export type DeploymentEvent =
  | { type: 'RS_CHANGED' }
  | ReplicaSetStatusEvent
  | { type: 'ROLLOUT'; change: ImageChange }
  | { type: 'SCALE'; replicas: number }
  | (Omit<ReplicaSetStatusEvent, 'type'> & { type: 'RS_STATUS_SEEN' })
  | { type: 'DELETED' };

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
  // The sizes as listed: this sync's scaling is not in the status it writes (calculateStatus).
  const listed = new Map(c.replicaSets.map((r) => [r, r.rec.specReplicas]));
  // deployment_controller.go syncDeployment: a scaling event goes to sync (scale) alone.
  const scaling = isScalingEvent(c.replicas, c.replicaSets.map(view));
  if (scaling) scaleDeployment(c, newRs, old);
  else if (c.deployment.strategy.type === 'Recreate') rolloutRecreate(c, newRs, old);
  else rolloutRolling(c, newRs, old);
  const specs = c.replicaSets.reduce((s, r) => s + (listed.get(r) ?? r.rec.specReplicas), 0);
  // sync.go syncDeploymentStatus after a scaling event, progress.go syncRolloutStatus else.
  writeDeploymentStatus(c, !scaling, specs);
}

export const deploymentMachine = setup({
  types: {} as { context: Ctx; input: DeploymentInput; events: DeploymentEvent },
  actors: { replicaSet: replicaSetMachine },
  actions: {
    'sync the Deployment': ({ context }) => sync(context),
    // Each ReplicaSet the sync wrote gets its controller, a child of this one.
    'start the new ReplicaSets': enqueueActions(({ context, self, enqueue }) => {
      const running = self.getSnapshot().children;
      for (const { rec } of context.replicaSets) {
        if (rec.name in running) continue;
        const input = { cluster: context.cluster, rs: rec };
        enqueue.spawnChild('replicaSet', {
          id: rec.name,
          systemId: systemIdOf(objectKey('ReplicaSet', rec.name)),
          input,
        });
      }
    }),
    // This controller reads the status its informer delivered, one watch later.
    'hear the ReplicaSet status': ({ context: c, self }, e: ReplicaSetStatusEvent) => {
      sendLater(self, c.cluster.world.latency('watch'), { ...e, type: 'RS_STATUS_SEEN' });
    },
    'note the ReplicaSet status': ({ context: c }, e: Omit<ReplicaSetStatusEvent, 'type'>) => {
      const owned = c.replicaSets.find((r) => r.rec.name === e.name);
      if (owned) owned.seen = e.status;
    },
    // A change of the spec is a new metadata.generation (status.observedGeneration follows).
    'change the template': ({ context }, e: { change: ImageChange }) => {
      const template = rolledTemplate(context.template, e.change);
      if (context.template.hash !== template.hash) context.status.generation++;
      context.template = template;
    },
    'change the replicas': ({ context }, e: { replicas: number }) => {
      if (context.replicas !== e.replicas) context.status.generation++;
      context.replicas = e.replicas;
    },
  },
}).createMachine({
  id: 'deployment',
  context: ({ input, self }) => {
    const base = {
      ...input,
      self,
      template: input.deployment.template,
      replicas: input.deployment.replicas,
      replicaSets: [],
    };
    const ctx: Ctx = { ...base, status: newDeploymentStatus(base) };
    const key = objectKey('Deployment', input.deployment.name);
    input.cluster.scales.set(key, { of: key, scale: () => ctx.replicas });
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
    RS_STATUS: { actions: { type: 'hear the ReplicaSet status', params: ({ event }) => event } },
    // The informer delivered it: the status is read, and the Deployment queued.
    RS_STATUS_SEEN: {
      actions: [
        { type: 'note the ReplicaSet status', params: ({ event }) => event },
        raise({ type: 'RS_CHANGED' }),
      ],
    },
  },
  states: {
    Deleted: { on: { ROLLOUT: {}, SCALE: {}, RS_CHANGED: {} } },
    Idle: { on: { RS_CHANGED: 'Queued' } },
    Queued: {
      after: {
        0: {
          target: 'Idle',
          actions: ['sync the Deployment', 'start the new ReplicaSets'],
          meta: { k8s: 'deployment_controller.go syncDeployment' },
        },
      },
    },
  },
});

/** Creates and starts the controller for one Deployment. */
export function startDeployment(input: DeploymentInput): ActorRefFrom<typeof deploymentMachine> {
  const systemId = systemIdOf(objectKey('Deployment', input.deployment.name));
  const actor = input.cluster.world.actor(deploymentMachine, input, systemId);
  actor.start();
  return actor;
}
