// The EndpointSlice controller for one Service (pkg/controller/endpointslice
// endpointslice_controller.go syncService). Per-Pod bookkeeping is plain code: it hears of
// Pod changes one watch latency after the API, rewrites the Pod's endpoint conditions in the
// Service's EndpointSlice (apiserver/endpointSlices.ts), which every node's kube-proxy,
// CoreDNS and the hop in front of the Pods watch. Its statechart (endpointsMachine.ts)
// decides the category kube-proxy can route to from the slice's counts, told when one of
// them reaches or leaves zero (no other write can change the category).
import type { ServiceModel } from '../../../manifest/model/model.ts';
import { isTerminal, type PodRecord } from '../../apiserver/podStore.ts';
import type { Endpoint, EndpointConditions } from '../../apiserver/endpointSlices.ts';
import type { World } from '../../world.ts';
import type { EndpointChangedData, EndpointRemovedData } from '../../../trace/types.ts';
import { endpointFor } from './endpointConditions.ts';
import { endpointsMachine } from './endpointsMachine.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { why } from '../../whys.ts';
import { objectKey } from '../../objectKey.ts';

const same = (a: EndpointConditions, b: EndpointConditions): boolean =>
  a.ready === b.ready && a.serving === b.serving && a.terminating === b.terminating;

export class EndpointSliceController {
  readonly endpoints = new Map<number, Endpoint>();
  /** Bumped at every change of an endpoint (kube-proxy's shared rules key on it). */
  version = 0;
  private ready = 0;
  private servingTerminating = 0;
  /** Whether any endpoint was ready, any serving-terminating, when the statechart last heard. */
  private told = 0;
  private readonly actor;

  constructor(
    private readonly world: World,
    private readonly service: ServiceModel,
  ) {
    this.removed = { service: service.name };
    this.actor = world.actor(endpointsMachine, { service: service.name });
    this.actor.start();
    world.endpointSlices.create(service.name, this);
    // The controller's informer of the Pods the Service selects.
    world.watch(objectKey('Service', service.name), this);
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
        this.removed,
        why(pod.services.includes(svc) ? 'endpointRemoved' : 'endpointUnselected'),
        pod.deletionTimestamp !== null && !isTerminal(pod)
          ? versionNote('sliceTerminating', this.world.v)
          : undefined,
      );
    } else {
      if (prev && same(prev, next)) return;
      this.count(prev, -1);
      this.count(next, 1);
      this.endpoints.set(pod.uid, next);
      this.version++;
      this.world.emit(
        'endpoints',
        'EndpointChanged',
        pod.key,
        this.changedData(next),
        next.terminating ? why('endpointTerminating') : undefined,
        next.terminating ? versionNote('sliceTerminating', this.world.v) : undefined,
      );
    }
    const zeros = (this.ready > 0 ? 1 : 0) | (this.servingTerminating > 0 ? 2 : 0);
    if (zeros !== this.told) {
      this.told = zeros;
      const { ready, servingTerminating } = this;
      this.actor.send({ type: 'SLICE_WRITTEN', ready, servingTerminating });
    }
    this.world.endpointSlices.changed(svc);
  }

  /**
   * The events' data, one object for each of the eight conditions and one for a removal,
   * shared by every event that writes it (a 1,000-replica rollout wrote 5,000, each a copy
   * the trace kept to the end of the run); the trace's data is only read.
   */
  private readonly removed: EndpointRemovedData;
  private readonly changed: EndpointChangedData[] = [];

  private changedData({ ready, serving, terminating }: EndpointConditions): EndpointChangedData {
    const i = (ready ? 1 : 0) | (serving ? 2 : 0) | (terminating ? 4 : 0);
    // The keys in the order the trace had, written field by field (not spread from `next`).
    return (this.changed[i] ??= { service: this.service.name, ready, serving, terminating });
  }

  private count(e: EndpointConditions | undefined, sign: 1 | -1): void {
    if (!e) return;
    if (e.ready) this.ready += sign;
    else if (e.serving && e.terminating) this.servingTerminating += sign;
  }
}
