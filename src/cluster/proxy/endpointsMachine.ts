// The EndpointSlice controller for one Service. Per-Pod bookkeeping is plain code
// (`EndpointSlice`): it hears of Pod changes one watch latency after the API, rewrites the
// Pod's endpoint conditions and tells every node's kube-proxy. The statechart holds what
// a client can hope for — some endpoint is ready, only serving-terminating ones are left
// (kube-proxy's fallback), or nothing — and changes only when that does.
import { createMachine } from 'xstate';
import type { ServiceModel } from '../../manifest/model/model.ts';
import { isTerminal, type PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { endpointFor, type EndpointConditions } from './endpointConditions.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { why } from '../whys.ts';

export interface Endpoint extends EndpointConditions {
  pod: PodRecord;
}

type Category = 'SOME_READY' | 'ONLY_TERMINATING' | 'NONE';

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

const same = (a: EndpointConditions, b: EndpointConditions): boolean =>
  a.ready === b.ready && a.serving === b.serving && a.terminating === b.terminating;

export class EndpointSlice {
  readonly endpoints = new Map<number, Endpoint>();
  /** Bumped at every change of an endpoint (kube-proxy's shared rules key on it). */
  version = 0;
  private ready = 0;
  private servingTerminating = 0;
  private category: Category = 'NONE';
  private readonly actor;

  constructor(
    private readonly world: World,
    private readonly service: ServiceModel,
    private readonly onSliceChanged: (service: string) => void,
  ) {
    this.actor = world.actor(endpointsMachine, { service: service.name });
    this.actor.start();
  }

  /** endpointslice controller syncService, for one Pod. */
  podChanged(pod: PodRecord): void {
    const next = endpointFor(this.world.v, this.service, pod);
    const prev = this.endpoints.get(pod.uid);
    const svc = this.service.name;
    if (next === null) {
      if (!prev) return;
      this.count(prev, -1);
      this.endpoints.delete(pod.uid);
      this.version++;
      this.world.emit(
        'endpoints',
        'EndpointRemoved',
        pod.key,
        { service: svc },
        why(pod.services.includes(svc) ? 'endpointRemoved' : 'endpointUnselected'),
        pod.deletionTimestamp !== null && !isTerminal(pod)
          ? versionNote('sliceTerminating', this.world.v)
          : undefined,
      );
    } else {
      if (prev && same(prev, next)) return;
      this.count(prev, -1);
      this.count(next, 1);
      this.endpoints.set(pod.uid, { pod, ...next });
      this.version++;
      this.world.emit(
        'endpoints',
        'EndpointChanged',
        pod.key,
        { service: svc, ...next },
        next.terminating ? why('endpointTerminating') : undefined,
        next.terminating ? versionNote('sliceTerminating', this.world.v) : undefined,
      );
    }
    const category: Category =
      this.ready > 0 ? 'SOME_READY' : this.servingTerminating > 0 ? 'ONLY_TERMINATING' : 'NONE';
    if (category !== this.category) {
      this.category = category;
      this.actor.send({ type: category });
    }
    this.onSliceChanged(svc);
  }

  private count(e: EndpointConditions | undefined, sign: 1 | -1): void {
    if (!e) return;
    if (e.ready) this.ready += sign;
    else if (e.serving && e.terminating) this.servingTerminating += sign;
  }
}
