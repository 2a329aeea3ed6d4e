// The EndpointSlice controller for one Service: it hears of Pod changes one watch latency
// after the API, rewrites the Pod's endpoint conditions, and tells every node's
// kube-proxy. Its states say what a client can hope for: some endpoint is ready, only
// serving-terminating ones are left (kube-proxy's fallback), or nothing at all.
import { setup } from 'xstate';
import type { ServiceModel } from '../manifest/model.ts';
import type { PodRecord } from '../sim/store.ts';
import type { World } from '../sim/world.ts';
import { endpointFor, type EndpointConditions } from './rules/endpoints.ts';

export interface EndpointsInput {
  world: World;
  service: ServiceModel;
  onSliceChanged: (service: string) => void;
}

export interface Endpoint extends EndpointConditions {
  pod: PodRecord;
}

interface Ctx extends EndpointsInput {
  endpoints: Map<number, Endpoint>;
  readyCount: number;
  servingTerminatingCount: number;
}

type Ev = { type: 'POD_CHANGED'; pod: PodRecord };

const same = (a: EndpointConditions, b: EndpointConditions): boolean =>
  a.ready === b.ready && a.serving === b.serving && a.terminating === b.terminating;

/** Keeps the counts the states are decided by, one endpoint at a time (O(1) a change). */
function count(c: Ctx, e: EndpointConditions | undefined, sign: 1 | -1): void {
  if (!e) return;
  if (e.ready) c.readyCount += sign;
  else if (e.serving && e.terminating) c.servingTerminatingCount += sign;
}

export const endpointsMachine = setup({
  types: {} as { context: Ctx; input: EndpointsInput; events: Ev },
  guards: {
    'some endpoint is ready': ({ context }) => context.readyCount > 0,
    'only serving-terminating endpoints are left': ({ context }) =>
      context.readyCount === 0 && context.servingTerminatingCount > 0,
    'nothing is left to send to': ({ context }) =>
      context.readyCount === 0 && context.servingTerminatingCount === 0,
  },
  actions: {
    'update the pod endpoint': ({ context: c }, e: { pod: PodRecord }) => {
      const next = endpointFor(c.world.v, c.service, e.pod);
      const prev = c.endpoints.get(e.pod.uid);
      const svc = c.service.name;
      if (next === null) {
        if (!prev) return;
        count(c, prev, -1);
        c.endpoints.delete(e.pod.uid);
        c.world.emit('endpoints', 'EndpointRemoved', e.pod.key, { service: svc });
      } else {
        if (prev && same(prev, next)) return;
        count(c, prev, -1);
        count(c, next, 1);
        c.endpoints.set(e.pod.uid, { pod: e.pod, ...next });
        c.world.emit(
          'endpoints',
          'EndpointChanged',
          e.pod.key,
          { service: svc, ...next },
          next.terminating
            ? 'terminating = deletionTimestamp set, so ready = false (endpointslice utils.go podToEndpoint).'
            : undefined,
        );
      }
      c.onSliceChanged(svc);
    },
  },
}).createMachine({
  id: 'endpoints',
  context: ({ input }) => ({
    ...input,
    endpoints: new Map(),
    readyCount: 0,
    servingTerminatingCount: 0,
  }),
  initial: 'NoEndpoints',
  on: {
    POD_CHANGED: { actions: { type: 'update the pod endpoint', params: ({ event }) => event } },
  },
  states: {
    NoEndpoints: {
      always: [
        { guard: 'some endpoint is ready', target: 'Ready' },
        { guard: 'only serving-terminating endpoints are left', target: 'OnlyTerminating' },
      ],
    },
    Ready: {
      always: [
        { guard: 'only serving-terminating endpoints are left', target: 'OnlyTerminating' },
        { guard: 'nothing is left to send to', target: 'NoEndpoints' },
      ],
    },
    OnlyTerminating: {
      always: [
        { guard: 'some endpoint is ready', target: 'Ready' },
        { guard: 'nothing is left to send to', target: 'NoEndpoints' },
      ],
    },
  },
});
