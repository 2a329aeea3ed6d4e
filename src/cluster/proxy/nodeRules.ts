// What kube-proxy shares with others on its node, outside its statechart's context.
// - EndpointsChangeTracker (pkg/proxy/endpointschangetracker.go): its EndpointSlice
//   informer's handler (OnEndpointSliceUpdate → endpointsChanges.EndpointSliceUpdate) records
//   which Services changed and wakes the sync (proxier.Sync → BoundedFrequencyRunner.Run);
//   syncProxyRules takes every change at once. Plain state of the informer: a 1,000-pod
//   rollout marks it thousands of times, and only the first mark wakes the proxy.
// - NodeRules: the node's netfilter rules (what iptables-restore writes), written only by
//   kube-proxy's sync, read by the packets a client on the node sends (traffic/).
import type { PodRecord } from '../apiserver/podStore.ts';

export class EndpointsChangeTracker {
  private readonly changed = new Set<string>();
  /** The Service marked last: in `changed` until the next take. */
  private last: string | null = null;

  /** `taken`: told when the sync takes the changes (SliceFanOut's record goes stale). */
  constructor(private readonly taken?: () => void) {}

  /**
   * The informer heard the Service's slice change; true when the proxy must be woken. The
   * same Service marked again while pending (nearly every mark: a rollout writes one
   * Service's slice thousands of times, each heard on every node) is not looked up again.
   */
  sliceUpdated(service: string): boolean {
    if (service === this.last) return false;
    const wasIdle = this.changed.size === 0;
    this.changed.add(service);
    this.last = service;
    return wasIdle;
  }

  /** The Services changed since the last sync, in name order; the tracker is empty after. */
  take(): string[] {
    const services = [...this.changed].sort();
    this.changed.clear();
    this.last = null;
    this.taken?.();
    return services;
  }
}

/** A Service's rules on a node: the Pods new connections go to. */
export interface Rules {
  targets: PodRecord[];
  /** No endpoint is ready: new connections go to serving-terminating ones. */
  fallback: boolean;
}

/** The rules the node's kernel routes by: kube-proxy's sync writes them, the clients read. */
export class NodeRules {
  private readonly rules = new Map<string, Rules>();

  /** The Pods a new connection to the Service may go to; undefined before any rule. */
  targetsOf(service: string): readonly PodRecord[] | undefined {
    return this.rules.get(service)?.targets;
  }

  /** kube-proxy's sync only (iptables-restore). */
  write(service: string, rules: Rules): void {
    this.rules.set(service, rules);
  }
}

/** A node's kube-proxy as the EndpointSlice informers' fan-out reaches it. */
export interface ProxyOfNode {
  changes: EndpointsChangeTracker;
  /** Wakes the proxy's sync (its SLICE_CHANGED). */
  wake: () => void;
}

/**
 * Every node's kube-proxy hears every EndpointSlice change (each runs its own informer).
 * Once all of them have marked a Service last, the same Service marked again changes
 * nothing on any node (sliceUpdated answers false) until one of them syncs: that change is
 * delivered to them all at the cost of one comparison, not one per node.
 */
export class SliceFanOut {
  private readonly proxies: ProxyOfNode[] = [];
  /** The Service every node's tracker marked last; null once one of them took its changes. */
  private allMarked: string | null = null;

  /** A node's tracker, which tells this fan-out when its sync takes the changes. */
  tracker(): EndpointsChangeTracker {
    return new EndpointsChangeTracker(() => (this.allMarked = null));
  }

  add(proxy: ProxyOfNode): void {
    this.proxies.push(proxy);
    this.allMarked = null;
  }

  /** OnEndpointSliceUpdate on every node: marks the Service, wakes the nodes that were idle. */
  sliceChanged(service: string): void {
    if (service === this.allMarked) return;
    for (const p of this.proxies) if (p.changes.sliceUpdated(service)) p.wake();
    this.allMarked = service;
  }
}
