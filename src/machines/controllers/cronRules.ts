// The CronJob controller's arithmetic of time (pkg/controller/cronjob/utils.go): which
// scheduled time a sync acts on, how many it missed, when to look again, the Job's name.
import type { Schedule } from './cronSchedule.ts';

/** cronjob_controllerv2.go nextScheduleDelta: a sync runs 100 ms after its slot. */
export const NEXT_SCHEDULE_DELTA_MS = 100;
/** More missed slots than this give TooManyMissedTimes. */
export const MANY_MISSED = 100;

export interface MostRecent {
  /** The latest scheduled time in (earliest, now], or null. */
  time: number | null;
  /** Slots between the first after `earliest` and now (an estimate, as Kubernetes makes it). */
  missed: number;
  /** A schedule that never comes (e.g. "59 23 31 2 *"): Kubernetes' error for it. */
  error?: string;
}

/**
 * utils.go mostRecentScheduleTime (getNextScheduleTime before 1.27): earliest is the last
 * scheduled time (or the CronJob's creation), raised to now − startingDeadlineSeconds — so
 * a slot older than the deadline is never returned and gives no Job and no event (C4).
 */
export function mostRecentScheduleTime(
  sched: Schedule,
  lastScheduleTime: number | null,
  createdAt: number,
  startingDeadlineSeconds: number | null,
  now: number,
  minor: number,
): MostRecent {
  let earliest = lastScheduleTime ?? createdAt;
  if (startingDeadlineSeconds !== null)
    earliest = Math.max(earliest, now - startingDeadlineSeconds * 1000);
  const t1 = sched.next(earliest);
  // robfig's Next gives the zero time for a schedule with no next time; the interval
  // between two zero times is 0, which mostRecentScheduleTime refuses.
  if (t1 === null)
    return {
      time: null,
      missed: 0,
      error: 'time difference between two schedules is less than 1 second',
    };
  if (now < t1) return { time: null, missed: 0 };
  const t2 = sched.next(t1);
  if (t2 === null || now < t2) return { time: t1, missed: 1 };
  // The count assumes a constant interval between the first two slots (Go rounds the
  // interval to seconds and truncates the elapsed seconds).
  const between = Math.round((t2 - t1) / 1000);
  const missed = Math.floor(Math.floor((now - t1) / 1000) / between) + 1;
  if (minor < 28) {
    // getMostRecentScheduleTime: plain arithmetic, right only for constant intervals.
    return { time: t1 + (missed - 1) * between * 1000, missed };
  }
  // #118724 (1.28): walk the schedule from one interval before the estimate, so that
  // schedules like "30 6-16/4 * * 1-5" land on a real slot (or on none).
  let latest: number | null = null;
  const from = t1 + (missed - 2) * between * 1000;
  for (let t = sched.next(from); t !== null && t <= now; t = sched.next(t)) latest = t;
  return { time: latest, missed };
}

/**
 * The TooManyMissedTimes message: with the count through 1.27 (utils.go
 * getNextScheduleTime), without it after the rewrite of mostRecentScheduleTime
 * (#118724, June 2023, so 1.28; the reference leaves 1.28 vs 1.29 open).
 */
export function tooManyMissedMessage(minor: number, missed: number): string {
  return minor < 28
    ? `too many missed start times: ${missed}. Set or decrease .spec.startingDeadlineSeconds or check clock skew`
    : 'too many missed start times. Set or decrease .spec.startingDeadlineSeconds or check clock skew';
}

/** getJobName: `<cronjob>-<scheduled time in unix minutes>` (getTimeHashInMinutes). */
export const jobName = (cronJob: string, scheduledMs: number): string =>
  `${cronJob}-${Math.floor(scheduledMs / 60_000)}`;

/**
 * The SawCompletedJob message: `status:` in the 1.21–1.27 source, `condition:` once the
 * controller moved to jobutil.FinishedCondition (podterm switches at 1.28; not pinned).
 */
export const sawCompletedMessage = (minor: number, job: string, type: string): string =>
  `Saw completed job: ${job}, ${minor < 28 ? 'status' : 'condition'}: ${type}`;
