// Transitions several states of the pod worker's statechart share, and the states of
// RestartAllContainers (restartAll.ts does the work), kept apart from kubeletMachine.ts so
// the lifecycle reads on one screen. Action and guard names are kubeletMachine's.
import type { Exit } from './workerActions.ts';

/** The Kubernetes functions the transitions follow (shown by the statechart panel). */
export const UPDATE_POD = 'pod_workers.go UpdatePod';
/** A readiness gate's condition changed: Ready is worked out again. */
export const GATES = 'status/generate.go GeneratePodReadyCondition';
const KUBELET_KILLS = 'nodeshutdown_manager_linux.go killPods, eviction_manager.go evictPod';

// A deletion, a node shutdown or an eviction: whatever the worker is doing, it kills.
export const killOnDeletion = {
  target: 'Killing',
  actions: 'notice the deletion',
  meta: { k8s: UPDATE_POD },
} as const;
export const killOnShutdown = {
  target: 'Killing',
  actions: 'notice the shutdown',
  meta: { k8s: KUBELET_KILLS },
} as const;

const exit = ({ event }: { event: Exit }): Exit => event;

// container/helpers.go ShouldAllContainersRestart: checked before any other rule for an exit.
export const restartAll = {
  guard: { type: 'its rule restarts all containers', params: exit },
  target: 'RestartingAllContainers',
  actions: [
    { type: 'record the exit', params: exit },
    { type: 'restart all containers', params: exit },
  ],
  meta: { k8s: 'kubelet.go SyncPod' },
} as const;

export const restartAllStates = {
  // kuberuntime_manager.go SyncPod: kill (without preStop) and remove, one container at a time.
  RestartingAllContainers: {
    on: {
      CONTAINER_EXITED: {
        actions: [{ type: 'record the exit', params: exit }, 'kill the next container'],
      },
      CONTAINER_STARTED: {},
      PROBE_FAILED: {},
      DELETION_OBSERVED: killOnDeletion,
      SHUTDOWN: killOnShutdown,
    },
    always: {
      guard: 'every container has stopped',
      target: 'ContainersRemoved',
      actions: 'remove the containers',
      meta: { k8s: 'kuberuntime_manager.go SyncPod' },
    },
  },
  // 1.36 re-queues the Pod at once (#136966); its sync starts the containers again.
  ContainersRemoved: {
    after: {
      'container start': {
        target: 'Initializing',
        actions: 'start the pod again',
        meta: { k8s: 'kuberuntime_manager.go computePodActions' },
      },
    },
    on: { DELETION_OBSERVED: killOnDeletion, SHUTDOWN: killOnShutdown },
  },
} as const;
