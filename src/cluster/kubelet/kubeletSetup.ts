// What the pod worker's statechart (kubeletMachine.ts) can do, by name: its delays, guards
// and actions, each a plain call into the worker's helpers (workerActions.ts, restartAll.ts,
// podContainers.ts, probeKill.ts). The chart itself is in kubeletMachine.ts.
import { secondsToMs } from '../../trace/units.ts';
import { emit, setup } from 'xstate';
import { containerMachine } from './containerMachine.ts';
import { phaseAfterCompletion } from './phase.ts';
import { killForProbe } from './probeKill.ts';
import type { ProbeKind } from './prober.ts';
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

export const kubeletSetup = setup({
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
    'a regular init container failed while sidecars run': ({ context }, e: Exit) =>
      initFailedForGood(context, e) && context.pc.sidecarsRunning,
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
    'sync the pod': ({ context }) => context.syncs.soon(),
    'record the exit': ({ context }, e: Exit) => recordExit(context, e.name, e.exitCode),
    'record the failed init container': ({ context }, e: Exit) => {
      context.pc.initFailed = true;
      recordExit(context, e.name, e.exitCode);
    },
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
      write(c, { type: 'TERMINAL', ...phaseAfterCompletion(c.pc.exitCodes, c.pc.initFailed) });
    },
    'send the final delete': ({ context: c }) => {
      if (c.pod.deletionTimestamp !== null) write(c, { type: 'FINAL_DELETE' });
    },
  },
});
