// Durations of the control plane that both the cluster and the scenario's length estimate
// read (node_lifecycle_controller.go, the taint-based eviction's default tolerations).
import { has } from '../changes.ts';
import type { KubeVersion } from '../version.ts';

/** node_lifecycle_controller.go node-monitor-grace-period: 40 s, 50 s from 1.32 (#126287). */
export const nodeMonitorGracePeriodMs = (v: KubeVersion): number =>
  has(v, 'NodeMonitorGraceFiftySeconds') ? 50_000 : 40_000;

/** DefaultNotReadyTolerationSeconds / DefaultUnreachableTolerationSeconds: 300 s. */
export const DEFAULT_TOLERATION_MS = 300_000;
