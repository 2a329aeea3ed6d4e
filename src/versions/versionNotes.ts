// "What changed in this version": one short note for events whose outcome depends on the
// Kubernetes minor, in the words a teacher would use. Each names the change that made
// the difference (a PR or a feature gate); `features.ts` holds the
// switches themselves.
import type { Minor } from './version.ts';

interface Change {
  since: Minor;
  /** Where the change comes from (PR or feature gate). */
  source: string;
  after: string;
  before: string;
}

const CHANGES = {
  terminalPhase: {
    since: 27,
    source: '#115331',
    after: 'a pod the kubelet stopped ends Failed (or Succeeded if every container exited 0)',
    before: 'a deleted pod with restartPolicy Always kept phase Running to the end',
  },
  sliceTerminating: {
    since: 22,
    source: 'EndpointSliceTerminatingCondition',
    after:
      'a terminating pod stays in the EndpointSlice with terminating=true, serving while it is ready',
    before: 'a terminating pod was removed from the EndpointSlice at once',
  },
  preStopCounts: {
    since: 28,
    source: '#115835',
    after: 'the time preStop took is subtracted from the stop timeout, with a 2 s floor',
    before: 'the runtime got the whole grace period again after preStop',
  },
  jobInterimConditions: {
    since: 31,
    source: 'JobPodReplacementPolicy/JobManagedBy',
    after:
      'FailureTarget or SuccessCriteriaMet come first; Failed or Complete wait until no pod is terminating',
    before: 'Failed or Complete were written at once, while pods could still be terminating',
  },
  jobBackoff: {
    since: 27,
    source: '#114768',
    after: 'a replacement waits 10 s·2^(n−1) from the failed container’s finishedAt',
    before:
      'the first replacement came at once and the back-off (and the verdict) rode on the workqueue',
  },
  nodeMonitorGrace: {
    since: 32,
    source: '#126287',
    after: 'a silent node is marked NotReady after 50 s',
    before: 'after 40 s',
  },
  disruptionTarget: {
    since: 26,
    source: 'PodDisruptionConditions',
    after: 'the pod gets a DisruptionTarget condition that a Job’s podFailurePolicy can match',
    before: 'no condition told a disruption from a failure',
  },
  jobDeletedPodFails: {
    since: 25,
    source: 'JobTrackingWithFinalizers',
    after: 'a deleted Job pod counts as a failure at once (pods carry the job-tracking finalizer)',
    before: 'a deleted Job pod was no failure at all',
  },
  hardEvictionGrace: {
    since: 31,
    source: 'node-pressure eviction',
    after: 'a hard eviction gives the pod 1 s before SIGKILL',
    before:
      'up to 1.21 the override was 0: SIGKILL at once, no SIGTERM; 1.22–1.30 gave the whole terminationGracePeriodSeconds (the override was lost)',
  },
  statefulSetRecreate: {
    since: 28,
    source: '#123809, 1.31 backported to 1.28–1.30',
    after:
      'a Failed or Succeeded StatefulSet pod is deleted and its replacement is created only after the old object left the API, with no Recreating… event',
    before:
      'the controller recorded RecreatingFailedPod (or RecreatingTerminatedPod), deleted the pod and tried to create the new one in the same sync',
  },
  preStopHookMessage: {
    since: 26,
    source: '#86139',
    after:
      'FailedPreStopHook says only “PreStopHook failed”; the handler’s error stays in the kubelet’s log',
    before:
      'FailedPreStopHook carried the handler’s own error (the command or URL, the exit code or the connection error, the pod’s UID)',
  },
} satisfies Record<string, Change>;

export type ChangeKey = keyof typeof CHANGES;

/** Each change's version and source, for the page's translations of the notes. */
export const CHANGE_FACTS: Readonly<Record<ChangeKey, { since: Minor; source: string }>> = CHANGES;

/** The change a note (as `versionNote` wrote it for 1.`v`) is about, or null. */
export function changeKeyOf(text: string, v: Minor): ChangeKey | null {
  return (Object.keys(CHANGES) as ChangeKey[]).find((k) => versionNote(k, v) === text) ?? null;
}

/** The note for `key` as seen from version 1.`v`: what this version does and what differs. */
export function versionNote(key: ChangeKey, v: Minor): string {
  const c: Change = CHANGES[key];
  return v >= c.since
    ? `Since 1.${c.since} (${c.source}): ${c.after}. Before 1.${c.since}: ${c.before}.`
    : `Up to 1.${c.since - 1}: ${c.before}. From 1.${c.since} (${c.source}): ${c.after}.`;
}
