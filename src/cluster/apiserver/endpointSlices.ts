// EndpointSlice objects as the API holds them (discovery.k8s.io/v1): one per Service, written
// by the EndpointSlice controller (controllers/endpointslice/), read and watched by every
// node's kube-proxy, CoreDNS (a headless Service) and the hop in front of the Pods. This is
// the storage behind the API server: its readers hear of a change synchronously, and each
// adds its own watch latency (kube-proxy its minSyncPeriod, CoreDNS its watch).
import type { PodRecord } from './podStore.ts';

/** An endpoint's conditions (discovery/v1 EndpointConditions). */
export interface EndpointConditions {
  ready: boolean;
  serving: boolean;
  terminating: boolean;
}

export interface Endpoint extends EndpointConditions {
  pod: PodRecord;
}

/** A Service's slice: its endpoints by Pod uid, and a counter bumped at every change. */
export interface EndpointSliceObject {
  readonly endpoints: ReadonlyMap<number, Endpoint>;
  /** Like a resourceVersion: kube-proxy's shared rules key on it. */
  readonly version: number;
}

export class EndpointSliceStore {
  private readonly slices = new Map<string, EndpointSliceObject>();
  private readonly watchers: ((service: string) => void)[] = [];

  /** The slice of a Service (its controller writes it in place). */
  get(service: string): EndpointSliceObject | undefined {
    return this.slices.get(service);
  }

  /** The endpoints a reader lists, none when the Service has no slice. */
  endpointsOf(service: string): Iterable<Endpoint> {
    return this.slices.get(service)?.endpoints.values() ?? [];
  }

  /** The controller made the Service's slice. */
  create(service: string, slice: EndpointSliceObject): void {
    this.slices.set(service, slice);
  }

  /** A reader's watch of every slice: told the Service whose slice changed. */
  watch(w: (service: string) => void): void {
    this.watchers.push(w);
  }

  /** The controller wrote the Service's slice. */
  changed(service: string): void {
    for (const w of this.watchers) w(service);
  }
}
