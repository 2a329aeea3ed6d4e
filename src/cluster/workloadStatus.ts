// What every workload controller does with its status: write it when it changed. One
// WorkloadStatus event per write that changed a counter or a condition (a write that only
// refreshes a condition's lastUpdateTime is no change here), at the time the controller
// writes it. Plain code beside the statecharts: no transition per status write.
import type {
  ConditionStatus,
  Lane,
  WorkloadCondition,
  WorkloadStatusData,
} from '../trace/types.ts';
import type { World } from './world.ts';
import type { KubeVersion } from '../versions/version.ts';
import { versionNote } from '../versions/versionNotes.ts';

export type { WorkloadCondition, WorkloadStatusData };

function sameConditions(a: WorkloadCondition[], b: WorkloadCondition[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((c, i) => {
    const d = b[i]!;
    return (
      c.type === d.type && c.status === d.status && c.reason === d.reason && c.message === d.message
    );
  });
}

export function sameStatus(a: WorkloadStatusData, b: WorkloadStatusData): boolean {
  const ka = Object.keys(a) as (keyof WorkloadStatusData)[];
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (k === 'conditions') continue;
    if (a[k] !== b[k]) return false;
  }
  return sameConditions(a.conditions, b.conditions);
}

/**
 * The last status written for one object, and the write: a WorkloadStatus event when the
 * new status differs from it. Returns whether it did.
 */
export class StatusWriter {
  last: WorkloadStatusData | null = null;

  constructor(
    private readonly world: World,
    private readonly lane: Lane,
    readonly object: string,
  ) {}

  /** `changed`: the version note the write carries, if its outcome depends on the version. */
  write(next: WorkloadStatusData, changed?: string): boolean {
    if (this.last && sameStatus(this.last, next)) return false;
    this.last = next;
    this.world.emit(this.lane, 'WorkloadStatus', this.object, next, undefined, changed);
    return true;
  }
}

/** The version note of a status that counts terminating pods (1.35+), where it counts any. */
export function terminatingNote(d: WorkloadStatusData, v: KubeVersion): string | undefined {
  const n = d.terminatingReplicas;
  return n !== undefined && n > 0 ? versionNote('terminatingReplicas', v) : undefined;
}

/** A condition as the status holds it. */
export const cond = (
  type: string,
  status: ConditionStatus,
  reason: string | null,
  message = '',
): WorkloadCondition => ({ type, status, reason, message });
