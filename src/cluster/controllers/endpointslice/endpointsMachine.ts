// The statechart of a Service's EndpointSlice: what a client can hope for — some endpoint
// is ready, only serving-terminating ones are left (kube-proxy's fallback), or nothing —
// after each of the controller's syncs (endpointSliceController.ts), changing only when
// that does.
import { createMachine } from 'xstate';

export type Category = 'SOME_READY' | 'ONLY_TERMINATING' | 'NONE';

/** The function the transitions follow (shown by the statechart panel). */
const SYNC = 'endpointslice_controller.go syncService';

export const endpointsMachine = createMachine({
  id: 'endpoints',
  // The Service it is the slice of: only what the statechart panel names the actor by.
  types: {} as {
    events: { type: Category };
    input: { service: string };
    context: { service: string };
  },
  context: ({ input }) => input,
  initial: 'NoEndpoints',
  // What kube-proxy can route to (topology.go CategorizeEndpoints), after each sync.
  on: {
    SOME_READY: { target: '.Ready', meta: { k8s: SYNC } },
    ONLY_TERMINATING: { target: '.OnlyTerminating', meta: { k8s: SYNC } },
    NONE: { target: '.NoEndpoints', meta: { k8s: SYNC } },
  },
  states: { NoEndpoints: {}, Ready: {}, OnlyTerminating: {} },
});
