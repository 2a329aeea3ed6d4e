// What the Job controller keeps about one Job when it starts: nothing counted yet, the
// indexes of an Indexed Job, and the Job's startTime (activeDeadlineSeconds counts from it);
// the counters of its status hear of its Pods' writes at once (jobPodCounts.ts).
import type { JobModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import { JobIndexes } from './jobIndexes.ts';
import { JobPodCounts } from './jobPodCounts.ts';
import { StatusWriter } from '../../workloadStatus.ts';
import type { JobCtx } from './jobSync.ts';
import { objectKey } from '../../objectKey.ts';

export function newJobContext(input: { cluster: Cluster; job: JobModel }): JobCtx {
  const counts = new JobPodCounts();
  input.cluster.world.listenToWrites(objectKey('Job', input.job.name), (p) => counts.touch(p));
  return {
    ...input,
    startTime: input.cluster.world.now,
    pods: [],
    counts,
    counted: new Set(),
    failed: 0,
    succeeded: 0,
    failuresSinceSuccess: 0,
    lastFailureAt: 0,
    indexes:
      input.job.completionMode === 'Indexed' && input.job.completions !== null
        ? new JobIndexes(input.job.completions)
        : null,
    failJob: null,
    newFailure: false,
    deferredUntil: null,
    requeues: 0,
    requeueAt: null,
    failedSeenAt: new Map(),
    outcome: null,
    finished: false,
    written: null,
    conditions: [],
    statusWriter: new StatusWriter(
      input.cluster.world,
      'job-controller',
      objectKey('Job', input.job.name),
    ),
  };
}
