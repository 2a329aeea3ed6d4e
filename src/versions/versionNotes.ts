// "What changed in this version": one short note for events whose outcome depends on the
// Kubernetes version, in the words a teacher would use. Each note is about one rule of the
// rulebook (a feature gate of gates.ts or a change of changes.ts), which says since when;
// the note says what differs.
import { CHANGES, changeVersion, has, type ChangeName } from './changes.ts';
import { gateOn, gateOnSince, type Gate } from './gates.ts';
import { parseVersion, type KubeVersion, type Minor } from './version.ts';

interface Change {
  /** The rule whose version the note is about. */
  rule: { gate: Gate } | { change: ChangeName };
  /** Where the change comes from, as the note says it (the rule's own source if absent). */
  source?: string;
  after: string;
  before: string;
}

const CHANGES_NOTED = {
  terminalPhase: {
    rule: { change: 'TerminalPhaseOnDeletion' },
    after: 'a pod the kubelet stopped ends Failed (or Succeeded if every container exited 0)',
    before: 'a deleted pod with restartPolicy Always kept phase Running to the end',
  },
  sliceTerminating: {
    rule: { gate: 'EndpointSliceTerminatingCondition' },
    after:
      'a terminating pod stays in the EndpointSlice with terminating=true, serving while it is ready',
    before: 'a terminating pod was removed from the EndpointSlice at once',
  },
  preStopCounts: {
    rule: { change: 'PreStopCountsAgainstGrace' },
    after: 'the time preStop took is subtracted from the stop timeout, with a 2 s floor',
    before: 'the runtime got the whole grace period again after preStop',
  },
  jobInterimConditions: {
    rule: { change: 'JobInterimConditions' },
    after:
      'FailureTarget or SuccessCriteriaMet come first; Failed or Complete wait until no pod is terminating',
    before: 'Failed or Complete were written at once, while pods could still be terminating',
  },
  jobBackoff: {
    rule: { change: 'JobBackoffRecords' },
    after: 'a replacement waits 10 s·2^(n−1) from the failed container’s finishedAt',
    before:
      'the first replacement came at once and the back-off (and the verdict) rode on the workqueue',
  },
  nodeMonitorGrace: {
    rule: { change: 'NodeMonitorGraceFiftySeconds' },
    after: 'a silent node is marked NotReady after 50 s',
    before: 'after 40 s',
  },
  disruptionTarget: {
    rule: { gate: 'PodDisruptionConditions' },
    after: 'the pod gets a DisruptionTarget condition that a Job’s podFailurePolicy can match',
    before: 'no condition told a disruption from a failure',
  },
  jobDeletedPodFails: {
    rule: { gate: 'JobTrackingWithFinalizers' },
    after: 'a deleted Job pod counts as a failure at once (pods carry the job-tracking finalizer)',
    before: 'a deleted Job pod was no failure at all',
  },
  hardEvictionGrace: {
    rule: { change: 'HardEvictionOverrideKept' },
    source: 'node-pressure eviction',
    after: 'a hard eviction gives the pod 1 s before SIGKILL',
    before:
      'up to 1.21 the override was 0: SIGKILL at once, no SIGTERM; 1.22–1.30 gave the whole terminationGracePeriodSeconds (the override was lost)',
  },
  statefulSetRecreate: {
    rule: { change: 'StatefulSetRecreatesAfterRemoval' },
    source: '#123809, 1.31 backported to 1.28–1.30',
    after:
      'a Failed or Succeeded StatefulSet pod is deleted and its replacement is created only after the old object left the API, with no Recreating… event',
    before:
      'the controller recorded RecreatingFailedPod (or RecreatingTerminatedPod), deleted the pod and tried to create the new one in the same sync',
  },
  preStopHookMessage: {
    rule: { change: 'PreStopHookEventMessage' },
    after:
      'FailedPreStopHook says only “PreStopHook failed”; the handler’s error stays in the kubelet’s log',
    before:
      'FailedPreStopHook carried the handler’s own error (the command or URL, the exit code or the connection error, the pod’s UID)',
  },
  terminatingReplicas: {
    rule: { gate: 'DeploymentReplicaSetTerminatingReplicas' },
    after:
      'ReplicaSets and Deployments count their terminating pods (a deletionTimestamp, not yet Succeeded or Failed) in status.terminatingReplicas',
    before: 'a terminating pod only left status.replicas; no status counted it',
  },
  statefulSetParallelFix: {
    rule: { change: 'StatefulSetMaxUnavailableParallelFix' },
    after:
      'with maxUnavailable honoured, a Parallel rollout first replaces every old pod that is already unavailable, then available ones within the budget',
    before:
      'where maxUnavailable was honoured (1.35.0–1.35.3), nothing was deleted once the unavailable pods reached it, so old pods that never became available stalled the rollout (#137409)',
  },
  restartAllContainers: {
    rule: { gate: 'RestartAllContainersOnContainerExits' },
    source: 'KEP-5532, RestartAllContainersOnContainerExits',
    after:
      'a restartPolicyRules action RestartAllContainers restarts every container of the pod in place: same pod, UID and IP, init containers again first',
    before:
      'the API server refused the action (1.35: alpha, off; before 1.35 it did not exist), so only a single container could restart in place',
  },
  execReadinessCancelled: {
    rule: { change: 'ProbeWorkersOnPodContext' },
    source: '#130487, a regression; 1.36.0–1.36.2 and 1.37 (#140882) run the probe',
    after:
      'an exec readiness probe stops once the pod terminates (“context canceled”): its result is thrown away and Ready keeps its last value until the container dies',
    before:
      'the probe kept running while the pod terminated, so a failing one turned the pod not ready',
  },
} satisfies Record<string, Change>;

export type ChangeKey = keyof typeof CHANGES_NOTED;

/** The first release of the rule a note is about. */
function sinceOf(c: Change): KubeVersion {
  if ('change' in c.rule) return changeVersion(c.rule.change);
  return parseVersion(gateOnSince(c.rule.gate))!;
}

const sourceOf = (c: Change): string =>
  c.source ?? ('change' in c.rule ? CHANGES[c.rule.change].source : c.rule.gate);

/** `v` has the rule the note is about. */
const applies = (c: Change, v: KubeVersion): boolean =>
  'change' in c.rule ? has(v, c.rule.change) : gateOn(v, c.rule.gate);

/** A note's facts, for the page's translations: since which minor, from where, and whether `v` has it. */
export function changeFacts(
  key: ChangeKey,
  v: KubeVersion,
): { since: Minor; last: number; source: string; applies: boolean } {
  const c: Change = CHANGES_NOTED[key];
  const since = sinceOf(c).minor;
  return { since, last: since - 1, source: sourceOf(c), applies: applies(c, v) };
}

/** The change a note (as `versionNote` wrote it for `v`) is about, or null. */
export function changeKeyOf(text: string, v: KubeVersion): ChangeKey | null {
  return (
    (Object.keys(CHANGES_NOTED) as ChangeKey[]).find((k) => versionNote(k, v) === text) ?? null
  );
}

/**
 * The notes written so far, by version (one object per release) and key: a note is a pure
 * function of both, and the simulation asks for one at each event it annotates (a Pod's
 * endpoint turning terminating, at each of a rollout's Pods), each a string built anew.
 */
const written = new Map<KubeVersion, Map<ChangeKey, string>>();

/** The note for `key` as seen from version `v`: what this version does and what differs. */
export function versionNote(key: ChangeKey, v: KubeVersion): string {
  let notes = written.get(v);
  if (notes === undefined) written.set(v, (notes = new Map()));
  let note = notes.get(key);
  if (note === undefined) notes.set(key, (note = noteOf(key, v)));
  return note;
}

function noteOf(key: ChangeKey, v: KubeVersion): string {
  const { since, last, source, applies } = changeFacts(key, v);
  const c: Change = CHANGES_NOTED[key];
  return applies
    ? `Since 1.${since} (${source}): ${c.after}. Before 1.${since}: ${c.before}.`
    : `Up to 1.${last}: ${c.before}. From 1.${since} (${source}): ${c.after}.`;
}
