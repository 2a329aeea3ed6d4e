// The Job's status as syncJob writes it (job_controller.go: active, ready, succeeded,
// failed, terminating, and the conditions), kept between syncs to tell whether a sync
// changed it, and written to the trace when it did.
import type { Cluster } from '../../apiserver/cluster.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import type { StatusWriter, WorkloadCondition } from '../../workloadStatus.ts';
import { jobReadyPods, jobTerminatingStatus } from '../../../versions/features.ts';
import type { JobPodCounts } from './jobPodCounts.ts';

export interface JobCounters {
  active: number;
  /** JobReadyPods: beta (on) from 1.24. */
  ready?: number;
  succeeded: number;
  failed: number;
  /** status.terminating: JobPodReplacementPolicy, beta (on) from 1.29. */
  terminating?: number;
}

/** What the status is made of: the Job controller's context (jobSync.ts JobCtx). */
interface StatusSource {
  cluster: Cluster;
  pods: PodRecord[];
  /** active, ready and terminating, kept as the Pods change. */
  counts: JobPodCounts;
  succeeded: number;
  failed: number;
  /** The counters the last sync wrote, null before the first. */
  written: JobCounters | null;
  conditions: WorkloadCondition[];
  statusWriter: StatusWriter;
}

/**
 * syncJob: the counters of this sync (countReadyPods over the active pods), read off the
 * counts kept as the Pods change (jobPodCounts.ts), not a scan of every Pod.
 */
export function jobCounters(c: StatusSource): JobCounters {
  const v = c.cluster.world.v;
  const { active, ready, terminating } = c.counts.read();
  return {
    active,
    ...(jobReadyPods(v) && { ready }),
    succeeded: c.succeeded,
    failed: c.failed,
    ...(jobTerminatingStatus(v) && { terminating }),
  };
}

const same = (a: JobCounters, b: JobCounters): boolean =>
  a.active === b.active &&
  a.ready === b.ready &&
  a.succeeded === b.succeeded &&
  a.failed === b.failed &&
  a.terminating === b.terminating;

/**
 * The status this sync writes, to the trace when it changed; true when the counters differ
 * from the last ones written.
 */
export function writeJobStatus(c: StatusSource): boolean {
  const now = jobCounters(c);
  c.statusWriter.write({ ...now, conditions: [...c.conditions] });
  if (c.written && same(c.written, now)) return false;
  c.written = now;
  return true;
}

/**
 * ensureJobConditionStatus: a condition of a type the Job has is updated in place; a new one
 * is appended, unless it would be False.
 */
export function setJobCondition(list: WorkloadCondition[], c: WorkloadCondition): void {
  const i = list.findIndex((x) => x.type === c.type);
  if (i >= 0) list[i] = c;
  else if (c.status !== 'False') list.push(c);
}
