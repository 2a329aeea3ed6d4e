// What the API server tells the scheduler: in Kubernetes kube-scheduler's informers watch
// the API (eventhandlers.go addPodToSchedulingQueue, updatePodInCache, deletePodFromCache,
// updateNodeInCache); here the Cluster calls them as it writes. The composition root hands
// the scheduler in (scheduler/scheduling.ts), so the API server imports no scheduler.
import type { PodRecord } from './podStore.ts';

/** A node's taint (core/v1 Taint), as the Node object holds it. */
export interface Taint {
  key: string;
  value: string;
  effect: 'NoSchedule' | 'NoExecute';
}

export interface SchedulerInformers {
  /** A Pod created with spec.nodeName: bound without the scheduler, counted in its cache. */
  assign(pod: PodRecord, node: string): void;
  /** A Pod to place (addPodToSchedulingQueue). */
  enqueue(pod: PodRecord): void;
  /** A Pod whose required node affinity names one node (a DaemonSet's). */
  enqueueOnto(pod: PodRecord, node: string): void;
  /** A Pod whose spec.schedulerName names another scheduler (responsibleForPod). */
  admitOther(pod: PodRecord): void;
  /** The Pod left the API (deletePodFromCache). */
  release(pod: PodRecord): void;
  /** A controller adopted or released a bound Pod (its ownerReferences changed). */
  ownerChanged(pod: PodRecord, previous: PodRecord['owner']): void;
  /** spec.unschedulable set (kubectl cordon). */
  cordon(node: string): void;
  /** spec.unschedulable cleared (kubectl uncordon). */
  uncordon(node: string): void;
  /** A taint added to spec.taints (node lifecycle controller, out-of-service). */
  taint(node: string, key: string, effect?: Taint['effect']): void;
  /** spec.taints as a node informer sees them. */
  taintsOf(node: string): readonly Taint[];
}
