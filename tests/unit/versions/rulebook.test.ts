// The rulebook as a table of facts: for every named rule, the minors (1.21–1.37, each its
// last patch) that have it. A change to a gate's stage or a change's release in
// src/versions/ fails here, naming the rule; the patch-level entries are checked below.
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/versions/features.ts';
import { gateOn, gateSpec } from '../../../src/versions/gates.ts';
import {
  kube,
  lostTrailingZero,
  parseVersion,
  reached,
  versionLabel,
  type KubeVersion,
} from '../../../src/versions/version.ts';

const MINORS = '21-37';

/** Which minors a rule holds at, as "22-37" or "21-25,30". */
function minorsOf(rule: (v: KubeVersion) => boolean): string {
  const on: number[] = [];
  for (let m = 21; m <= 37; m++) if (rule(kube(m))) on.push(m);
  const out: string[] = [];
  for (let i = 0; i < on.length;) {
    let j = i;
    while (j + 1 < on.length && on[j + 1] === on[j]! + 1) j++;
    out.push(i === j ? `${on[i]}` : `${on[i]}-${on[j]}`);
    i = j + 1;
  }
  return out.join(',');
}

const EXPECTED: Record<string, string> = {
  backOffEventNamesContainer: '26-37',
  backOffRequeueAtExpiry: '35-37',
  containerEventsWithoutName: '35-37',
  containerRestartRules: '35-37',
  createdMessageHasColon: '32-37',
  tooLongSaysMayNotBeMore: '32-37',
  pulledMessageSaysWaiting: '23-37',
  pulledMessageSaysSize: '30-37',
  cronJobMostRecentSchedule: '25-37',
  cronJobSawCompletedCondition: '31-37',
  daemonSetCountsOldUnavailable: '28-37',
  daemonSetDeletesSucceeded: '26-37',
  daemonSetSkipsDeletedTerminal: '26-37',
  deadlineKillWaitsForCache: '22-37',
  disruptionConditions: '26-37',
  dynamicResourcesPostFilter: '34-37',
  execReadinessCancelledOnTermination: '35-36',
  forceDeleteGetsOneSecond: '31-37',
  hardEvictionOverrideKept: '31-37',
  hookEventKeepsHandlerText: '21-25',
  istioNativeSidecar: '33-37',
  nativeSidecarsOn: '29-37',
  quotaConstraintNamesContainers: '24-37',
  schedulingGatesHonoured: '27-37',
  jobBackoffRecords: '27-37',
  jobBatchesEveryPodEvent: '28-37',
  jobIndexLabel: '28-37',
  jobInterimConditions: '31-37',
  jobOnlyReplaceFailedPods: '28-37',
  jobOrphanDeleteWarning: '23-37',
  jobPodFailurePolicy: '26-37',
  jobPodNameHasIndex: '22-37',
  jobReadyPods: '24-37',
  jobSuccessPolicy: '31-37',
  jobTerminatingStatus: '29-37',
  killStatusKeepsContainers: '22-37',
  lifecycleHandlerType: '23-37',
  oomKillsWholeContainer: '28-37',
  pdbUnhealthyPodEvictionPolicy: '27-37',
  podDeletionRanking: '22-37',
  podGcForOutOfService: '26-37',
  podWorkerOverride: '22-37',
  postFilterDoublePeriod: '25-27',
  preStopCountsAgainstOverride: '28-37',
  preStopSleepAction: '30-37',
  preemptedByAPod: '23-37',
  preemptedByUid: '29-37',
  preemptionPostFilterMessage: '24-37',
  probeTerminationGracePeriod: '25-37',
  probeTickerResetsOnManualRun: '32-37',
  proxyFallsBackToTerminating: '26-37',
  restartAllContainers: '36-37',
  restartAllContainersExists: '35-37',
  restartRuleLimitsSayItems: '36-37',
  restartRulesFieldExists: '34-37',
  restartsSayWhen: '22-37',
  scaledMessageFrom: '27-37',
  scaledMessageFromTo: '32-37',
  separateTaintEvictionController: '29-37',
  serverSideFieldValidation: '25-37',
  sidecarTerminationOrder: '29-37',
  sidecarsEnabled: '28-37',
  sleepHandlerExists: '29-37',
  sleepZeroAllowed: '33-37',
  sliceKeepsTerminating: '22-37',
  statefulSetMaxUnavailable: '37',
  statefulSetMaxUnavailableParallelFix: '37',
  statefulSetUpdateWaitsForAvailable: '34-37',
  nodeShutdownReasonTerminated: '22-37',
  shutdownGroupsInTurn: '23-37',
  unmanagedPodsSkipped: '22-37',
  unmanagedPodsEvent: '27-37',
  statefulSetMinReadySeconds: '23-37',
  statefulSetMinReadySecondsExists: '22-37',
  statefulSetNameIsLabel: '27-37',
  statefulSetRecreatesAfterRemoval: '28-37',
  statefulSetRecreatesSucceeded: '27-37',
  stopSignalFieldExists: '33-37',
  suspendJob: '22-37',
  taintReasonWithoutTaint: '34-37',
  terminalPhaseHeldBack: '22-37',
  terminalPhaseOnDeletion: '27-37',
  terminatingOnlyWhileRunning: '31-37',
  terminatingReplicasStatus: '35-37',
  trackingWithFinalizers: '25-37',
  unschedulableFiveMinutes: '24-37',
  interPodAffinityOneReason: '22-37',
  popFromBackoffQueue: '33-37',
  schedulerQueueingHints: '32-37',
  schedulerConfigV1beta1: '21-22',
  schedulerConfigV1beta2: '22-27',
  schedulerConfigV1beta3: '23-28',
  schedulerConfigV1: '25-37',
  kubeSchedulerInsecurePort: '21-22',
  untoleratedTaintWording: '24-37',
  workloadNameWarning: '27-37',
};

describe('every named rule, minor by minor', () => {
  const named = Object.entries(rules).filter(
    (e): e is [string, (v: KubeVersion) => boolean] => typeof e[1] === 'function',
  );
  it('lists every rule of features.ts', () =>
    expect(named.map(([n]) => n).sort()).toEqual(Object.keys(EXPECTED).sort()));
  it.each(named)('%s', (name, rule) => expect(minorsOf(rule)).toBe(EXPECTED[name]));
  it(`covers ${MINORS}`, () => expect(minorsOf(() => true)).toBe(MINORS));
});

describe('patch releases', () => {
  it('MaxUnavailableStatefulSet: on in 1.35.0–1.35.3, off from 1.35.4 and in 1.36, on in 1.37', () => {
    const on = (v: string) => gateOn(parseVersion(v)!, 'MaxUnavailableStatefulSet');
    expect(['1.34', '1.35.0', '1.35.3', '1.35.4', '1.35', '1.36', '1.37'].map(on)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(gateSpec(kube(34), 'MaxUnavailableStatefulSet')?.preRelease).toBe('Alpha');
  });
  it('a minor alone is its last patch; a rule of a minor starts at its .0', () => {
    expect(reached(kube(35), kube(35, 0))).toBe(true);
    expect(reached(kube(35, 4), kube(35))).toBe(true);
    expect(reached(kube(35, 4), kube(35, 3))).toBe(false);
  });
  it('the picker offers 1.36.2 and 1.35.3 below their minors, and every minor newest first', () => {
    const labels = rules.PICKABLE_VERSIONS.map(versionLabel);
    expect(labels.slice(0, 6)).toEqual(['1.37', '1.36', '1.36.2', '1.35', '1.35.3', '1.34']);
    expect(labels.at(-1)).toBe('1.21');
    expect(labels).toHaveLength(19);
  });
  it('the exec-readiness regression: 1.35.0 on, not 1.36.0–1.36.2, again from 1.36.3, fixed in 1.37', () => {
    const has = (v: string) => rules.execReadinessCancelledOnTermination(parseVersion(v)!);
    expect(
      ['1.34', '1.35.0', '1.35', '1.36.0', '1.36.2', '1.36.3', '1.36', '1.37'].map(has),
    ).toEqual([false, true, true, false, false, true, true, false]);
  });
});

describe('reading a version', () => {
  it('"1.35", "v1.35", "1.35.3"; nothing else', () => {
    expect(parseVersion('v1.35')).toBe(kube(35));
    expect(parseVersion('1.35.3')).toBe(kube(35, 3));
    expect(parseVersion('1.35.x')).toBeNull();
    expect(parseVersion('2.1')).toBeNull();
  });
  it("YAML's 1.30 (the number 1.3) is told, 1.27 is not", () => {
    expect(lostTrailingZero(1.3)).toBe('1.30');
    expect(lostTrailingZero(1.27)).toBeNull();
    expect(lostTrailingZero(1.1)).toBeNull();
  });
});
