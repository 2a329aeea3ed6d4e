// What the DaemonSet controller keeps between syncs (read by the sync and the rolling update).
import type { DaemonSetModel, PodTemplateModel } from '../../../manifest/model/model.ts';

export interface DaemonState {
  model: DaemonSetModel;
  template: PodTemplateModel;
  /** failedPodsBackoff, per node: the current delay and when it was last stepped. */
  backoff: Map<string, { delayMs: number; at: number }>;
  /** The node each Pod's affinity names (util.GetTargetNodeName), bound or not yet. */
  targets: Map<string, string>;
}
