// One container as the runtime sees it: its process starts, listens, may exit by itself,
// and when the kubelet kills it runs the preStop hook, gets its stop signal, and is
// SIGKILLed when the timeout runs out (kuberuntime_container.go killContainer, containerd
// container_stop.go stopContainer).
import { containerSetup } from './containerSetup.ts';
import type { ContainerKill } from '../grace.ts';

export type { ContainerEvent, ContainerInput } from './containerProcess.ts';

/** The Kubernetes functions the transitions follow (shown by the statechart panel). */
const KILL = 'kuberuntime_container.go killContainer';
const TURN = 'kuberuntime_termination_order.go waitForTurn';
const STOP = 'containerd container_stop.go stopContainer';
const HOOK = 'kuberuntime_container.go executePreStopHook';
const PULL = 'image_manager.go EnsureImageExists';
/** startContainer begins with EnsureImageExists: refused, pulled first, or there. */
const ENSURE_IMAGE = [
  { guard: 'its image cannot be had', target: 'PullFailing', meta: { k8s: PULL } },
  { guard: 'its image must be pulled', target: 'Pulling', meta: { k8s: PULL } },
  { target: 'Process', meta: { k8s: 'kuberuntime_container.go startContainer' } },
] as const;

/**
 * The kill a container has before it is given one: the same object for every container.
 * Never written (a kill is replaced whole: 'remember the kill', 'take the rest of the
 * grace'); one a container was kept as long as the container, past the young generation.
 */
const NO_KILL: ContainerKill = Object.freeze({
  hookMs: 0,
  runPreStop: false,
  hookCompletes: true,
  hookFailure: null,
  stopTimeoutMs: 0,
  turn: null,
});

export const containerMachine = containerSetup.createMachine({
  id: 'container',
  // Written out, not spread from the input, and `justPulled` from the start: one hidden
  // class for every container's context in V8, its fields in the object, none added at
  // the first start (a spread copies the input's shape, then grows it field by field).
  context: ({ input }) => ({
    world: input.world,
    pod: input.pod,
    spec: input.spec,
    serving: input.serving,
    justPulled: false,
    kill: NO_KILL,
    turnStartedAt: 0,
    turnGiven: false,
    exitCode: 0,
    exitReason: 'Completed',
    hook: null,
  }),
  initial: 'Waiting',
  states: {
    Waiting: {
      on: {
        START: ENSURE_IMAGE,
        KILL: { target: 'NeverStarted', meta: { k8s: KILL } },
      },
    },
    // Every pod sync pulls again or backs off; the container never exists (imagePull.ts).
    PullFailing: {
      entry: 'try to pull the image',
      after: {
        'next pod sync': { target: 'SyncedAgain', meta: { k8s: 'pod_workers.go completeWork' } },
      },
      on: { KILL: { target: 'NeverStarted', meta: { k8s: KILL } } },
    },
    // The next sync's startContainer: EnsureImageExists again (a pull may have brought the
    // image Never waits for).
    SyncedAgain: { always: ENSURE_IMAGE },
    // EnsureImageExists waits for the serialized puller and the runtime (imagePull.ts); the
    // pod worker's sync goes on with the next container only after it (podContainers.ts).
    Pulling: {
      entry: 'start the pull',
      after: {
        'the pull': {
          target: 'Process',
          actions: ['finish the pull', 'tell the pod worker the image is here'],
          meta: { k8s: PULL },
        },
      },
      on: { KILL: { target: 'NeverStarted', meta: { k8s: KILL } } },
    },
    Process: {
      entry: ['start the process', 'tell the pod worker it started'],
      after: {
        'run time': { target: 'Exited', actions: 'exit by itself' },
        'time to pass the memory limit': {
          target: 'Exited',
          actions: 'die of OOM at the memory limit',
          meta: { k8s: 'kernel OOM killer (memory.max); containerd TaskOOM' },
        },
      },
      on: {
        EXIT: {
          target: 'Exited',
          actions: { type: 'exit with the given code', params: ({ event }) => event },
        },
        OOM_KILL: { target: 'Exited', actions: 'die of OOM' },
      },
      initial: 'Starting',
      states: {
        Starting: {
          after: { startup: 'Listening' },
          on: {
            KILL: {
              target: 'Stopping',
              actions: { type: 'remember the kill', params: ({ event }) => event.kill },
              meta: { k8s: KILL },
            },
          },
        },
        Listening: {
          entry: 'start listening',
          on: {
            KILL: {
              target: 'Stopping',
              actions: { type: 'remember the kill', params: ({ event }) => event.kill },
              meta: { k8s: KILL },
            },
          },
        },
        Stopping: {
          on: { HOOK_RETURNED: { actions: 'the abandoned hook returns', meta: { k8s: HOOK } } },
          initial: 'Deciding',
          states: {
            Deciding: {
              always: [
                { guard: 'runs a preStop hook', target: 'PreStop', meta: { k8s: KILL } },
                { target: 'HookDone', meta: { k8s: KILL } },
              ],
            },
            PreStop: {
              entry: 'start the preStop hook',
              on: { YOUR_TURN: { actions: 'remember the turn' } },
              after: {
                'preStop time': {
                  target: 'HookDone',
                  actions: ['end the preStop hook', 'leave the hook running'],
                  meta: { k8s: HOOK },
                },
              },
            },
            HookDone: {
              always: [
                { guard: 'waits for its turn', target: 'WaitingForTurn', meta: { k8s: TURN } },
                {
                  guard: 'is a sidecar',
                  target: 'Signalled',
                  actions: 'take the rest of the grace',
                  meta: { k8s: TURN },
                },
                { target: 'Signalled', meta: { k8s: KILL } },
              ],
            },
            WaitingForTurn: {
              entry: 'start waiting for the turn',
              on: {
                YOUR_TURN: {
                  target: 'Signalled',
                  actions: 'take the rest of the grace',
                  meta: { k8s: TURN },
                },
              },
              after: {
                'turn cap': {
                  target: 'Signalled',
                  actions: 'take the rest of the grace',
                  meta: { k8s: TURN },
                },
              },
            },
            Signalled: {
              entry: 'send the stop signal',
              after: {
                'time to exit on the stop signal': {
                  target: '#container.Exited',
                  actions: 'exit on the stop signal',
                  meta: { k8s: STOP },
                },
                'stop timeout': {
                  target: '#container.Exited',
                  actions: ['send SIGKILL', 'die of SIGKILL'],
                  meta: { k8s: STOP },
                },
              },
            },
          },
        },
      },
    },
    Exited: {
      entry: [
        'report the exit',
        'the hook dies with the container',
        'forget the abandoned hook',
        'tell the pod worker it exited',
      ],
      on: {
        // computePodActions restarts it; startContainer's EnsureImageExists runs again, so an
        // Always image is pulled again at every restart.
        RESTART: ENSURE_IMAGE,
      },
    },
    NeverStarted: { type: 'final', entry: 'tell the pod worker it never started' },
  },
});
