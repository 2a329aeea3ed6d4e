// A Pod as the API server holds it: its phase, its Ready condition, and its life as an
// object (Live → Terminating once metadata.deletionTimestamp is set → Removed). The
// kubelet and the controllers send it what they write; it records and announces it.
import { raise, sendParent, setup } from 'xstate';
import type { Phase, PodRecord } from './podStore.ts';
import type { World } from '../world.ts';
import { why } from '../whys.ts';
import type { NoData, PodNotReadyData, PodPhaseChangedData } from '../../trace/events.ts';
import { deletionTimestampAt, shortenedDeletionTimestamp, shortensGrace } from '../grace.ts';

export interface PodInput {
  world: World;
  pod: PodRecord;
}

/**
 * Told to the API server's registry: the object is gone (the name is free again). Sent to
 * the Pod's parent, the world's shared system (world.ts `podRemoved`), not emitted: XState
 * keeps a Set and a closure in each actor listened to, 300 bytes a Pod; a sendParent is
 * delivered at the same point, the end of the Pod's step, in action order, as an emit.
 */
export type PodRemoved = { type: 'podRemoved'; pod: PodRecord };

export type PodEvent =
  | { type: 'RUNNING' }
  /** RestartAllContainers: a regular init container runs again (kubelet_pods.go getPhase). */
  | { type: 'PENDING' }
  | {
      type: 'TERMINAL';
      phase: Exclude<Phase, 'Pending' | 'Running'>;
      reason: string | null;
      why?: string;
      /** Who writes it: the kubelet, or a controller patching the status (PodGC). */
      lane?: 'kubelet' | 'api-server';
      /** What changed in this Kubernetes version to give this phase. */
      changed?: string;
    }
  | { type: 'READY' }
  | { type: 'NOT_READY' }
  /** The API server accepted a DELETE with this grace (already computed by the strategy). */
  | { type: 'DELETE'; grace: number }
  /** The kubelet's final Delete(gracePeriod=0) (status_manager.go syncPod / canBeDeleted). */
  | { type: 'FINAL_DELETE' }
  | { type: 'FINALIZERS_REMOVED' };

type Ctx = PodInput;

/** Where the kubelet computes the Ready condition it writes. */
const READY_CONDITION = 'status/generate.go GeneratePodReadyCondition';

const announce = (c: Ctx): void => c.world.podChanged(c.pod);

/**
 * The data of the events this writes, one frozen object for each value it can take, not one
 * an event that the trace keeps to the end of the run (7,000 in a 1,000-replica rollout).
 */
const NO_DATA: NoData = Object.freeze({});
const PHASE_DATA: Readonly<Record<Phase, PodPhaseChangedData>> = {
  Pending: Object.freeze({ phase: 'Pending', reason: null }),
  Running: Object.freeze({ phase: 'Running', reason: null }),
  Succeeded: Object.freeze({ phase: 'Succeeded', reason: null }),
  Failed: Object.freeze({ phase: 'Failed', reason: null }),
};
const phaseData = (phase: Phase, reason: string | null): PodPhaseChangedData =>
  reason === null ? PHASE_DATA[phase] : { phase, reason };
const NOT_READY_DATA = {
  PodCompleted: Object.freeze({ reason: 'PodCompleted' }),
  PodFailed: Object.freeze({ reason: 'PodFailed' }),
  null: Object.freeze({ reason: null }),
} as const satisfies Record<string, PodNotReadyData>;

export const podMachine = setup({
  types: {} as { context: Ctx; input: PodInput; events: PodEvent },
  guards: {
    'grace is zero and no finalizers hold it': ({ context }, e: { grace: number }) =>
      e.grace === 0 && context.pod.finalizers.length === 0,
    'the new grace is shorter': ({ context }, e: { grace: number }) =>
      shortensGrace(context.pod.deletionGracePeriodSeconds, e.grace),
    'no finalizers hold it': ({ context }) => context.pod.finalizers.length === 0,
    // Only a grace-0 object (the kubelet's final delete done) goes when its last finalizer does.
    'the grace ran out and no finalizers hold it': ({ context }) =>
      context.pod.finalizers.length === 0 && context.pod.deletionGracePeriodSeconds === 0,
    'it succeeded': (_, e: { phase: Phase }) => e.phase === 'Succeeded',
  },
  actions: {
    'write phase Pending': ({ context: c }) => {
      c.pod.phase = 'Pending';
      c.world.emit('kubelet', 'PodPhaseChanged', c.pod.key, PHASE_DATA.Pending);
      announce(c);
    },
    'write phase Running': ({ context: c }) => {
      c.pod.phase = 'Running';
      c.world.emit('kubelet', 'PodPhaseChanged', c.pod.key, PHASE_DATA.Running);
      announce(c);
    },
    'write the terminal phase': (
      { context: c },
      e: {
        phase: Phase;
        reason: string | null;
        why?: string;
        lane?: 'kubelet' | 'api-server';
        changed?: string;
      },
    ) => {
      c.pod.phase = e.phase;
      c.pod.reason = e.reason;
      c.world.emit(
        e.lane ?? 'kubelet',
        'PodPhaseChanged',
        c.pod.key,
        phaseData(e.phase, e.reason),
        e.why,
        e.changed,
      );
      announce(c);
    },
    'write Ready': ({ context: c }) => {
      c.pod.ready = true;
      c.pod.readySince = c.world.now;
      c.world.emit('kubelet', 'PodReady', c.pod.key, NO_DATA);
      announce(c);
    },
    'write not Ready': ({ context: c }) => {
      c.pod.ready = false;
      c.pod.readySince = null;
      // status/generate.go: a terminal pod's Ready is False with PodCompleted / PodFailed (#110256).
      const reason =
        c.pod.phase === 'Succeeded'
          ? 'PodCompleted'
          : c.pod.phase === 'Failed'
            ? 'PodFailed'
            : null;
      c.world.emit('kubelet', 'PodNotReady', c.pod.key, NOT_READY_DATA[reason ?? 'null']);
      announce(c);
    },
    'set the deletionTimestamp': ({ context: c }, e: { grace: number }) => {
      const ts = deletionTimestampAt(c.world.now, e.grace);
      c.pod.deletionTimestamp = ts;
      c.pod.deletionGracePeriodSeconds = e.grace;
      c.world.emit(
        'api-server',
        'DeletionRequested',
        c.pod.key,
        { gracePeriodSeconds: e.grace, deletionTimestamp: ts },
        e.grace === 0 ? why('graceZero') : why('deletionTimestamp'),
      );
      announce(c);
    },
    'shorten the deletionTimestamp': ({ context: c }, e: { grace: number }) => {
      const old = c.pod.deletionGracePeriodSeconds ?? 0;
      const ts = shortenedDeletionTimestamp(c.pod.deletionTimestamp ?? c.world.now, old, e.grace);
      c.pod.deletionTimestamp = ts;
      c.pod.deletionGracePeriodSeconds = e.grace;
      c.world.emit('api-server', 'DeletionRequested', c.pod.key, {
        gracePeriodSeconds: e.grace,
        deletionTimestamp: ts,
      });
      announce(c);
    },
    'zero the grace': ({ context: c }) => {
      c.pod.deletionGracePeriodSeconds = 0;
    },
    'remove the object': ({ context: c }) => {
      c.world.emit('api-server', 'PodRemoved', c.pod.key, NO_DATA, why('podRemoved'));
      announce(c);
    },
    'free the name': sendParent(({ context }): PodRemoved => ({
      type: 'podRemoved',
      pod: context.pod,
    })),
  },
}).createMachine({
  id: 'pod',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    phase: {
      // The kubelet writes a terminal phase from Pending (a pod that never ran) or Running.
      on: {
        TERMINAL: [
          {
            guard: { type: 'it succeeded', params: ({ event }) => event },
            target: '.Succeeded',
            meta: { k8s: 'kubelet_pods.go getPhase' },
            actions: { type: 'write the terminal phase', params: ({ event }) => event },
          },
          {
            target: '.Failed',
            actions: { type: 'write the terminal phase', params: ({ event }) => event },
            meta: { k8s: 'kubelet_pods.go getPhase' },
          },
        ],
      },
      initial: 'Pending',
      states: {
        Pending: {
          on: { RUNNING: { target: 'Running', meta: { k8s: 'kubelet_pods.go getPhase' } } },
        },
        Running: {
          entry: 'write phase Running',
          on: {
            PENDING: {
              target: 'Pending',
              actions: 'write phase Pending',
              meta: { k8s: 'kubelet_pods.go getPhase' },
            },
          },
        },
        // A terminal phase is final (TERMINAL is swallowed here).
        Succeeded: { entry: raise({ type: 'NOT_READY' }), on: { TERMINAL: {} } },
        Failed: { entry: raise({ type: 'NOT_READY' }), on: { TERMINAL: {} } },
      },
    },
    ready: {
      initial: 'NotReady',
      states: {
        NotReady: {
          on: {
            READY: { target: 'Ready', actions: 'write Ready', meta: { k8s: READY_CONDITION } },
          },
        },
        Ready: {
          on: {
            NOT_READY: {
              target: 'NotReady',
              actions: 'write not Ready',
              meta: { k8s: READY_CONDITION },
            },
          },
        },
      },
    },
    object: {
      initial: 'Live',
      states: {
        Live: {
          on: {
            DELETE: [
              {
                guard: {
                  type: 'grace is zero and no finalizers hold it',
                  params: ({ event }) => event,
                },
                target: 'Removed',
                actions: { type: 'set the deletionTimestamp', params: ({ event }) => event },
                meta: { k8s: 'rest/delete.go BeforeDelete' },
              },
              {
                target: 'Terminating',
                actions: { type: 'set the deletionTimestamp', params: ({ event }) => event },
                meta: { k8s: 'rest/delete.go BeforeDelete' },
              },
            ],
          },
        },
        Terminating: {
          on: {
            DELETE: [
              {
                // A force delete (grace 0) of a terminating pod removes it unless finalizers hold it.
                guard: {
                  type: 'grace is zero and no finalizers hold it',
                  params: ({ event }) => event,
                },
                target: 'Removed',
                actions: { type: 'shorten the deletionTimestamp', params: ({ event }) => event },
                meta: { k8s: 'rest/delete.go BeforeDelete' },
              },
              {
                guard: { type: 'the new grace is shorter', params: ({ event }) => event },
                actions: { type: 'shorten the deletionTimestamp', params: ({ event }) => event },
                meta: { k8s: 'rest/delete.go BeforeDelete' },
              },
            ],
            FINAL_DELETE: [
              {
                guard: 'no finalizers hold it',
                target: 'Removed',
                meta: { k8s: 'status_manager.go syncPod' },
              },
              { actions: 'zero the grace', meta: { k8s: 'status_manager.go syncPod' } },
            ],
            FINALIZERS_REMOVED: {
              guard: 'the grace ran out and no finalizers hold it',
              target: 'Removed',
              meta: { k8s: 'registry/store.go shouldDeleteDuringUpdate' },
            },
          },
        },
        Removed: { entry: ['remove the object', 'free the name'] },
      },
    },
  },
});
