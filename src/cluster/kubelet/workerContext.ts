// What a pod worker holds when it starts (pod_workers.go UpdatePod starts one per Pod): its
// containers' actors, spawned in its own actor system, and the prober and readiness
// bookkeeping beside them, plain code that reports back to the worker through one
// `WorkerHooks` object (no closure in the context: the hooks are named methods).
import type { ActorRefFrom } from 'xstate';
import type { ContainerModel } from '../../manifest/model/model.ts';
import type { containerMachine } from './containerMachine.ts';
import { PodContainers } from './podContainers.ts';
import { SmallMap } from '../../engine/smallMap.ts';
import { Prober, type ProberHooks, type ProbeKind } from './prober.ts';
import { Readiness, type ReadinessHooks } from './readiness.ts';
import { PodSyncs, type SyncWork } from './podSyncs.ts';
import { servingContainer } from '../../manifest/model/servingContainer.ts';
import {
  syncPod,
  updateReadiness,
  type KubeletEvent,
  type KubeletInput,
  type WorkerCtx,
} from './workerActions.ts';

/** The pod worker as its plain helpers see it: its own actor. */
interface WorkerSelf {
  send(e: KubeletEvent): void;
  getSnapshot(): { status: string; context: WorkerCtx };
}

/**
 * How the prober, readiness and the pod syncs reach the pod worker: results the statechart
 * decides on go to it as events (a probe Failure, a startup success); what is bookkeeping
 * (readiness, a sync) runs on the context at once, as the kubelet's goroutines do.
 */
class WorkerHooks implements SyncWork, ReadinessHooks, ProberHooks {
  constructor(private readonly self: WorkerSelf) {}

  /**
   * The worker's context as its actor holds it. XState copies the object the context
   * factory returns (its initial assign), and the actions change that copy in place
   * (killReason, kubeletGrace): holding the factory's object would keep a second context
   * per Pod alive and read stale fields from it.
   */
  private get ctx(): WorkerCtx {
    return this.self.getSnapshot().context;
  }

  /** A lost node's pod worker was stopped: its probes and syncs end with it. */
  alive(): boolean {
    return this.self.getSnapshot().status === 'active';
  }

  sync(): number | null {
    return syncPod(this.ctx);
  }

  wantsResync(): boolean {
    return this.ctx.readiness.waitsForSync;
  }

  /** A readiness result that changed syncs the Pod (kubelet.go handleProbeSync). */
  readinessChanged(): void {
    updateReadiness(this.ctx);
    this.ctx.syncs.sync();
  }

  failed(name: string, probe: ProbeKind): void {
    this.self.send({ type: 'PROBE_FAILED', name, probe });
  }

  /** A startup result that changed syncs the Pod too (handleProbeSync). */
  startupSucceeded(name: string): void {
    const { ctx } = this;
    ctx.readiness.startupSucceeded(name);
    ctx.world.podStatus.startedUp(ctx.pod.key, name);
    this.self.send({ type: 'STARTUP_SUCCEEDED', name });
    ctx.syncs.sync();
  }
}

export function newWorkerContext(
  input: KubeletInput,
  spawnContainer: (spec: ContainerModel, serving: boolean) => ActorRefFrom<typeof containerMachine>,
  self: WorkerSelf,
): WorkerCtx {
  const { world, pod } = input;
  const serving = servingContainer(pod.template);
  const refs = new SmallMap(
    [...pod.template.initContainers, ...pod.template.containers].map(
      (spec): [string, ActorRefFrom<typeof containerMachine>] => [
        spec.name,
        spawnContainer(spec, spec === serving),
      ],
    ),
  );
  const ctx: WorkerCtx = {
    world,
    pod,
    podActor: input.podActor,
    pc: new PodContainers(refs, pod.template),
    killReason: null,
    kubeletGrace: null,
    restartAll: null,
    // Every field from the start: one written first by an action ('start the containers')
    // grew the copy XState keeps (its initial assign's Object.assign) one property array
    // more, and took V8 a transition to a new hidden class, for each Pod.
    runningWritten: false,
    readiness: undefined as never,
    prober: undefined as never,
    syncs: undefined as never,
  };
  const hooks = new WorkerHooks(self);
  ctx.syncs = new PodSyncs(world, hooks);
  ctx.readiness = new Readiness(world, pod, serving?.name, hooks);
  ctx.prober = new Prober(world, pod, hooks);
  return ctx;
}
