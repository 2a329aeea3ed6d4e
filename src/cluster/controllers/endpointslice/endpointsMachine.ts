// The statechart of a Service's EndpointSlice: what a client can hope for — some endpoint
// is ready, only serving-terminating ones are left (kube-proxy's fallback), or nothing.
// The controller's sync (endpointSliceController.ts, syncService's reconcile for one Pod)
// writes the slice and tells it the slice's counts when one of them reaches or leaves zero;
// the statechart decides the category by its guards, as topology.go CategorizeEndpoints
// sorts a slice's endpoints (ready first; serving-terminating only when none is ready).
import { setup } from 'xstate';

/** The slice's endpoints after a sync: how many are ready, how many serving-terminating. */
export interface SliceCounts {
  ready: number;
  servingTerminating: number;
}

/** The function the transitions follow (shown by the statechart panel). */
const SYNC = 'endpointslice_controller.go syncService';

export const endpointsMachine = setup({
  // The Service it is the slice of: only what the statechart panel names the actor by.
  types: {} as {
    events: { type: 'SLICE_WRITTEN' } & SliceCounts;
    input: { service: string };
    context: { service: string };
  },
  guards: {
    'an endpoint is ready': ({ event }) => event.ready > 0,
    'a serving-terminating endpoint is left': ({ event }) => event.servingTerminating > 0,
  },
}).createMachine({
  id: 'endpoints',
  context: ({ input }) => input,
  initial: 'NoEndpoints',
  on: {
    SLICE_WRITTEN: [
      { guard: 'an endpoint is ready', target: '.Ready', meta: { k8s: SYNC } },
      {
        guard: 'a serving-terminating endpoint is left',
        target: '.OnlyTerminating',
        meta: { k8s: SYNC },
      },
      { target: '.NoEndpoints', meta: { k8s: SYNC } },
    ],
  },
  states: { NoEndpoints: {}, Ready: {}, OnlyTerminating: {} },
});
