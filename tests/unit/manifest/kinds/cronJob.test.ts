// CronJob documents: SetDefaults_CronJob, robfig/cron's ParseStandard errors as Kubernetes'
// validation prints them, fields by version, and the Job template read as a Job.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { errors } from '../docs.ts';

const cronJob = (spec: string, name = 'report', podSpec = '              restartPolicy: Never\n') =>
  `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: ${name}\nspec:\n${spec}  jobTemplate:\n    spec:\n      template:\n        spec:\n${podSpec}              containers: [{name: main, image: busybox}]\n`;

const scheduleError = (schedule: string) =>
  errors(cronJob(`  schedule: ${JSON.stringify(schedule)}\n`))[0]?.message;

describe('CronJob documents', () => {
  it('SetDefaults_CronJob: Allow, not suspended, history limits 3 and 1', () => {
    const cj = loadScenario(cronJob('  schedule: "*/5 * * * *"\n')).model!.cronJobs[0]!;
    expect(cj).toMatchObject({
      schedule: '*/5 * * * *',
      timeZone: null,
      concurrencyPolicy: 'Allow',
      startingDeadlineSeconds: null,
      suspend: false,
      successfulJobsHistoryLimit: 3,
      failedJobsHistoryLimit: 1,
      creationTimestamp: null,
      lastScheduleTime: null,
    });
    expect(cj.jobTemplate).toMatchObject({ backoffLimit: 6, completions: 1, parallelism: 1 });
  });

  it('schedules robfig/cron refuses, with its words', () => {
    expect(scheduleError('* * * *')).toBe(
      'spec.schedule: Invalid value: "* * * *": expected exactly 5 fields, found 4: [* * * *]',
    );
    expect(scheduleError('0 0 * * * *')).toMatch(/expected exactly 5 fields, found 6/);
    expect(scheduleError('60 * * * *')).toMatch(/end of range \(60\) above maximum \(59\): 60$/);
    expect(scheduleError('0 0 * * 7')).toMatch(/end of range \(7\) above maximum \(6\): 7$/);
    expect(scheduleError('0 0 0 * *')).toMatch(/beginning of range \(0\) below minimum \(1\): 0$/);
    expect(scheduleError('*/0 * * * *')).toMatch(/step of range should be a positive number/);
    expect(scheduleError('5-1 * * * *')).toMatch(
      /beginning of range \(5\) beyond end of range \(1\)/,
    );
    expect(scheduleError('0 0 L * *')).toMatch(
      /failed to parse int from L: strconv.Atoi: parsing "L": invalid syntax/,
    );
    expect(scheduleError('@fortnightly')).toMatch(/unrecognized descriptor: @fortnightly/);
    expect(scheduleError('')).toMatch(/empty spec string/);
  });

  it('accepts names, ?, N/step, @-macros and @every', () => {
    for (const s of [
      '0 9 * JAN-MAR mon-fri',
      '0 0 ? * *',
      '5/15 * * * *',
      '@midnight',
      '@every 90s',
    ])
      expect(scheduleError(s), s).toBeUndefined();
  });

  it('a missing schedule or jobTemplate', () => {
    expect(errors(cronJob(''))[0]?.message).toBe('spec.schedule: Required value');
    expect(
      errors(
        'apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: r\nspec:\n  schedule: "* * * * *"\n',
      ).map((d) => d.message),
    ).toContain('spec.jobTemplate: Required value');
  });

  it('timeZone: beta from 1.25, IANA names only, not beside CRON_TZ', () => {
    const tz = cronJob('  schedule: "0 9 * * *"\n  timeZone: Asia/Tokyo\n');
    const old = loadScenario(tz, { version: kube(24) });
    const told = old.diagnostics.filter((d) => d.severity !== 'info');
    expect(told.map((d) => [d.severity, d.message])).toEqual([
      [
        'warning',
        'spec.timeZone: ignored: the CronJobTimeZone feature gate is off in Kubernetes 1.24 (on from 1.25), so the API server drops this field',
      ],
    ]);
    expect(old.model!.cronJobs[0]!.timeZone).toBeNull();
    expect(errors(tz, 25)).toEqual([]);
    expect(errors(cronJob('  schedule: "0 9 * * *"\n  timeZone: Mars/Olympus\n'))[0]?.message).toBe(
      'spec.timeZone: Invalid value: "Mars/Olympus": unknown time zone Mars/Olympus',
    );
    expect(
      errors(cronJob('  schedule: "CRON_TZ=UTC 0 9 * * *"\n  timeZone: Asia/Tokyo\n'))[0]?.message,
    ).toMatch(/cannot use both timeZone field and TZ or CRON_TZ in schedule/);
  });

  it('impossible values: policy, deadlines, limits, a name too long for its Jobs', () => {
    expect(
      errors(cronJob('  schedule: "* * * * *"\n  concurrencyPolicy: Sometimes\n'))[0]?.message,
    ).toMatch(/spec.concurrencyPolicy: Unsupported value: "Sometimes"/);
    expect(
      errors(cronJob('  schedule: "* * * * *"\n  startingDeadlineSeconds: -1\n'))[0]?.line,
    ).toBe(7);
    expect(errors(cronJob('  schedule: "* * * * *"\n', 'r'.repeat(53)))[0]?.message).toMatch(
      /must be no more than 52 characters/,
    );
  });

  it('the Job template is validated as a Job (podFailurePolicy needs restartPolicy Never)', () => {
    const text = cronJob(
      '  schedule: "* * * * *"\n',
      'report',
      '              restartPolicy: OnFailure\n',
    ).replace(
      '    spec:\n      template:',
      '    spec:\n      podFailurePolicy:\n        rules: [{action: FailJob, onExitCodes: {operator: In, values: [42]}}]\n      template:',
    );
    expect(errors(text)[0]?.message).toMatch(
      /spec.jobTemplate.spec.template.spec.restartPolicy: Invalid value: "OnFailure": only "Never" is supported/,
    );
  });

  it('creationTimestamp and status.lastScheduleTime of a pasted CronJob are kept', () => {
    const text = cronJob('  schedule: "* * * * *"\n').replace(
      '  name: report\n',
      '  name: report\n  creationTimestamp: "2025-12-31T23:00:00Z"\n',
    );
    const cj = loadScenario(`${text}status:\n  lastScheduleTime: "2025-12-31T23:30:00Z"\n`).model!
      .cronJobs[0]!;
    expect(cj.creationTimestamp).toBe(Date.parse('2025-12-31T23:00:00Z'));
    expect(cj.lastScheduleTime).toBe(Date.parse('2025-12-31T23:30:00Z'));
  });
});
