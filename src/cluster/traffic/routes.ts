// Which Pods some route leads to (PodRecord.routes): kept by whoever replaces a route's
// list of Pods, so that traffic is flushed only when a Pod that can be reached changes.
import type { PodRecord } from '../apiserver/podStore.ts';

/** A route's Pods went from `before` to `after` (a kube-proxy sync, a new DNS answer). */
export function reroute(before: readonly PodRecord[], after: readonly PodRecord[]): void {
  for (const p of before) p.routes--;
  for (const p of after) p.routes++;
}

/** Whether a change to this Pod's process can change what a request meets. */
export const reachable = (pod: PodRecord): boolean => pod.routes > 0;
