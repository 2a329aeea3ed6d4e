// The kubelet's pod worker for one Pod (pod_workers.go): it starts the containers, keeps
// them running (restarts), notices deadlines, and once the Pod must stop, kills every
// container in parallel (kuberuntime_container.go killContainersWithSyncResult), then
// writes the final status and, for a deleted Pod, sends the final Delete.
import { setup, type ActorRefFrom } from 'xstate';
import type { PodRecord } from '../sim/store.ts';
import type { World } from '../sim/world.ts';
import type { containerMachine } from './containerMachine.ts';
import type { podMachine } from './podMachine.ts';
import { planKills, type KillReason } from './kubelet/killPods.ts';
import { phaseAfterKill, phaseAfterCompletion, shouldRestart } from './kubelet/phase.ts';
import { restartDelayMs } from './kubelet/backoff.ts';
import { Readiness, servingContainer } from './kubelet/readiness.ts';
import { deadlineKillWaitsForCache, terminalPhaseHeldBack } from './rules/features.ts';

export interface KubeletInput {
  world: World;
  pod: PodRecord;
  podActor: ActorRefFrom<typeof podMachine>;
  containers: Map<string, ActorRefFrom<typeof containerMachine>>;
}

interface Ctx extends KubeletInput {
  running: Set<string>;
  exitCodes: Map<string, number>;
  restarts: Map<string, number>;
  /** Containers waiting out their restart back-off. */
  restarting: Set<string>;
  readiness: Readiness;
  killReason: KillReason;
}

export type KubeletEvent =
  | { type: 'DELETION_OBSERVED' }
  | { type: 'DEADLINE_EXCEEDED' }
  | { type: 'CONTAINER_STARTED'; name: string }
  | { type: 'CONTAINER_EXITED'; name: string; exitCode: number | null };

const write = (c: Ctx, e: Parameters<Ctx['podActor']['send']>[0]): void => {
  if (!c.pod.removed) c.podActor.send(e);
};

/**
 * status/generate.go: Ready when every container is ready (prober_manager.go
 * UpdatePodStatus: without a readiness probe, a started container is ready).
 */
function updateReadiness(c: Ctx): void {
  const ready = c.readiness.allReady && c.running.size === c.containers.size;
  if (ready && !c.pod.ready && c.pod.deletionTimestamp === null && c.killReason === null) {
    write(c, { type: 'READY' });
  } else if (!ready && c.pod.ready) write(c, { type: 'NOT_READY' });
}

export const kubeletMachine = setup({
  types: {} as { context: Ctx; input: KubeletInput; events: KubeletEvent },
  delays: {
    'container start': ({ context }) => context.world.latency('containerStart'),
    'status update': ({ context }) => context.world.latency('statusUpdate'),
    'pod cleanup': ({ context }) => context.world.latency('podCleanup'),
    // active_deadline.go: checked on the 1 s sync tick, so detection lags the deadline.
    'active deadline': ({ context: { pod, world } }) => {
      const ads = pod.template.activeDeadlineSeconds;
      if (ads === null || pod.startTime === null) return Infinity;
      return Math.max(0, pod.startTime + ads * 1000 - world.now) + world.latency('deadlineCheck');
    },
    // podWorkerLoop waits for a pod cache newer than the sync (PLEG relist, ≤ ~1 s).
    'pod cache refresh': ({ context }) =>
      deadlineKillWaitsForCache(context.world.v) ? context.world.latency('deadlineCheck') : 0,
  },
  guards: {
    'every container has stopped': ({ context }) => context.running.size === 0,
    'the pod was deleted': ({ context }) =>
      context.pod.deletionTimestamp !== null || context.pod.removed,
    'no container runs or will restart': ({ context }) =>
      context.running.size === 0 && context.restarting.size === 0,
  },
  actions: {
    'acknowledge the pod': ({ context: { pod, world } }) => {
      pod.startTime = world.now; // status.startTime: first acknowledged, before any image pull
    },
    'start the containers': ({ context: c }) => {
      c.pod.hasIP = true;
      for (const [name, ref] of c.containers) {
        c.running.add(name);
        ref.send({ type: 'START' });
      }
      write(c, { type: 'RUNNING' });
    },
    'record the start': ({ context: c }, e: { name: string }) => {
      c.running.add(e.name);
      c.readiness.started(e.name);
    },
    'update readiness': ({ context: c }) => updateReadiness(c),
    'record the exit': ({ context: c }, e: { name: string; exitCode: number | null }) => {
      c.running.delete(e.name);
      c.readiness.exited(e.name);
      if (e.exitCode !== null) c.exitCodes.set(e.name, e.exitCode);
      if (c.pod.ready) write(c, { type: 'NOT_READY' });
    },
    'restart per restartPolicy': ({ context: c }, e: { name: string; exitCode: number | null }) => {
      if (!shouldRestart(c.pod.template.restartPolicy, e.exitCode ?? 0)) return;
      const n = (c.restarts.get(e.name) ?? 0) + 1;
      c.restarts.set(e.name, n);
      c.pod.restartCount++;
      c.restarting.add(e.name);
      const ref = c.containers.get(e.name)!;
      // kuberuntime_manager.go doBackOff: the first restart is immediate, then 10 s doubling.
      c.world.clock.after(restartDelayMs(n), () => {
        c.restarting.delete(e.name);
        if (c.killReason === null) ref.send({ type: 'RESTART' });
      });
    },
    'notice the deletion': ({ context: c }) => {
      c.killReason = 'api';
    },
    'notice the deadline': ({ context: c }) => {
      c.killReason = 'deadline';
      const { world, pod } = c;
      world.kubeEvent(
        'kubelet',
        pod.key,
        'DeadlineExceeded',
        'Pod was active on the node longer than the specified deadline',
      );
      // status/generate.go: ShouldEvict inside generateAPIPodStatus sets Ready=False at once.
      if (pod.ready) write(c, { type: 'NOT_READY' });
      // ≤1.21 (no #108366): the kubelet writes Failed/DeadlineExceeded at detection.
      if (!terminalPhaseHeldBack(world.v))
        write(c, { type: 'TERMINAL', phase: 'Failed', reason: 'DeadlineExceeded' });
    },
    'kill the containers': ({ context: c }) => {
      const wasRunning = new Set(c.running);
      c.running.clear();
      c.restarting.clear();
      for (const { name, kill } of planKills(c.world, c.pod, c.killReason)) {
        const ref = c.containers.get(name)!;
        if (wasRunning.has(name)) {
          c.running.add(name);
          c.world.kubeEvent('kubelet', c.pod.key, 'Killing', `Stopping container ${name}`);
        }
        ref.send({ type: 'KILL', kill });
      }
    },
    'write the terminal status': ({ context: c }) => {
      const phase = phaseAfterKill(c.world.v, c.pod, c.killReason, c.exitCodes);
      if (phase && !(c.pod.phase === phase.phase && c.pod.reason === phase.reason)) {
        write(c, { type: 'TERMINAL', ...phase });
      }
    },
    'write the completed status': ({ context: c }) => {
      write(c, { type: 'TERMINAL', ...phaseAfterCompletion(c.exitCodes) });
    },
    'send the final delete': ({ context: c }) => {
      if (c.pod.deletionTimestamp !== null) write(c, { type: 'FINAL_DELETE' });
    },
  },
}).createMachine({
  id: 'kubelet',
  context: ({ input }) => {
    const serving = servingContainer(input.pod.template);
    const ctx: Ctx = {
      ...input,
      running: new Set(),
      exitCodes: new Map(),
      restarts: new Map(),
      restarting: new Set(),
      killReason: null,
      readiness: new Readiness(input.world, input.pod, serving?.name, () => updateReadiness(ctx)),
    };
    return ctx;
  },
  initial: 'Starting',
  states: {
    Starting: {
      entry: 'acknowledge the pod',
      after: { 'container start': 'Running' },
      on: { DELETION_OBSERVED: { target: 'Killing', actions: 'notice the deletion' } },
    },
    Running: {
      entry: 'start the containers',
      after: { 'active deadline': 'DeadlineExceeded' },
      on: {
        CONTAINER_STARTED: {
          actions: [{ type: 'record the start', params: ({ event }) => event }, 'update readiness'],
        },
        CONTAINER_EXITED: [
          {
            actions: [
              { type: 'record the exit', params: ({ event }) => event },
              { type: 'restart per restartPolicy', params: ({ event }) => event },
            ],
          },
        ],
        DELETION_OBSERVED: { target: 'Killing', actions: 'notice the deletion' },
      },
      always: { guard: 'no container runs or will restart', target: 'Completed' },
    },
    DeadlineExceeded: {
      entry: 'notice the deadline',
      after: { 'pod cache refresh': 'Killing' },
      on: { DELETION_OBSERVED: { target: 'Killing' } },
    },
    Killing: {
      entry: 'kill the containers',
      on: {
        CONTAINER_EXITED: { actions: { type: 'record the exit', params: ({ event }) => event } },
      },
      always: { guard: 'every container has stopped', target: 'Killed' },
    },
    Killed: {
      after: { 'status update': { target: 'CleaningUp', actions: 'write the terminal status' } },
    },
    CleaningUp: {
      after: { 'pod cleanup': { target: 'Done', actions: 'send the final delete' } },
    },
    Completed: {
      after: { 'status update': { target: 'Finished', actions: 'write the completed status' } },
      on: { DELETION_OBSERVED: { target: 'CleaningUp' } },
    },
    // Ended by itself and still in the API: a later DELETE is cleaned up like any other.
    Finished: {
      on: { DELETION_OBSERVED: { target: 'CleaningUp', guard: 'the pod was deleted' } },
    },
    Done: { type: 'final' },
  },
});
