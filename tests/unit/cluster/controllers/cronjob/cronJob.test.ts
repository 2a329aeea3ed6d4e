// The CronJob controller beyond the reference's three scenarios (those are fixtures):
// the schedule arithmetic by version, time zones, suspend, deletion and history.
import { seconds } from '../../../../../src/trace/units.ts';
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  mostRecentScheduleTime,
  sawCompletedMessage,
  tooManyMissedMessage,
} from '../../../../../src/cluster/controllers/cronjob/cronRules.ts';
import { parseSchedule, type Schedule } from '../../../../../src/manifest/kinds/cronSchedule.ts';
import { all, simulateDocs } from '../../../helpers/build.ts';
import type { Trace } from '../../../../../src/trace/types.ts';

const at = (iso: string) => Date.parse(iso);
const schedule = (text: string, zone: string | null = null): Schedule => {
  const p = parseSchedule(text, zone);
  if ('error' in p) throw new Error(p.error);
  return p.schedule;
};

function run(scenario: string, cronSpec: string, command = 'sleep 5', restartPolicy = 'Never') {
  return simulateDocs(
    scenario,
    `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: cj\nspec:\n${cronSpec}  jobTemplate:\n    spec:\n      backoffLimit: 0\n      template:\n        spec:\n          restartPolicy: ${restartPolicy}\n          containers: [{name: main, image: busybox, command: [sh, -c, "${command}"]}]\n`,
  );
}
const cronEvents = (t: Trace, reason: string) =>
  all(t, 'KubeEvent', { reason }).filter((e) => e.object === 'CronJob/cj');
const jobsCreated = (t: Trace) =>
  t.events.filter((e) => e.type === 'ObjectCreated' && e.object.startsWith('Job/'));

describe('CronJob schedule arithmetic (utils.go mostRecentScheduleTime)', () => {
  it('the latest slot in (earliest, now], none before the first, and the missed count', () => {
    const every = schedule('*/1 * * * *');
    const created = at('2026-01-01T12:00:30Z');
    expect(
      mostRecentScheduleTime(every, null, created, null, at('2026-01-01T12:00:59Z'), kube(31)),
    ).toEqual({ time: null, missed: 0 });
    expect(
      mostRecentScheduleTime(every, null, created, null, at('2026-01-01T12:01:00.1Z'), kube(31)),
    ).toEqual({ time: at('2026-01-01T12:01:00Z'), missed: 1 });
    expect(
      mostRecentScheduleTime(every, null, created, null, at('2026-01-01T12:05:10Z'), kube(31)),
    ).toEqual({ time: at('2026-01-01T12:05:00Z'), missed: 5 });
  });

  it('startingDeadlineSeconds raises earliest: an older slot is never returned', () => {
    const every = schedule('*/1 * * * *');
    const last = at('2026-01-01T12:00:00Z');
    expect(
      mostRecentScheduleTime(every, last, last, seconds(10), at('2026-01-01T12:01:30Z'), kube(31))
        .time,
    ).toBeNull();
    expect(
      mostRecentScheduleTime(every, last, last, seconds(60), at('2026-01-01T12:01:30Z'), kube(31))
        .time,
    ).toBe(at('2026-01-01T12:01:00Z'));
  });

  it('an irregular schedule: arithmetic up to 1.27, a real slot from 1.28 (#118724)', () => {
    const s = schedule('30 6-16/4 * * 1-5'); // 06:30, 10:30, 14:30 on weekdays
    const created = at('2026-01-05T06:00:00Z'); // a Monday
    const now = at('2026-01-06T11:00:00Z');
    // t1 06:30, t2 10:30: 4 h apart, so 1.27 counts 8 slots and lands on 10:30 + 7·4 h.
    expect(mostRecentScheduleTime(s, null, created, null, now, kube(27))).toEqual({
      time: at('2026-01-05T06:30:00Z') + 7 * 4 * 3600_000,
      missed: 8,
    });
    expect(mostRecentScheduleTime(s, null, created, null, now, kube(28)).time).toBe(
      at('2026-01-06T10:30:00Z'),
    );
  });

  it('time zones: 09:00 in Tokyo is 00:00 UTC; @every counts from the last time', () => {
    expect(schedule('0 9 * * *', 'Asia/Tokyo').next(at('2026-01-01T12:00:00Z'))).toBe(
      at('2026-01-02T00:00:00Z'),
    );
    expect(schedule('CRON_TZ=Asia/Tokyo 0 9 * * *').next(at('2026-01-01T12:00:00Z'))).toBe(
      at('2026-01-02T00:00:00Z'),
    );
    expect(schedule('@every 90s').next(at('2026-01-01T12:00:00.5Z'))).toBe(
      at('2026-01-01T12:01:30Z'),
    );
  });

  it('remembered answers agree with a fresh schedule, in any order of questions', () => {
    const kept = schedule('30 6-16/4 * * 1-5', 'Europe/Berlin');
    let x = 12345;
    const base = at('2026-03-27T00:00:00Z'); // across the March DST change in Berlin
    for (let i = 0; i < 300; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const ms = base + (x % (5 * 86_400)) * 1000;
      const fresh = schedule('30 6-16/4 * * 1-5', 'Europe/Berlin').next(ms);
      expect(kept.next(ms)).toBe(fresh);
    }
  });
});

describe('CronJob controller', () => {
  it('suspended: no Jobs; resume starts the latest missed slot at once', () => {
    const t = run(
      '  startTime: "2026-01-01T12:00:00Z"\n  duration: 200s\n  actions:\n    - {at: 150s, do: resume, target: cronjob/cj}\n',
      '  schedule: "*/1 * * * *"\n  suspend: true\n',
    );
    const jobs = jobsCreated(t);
    expect(jobs.map((e) => [e.t, e.object])).toEqual([
      [150_000, `Job/cj-${at('2026-01-01T12:02:00Z') / 60_000}`],
      [180_100, `Job/cj-${at('2026-01-01T12:03:00Z') / 60_000}`],
    ]);
  });

  it('deleting the CronJob (Background) deletes its Jobs and their pods', () => {
    const t = run(
      '  startTime: "2026-01-01T12:00:00Z"\n  duration: 150s\n  actions:\n    - {at: 70s, do: delete, target: cronjob/cj}\n',
      '  schedule: "*/1 * * * *"\n',
      'sleep infinity',
    );
    const removed = t.events.filter((e) => e.type === 'ObjectRemoved').map((e) => e.object);
    expect(removed).toEqual(['CronJob/cj', `Job/cj-${at('2026-01-01T12:01:00Z') / 60_000}`]);
    expect(t.events.some((e) => e.type === 'DeletionRequested' && e.t > 70_000)).toBe(true);
    expect(jobsCreated(t)).toHaveLength(1);
  });

  it('a Job deleted by hand while active is MissingJob', () => {
    const job = `cj-${at('2026-01-01T12:01:00Z') / 60_000}`;
    const t = run(
      `  startTime: "2026-01-01T12:00:00Z"\n  duration: 100s\n  actions:\n    - {at: 70s, do: delete, target: job/${job}}\n`,
      '  schedule: "*/1 * * * *"\n  concurrencyPolicy: Forbid\n',
      'sleep infinity',
    );
    expect(cronEvents(t, 'MissingJob').map((e) => e.data.message)).toEqual([
      `Active job went missing: ${job}`,
    ]);
  });

  it('failedJobsHistoryLimit 1: the older failed Job is deleted when the next fails', () => {
    const t = run(
      '  startTime: "2026-01-01T12:00:00Z"\n  duration: 200s\n',
      '  schedule: "*/1 * * * *"\n',
      'exit 1',
    );
    expect(cronEvents(t, 'SawCompletedJob').map((e) => e.data.message)).toEqual([
      `Saw completed job: cj-${at('2026-01-01T12:01:00Z') / 60_000}, condition: Failed`,
      `Saw completed job: cj-${at('2026-01-01T12:02:00Z') / 60_000}, condition: Failed`,
      `Saw completed job: cj-${at('2026-01-01T12:03:00Z') / 60_000}, condition: Failed`,
    ]);
    expect(cronEvents(t, 'SuccessfulDelete')).toHaveLength(2);
  });

  it('Allow: Jobs overlap when they run longer than the interval', () => {
    const t = run(
      '  startTime: "2026-01-01T12:00:00Z"\n  duration: 200s\n',
      '  schedule: "*/1 * * * *"\n',
      'sleep 150',
    );
    expect(jobsCreated(t).map((e) => e.t)).toEqual([60_100, 120_100, 180_100]);
    expect(cronEvents(t, 'JobAlreadyActive')).toHaveLength(0);
  });
  it('a schedule that never comes (31 February) is an InvalidSchedule warning, no Job', () => {
    const t = run('  duration: 100s\n', '  schedule: "59 23 31 2 *"\n');
    expect(cronEvents(t, 'InvalidSchedule').map((e) => e.data.message)).toEqual([
      'invalid schedule: 59 23 31 2 * : time difference between two schedules is less than 1 second',
    ]);
    expect(jobsCreated(t)).toEqual([]);
  });
});

describe('CronJob messages by minor', () => {
  it('TooManyMissedTimes keeps its count through 1.24 and loses it from 1.25 (#118940 backports)', () => {
    expect(tooManyMissedMessage(kube(24), 112)).toContain('too many missed start times: 112.');
    expect(tooManyMissedMessage(kube(25), 112)).toBe(
      'too many missed start times. Set or decrease .spec.startingDeadlineSeconds or check clock skew',
    );
  });
  it('SawCompletedJob says "status:" through 1.30 and "condition:" from 1.31 (#123537)', () => {
    expect(sawCompletedMessage(kube(30), 'cj-1', 'Failed')).toBe(
      'Saw completed job: cj-1, status: Failed',
    );
    expect(sawCompletedMessage(kube(31), 'cj-1', 'Failed')).toBe(
      'Saw completed job: cj-1, condition: Failed',
    );
  });
  it('1.24 assumes a constant interval ("30 6-16/4 * * 1-5" lands on a Sunday); 1.25 walks', () => {
    const s = schedule('30 6-16/4 * * 1-5');
    const created = at('2026-01-02T05:00:00Z'); // a Friday
    expect(
      mostRecentScheduleTime(s, null, created, null, at('2026-01-04T20:00:00Z'), kube(24)).time,
    ).toBe(at('2026-01-04T18:30:00Z'));
    expect(
      mostRecentScheduleTime(s, null, created, null, at('2026-01-05T12:00:00Z'), kube(25)).time,
    ).toBe(at('2026-01-05T10:30:00Z'));
  });
});
