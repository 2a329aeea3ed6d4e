// The note that says how long podterm runs manifests that chose no duration, and why
// (scenarioDuration.ts makes it), and how to word it from a table of words: English in
// durationWords.ts (the CLI's and the page's), Japanese and Russian in the page's i18n.
// Kept small: the page's first load reads it.
import type { Diagnostic } from '../read/diagnostics.ts';

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
  | 'replicationController'
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

/** The keys of a table of words for the note (durationWords.ts has the English one). */
export type DurationWord =
  | 'noScenarioNote'
  | 'noDurationNote'
  | 'whyCapped'
  | 'whyPodStart'
  | 'whyPodRun'
  | 'whyPodDeadline'
  | 'whyPodRestarts'
  | 'whyJobRun'
  | 'whyJobDeadline'
  | 'whyJobBackoff'
  | 'whyCronJob'
  | 'whyDeployment'
  | 'whyReplicaSet'
  | 'whyReplicationController'
  | 'whyStatefulSet'
  | 'whyDaemonSet'
  | 'whyAction';

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
  replicationController: 'whyReplicationController',
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
