// What a pod worker holds when it starts (pod_workers.go UpdatePod starts one per Pod): its
// containers' actors, spawned in its own actor system, and the prober and readiness
// bookkeeping beside them, plain code that reports back through `self`.
import type { ActorRefFrom } from 'xstate';
import type { ContainerModel } from '../../manifest/model/model.ts';
import type { containerMachine } from './containerMachine.ts';
import { PodContainers } from './podContainers.ts';
import { Prober } from './prober.ts';
import { Readiness } from './readiness.ts';
import { PodSyncs } from './podSyncs.ts';
import { servingContainer } from '../../manifest/model/servingContainer.ts';
import {
  syncPod,
  updateReadiness,
  type KubeletEvent,
  type KubeletInput,
  type WorkerCtx,
} from './workerActions.ts';

export function newWorkerContext(
  input: KubeletInput,
  spawnContainer: (spec: ContainerModel, serving: boolean) => ActorRefFrom<typeof containerMachine>,
  self: { send(e: KubeletEvent): void; alive(): boolean },
): WorkerCtx {
  const { world, pod } = input;
  const serving = servingContainer(pod.template);
  const refs = new Map<string, ActorRefFrom<typeof containerMachine>>();
  for (const spec of [...pod.template.initContainers, ...pod.template.containers])
    refs.set(spec.name, spawnContainer(spec, spec === serving));
  const ctx: WorkerCtx = {
    world,
    pod,
    podActor: input.podActor,
    pc: new PodContainers(refs, pod.template),
    killReason: null,
    kubeletGrace: null,
    restartAll: null,
    readiness: undefined as never,
    prober: undefined as never,
    syncs: undefined as never,
  };
  ctx.syncs = new PodSyncs(world, {
    sync: () => syncPod(ctx),
    wantsResync: () => ctx.readiness.waitsForSync,
    alive: self.alive,
  });
  // A readiness or startup result that changed syncs the Pod (kubelet.go handleProbeSync).
  ctx.readiness = new Readiness(
    world,
    pod,
    serving?.name,
    () => {
      updateReadiness(ctx);
      ctx.syncs.sync();
    },
    self.alive,
  );
  ctx.prober = new Prober(world, pod, {
    failed: (name, probe) => self.send({ type: 'PROBE_FAILED', name, probe }),
    startupSucceeded: (name) => {
      ctx.readiness.startupSucceeded(name);
      world.podStatus.startedUp(pod.key, name);
      self.send({ type: 'STARTUP_SUCCEEDED', name });
      ctx.syncs.sync();
    },
    alive: self.alive,
  });
  return ctx;
}
