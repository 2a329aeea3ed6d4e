// The kubelet's pod worker for one Pod (pod_workers.go): it starts the init containers
// and native sidecars in order, then the containers; keeps them running (restarts);
// notices deadlines; and once the Pod must stop, kills every container in parallel
// (kuberuntime_container.go killContainersWithSyncResult), sidecars last in reverse order.
// Then it writes the final status and, for a deleted Pod, sends the final Delete.
import { secondsToMs } from '../../trace/units.ts';
import { emit, setup } from 'xstate';
import { containerMachine } from './containerMachine.ts';
import { phaseAfterCompletion } from './phase.ts';
import { killForProbe } from './probeKill.ts';
import type { ProbeKind } from './prober.ts';
import { newWorkerContext } from './workerContext.ts';
import {
  killOnDeletion,
  killOnShutdown,
  restartAll,
  restartAllStates,
  UPDATE_POD,
  GATES,
} from './kubeletTransitions.ts';
import {
  exitRestartsAll,
  killNextContainer,
  removeContainers,
  startAgain,
  startRestartingAll,
} from './restartAll.ts';
import {
  initFailedForGood,
  killContainers,
  noticeDeadline,
  recordExit,
  restartIfDue,
  restartsInSameSync,
  updateReadiness,
  write,
  writeTerminalStatus,
  type Exit,
  type KubeletEmitted,
  type KubeletEvent,
  type KubeletInput,
  type WorkerCtx,
} from './workerActions.ts';
import { deadlineKillWaitsForCache } from '../../versions/features.ts';

/**
 * kubelet_pods.go getPhase: a container that was never created (its image is being pulled,
 * or does not pull) keeps the Pod Pending; once each has been, the Pod is Running.
 */
function writeRunningOnceCreated(c: WorkerCtx): void {
  if (c.runningWritten || !c.pc.regularAllCreated) return;
  c.runningWritten = true;
  write(c, { type: 'RUNNING' });
}

export type { KubeletEmitted, KubeletEvent, KubeletInput } from './workerActions.ts';

const ACTIONS = 'kuberuntime_manager.go computePodActions';
/** startContainer returned from EnsureImageExists: SyncPod goes on with the next container. */
const PULLED = 'kuberuntime_manager.go SyncPod';

export const kubeletMachine = setup({
  types: {} as {
    context: WorkerCtx;
    input: KubeletInput;
    events: KubeletEvent;
    emitted: KubeletEmitted;
  },
  actors: { container: containerMachine },
  delays: {
    'container start': ({ context }) => context.world.latency('containerStart'),
    'status update': ({ context }) => context.world.latency('statusUpdate'),
    'pod cleanup': ({ context }) => context.world.latency('podCleanup'),
    // active_deadline.go: checked on the 1 s sync tick, so detection lags the deadline.
    'active deadline': ({ context: { pod, world } }) => {
      const ads = pod.template.activeDeadlineSeconds;
      if (ads === null || pod.startTime === null) return Infinity;
      return (
        Math.max(0, pod.startTime + secondsToMs(ads) - world.now) + world.latency('deadlineCheck')
      );
    },
    // podWorkerLoop waits for a pod cache newer than the sync (PLEG relist, ≤ ~1 s).
    'pod cache refresh': ({ context }) =>
      deadlineKillWaitsForCache(context.world.v) ? context.world.latency('deadlineCheck') : 0,
  },
  guards: {
    'every container has stopped': ({ context }) => context.pc.running.size === 0,
    'every init container is done': ({ context }) => context.pc.initDone,
    'the pod was deleted': ({ context }) =>
      context.pod.deletionTimestamp !== null || context.pod.removed,
    'the containers are done but sidecars run': ({ context: c }) =>
      c.pc.regularDone && c.pc.sidecarsRunning,
    'the containers are done': ({ context: c }) => c.pc.regularDone,
    'a regular init container failed': ({ context }, e: Exit) => initFailedForGood(context, e),
    'its rule restarts all containers': ({ context }, e: Exit) => exitRestartsAll(context, e),
  },
  actions: {
    'acknowledge the pod': ({ context: { pod, world } }) => {
      pod.startTime = world.now; // status.startTime: first acknowledged, before any image pull
      world.podStatus.acknowledged(pod.key); // its first status: every container waiting
    },
    'start the init containers': ({ context: c }) => {
      c.pod.hasIP = true; // the sandbox exists before any container runs
    },
    'advance the init sequence': ({ context: c }) => {
      c.pc.advanceInit();
    },
    'note the startup': ({ context: c }, e: { name: string }) => c.pc.startupSucceeded(e.name),
    'handle an init exit': ({ context: c }, e: Exit) => {
      if (c.pc.isInitRunning(e.name) && e.exitCode === 0) c.pc.initSucceeded(e.name);
      else if (c.pc.isInitRunning(e.name)) {
        c.pc.running.delete(e.name);
        restartIfDue(c, e.name, e.exitCode);
      } else recordExit(c, e.name, e.exitCode);
    },
    'start the containers': ({ context: c }) => {
      c.runningWritten = false;
      c.pc.startRegular();
      writeRunningOnceCreated(c);
    },
    'go on starting the containers': ({ context: c }) => {
      c.pc.continueRegular();
      writeRunningOnceCreated(c);
    },
    'record the start': ({ context: c }, e: { name: string }) => {
      c.pc.running.add(e.name);
      c.pc.restarted(e.name);
      c.readiness.started(e.name);
      c.prober.started(e.name);
    },
    'kill the container for its probe': ({ context }, e: { name: string; probe: ProbeKind }) =>
      killForProbe(context, e.name, e.probe),
    'update readiness': ({ context }) => updateReadiness(context),
    // kubelet.go syncLoopIteration: a PLEG event (a container started or died) syncs the Pod,
    // after the runtime's own steps of that instant (the relist delay itself is not modelled).
    'sync the pod': ({ context }) => {
      context.world.clock.after(0, () => context.syncs.sync());
    },
    'record the exit': ({ context }, e: Exit) => recordExit(context, e.name, e.exitCode),
    'record the exit of a running container': ({ context }, e: Exit) =>
      recordExit(context, e.name, e.exitCode, restartsInSameSync(context, e.name, e.exitCode)),
    'restart per restartPolicy': ({ context }, e: Exit) =>
      restartIfDue(context, e.name, e.exitCode),
    'restart all containers': ({ context }, e: Exit) => startRestartingAll(context, e),
    'kill the next container': ({ context }) => killNextContainer(context),
    'remove the containers': ({ context }) => removeContainers(context),
    'start the pod again': ({ context }) => startAgain(context),
    'notice the deletion': ({ context }) => {
      context.killReason = 'api';
      context.readiness.podTerminating();
    },
    'notice the shutdown': ({ context, event: e }) => {
      if (e.type !== 'SHUTDOWN') return;
      context.killReason = e.reason;
      context.kubeletGrace = e.grace;
      context.readiness.podTerminating();
    },
    'tell the node it stopped': emit({ type: 'containersStopped' as const }),
    'notice the completion': ({ context }) => {
      context.killReason = 'completion';
    },
    'notice the deadline': ({ context }) => noticeDeadline(context),
    'kill the containers': ({ context }) => killContainers(context),
    'write the terminal status': ({ context }) => writeTerminalStatus(context),
    'write the completed status': ({ context: c }) => {
      write(c, { type: 'TERMINAL', ...phaseAfterCompletion(c.pc.exitCodes) });
    },
    'send the final delete': ({ context: c }) => {
      if (c.pod.deletionTimestamp !== null) write(c, { type: 'FINAL_DELETE' });
    },
  },
}).createMachine({
  id: 'kubelet',
  // The pod worker owns its containers: they run in its actor system and report to it.
  context: ({ input, spawn, self }) =>
    newWorkerContext(
      input,
      (spec, serving) =>
        spawn('container', {
          id: spec.name,
          input: { world: input.world, pod: input.pod, spec, serving },
        }),
      { send: (e) => self.send(e), alive: () => self.getSnapshot().status === 'active' },
    ),
  initial: 'Starting',
  states: {
    Starting: {
      entry: 'acknowledge the pod',
      after: {
        'container start': {
          target: 'Initializing',
          meta: { k8s: 'kuberuntime_manager.go SyncPod' },
        },
      },
      on: {
        DELETION_OBSERVED: killOnDeletion,
        SHUTDOWN: killOnShutdown,
      },
    },
    Initializing: {
      entry: ['start the init containers', 'advance the init sequence'],
      always: { guard: 'every init container is done', target: 'Running', meta: { k8s: ACTIONS } },
      on: {
        CONTAINER_STARTED: {
          actions: [{ type: 'record the start', params: ({ event }) => event }, 'sync the pod'],
        },
        STARTUP_SUCCEEDED: {
          actions: [
            { type: 'note the startup', params: ({ event }) => event },
            'advance the init sequence',
          ],
        },
        IMAGE_READY: { actions: 'advance the init sequence', meta: { k8s: PULLED } },
        PROBE_FAILED: {
          actions: { type: 'kill the container for its probe', params: ({ event }) => event },
        },
        CONTAINER_EXITED: [
          restartAll,
          {
            guard: { type: 'a regular init container failed', params: ({ event }) => event },
            target: 'Completed',
            meta: { k8s: ACTIONS },
            actions: { type: 'record the exit', params: ({ event }) => event },
          },
          {
            actions: [
              { type: 'handle an init exit', params: ({ event }) => event },
              'advance the init sequence',
              'sync the pod',
            ],
          },
        ],
        DELETION_OBSERVED: killOnDeletion,
        SHUTDOWN: killOnShutdown,
      },
    },
    Running: {
      entry: 'start the containers',
      after: {
        'active deadline': {
          target: 'DeadlineExceeded',
          meta: { k8s: 'active_deadline.go ShouldEvict' },
        },
      },
      on: {
        CONTAINER_STARTED: {
          actions: [
            { type: 'record the start', params: ({ event }) => event },
            'update readiness',
            'sync the pod',
          ],
        },
        POD_CONDITIONS_CHANGED: { actions: 'update readiness', meta: { k8s: GATES } },
        IMAGE_READY: { actions: 'go on starting the containers', meta: { k8s: PULLED } },
        PROBE_FAILED: {
          actions: { type: 'kill the container for its probe', params: ({ event }) => event },
        },
        CONTAINER_EXITED: [
          restartAll,
          {
            actions: [
              { type: 'record the exit of a running container', params: ({ event }) => event },
              { type: 'restart per restartPolicy', params: ({ event }) => event },
              'sync the pod',
            ],
          },
        ],
        DELETION_OBSERVED: killOnDeletion,
        SHUTDOWN: killOnShutdown,
      },
      always: [
        // The containers ended by themselves: the kubelet stops the sidecars (1.29+).
        {
          guard: 'the containers are done but sidecars run',
          target: 'Killing',
          actions: 'notice the completion',
          meta: { k8s: ACTIONS },
        },
        { guard: 'the containers are done', target: 'Completed', meta: { k8s: ACTIONS } },
      ],
    },
    ...restartAllStates,
    DeadlineExceeded: {
      entry: 'notice the deadline',
      after: {
        'pod cache refresh': { target: 'Killing', meta: { k8s: 'pod_workers.go podWorkerLoop' } },
      },
      on: { DELETION_OBSERVED: { target: 'Killing', meta: { k8s: UPDATE_POD } } },
    },
    Killing: {
      entry: 'kill the containers',
      on: {
        CONTAINER_EXITED: { actions: { type: 'record the exit', params: ({ event }) => event } },
        CONTAINER_STARTED: {},
      },
      always: {
        guard: 'every container has stopped',
        target: 'Killed',
        meta: { k8s: 'kuberuntime_container.go killContainersWithSyncResult' },
      },
    },
    Killed: {
      entry: 'tell the node it stopped',
      after: {
        'status update': {
          target: 'CleaningUp',
          actions: 'write the terminal status',
          meta: { k8s: 'kubelet.go SyncTerminatingPod' },
        },
      },
    },
    CleaningUp: {
      after: {
        'pod cleanup': {
          target: 'Done',
          actions: 'send the final delete',
          meta: { k8s: 'status_manager.go syncPod' },
        },
      },
    },
    Completed: {
      after: {
        'status update': {
          target: 'Finished',
          actions: 'write the completed status',
          meta: { k8s: 'kubelet.go SyncPod' },
        },
      },
      on: { DELETION_OBSERVED: { target: 'CleaningUp', meta: { k8s: UPDATE_POD } } },
    },
    // Ended by itself and still in the API: a later DELETE is cleaned up like any other.
    Finished: {
      on: {
        DELETION_OBSERVED: {
          target: 'CleaningUp',
          guard: 'the pod was deleted',
          meta: { k8s: UPDATE_POD },
        },
      },
    },
    // Not `final`: the node kubelet may still tell it of the removal it caused.
    Done: {},
  },
});
