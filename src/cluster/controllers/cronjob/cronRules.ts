// The CronJob controller's arithmetic of time (pkg/controller/cronjob/utils.go): which
// scheduled time a sync acts on, how many it missed, when to look again, the Job's name.
import {
  type Seconds,
  msToSeconds,
  seconds,
  secondsToMs,
  wholeSeconds,
} from '../../../trace/units.ts';
import type { Schedule } from '../../../manifest/kinds/cronSchedule.ts';
import type { KubeVersion } from '../../../manifest/model/model.ts';
import {
  cronJobMostRecentSchedule,
  cronJobSawCompletedCondition,
} from '../../../versions/features.ts';

/** cronjob_controllerv2.go nextScheduleDelta: a sync runs 100 ms after its slot. */
export const NEXT_SCHEDULE_DELTA_MS = 100;
/** More missed slots than this give TooManyMissedTimes. */
export const MANY_MISSED = 100;
/*
 * CronJobMostRecentSchedule (changes.ts, 1.25): #118724 + #118940 (June 2023, in 1.28.0),
 * the schedule walk and TooManyMissedTimes without the count. Cherry-picked the same day
 * into release-1.27 (#119139, v1.27.4), release-1.26 (#119138, v1.26.7; both read in
 * CHANGELOG-1.2x.md) and a third branch (#119137, by date release-1.25, not read).
 */

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
 * a slot older than the deadline is never returned and gives no Job and no event.
 */
export function mostRecentScheduleTime(
  sched: Schedule,
  lastScheduleTime: number | null,
  createdAt: number,
  startingDeadlineSeconds: Seconds | null,
  now: number,
  v: KubeVersion,
): MostRecent {
  let earliest = lastScheduleTime ?? createdAt;
  if (startingDeadlineSeconds !== null)
    earliest = Math.max(earliest, now - secondsToMs(startingDeadlineSeconds));
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
  const between = Math.round(msToSeconds(t2 - t1));
  const missed = Math.floor(wholeSeconds(now - t1) / between) + 1;
  if (!cronJobMostRecentSchedule(v)) {
    // getMostRecentScheduleTime: plain arithmetic, right only for constant intervals.
    return { time: t1 + secondsToMs(seconds((missed - 1) * between)), missed };
  }
  // utils.go mostRecentScheduleTime after #118724: walk the schedule from one interval
  // before the estimate, so that "30 6-16/4 * * 1-5" lands on a real slot (or on none).
  let latest: number | null = null;
  const from = t1 + secondsToMs(seconds((missed - 2) * between));
  for (let t = sched.next(from); t !== null && t <= now; t = sched.next(t)) latest = t;
  return { time: latest, missed };
}

/**
 * The TooManyMissedTimes message: with the count in utils.go getNextScheduleTime /
 * nextScheduleTime, without it once #118940 hid the count (mostRecentScheduleTime returns
 * only "many missed"): cronJobMostRecentSchedule.
 */
export function tooManyMissedMessage(v: KubeVersion, missed: number): string {
  return !cronJobMostRecentSchedule(v)
    ? `too many missed start times: ${missed}. Set or decrease .spec.startingDeadlineSeconds or check clock skew`
    : 'too many missed start times. Set or decrease .spec.startingDeadlineSeconds or check clock skew';
}

/** getJobName: `<cronjob>-<scheduled time in unix minutes>` (getTimeHashInMinutes). */
export const jobName = (cronJob: string, scheduledMs: number): string =>
  `${cronJob}-${Math.floor(scheduledMs / 60_000)}`;

/**
 * The SawCompletedJob message (cronjob_controllerv2.go syncCronJob): `status:` from
 * getFinishedStatus until #123537 (merged May 2024, so 1.31) moved it to
 * jobutil.FinishedCondition and the message to `condition:`.
 */
export const sawCompletedMessage = (v: KubeVersion, job: string, type: string): string =>
  `Saw completed job: ${job}, ${cronJobSawCompletedCondition(v) ? 'condition' : 'status'}: ${type}`;
