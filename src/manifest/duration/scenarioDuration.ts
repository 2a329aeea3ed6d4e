// How long to run manifests that chose no duration. Bare manifests (no Scenario document)
// run for a duration computed from what they do, and a note at line 1 says so and why; a
// Scenario document without `duration:` keeps running "until nothing changes" unless that
// would stop before something the manifests wait for in silence (a deadline, a back-off, a
// CronJob's next run, a grace period): then it gets the same computed duration and a note.
import type { Diagnostic } from '../read/diagnostics.ts';
import { durationText, type Millis } from '../read/duration.ts';
import type { DurationNote } from './durationNote.ts';
import { noteText } from './durationNote.ts';
import { DURATION_WORDS } from './durationWords.ts';
import { objectNeeds, type Need } from './durationNeeds.ts';
import { actionNeed } from './actionNeeds.ts';
import { MAX_DURATION_MS, type ScenarioModel } from '../model/model.ts';

/** Pods that start and keep running: long enough to see them start and settle. */
export const DEFAULT_DURATION_MS = 30_000;
/** After the last thing the manifests do: its events (status, cleanup) and a moment of calm. */
const MARGIN_MS = 10_000;

export interface Estimate {
  ms: Millis;
  /** The longest need (the one that set the duration), or the default's. */
  why: Need;
  capped: boolean;
  /** Some need waits in silence longer than a run "until nothing changes" would. */
  silent: boolean;
}

/** Up to a round number: 5 s steps under a minute, 10 s under ten minutes, then minutes. */
export function roundUp(ms: Millis): Millis {
  const step = ms <= 60_000 ? 5_000 : ms <= 600_000 ? 10_000 : 60_000;
  return Math.ceil(ms / step) * step;
}

/** A duration that covers `needMs`: a margin after it, rounded up (not capped). */
export function covering(needMs: Millis): Millis {
  return roundUp(needMs + MARGIN_MS);
}

/** The duration the manifests and the actions need: the longest need, plus a margin. */
export function estimateDuration(m: ScenarioModel): Estimate {
  const needs = [...objectNeeds(m), ...m.actions.map((a) => actionNeed(m, a))];
  const fallback: Need = { ms: 0, rule: 'podStart', params: {}, silent: false };
  const why = needs.reduce((a, b) => (b.ms > a.ms ? b : a), fallback);
  const raw = Math.max(DEFAULT_DURATION_MS, covering(why.ms));
  return {
    ms: Math.min(raw, MAX_DURATION_MS),
    why,
    capped: raw > MAX_DURATION_MS,
    silent: needs.some((n) => n.silent),
  };
}

/** Nothing that runs: no note, and the run stays as it was (until nothing changes). */
const nothingRuns = (m: ScenarioModel): boolean =>
  m.pods.length +
    m.deployments.length +
    m.replicaSets.length +
    m.replicationControllers.length +
    m.statefulSets.length +
    m.daemonSets.length +
    m.jobs.length +
    m.cronJobs.length ===
  0;

/**
 * Gives a model without a duration the one its manifests need, with a note. `scenarioLine`
 * is the Scenario document's line, or null when the text has none.
 */
export function settleDuration(
  m: ScenarioModel,
  scenarioLine: number | null,
  out: Diagnostic[],
): ScenarioModel {
  if (m.durationMs !== null || nothingRuns(m)) return m;
  const est = estimateDuration(m);
  if (scenarioLine !== null && !est.silent) return m;
  const line = scenarioLine ?? 1;
  const body = {
    note: scenarioLine === null ? 'noScenario' : 'noDuration',
    durationMs: est.ms,
    duration: durationText(est.ms),
    why: { rule: est.why.rule, params: est.why.params },
    capped: est.capped,
  } as const;
  const note: DurationNote = {
    severity: 'info',
    message: noteText(DURATION_WORDS, body),
    line,
    column: 1,
    endLine: line,
    endColumn: 1,
    ...body,
  };
  out.push(note);
  return { ...m, durationMs: est.ms };
}
