// Suspending and resuming a Job (job_controller.go syncJob with spec.suspend, SuspendJob
// beta from 1.22): suspending deletes the active pods and writes Suspended=True; resuming
// writes Suspended=False and resets status.startTime, so activeDeadlineSeconds counts from
// the resume.
import { trackingWithFinalizers } from '../../../versions/features.ts';
import { activePods, condition, key, release, v, type JobCtx } from './jobSync.ts';
import { setJobCondition } from './jobStatus.ts';

export function suspendJob(c: JobCtx): void {
  const { world } = c.cluster;
  for (const p of activePods(c)) {
    // deleteJobPods strips the tracking finalizer first: a suspended pod is no failure.
    if (trackingWithFinalizers(v(c))) {
      c.counted.add(p.uid);
      release(c, p);
    }
    c.cluster.deletePod(p, null);
    world.kubeEvent('job-controller', key(c), 'SuccessfulDelete', `Deleted pod: ${p.name}`);
  }
  condition(c, 'Suspended', 'JobSuspended', 'Job suspended');
  world.kubeEvent('job-controller', key(c), 'Suspended', 'Job suspended');
}

export function resumeJob(c: JobCtx): void {
  c.startTime = c.cluster.world.now;
  setJobCondition(c.conditions, {
    type: 'Suspended',
    status: 'False',
    reason: 'JobResumed',
    message: 'Job resumed',
  });
  c.cluster.world.emit('job-controller', 'JobConditionSet', key(c), {
    type: 'Suspended',
    reason: 'JobResumed',
    status: 'False',
    message: 'Job resumed',
  });
  c.cluster.world.kubeEvent('job-controller', key(c), 'Resumed', 'Job resumed');
}
