// The Job controller's activeDeadlineSeconds (job_controller.go pastActiveDeadline).
import { seconds } from '../../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import type { JobModel } from '../../../../../src/manifest/model/model.ts';
import {
  all,
  container,
  find,
  ignoresSigterm,
  run,
  scenario,
  template,
  jobModel,
} from '../../../helpers/build.ts';

describe('Job activeDeadlineSeconds', () => {
  const job: JobModel = jobModel(
    template([container('main', ignoresSigterm(90_000))], { restartPolicy: 'Never' }),
    { name: 'job-01', activeDeadlineSeconds: seconds(20) },
  );

  it('fails the Job at the deadline and deletes its pod, which is SIGKILLed 30 s later', () => {
    const trace = run(scenario(21, { jobs: [job] }));
    expect(all(trace, 'PodCreated')).toHaveLength(1);
    expect(find(trace, 'JobConditionSet', { type: 'Failed', reason: 'DeadlineExceeded' })?.t).toBe(
      20_000,
    );
    expect(find(trace, 'DeletionRequested')?.t).toBe(20_000);
    expect(find(trace, 'ContainerExited')).toMatchObject({ t: 50_100, data: { exitCode: 137 } });
    expect(find(trace, 'PodRemoved')?.t).toBe(51_600);
  });
});
