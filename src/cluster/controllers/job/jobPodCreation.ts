// manageJob's creations (job_controller.go manageJob): how many Pods a Job is missing, and
// creating them — for an Indexed Job per pending completion index, skipping indexes still in
// their per-index back-off — at most MaxPodCreateDeletePerSync a sync.
import type { JobModel } from '../../../manifest/model/model.ts';
import { jobPodNameHasIndex, trackingWithFinalizers } from '../../../versions/features.ts';
import { jobBackoffMs } from '../../../versions/formulas/backoff.ts';
import { isActive, type PodRecord } from '../../apiserver/podStore.ts';
import { versionNote } from '../../../versions/versionNotes.ts';
import { indexedTemplate } from './jobIndexes.ts';
import {
  JOB_TRACKING_FINALIZER,
  isTerminating,
  onlyReplaceFailedPods,
  wantActive,
} from './jobRules.ts';
import { activePods, key, v, type JobCtx } from './jobSync.ts';

/** Pods that hold a slot: active ones, and terminating ones when only failed pods are replaced. */
function holding(c: JobCtx): PodRecord[] {
  const only = onlyReplaceFailedPods(v(c), c.job);
  return c.pods.filter((p) => isActive(p) || (only && isTerminating(p)));
}

export const missing = (c: JobCtx): number =>
  wantActive(c.job, activePods(c).length, c.succeeded) - holding(c).length;

function indexInBackoff(c: JobCtx, i: number): boolean {
  const ix = c.indexes!;
  if (c.job.backoffLimitPerIndex === null) return false;
  const at = ix.lastFailureAt.get(i);
  return at !== undefined && at + jobBackoffMs(v(c), ix.failures.get(i) ?? 0) > c.cluster.world.now;
}

function createPod(c: JobCtx, template: JobModel['template'], prefix: string): void {
  const { world } = c.cluster;
  const name = world.names.next(prefix, (x) => world.pods.has(x));
  const pod = c.cluster.createPod({
    name,
    namespace: c.job.namespace,
    template,
    owner: { kind: 'Job', name: c.job.name },
    finalizers: trackingWithFinalizers(world.v) ? [JOB_TRACKING_FINALIZER] : [],
  });
  c.pods.push(pod);
  c.counts.touch(pod);
  // A replacement's timing depends on the version's back-off (getRemainingTimeForFailuresCount).
  const note = c.failuresSinceSuccess > 0 ? versionNote('jobBackoff', world.v) : undefined;
  world.kubeEvent(
    'job-controller',
    key(c),
    'SuccessfulCreate',
    `Created pod: ${name}`,
    'Normal',
    note,
  );
}

/** manageJob: at most MaxPodCreateDeletePerSync (500) creations a sync. */
export function createMissing(c: JobCtx): void {
  const n = Math.min(500, missing(c));
  const ix = c.indexes;
  if (!ix) {
    for (let k = 0; k < n; k++) createPod(c, c.job.template, c.job.name);
    return;
  }
  for (const i of ix.pending(holding(c), n, (i) => indexInBackoff(c, i))) {
    // podGenerateNameWithIndex (#101601, 1.22): `<job>-<index>-<5 chars>`.
    const prefix = jobPodNameHasIndex(v(c)) ? `${c.job.name}-${i}` : c.job.name;
    createPod(c, indexedTemplate(c.job, v(c), i, ix.failures.get(i) ?? 0), prefix);
  }
}
