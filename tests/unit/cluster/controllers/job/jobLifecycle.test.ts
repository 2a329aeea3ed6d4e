// The Job controller's success path and suspension, read
// from job_controller.go syncJob / manageJob / deleteJobPods.
import { describe, expect, it } from 'vitest';
import type { JobModel } from '../../../../../src/manifest/model/model.ts';
import {
  action,
  all,
  container,
  find,
  ignoresSigterm,
  jobModel,
  run,
  scenario,
  template,
} from '../../../helpers/build.ts';

const job = (runMs: number, more: Partial<JobModel> = {}): JobModel =>
  jobModel(template([container('main', ignoresSigterm(runMs))], { restartPolicy: 'Never' }), more);

describe('completions unset (a work queue)', () => {
  const trace = run(
    scenario(31, {
      durationMs: 60_000,
      jobs: [job(20_000, { completions: null, parallelism: 2 })],
      actions: [action(3_000, 'exit', 'pod/job', { container: 'main', exitCode: 0 })],
    }),
  );

  it('leaves the other pods to finish: nothing deleted, no pod added after a success', () => {
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
    expect(all(trace, 'PodCreated')).toHaveLength(2);
  });

  it('is Complete only once no pod is active', () => {
    const lastDone = all(trace, 'PodPhaseChanged').filter((e) => e.data.phase === 'Succeeded')[1]!;
    const complete = find(trace, 'JobConditionSet', { type: 'Complete' })!;
    expect(complete.t).toBeGreaterThan(lastDone.t);
    // newSuccessCondition: CompletionsReached once JobSuccessPolicy is on (1.31)
    expect(complete.data).toMatchObject({
      reason: 'CompletionsReached',
      message: 'Reached expected number of succeeded pods',
    });
  });
});

describe('suspend (deleteJobPods)', () => {
  const suspended = (minor: number) =>
    run(
      scenario(minor, {
        durationMs: 120_000,
        jobs: [job(600_000, { backoffLimit: 0 })],
        actions: [action(10_000, 'suspend', 'job/job'), action(50_000, 'resume', 'job/job')],
      }),
    );

  it('a pod deleted by the suspension is no failure (deleteJobPods strips its finalizer)', () => {
    const trace = suspended(31);
    expect(find(trace, 'JobConditionSet', { reason: 'BackoffLimitExceeded' })).toBeUndefined();
    expect(all(trace, 'PodCreated').map((e) => e.t)).toEqual([0, 50_000]);
  });

  it('1.21: SuspendJob is off, so suspend and resume change nothing', () => {
    const trace = suspended(21);
    expect(find(trace, 'JobConditionSet', { type: 'Suspended' })).toBeUndefined();
    expect(find(trace, 'DeletionRequested')).toBeUndefined();
  });
});
