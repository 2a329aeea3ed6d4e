// A headless Service (`clusterIP: None`) has no virtual IP, so kube-proxy has nothing to
// program for it: ServiceChangeTracker skips it (pkg/proxy/util ShouldSkipService: "if
// ClusterIP is None or empty, skip proxying") and kube-proxy's informer does not even list
// its EndpointSlices (cmd/kube-proxy server.go, the `service.kubernetes.io/headless`
// label). The EndpointSlice controller still keeps its endpoints, and DNS serves them:
// CoreDNS's kubernetes plugin answers the Service's name with one A record per ready
// endpoint. A client resolves the name and connects to a Pod's IP itself.
import type { PodRecord } from '../apiserver/podStore.ts';
import type { Endpoint } from '../apiserver/endpointSlices.ts';
import type { World } from '../world.ts';

export const isHeadless = (s: { headless?: boolean }): boolean => s.headless === true;

/** What CoreDNS answers for one headless Service, as its informer last saw the slice. */
export class DnsAnswer {
  private pods: readonly PodRecord[] = [];

  constructor(
    private readonly world: World,
    private readonly slice: () => Iterable<Endpoint>,
  ) {}

  /** The EndpointSlice changed: CoreDNS's watch delivers it one watch latency later. */
  sliceChanged(): void {
    this.world.clock.after(this.world.latency('watch'), () => this.refresh());
  }

  /** The Pods a client that resolves the name now may connect to. */
  targets(): readonly PodRecord[] {
    return this.pods;
  }

  private refresh(): void {
    const pods = [...this.slice()].filter((e) => e.ready).map((e) => e.pod);
    if (pods.length === this.pods.length && pods.every((p, i) => p === this.pods[i])) return;
    // Requests due before now went by the old answer.
    this.world.beforeTrafficChange();
    this.world.routes.reroute(this.pods, pods);
    this.pods = pods;
    this.world.afterRulesChanged();
  }
}
