// A CronJob document → CronJobModel, with pkg/apis/batch/v1/defaults.go SetDefaults_CronJob
// (Allow, suspend false, history limits 3 and 1) and the checks of
// pkg/apis/batch/validation/validation.go (ValidateCronJobCreate, validateScheduleFormat,
// validateTimeZone), including which fields exist at the scenario's version. Its name's
// limit of 52 characters is checked with the other names (names.ts).
import { isValidTimeZone, parseSchedule } from './cronSchedule.ts';
import type { Reader } from '../read/fields.ts';
import { dropDisabledFields } from '../read/gatedFields.ts';
import { readJob } from './job.ts';
import type { CronJobModel } from '../model/model.ts';
import type { TemplateContext } from './podTemplate.ts';
import { readTimestamp } from './scenarioDoc.ts';
import type { Meta } from './workloads.ts';

const MAX_INT32 = 2_147_483_647;

export function readCronJob(meta: Meta, r: Reader, ctx: TemplateContext): CronJobModel {
  const spec = dropDisabledFields(r.child('spec'), { timeZone: 'CronJobTimeZone' }, ctx.version);
  let timeZone = spec.str('timeZone', null);
  if (timeZone !== null && (!isValidTimeZone(timeZone) || /^local$/i.test(timeZone))) {
    spec.invalid('timeZone', timeZone, `unknown time zone ${timeZone}`);
    timeZone = null;
  }
  const schedule = spec.str('schedule', null);
  if (schedule === null) spec.error(`${spec.name('schedule')}: Required value`);
  else {
    const parsed = parseSchedule(schedule, timeZone);
    if ('error' in parsed) spec.invalid('schedule', schedule, parsed.error);
    else if (parsed.zoneInSchedule && timeZone !== null)
      spec.invalid(
        'schedule',
        schedule,
        'cannot use both timeZone field and TZ or CRON_TZ in schedule',
      );
  }
  const jt = spec.child('jobTemplate');
  if (!jt.isMap) spec.error(`${spec.name('jobTemplate')}: Required value`);
  const jobTemplate = readJob(meta, jt.child('spec'), ctx);
  // The Job inherits the jobTemplate's labels (getJobFromTemplate2 copyLabels).
  return {
    ...meta,
    schedule: schedule ?? '* * * * *',
    timeZone,
    concurrencyPolicy: spec.oneOf(
      'concurrencyPolicy',
      ['Allow', 'Forbid', 'Replace'] as const,
      'Allow',
    ),
    startingDeadlineSeconds: spec.secs('startingDeadlineSeconds', null, { min: 0, max: MAX_INT32 }),
    suspend: spec.bool('suspend', false),
    successfulJobsHistoryLimit:
      spec.num('successfulJobsHistoryLimit', 3, { min: 0, max: MAX_INT32 }) ?? 3,
    failedJobsHistoryLimit: spec.num('failedJobsHistoryLimit', 1, { min: 0, max: MAX_INT32 }) ?? 1,
    jobTemplate,
    // A CronJob pasted from `kubectl get cronjob -o yaml` keeps its history: the controller
    // counts missed schedules from these (mostRecentScheduleTime), as one that comes back
    // after being down would.
    creationTimestamp: readTimestamp(r.child('metadata'), 'creationTimestamp'),
    lastScheduleTime: readTimestamp(r.child('status'), 'lastScheduleTime'),
  };
}
