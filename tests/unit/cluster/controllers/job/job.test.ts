// The Job controller (job_controller.go syncJob). Pods start 1.2 s after
// creation here (schedule, watch, container start), so times are read relative to events.
import { seconds } from '../../../../../src/trace/units.ts';
import { kube } from '../../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import type { JobModel } from '../../../../../src/manifest/model/model.ts';
import { jobBackoffMs as backoffMs } from '../../../../../src/versions/formulas/backoff.ts';
import {
  getBackoffMs,
  rateLimitedMs,
} from '../../../../../src/cluster/controllers/job/jobWorkqueue.ts';
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

const job = (more: Partial<JobModel> = {}, runMs = 5000, exitCode = 1): JobModel =>
  jobModel(
    template([container('main', { ...ignoresSigterm(runMs), exitCode })], {
      restartPolicy: 'Never',
    }),
    {
      backoffLimit: 2,
      ...more,
    },
  );

describe('pod failure back-off (getRemainingTimeForFailuresCount, getBackoff)', () => {
  it('doubles from 10 s; 1.28+ caps at 10 min, 1.27 at 360 s', () => {
    expect([1, 2, 3].map((n) => backoffMs(kube(31), n))).toEqual([10_000, 20_000, 40_000]);
    expect(backoffMs(kube(28), 8)).toBe(600_000);
    expect(backoffMs(kube(27), 8)).toBe(360_000);
  });

  it('before 1.27 the workqueue: getBackoff none at first, the rate limiter 10 s at first', () => {
    expect([0, 1, 2, 3].map(getBackoffMs)).toEqual([0, 10_000, 20_000, 40_000]);
    expect([0, 1, 2].map(rateLimitedMs)).toEqual([10_000, 20_000, 40_000]);
    expect(rateLimitedMs(9)).toBe(360_000);
  });
});

describe('backoffLimit 2 before 1.27: the workqueue re-queues the failing sync', () => {
  const trace = run(scenario(23, { durationMs: 120_000, jobs: [job()] }));
  const created = all(trace, 'PodCreated').map((e) => e.t);
  const failed = all(trace, 'PodPhaseChanged')
    .filter((e) => e.data.phase === 'Failed')
    .map((e) => e.t);

  it('replaces the first failure at once, the next ones 10 s then 20 s after the previous pod', () => {
    expect(created).toHaveLength(3);
    expect(created[1]! - failed[0]!).toBeLessThanOrEqual(200);
    expect(created[2]! - created[1]!).toBe(10_000);
  });

  it('fails one more re-queue (20 s) after the third pod was created', () => {
    const verdict = find(trace, 'JobConditionSet', { type: 'Failed' })!;
    expect(verdict.data.reason).toBe('BackoffLimitExceeded');
    expect(verdict.t - created[2]!).toBe(20_000);
  });
});

describe('backoffLimit 2, restartPolicy Never, exit 1 after 5 s', () => {
  const trace = run(scenario(34, { durationMs: 120_000, jobs: [job()] }));
  const created = all(trace, 'PodCreated').map((e) => e.t);
  const exits = all(trace, 'ContainerExited').map((e) => e.t);

  it('makes three pods, each 10 s then 20 s after the previous one finished', () => {
    expect(created).toHaveLength(3);
    expect(created[1]! - exits[0]!).toBe(10_000);
    expect(created[2]! - exits[1]!).toBe(20_000);
  });

  it('fails BackoffLimitExceeded after the third failure; 1.31+ FailureTarget and Failed in the same sync', () => {
    const target = find(trace, 'JobConditionSet', {
      type: 'FailureTarget',
      reason: 'BackoffLimitExceeded',
    })!;
    const failed = find(trace, 'JobConditionSet', {
      type: 'Failed',
      reason: 'BackoffLimitExceeded',
    })!;
    expect(target.t).toBe(failed.t);
    expect(failed.t).toBeGreaterThan(exits[2]!);
    expect(failed.t - exits[2]!).toBeLessThan(3000);
    expect(find(trace, 'KubeEvent', { reason: 'BackoffLimitExceeded' })?.data.eventType).toBe(
      'Warning',
    );
  });

  it('1.30 writes Failed without FailureTarget', () => {
    const t30 = run(scenario(30, { durationMs: 120_000, jobs: [job()] }));
    expect(find(t30, 'JobConditionSet', { type: 'FailureTarget' })).toBeUndefined();
    expect(find(t30, 'JobConditionSet', { type: 'Failed' })).toBeDefined();
  });
});

describe('a deleted Job pod (isPodFailed)', () => {
  it('default policy: counts as failed at once and is replaced after the 10 s back-off', () => {
    const trace = run(
      scenario(31, {
        durationMs: 80_000,
        jobs: [job({ backoffLimit: 6 }, 600_000)],
        actions: [action(10_000, 'delete', 'pod/job')],
      }),
    );
    const created = all(trace, 'PodCreated').map((e) => e.t);
    expect(created).toHaveLength(2);
    expect(created[1]).toBe(10_000 + 10_000);
  });

  it('podReplacementPolicy Failed (1.28+): the replacement waits for the old pod to be Failed', () => {
    const trace = run(
      scenario(31, {
        durationMs: 100_000,
        jobs: [job({ backoffLimit: 6, podReplacementPolicy: 'Failed' }, 600_000)],
        actions: [action(10_000, 'delete', 'pod/job')],
      }),
    );
    const failedAt = find(trace, 'PodPhaseChanged', { phase: 'Failed' })!.t;
    const created = all(trace, 'PodCreated').map((e) => e.t);
    expect(created).toHaveLength(2);
    expect(created[1]).toBeGreaterThan(failedAt);
  });
});

describe('activeDeadlineSeconds on 1.31+ (pastActiveDeadline)', () => {
  it('FailureTarget at the deadline, Failed once no pod is terminating (≈60 s)', () => {
    const trace = run(
      scenario(31, {
        durationMs: 100_000,
        jobs: [job({ activeDeadlineSeconds: seconds(30) }, 600_000)],
      }),
    );
    expect(
      find(trace, 'JobConditionSet', { type: 'FailureTarget', reason: 'DeadlineExceeded' })?.t,
    ).toBe(30_000);
    // countTerminatingPods: deleted pods not yet Failed or Succeeded.
    const podFailed = find(trace, 'PodPhaseChanged', { phase: 'Failed' })!.t;
    const failed = find(trace, 'JobConditionSet', {
      type: 'Failed',
      reason: 'DeadlineExceeded',
    })!.t;
    expect(failed).toBeGreaterThanOrEqual(podFailed);
    // the pod events reach the sync batched (syncJobBatchPeriod, 1 s)
    expect(failed - podFailed).toBeLessThanOrEqual(1100);
    expect(failed).toBeGreaterThan(60_000);
  });
});

describe('restartPolicy OnFailure, backoffLimit 2, exit 1 after 5 s', () => {
  it('restarts in place (first at once, then after 10–15 s) and fails when the restarts reach the limit', () => {
    const onFailure = job();
    onFailure.template = { ...onFailure.template, restartPolicy: 'OnFailure' };
    const trace = run(scenario(34, { durationMs: 90_000, jobs: [onFailure] }));
    const starts = all(trace, 'ContainerStarted').map((e) => e.t);
    const exits = all(trace, 'ContainerExited').map((e) => e.t);
    expect(all(trace, 'PodCreated')).toHaveLength(1);
    expect(starts[1]).toBe(exits[0]); // the first restart is immediate
    // The 10 s back-off, over at the pod worker's first sync after it: the sync at the exit
    // requeues the Pod wait.Jitter(10 s, 0.5) later (pod_workers.go completeWork).
    expect(starts[2]! - exits[1]!).toBeGreaterThanOrEqual(10_000);
    expect(starts[2]! - exits[1]!).toBeLessThan(15_000);
    const target = find(trace, 'JobConditionSet', {
      type: 'FailureTarget',
      reason: 'BackoffLimitExceeded',
    })!;
    expect(target.t).toBeGreaterThan(starts[2]!);
    expect(target.t - starts[2]!).toBeLessThan(2000);
    expect(find(trace, 'DeletionRequested')?.t).toBe(target.t);
  });
});

describe('ttlSecondsAfterFinished (ttlafterfinished processJob)', () => {
  const ttl = (minor: number) =>
    run(
      scenario(minor, {
        durationMs: 200_000,
        jobs: [
          job(
            { activeDeadlineSeconds: seconds(30), ttlSecondsAfterFinished: seconds(100) },
            600_000,
          ),
        ],
      }),
    );

  it('≤1.30: Failed at 30 s, the Job deleted (Foreground) 100 s later', () => {
    const trace = ttl(30);
    expect(find(trace, 'JobConditionSet', { type: 'Failed' })?.t).toBe(30_000);
    // Foreground: gone once the collector has seen there is no pod left (one watch later).
    expect(find(trace, 'ObjectRemoved', { propagationPolicy: 'Foreground' })?.t).toBe(130_100);
  });

  it('≥1.31: Failed ≈60 s, the Job deleted ≈160 s', () => {
    const trace = ttl(31);
    const failed = find(trace, 'JobConditionSet', { type: 'Failed' })!.t;
    expect(find(trace, 'ObjectRemoved')?.t).toBe(failed + 100_100);
  });
});

describe('suspend and resume (syncJob, deleteJobPods)', () => {
  it('suspending deletes the active pod; resuming creates a new one and restarts the deadline', () => {
    const trace = run(
      scenario(31, {
        durationMs: 120_000,
        jobs: [job({ activeDeadlineSeconds: seconds(40) }, 600_000)],
        actions: [action(10_000, 'suspend', 'job/job'), action(30_000, 'resume', 'job/job')],
      }),
    );
    expect(find(trace, 'JobConditionSet', { type: 'Suspended', status: 'True' })?.t).toBe(10_000);
    expect(find(trace, 'DeletionRequested')?.t).toBe(10_000);
    expect(all(trace, 'PodCreated').map((e) => e.t)).toEqual([0, 30_000]);
    expect(
      find(trace, 'JobConditionSet', { type: 'FailureTarget', reason: 'DeadlineExceeded' })?.t,
    ).toBe(70_000);
  });

  it('a Job created suspended makes no pod', () => {
    const trace = run(scenario(31, { durationMs: 20_000, jobs: [job({ suspend: true })] }));
    expect(all(trace, 'PodCreated')).toHaveLength(0);
    expect(find(trace, 'JobConditionSet', { type: 'Suspended' })?.t).toBe(0);
  });
});
