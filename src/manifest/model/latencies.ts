// The latencies Kubernetes does not fix (watch delivery, kube-proxy sync, container start…),
// with podterm's defaults; a scenario's spec.latencies overrides them.
import type { Millis } from '../read/duration.ts';

/** Latencies Kubernetes does not fix: all in ms. */
export interface Latencies {
  watch: Millis;
  jobSyncBatch: Millis;
  kubeProxySync: Millis;
  schedule: Millis;
  containerStart: Millis;
  /**
   * One image pull, from the serialized puller taking it to the runtime's answer (no source
   * gives it: it depends on the image, the registry and the network; said among the
   * assumptions wherever a pull happens, cluster/kubelet/imagePull.ts).
   */
  imagePull: Millis;
  deadlineCheck: Millis;
  statusUpdate: Millis;
  podCleanup: Millis;
  /** Seeded jitter: each latency is stretched by up to this fraction (0 = deterministic). */
  jitter: number;
}

export const DEFAULT_LATENCIES: Latencies = {
  watch: 100,
  jobSyncBatch: 1000,
  kubeProxySync: 1000,
  schedule: 100,
  containerStart: 1000,
  imagePull: 1000,
  deadlineCheck: 500,
  statusUpdate: 500,
  podCleanup: 1000,
  jitter: 0,
};
