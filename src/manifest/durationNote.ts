// The note that says how long podterm runs manifests that chose no duration, and why
// (scenarioDuration.ts makes it): its English words, which the page's English table takes
// as they are (ui/i18n/messagesEn.ts) and the Japanese and Russian tables follow key by
// key, so the CLI and the page say the same thing.
import type { Diagnostic } from './diagnostics.ts';

/** What made the duration as long as it is. */
export type NeedRule =
  | 'podStart'
  | 'podRun'
  | 'podDeadline'
  | 'podRestarts'
  | 'jobRun'
  | 'jobDeadline'
  | 'jobBackoff'
  | 'cronJob'
  | 'deployment'
  | 'replicaSet'
  | 'statefulSet'
  | 'daemonSet'
  | 'action';

export interface Why {
  rule: NeedRule;
  /** The values in the words: names, seconds, the schedule. */
  params: Record<string, string | number>;
}

export interface DurationNote extends Diagnostic {
  /** No Scenario document at all, or one without `duration:`. */
  note: 'noScenario' | 'noDuration';
  durationMs: number;
  /** durationMs as the document would write it (`3m10s`). */
  duration: string;
  why: Why;
  /** The manifests would need more than the 1 h maximum. */
  capped: boolean;
}

export const DURATION_WORDS = {
  noScenarioNote:
    'No Scenario document: podterm runs these manifests for {duration} ({why}). Add a Scenario document to choose.',
  noDurationNote:
    'No duration: podterm runs this scenario for {duration} ({why}); running until nothing changes would stop before that. Write spec.duration to choose.',
  addScenarioDoc: 'Add this Scenario document',
  writeDuration: 'Write duration: {duration}',
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
  whyStatefulSet: 'StatefulSet "{name}" starts {replicas} Pod(s) in order',
  whyDaemonSet: 'DaemonSet "{name}" starts its Pods on every node',
  whyAction: 'the action {action} at {at} and what it sets off',
} as const;

export type DurationWord = keyof typeof DURATION_WORDS;

const WHY_KEY: Readonly<Record<NeedRule, DurationWord>> = {
  podStart: 'whyPodStart',
  podRun: 'whyPodRun',
  podDeadline: 'whyPodDeadline',
  podRestarts: 'whyPodRestarts',
  jobRun: 'whyJobRun',
  jobDeadline: 'whyJobDeadline',
  jobBackoff: 'whyJobBackoff',
  cronJob: 'whyCronJob',
  deployment: 'whyDeployment',
  replicaSet: 'whyReplicaSet',
  statefulSet: 'whyStatefulSet',
  daemonSet: 'whyDaemonSet',
  action: 'whyAction',
};

/** `{name}` placeholders filled from `vars` (as the page's own `format`). */
export const fill = (template: string, vars: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

/** The note in the words of `table` (English: DURATION_WORDS; the page passes its language's). */
export function noteText(
  table: Readonly<Record<DurationWord, string>>,
  n: Pick<DurationNote, 'note' | 'duration' | 'why' | 'capped'>,
): string {
  const reason = fill(table[WHY_KEY[n.why.rule]], n.why.params);
  const why = n.capped ? fill(table.whyCapped, { why: reason }) : reason;
  const key = n.note === 'noScenario' ? 'noScenarioNote' : 'noDurationNote';
  return fill(table[key], { duration: n.duration, why });
}

export const isDurationNote = (d: Diagnostic): d is DurationNote =>
  'note' in d && 'durationMs' in d && 'why' in d;
