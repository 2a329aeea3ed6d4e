// Which Pods some route leads to (PodRecord.routes), so that traffic is flushed only when a
// Pod that can be reached changes. Every node's kube-proxy shares the rule list of a slice
// version (kubeProxyMachine.ts sharedRules): a list is counted on its Pods once, however
// many nodes hold it, so a node switching lists costs nothing per Pod.
import type { PodRecord } from '../apiserver/podStore.ts';

type Route = readonly PodRecord[];

export class Routes {
  private readonly holders = new Map<Route, number>();

  /** A route went from the list `before` (none: undefined) to `after`. */
  reroute(before: Route | undefined, after: Route): void {
    if (before === after) return;
    this.hold(after);
    if (before) this.release(before);
  }

  private hold(list: Route): void {
    const n = this.holders.get(list) ?? 0;
    this.holders.set(list, n + 1);
    if (n === 0) for (const p of list) p.routes++;
  }

  private release(list: Route): void {
    const n = this.holders.get(list) ?? 0;
    if (n > 1) return void this.holders.set(list, n - 1);
    this.holders.delete(list);
    if (n === 1) for (const p of list) p.routes--;
  }
}

/** Whether a change to this Pod's process can change what a request meets. */
export const reachable = (pod: PodRecord): boolean => pod.routes > 0;
