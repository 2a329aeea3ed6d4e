// What the container statechart (containerMachine.ts) can do, by name: its delays, guards
// and actions, each a plain call into the helpers beside it (containerProcess.ts, imagePull.ts,
// hookGoroutine.ts, oomKill.ts). The chart itself, which state does what when, is in
// containerMachine.ts.
import { msToSeconds } from '../../trace/units.ts';
import { cancel, enqueueActions, sendParent, setup } from 'xstate';
import { startMessages } from './startMessages.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { why } from '../whys.ts';
import { stopTimeoutAfterTurnMs, type ContainerKill } from '../grace.ts';
import { containerDied, endHook, hookReturned, startHook, stopAwaiting } from './hookGoroutine.ts';
import { oomAfterMs } from '../../manifest/process/memory.ts';
import { oomExit } from './oomKill.ts';
import {
  finishPull,
  imageBlockOf,
  mustPull,
  nextSyncMs,
  pullLeftMs,
  pullOnce,
  startPull,
} from './imagePull.ts';
import {
  SIGKILL_EXIT,
  exitWith,
  setListening,
  stopSignalOf,
  type ContainerContext,
  type ContainerEvent,
  type ContainerInput,
} from './containerProcess.ts';

/** The delayed HOOK_RETURNED of an abandoned hook, cancelled when the container dies. */
const HOOK_RETURNS = 'abandoned hook returns';

export const containerSetup = setup({
  types: {} as { context: ContainerContext; input: ContainerInput; events: ContainerEvent },
  delays: {
    startup: ({ context }) => context.spec.process.startupMs,
    'run time': ({ context }) => context.spec.process.runMs ?? Infinity,
    'time to pass the memory limit': ({ context }) => oomAfterMs(context.spec),
    'preStop time': ({ context }) => context.kill.hookMs,
    'time to exit on the stop signal': ({ context }) => {
      const p = context.spec.process.onStopSignal;
      if (context.kill.stopTimeoutMs === 0) return Infinity; // no stop signal is sent
      return stopSignalOf(context) === 'SIGKILL' ? 0 : p.kind === 'exit' ? p.afterMs : Infinity;
    },
    'stop timeout': ({ context }) => context.kill.stopTimeoutMs,
    'turn cap': ({ context }) => context.kill.turn?.capMs ?? 0,
    'next pod sync': ({ context }) => nextSyncMs(context),
    'the pull': ({ context }) => pullLeftMs(context),
  },
  guards: {
    'its image cannot be had': ({ context }) => imageBlockOf(context) !== null,
    'its image must be pulled': ({ context }) => mustPull(context),
    'runs a preStop hook': ({ context }) => context.kill.runPreStop,
    'waits for its turn': ({ context }) => context.kill.turn !== null && !context.turnGiven,
    'is a sidecar': ({ context }) => context.kill.turn !== null,
  },
  actions: {
    'try to pull the image': ({ context }) => pullOnce(context, imageBlockOf(context)!),
    'start the pull': ({ context }) => startPull(context),
    'finish the pull': ({ context }) => finishPull(context),
    'tell the pod worker the image is here': sendParent(({ context }) => ({
      type: 'IMAGE_READY' as const,
      name: context.spec.name,
    })),
    'start the process': ({ context }) => {
      const { world, pod, spec } = context;
      const say = startMessages(world.v, spec);
      if (!context.justPulled) world.emit('kubelet', 'KubeEvent', pod.key, say.pulled);
      context.justPulled = false;
      world.emit('kubelet', 'KubeEvent', pod.key, say.created);
      world.emit('kubelet', 'KubeEvent', pod.key, say.started);
      world.emit('container', 'ContainerStarted', pod.key, say.data);
      world.containerRunning(pod, spec.name, true);
    },
    'tell the pod worker it started': sendParent(({ context }) => ({
      type: 'CONTAINER_STARTED' as const,
      name: context.spec.name,
    })),
    'start listening': ({ context }) => setListening(context, true),
    'stop listening': ({ context }) => setListening(context, false),
    'remember the kill': ({ context }, kill: ContainerKill) => {
      context.kill = kill;
    },
    'start the preStop hook': ({ context: c }) => {
      startHook(c);
      const data = { container: c.spec.name, hook: c.spec.preStop!.hook };
      c.world.emit('kubelet', 'PreStopStarted', c.pod.key, data);
    },
    'end the preStop hook': ({ context }) => endHook(context),
    // executePreStopHook stopped waiting; an abandoned hook's goroutine runs on, and its own
    // failure, if it has one, is recorded when it ends (unless the container dies first).
    'leave the hook running': enqueueActions(({ context, enqueue }) => {
      const ms = stopAwaiting(context);
      if (ms !== null) enqueue.raise({ type: 'HOOK_RETURNED' }, { id: HOOK_RETURNS, delay: ms });
    }),
    'the abandoned hook returns': ({ context }) => hookReturned(context),
    'the hook dies with the container': ({ context }) => containerDied(context),
    'forget the abandoned hook': cancel(HOOK_RETURNS),
    'send the stop signal': ({ context }) => {
      const { world, pod, spec, kill } = context;
      // containerd stopContainer: with timeout 0 it skips the stop signal and SIGKILLs at
      // once (a ≤1.21 kubelet kill whose override is 0, e.g. hard eviction).
      if (kill.stopTimeoutMs === 0) return;
      world.emit(
        'kubelet',
        'SignalSent',
        pod.key,
        {
          container: spec.name,
          signal: stopSignalOf(context),
          gracePeriodSeconds: msToSeconds(kill.stopTimeoutMs),
        },
        why('stopContainer', { timeout: msToSeconds(kill.stopTimeoutMs) }),
        spec.preStop ? versionNote('preStopCounts', world.v) : undefined,
      );
      if (spec.process.onStopSignal.kind === 'exit' || stopSignalOf(context) === 'SIGKILL') {
        setListening(context, false, true);
      }
    },
    'send SIGKILL': ({ context }) => {
      context.world.emit(
        'kubelet',
        'SignalSent',
        context.pod.key,
        { container: context.spec.name, signal: 'SIGKILL', gracePeriodSeconds: 0 },
        context.spec.process.onStopSignal.kind === 'ignore'
          ? why('stopSignalIgnored')
          : why('stopTimedOut'),
      );
    },
    'exit by itself': ({ context }) => exitWith(context, context.spec.process.exitCode),
    'exit with the given code': ({ context }, e: { exitCode: number }) =>
      exitWith(context, e.exitCode),
    'exit on the stop signal': ({ context }) =>
      exitWith(
        context,
        stopSignalOf(context) === 'SIGKILL'
          ? SIGKILL_EXIT
          : context.spec.process.stopSignalExitCode,
      ),
    'start waiting for the turn': ({ context }) => {
      context.turnStartedAt = context.world.now;
    },
    'remember the turn': ({ context }) => {
      context.turnGiven = true;
    },
    // kuberuntime_container.go killContainer: G −= floor(waited), then the 2 s minimum.
    // waitForTurn returns at once when the turn came while the hook ran.
    'take the rest of the grace': ({ context: c }) => {
      const waitedMs = c.turnGiven ? 0 : c.world.now - c.turnStartedAt;
      c.kill = { ...c.kill, stopTimeoutMs: stopTimeoutAfterTurnMs(c.kill, waitedMs) };
    },
    'die of SIGKILL': ({ context }) => exitWith(context, SIGKILL_EXIT),
    'die of OOM': ({ context }) => exitWith(context, SIGKILL_EXIT, 'OOMKilled'),
    'die of OOM at the memory limit': ({ context }) => {
      const { code, why } = oomExit(context.spec, context.world.v);
      exitWith(context, code, 'OOMKilled');
      context.exitWhy = why;
    },
    'report the exit': ({ context }) => {
      setListening(context, false);
      if (context.serving || context.spec.meshProxy) context.world.connectionsCut(context.pod);
      const data = {
        container: context.spec.name,
        exitCode: context.exitCode,
        reason: context.exitReason,
      };
      context.world.emit('container', 'ContainerExited', context.pod.key, data, context.exitWhy);
      context.world.containerRunning(context.pod, context.spec.name, false);
      delete context.exitWhy;
    },
    'tell the pod worker it exited': sendParent(({ context }) => ({
      type: 'CONTAINER_EXITED' as const,
      name: context.spec.name,
      exitCode: context.exitCode,
    })),
    'tell the pod worker it never started': sendParent(({ context }) => ({
      type: 'CONTAINER_EXITED' as const,
      name: context.spec.name,
      exitCode: null,
    })),
  },
});
