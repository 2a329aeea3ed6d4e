// The Scenario's actions as the simulation receives them (`spec.actions`, read by
// actions.ts): what each does, to which target, when, with its own settings.
import type { Seconds } from '../../trace/units.ts';
import type { Millis } from '../read/duration.ts';

export type ActionKind =
  | 'delete'
  | 'evict'
  | 'drain'
  | 'rollout'
  | 'scale'
  | 'nodeShutdown'
  | 'nodeLost'
  | 'outOfService'
  | 'nodePressure'
  | 'preempt'
  | 'exit'
  | 'oomKill'
  | 'suspend'
  | 'resume'
  | 'create'
  | 'removeSchedulingGates'
  | 'label'
  | 'uncordon'
  | 'patchStatus';

/** Every `do:` the scenario accepts, in the order the picker offers them. */
export const ACTIONS: readonly ActionKind[] = [
  'delete',
  'evict',
  'drain',
  'rollout',
  'scale',
  'nodeShutdown',
  'nodeLost',
  'outOfService',
  'nodePressure',
  'preempt',
  'exit',
  'oomKill',
  'suspend',
  'resume',
  'create',
  'removeSchedulingGates',
  'label',
  'uncordon',
  'patchStatus',
];

/** A condition written into a Pod's status.conditions by a client (not by a component). */
export interface PatchedCondition {
  type: string;
  /** The trace's ConditionStatus: a client may write Unknown too; podterm does not play it. */
  status: 'True' | 'False';
  reason: string;
}

export interface ActionModel {
  atMs: Millis;
  do: ActionKind;
  /** Lower-case kind as written (`pod`, `deployment`, `node`…) and the name or prefix. */
  target: { kind: string; name: string };
  line: number;
  gracePeriodSeconds: Seconds | null;
  force: boolean;
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan' | null;
  /** delete: a plain API DELETE rather than kubectl (which always sends a propagationPolicy). */
  api?: boolean;
  /** rollout: the new image (applied to every container, or to `container`). */
  image: string | null;
  container: string | null;
  replicas: number | null;
  exitCode: number | null;
  shutdownGracePeriodSeconds: Seconds | null;
  shutdownGracePeriodCriticalPodsSeconds: Seconds | null;
  /** removeSchedulingGates: the one gate to remove; null: every gate. */
  gate?: string | null;
  /** label: kubectl label's `key=value` (set, overwriting) or `key-` (remove), parsed. */
  label?: { key: string; value: string | null };
  /** patchStatus: the Pod condition `kubectl patch --subresource=status` sets. */
  condition?: PatchedCondition;
}
