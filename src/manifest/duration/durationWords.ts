// The English words of the duration note (durationNote.ts): the CLI prints them, and the
// page shows them as the message itself; the Japanese and Russian tables follow them key
// by key (ui/i18n/durationWordsJa.ts, durationWordsRu.ts).
import type { DurationWord } from './durationNote.ts';

export const DURATION_WORDS = {
  noScenarioNote:
    'No Scenario document: podterm runs these manifests for {duration} ({why}). Add a Scenario document to choose.',
  noDurationNote:
    'No duration: podterm runs this scenario for {duration} ({why}); running until nothing changes would stop before that. Write spec.duration to choose.',
  whyCapped: '{why}, capped at the 1h maximum',
  whyPodStart: 'long enough for the Pods to start',
  whyPodRun: 'Pod "{name}" runs {run} s and exits',
  whyPodDeadline: 'activeDeadlineSeconds {deadline} of Pod "{name}" and its grace of {grace} s',
  whyPodRestarts: 'Pod "{name}" exits and restarts {restarts} time(s)',
  whyJobRun: 'Job "{name}" runs {completions} completion(s) to the end',
  whyJobDeadline:
    'activeDeadlineSeconds {deadline} of Job "{name}" and its Pods\' grace of {grace} s',
  whyJobBackoff:
    'Job "{name}" retries failed Pods up to backoffLimit {limit}, back-off 10 s doubling',
  whyCronJob: '{runs} run(s) of CronJob "{name}", schedule "{schedule}"',
  whyDeployment: 'Deployment "{name}" rolls out {replicas} Pod(s)',
  whyReplicaSet: 'ReplicaSet "{name}" starts {replicas} Pod(s)',
  whyReplicationController: 'ReplicationController "{name}" starts {replicas} Pod(s)',
  whyStatefulSet: 'StatefulSet "{name}" starts {replicas} Pod(s) in order',
  whyDaemonSet: 'DaemonSet "{name}" starts its Pods on every node',
  whyAction: 'the action {action} at {at} and what it sets off',
} as const satisfies Readonly<Record<DurationWord, string>>;
