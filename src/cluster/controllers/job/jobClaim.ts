// job_controller.go getPodsForJob: at the start of each sync the Job claims its Pods
// (controller.NewPodControllerRefManager(...).ClaimPods over every Pod of its namespace):
// with a manual selector it adopts the orphans the selector matches (the PATCH adds the
// ownerReference and, while pods are tracked with finalizers, the job-tracking finalizer)
// and releases the Pods it controls that stop matching (the PATCH removes both). A Job with
// the API server's generated selector (controller-uid) matches only its own Pods, so there
// is nothing to adopt. The Pods it holds then count as any of its own: an adopted Pod that
// runs is active (no Pod is created in its place), one that has succeeded counts toward
// the completions (trackJobStatusAndRemoveFinalizers, or getStatus before finalizers).
import type { JobModel } from '../../../manifest/model/model.ts';
import { trackingWithFinalizers } from '../../../versions/features.ts';
import { matchesSelector, type OwnerRef, type PodRecord } from '../../apiserver/podStore.ts';
import { claimPods, orphans } from '../claimPods.ts';
import { JOB_TRACKING_FINALIZER } from './jobRules.ts';
import { release, v, type JobCtx } from './jobSync.ts';

const ownerOf = (c: JobCtx): OwnerRef => ({ kind: 'Job', name: c.job.name });

/** The orphan may be the Job's to adopt (getPodJobs: its selector matches the Pod's labels). */
export function mayAdopt(job: JobModel, pod: PodRecord): boolean {
  const selector = job.manualSelector;
  return (
    selector !== undefined &&
    pod.owner === null &&
    !pod.removed &&
    pod.namespace === job.namespace &&
    matchesSelector(pod.template.labels, selector)
  );
}

/** getPodsForJob's ClaimPods: adopt and release, and keep `c.pods` the Pods it controls. */
export function claimJobPods(c: JobCtx): void {
  const selector = c.job.manualSelector;
  if (selector === undefined) return;
  const { cluster } = c;
  const owner = ownerOf(c);
  const claimed = claimPods(
    cluster,
    {
      owner,
      namespace: c.job.namespace,
      lane: 'job-controller',
      selector,
    },
    [...cluster.world.pods.ownedBy(owner), ...orphans(cluster, c.job.namespace, selector)],
  );
  const held = new Set(claimed.map((p) => p.uid));
  // Released: ReleasePod's PATCH removed the ownerReference and the finalizer.
  for (const p of c.pods) if (!p.removed && !held.has(p.uid) && p.owner === null) release(c, p);
  c.pods = c.pods.filter((p) => held.has(p.uid) || p.removed);
  const known = new Set(c.pods.map((p) => p.uid));
  for (const p of claimed) {
    if (known.has(p.uid)) continue;
    // AdoptPod's PATCH carries the job-tracking finalizer with the ownerReference.
    if (trackingWithFinalizers(v(c)) && !p.finalizers.includes(JOB_TRACKING_FINALIZER))
      p.finalizers = [...p.finalizers, JOB_TRACKING_FINALIZER];
    c.pods.push(p);
  }
  c.counts.reset(c.pods);
}
