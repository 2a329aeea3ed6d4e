// The kubelet's pod worker for one Pod (pod_workers.go): it starts the init containers
// and native sidecars in order, then the containers; keeps them running (restarts);
// notices deadlines; and once the Pod must stop, kills every container in parallel
// (kuberuntime_container.go killContainersWithSyncResult), sidecars last in reverse order.
// Then it writes the final status and, for a deleted Pod, sends the final Delete.
import { newWorkerContext } from './workerContext.ts';
import {
  killOnDeletion,
  killOnShutdown,
  restartAll,
  restartAllStates,
  UPDATE_POD,
  GATES,
} from './kubeletTransitions.ts';
import { kubeletSetup } from './kubeletSetup.ts';
import { unobserved } from '../leanActors.ts';
import { leanSpawn } from '../leanActor.ts';

export type { KubeletEmitted, KubeletEvent, KubeletInput } from './workerActions.ts';

const ACTIONS = 'kuberuntime_manager.go computePodActions';
/** startContainer returned from EnsureImageExists: SyncPod goes on with the next container. */
const PULLED = 'kuberuntime_manager.go SyncPod';

export const kubeletMachine = kubeletSetup.createMachine({
  id: 'kubelet',
  // The pod worker owns its containers: they run in its actor system and report to it.
  context: ({ input, spawn, self }) =>
    newWorkerContext(
      input,
      (spec, serving) =>
        leanSpawn(
          self,
          (src, o) => unobserved(spawn(src, o), input.world.inspecting),
          'container',
          {
            id: spec.name,
            input: { world: input.world, pod: input.pod, spec, serving },
          },
        ),
      self,
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
          // computeInitContainerActions: a failed init container that is not restarted sets
          // KillPod, and SyncPod kills what runs (the sidecars started before it, with the
          // Pod's grace period); the Pod ends Failed (getPhase's failedInitialization).
          {
            guard: {
              type: 'a regular init container failed while sidecars run',
              params: ({ event }) => event,
            },
            target: 'Killing',
            meta: { k8s: ACTIONS },
            actions: [
              { type: 'record the failed init container', params: ({ event }) => event },
              'notice the completion',
            ],
          },
          {
            guard: { type: 'a regular init container failed', params: ({ event }) => event },
            target: 'Completed',
            meta: { k8s: ACTIONS },
            actions: { type: 'record the failed init container', params: ({ event }) => event },
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
