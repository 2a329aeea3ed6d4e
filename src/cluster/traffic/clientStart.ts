// When the clients of a Service start: once the scenario's workload is up, so that start-up
// is not counted as failures (traffic.ts). Through kube-proxy, when every node's rules lead to
// an endpoint; for a headless Service, when DNS lists a Pod that listens (no kube-proxy delay
// hides a Pod that is Ready before its server listens); with internalTrafficPolicy Local, a
// node that hosts no endpoint does not hold them back (its rules stay empty for good).
import type { PodRecord } from '../apiserver/podStore.ts';

export interface RuleSource {
  node: string;
  targets(service: string): readonly PodRecord[] | undefined;
  /** The targets are Pods the clients resolved by DNS and connect to directly (headless). */
  direct?: boolean;
  /**
   * internalTrafficPolicy Local: whether an endpoint of the Service is on this node. A node
   * without one has no rule for it for good (its clients' requests are dropped), so the
   * clients do not wait for it to start.
   */
  hostsEndpoint?: () => boolean;
}

export class ClientStart {
  /** The node found unreachable last: looked at first next time (it likely still is). */
  private blocker = 0;

  constructor(
    private readonly service: string,
    private readonly proxies: readonly RuleSource[],
  ) {}

  /** Every node reaches the Service (or cannot ever), and some node leads to a Pod. */
  open(): boolean {
    const { proxies } = this;
    if (proxies.length > 0 && !this.reachable(proxies[this.blocker]!)) return false;
    const blocker = proxies.findIndex((p) => !this.reachable(p));
    if (blocker >= 0) {
      this.blocker = blocker;
      return false;
    }
    return proxies.some((p) => this.leads(p));
  }

  private leads(p: RuleSource): boolean {
    const targets = p.targets(this.service) ?? [];
    return p.direct ? targets.some((pod) => pod.listening) : targets.length > 0;
  }

  private reachable(p: RuleSource): boolean {
    return this.leads(p) || (p.hostsEndpoint !== undefined && !p.hostsEndpoint());
  }
}
