// How long each object of the manifests needs to show what it does, from t=0: a Job's
// deadline and its Pods' grace, a failing Job's back-off up to backoffLimit, three runs of
// a CronJob, a rollout's Pods started and available, a StatefulSet's ordered start.
// scenarioDuration.ts takes the longest of these (and of the actions', actionNeeds.ts).
import { seconds, secondsToMs } from '../../trace/units.ts';
import type { Millis } from '../read/duration.ts';
import type { Why } from './durationNote.ts';
import { parseSchedule } from '../kinds/cronSchedule.ts';
import {
  MAX_DURATION_MS,
  type JobModel,
  type PodTemplateModel,
  type ScenarioModel,
} from '../model/model.ts';
import { QUIET_MS, exitsFailing, runMs, startGapMs, startMs, stopMs } from './podTiming.ts';
// The back-offs as the kubelet and the Job controller run them (before 1.27 the first Job
// replacement came at once: counting it as 10 s only makes the estimate longer).
import { crashLoopDelayMs, jobBackoffMs } from '../../versions/formulas/backoff.ts';

export interface Need extends Why {
  /** Virtual time from t=0 by which it has shown what it does. */
  ms: Millis;
  /** A run "until nothing changes" could stop before it: it waits longer than the quiet window. */
  silent: boolean;
}

type Model = Pick<ScenarioModel, 'latencies' | 'version' | 'startTimeMs' | 'nodes'>;

/** A restarting process that runs longer than this is shown starting, not restarting. */
const LONG_RUN_MS = 300_000;

const secs = (ms: Millis): number => Math.round(ms / 100) / 10;

/** A Pod that starts and is Ready; minReadySeconds more before it counts as available. */
function started(m: Model, t: PodTemplateModel, minReadySeconds = seconds(0)): Millis {
  return startMs(t, m.latencies) + secondsToMs(minReadySeconds);
}

const startSilent = (t: PodTemplateModel, minReadySeconds = seconds(0)): boolean =>
  Math.max(startGapMs(t), secondsToMs(minReadySeconds)) > QUIET_MS;

/** A bare Pod: started; its run to the end; three restarts of a crash loop; its deadline. */
export function podNeed(m: Model, name: string, t: PodTemplateModel): Need {
  const start = started(m, t);
  const run = runMs(t);
  let need: Need = { ms: start, rule: 'podStart', params: {}, silent: startSilent(t) };
  let ends = Infinity;
  if (run !== null) {
    const restarts =
      t.restartPolicy === 'Always' || (t.restartPolicy === 'OnFailure' && exitsFailing(t));
    if (!restarts) ends = start + run;
    need = restarts ? restartsNeed(name, start, run) : need;
    if (!restarts)
      need = { ms: ends, rule: 'podRun', params: { name, run: secs(run) }, silent: run > QUIET_MS };
  }
  const deadline = t.activeDeadlineSeconds;
  if (deadline !== null && secondsToMs(deadline) < ends) {
    // The kubelet fails the Pod at its deadline (activeDeadlineHandler) and kills it.
    need = {
      ms: m.latencies.schedule + secondsToMs(deadline) + stopMs(t, m.latencies, null),
      rule: 'podDeadline',
      params: { name, deadline, grace: t.terminationGracePeriodSeconds },
      silent: true,
    };
  }
  return need;
}

/** A process that exits in a Pod that restarts it: three restarts of a crash loop, one of a long run. */
function restartsNeed(name: string, start: Millis, run: Millis): Need {
  // A server that exits after hours is a server: what it does first is start.
  if (run > LONG_RUN_MS) return { ms: start, rule: 'podStart', params: {}, silent: false };
  const restarts = run <= 60_000 ? 3 : 1;
  let ms = start + run;
  for (let n = 1; n <= restarts; n++) ms += crashLoopDelayMs(n) + run;
  return { ms, rule: 'podRestarts', params: { name, restarts }, silent: true };
}

/** A Job to its end: completions in waves of parallelism, or back-off to backoffLimit, or its deadline. */
export function jobNeed(m: Model, j: JobModel): Need | null {
  if (j.suspend) return null;
  const t = j.template;
  const start = started(m, t) + m.latencies.jobSyncBatch;
  let run = runMs(t);
  let failing = exitsFailing(t);
  if (
    t.activeDeadlineSeconds !== null &&
    (run === null || secondsToMs(t.activeDeadlineSeconds) < run)
  ) {
    run = secondsToMs(t.activeDeadlineSeconds) + stopMs(t, m.latencies, null);
    failing = true;
  }
  let need: Need | null = null;
  if (run !== null && failing && t.restartPolicy === 'Never') {
    // failed > backoffLimit ends the Job (exceedsBackoffLimit): backoffLimit + 1 Pods.
    const limit = j.backoffLimitPerIndex ?? (failJobAtOnce(j) ? 0 : j.backoffLimit);
    const pods = Math.min(limit, 100) + 1;
    let ms = pods * (start + run);
    for (let n = 1; n < pods; n++) ms += jobBackoffMs(m.version, n);
    need = { ms, rule: 'jobBackoff', params: { name: j.name, limit }, silent: true };
  } else if (run !== null && failing) {
    // OnFailure: the kubelet restarts in place; the Job fails when restarts reach backoffLimit.
    const restarts = Math.min(Math.max(1, j.backoffLimit), 100);
    let ms = start + run;
    for (let n = 1; n <= restarts; n++) ms += crashLoopDelayMs(n) + run;
    need = {
      ms,
      rule: 'jobBackoff',
      params: { name: j.name, limit: j.backoffLimit },
      silent: true,
    };
  } else if (run !== null) {
    const completions = j.completions ?? 1;
    const waves = Math.ceil(completions / Math.max(1, j.parallelism));
    need = {
      ms: waves * (start + run),
      rule: 'jobRun',
      params: { name: j.name, completions },
      silent: run > QUIET_MS,
    };
  }
  const deadline = j.activeDeadlineSeconds;
  if (deadline !== null && (need === null || secondsToMs(deadline) < need.ms)) {
    // pastActiveDeadline: the Job fails and deletes its active Pods, gracefully.
    need = {
      ms: secondsToMs(deadline) + m.latencies.jobSyncBatch + stopMs(t, m.latencies, null),
      rule: 'jobDeadline',
      params: { name: j.name, deadline, grace: t.terminationGracePeriodSeconds },
      silent: true,
    };
  }
  if (need && j.ttlSecondsAfterFinished !== null)
    need = {
      ...need,
      ms: need.ms + secondsToMs(j.ttlSecondsAfterFinished) + stopMs(t, m.latencies, seconds(0)),
    };
  return need;
}

/** A podFailurePolicy rule that fails the Job on the first failure (FailJob on its exit code). */
function failJobAtOnce(j: JobModel): boolean {
  const codes = j.template.containers
    .filter((c) => c.process.runMs !== null && c.process.exitCode !== 0)
    .map((c) => c.process.exitCode);
  return (j.podFailurePolicy ?? []).some((r) => {
    if (r.action !== 'FailJob' || r.onExitCodes === null) return false;
    const listed = codes.some((c) => r.onExitCodes!.values.includes(c));
    return r.onExitCodes.operator === 'In' ? listed : !listed;
  });
}

/**
 * Three runs of a CronJob: its scheduled times after t=0 (in its time zone) that fall within
 * the one-hour maximum, up to three (at least the first), the controller's 100 ms
 * (nextScheduleDelta), and the last run's Job, cut at one period. With
 * startingDeadlineSeconds 0 no Job ever starts (the controller looks 100 ms late), but the
 * empty slots are what the manifest does.
 */
export function cronJobNeed(m: Model, c: ScenarioModel['cronJobs'][number]): Need | null {
  if (c.suspend) return null;
  const parsed = parseSchedule(c.schedule, c.timeZone);
  if ('error' in parsed) return null;
  const slots: number[] = [];
  for (let t = m.startTimeMs; slots.length < 3;) {
    const next = parsed.schedule.next(t);
    if (next === null || (slots.length > 0 && next - m.startTimeMs > MAX_DURATION_MS)) break;
    slots.push((t = next));
  }
  if (slots.length === 0) return null;
  const period = slots.length > 1 ? slots[1]! - slots[0]! : MAX_DURATION_MS;
  const job = c.startingDeadlineSeconds === 0 ? null : jobNeed(m, c.jobTemplate);
  return {
    ms: slots.at(-1)! - m.startTimeMs + 100 + Math.min(job?.ms ?? 0, period),
    rule: 'cronJob',
    params: { name: c.name, schedule: c.schedule, runs: slots.length },
    silent: true,
  };
}

/** Every object's need, in document order of kinds. */
export function objectNeeds(m: ScenarioModel): Need[] {
  const out: Need[] = [];
  for (const p of m.pods) out.push(podNeed(m, p.name, p.template));
  // A Deployment's or a ReplicaSet's Pods start together: the slowest one's readiness.
  const replicated = [
    ...m.deployments.map((d) => ['deployment', d] as const),
    ...m.replicaSets.map((r) => ['replicaSet', r] as const),
    ...m.replicationControllers.map((r) => ['replicationController', r] as const),
  ];
  for (const [rule, w] of replicated) {
    if (w.replicas === 0) continue;
    out.push({
      ms: started(m, w.template, w.minReadySeconds),
      rule,
      params: { name: w.name, replicas: w.replicas },
      silent: startSilent(w.template, w.minReadySeconds),
    });
  }
  for (const s of m.statefulSets) {
    if (s.replicas === 0) continue;
    // OrderedReady: each Pod waits for the one before to be Running and Ready (and, with
    // minReadySeconds, available): stateful_set_control.go updateStatefulSet, monotonic.
    const one = started(m, s.template, s.minReadySeconds);
    const n = s.podManagementPolicy === 'OrderedReady' ? s.replicas : 1;
    out.push({
      ms: n * one,
      rule: 'statefulSet',
      params: { name: s.name, replicas: s.replicas },
      silent: startSilent(s.template, s.minReadySeconds),
    });
  }
  for (const d of m.daemonSets)
    out.push({
      ms: started(m, d.template, d.minReadySeconds),
      rule: 'daemonSet',
      params: { name: d.name },
      silent: startSilent(d.template, d.minReadySeconds),
    });
  for (const j of m.jobs) {
    const need = jobNeed(m, j);
    if (need) out.push(need);
  }
  for (const c of m.cronJobs) {
    const need = cronJobNeed(m, c);
    if (need) out.push(need);
  }
  return out;
}
