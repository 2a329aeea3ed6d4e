// The Job controller's workqueue back-off before 1.27, version by version (job_controller.go
// updatePod/getBackoff, syncJob + processNextWorkItem AddRateLimited/Forget, client-go's
// delaying queue keeping the earliest time for a key). Pods start 1.2 s after creation and a
// failure reaches the controller one watch (100 ms) after the phase is written.
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

const WATCH = 100;

/** backoffLimit 2, restartPolicy Never; each pod exits 1 after `runMs`. */
const job = (name: string, runMs: number, more: Partial<JobModel> = {}): JobModel => ({
  ...jobModel(
    template([container('main', { ...ignoresSigterm(runMs), exitCode: 1 })], {
      restartPolicy: 'Never',
    }),
    { backoffLimit: 2, ...more },
  ),
  name,
});

function timeline(minor: number, jobs: JobModel[], name: string) {
  const trace = run(scenario(minor, { durationMs: 120_000, jobs }));
  const mine = (o: string) => o.startsWith(`Pod/${name}-`);
  return {
    trace,
    created: all(trace, 'PodCreated')
      .filter((e) => mine(e.object))
      .map((e) => e.t),
    failed: all(trace, 'PodPhaseChanged', { phase: 'Failed' })
      .filter((e) => mine(e.object))
      .map((e) => e.t),
    verdict: find(trace, 'JobConditionSet', { type: 'Failed' })?.t,
  };
}

describe('1.25–1.26 (finalizer path, #114516): getBackoff from the observed failure', () => {
  it.each([25, 26])(
    '1.%i: the 3rd pod 10 s after the 2nd failed, the verdict 20 s after the 3rd',
    (v) => {
      const { created, failed, verdict } = timeline(v, [job('retry', 5000)], 'retry');
      expect(created).toHaveLength(3);
      // The first replacement: the sync after the 1 s batch, no back-off yet.
      expect(created[1]! - failed[0]!).toBeLessThanOrEqual(1000 + WATCH);
      expect(created[2]! - failed[1]!).toBe(10_000 + WATCH);
      expect(verdict! - failed[2]!).toBe(20_000 + WATCH);
    },
  );
});

describe('up to 1.23 (no batch period): the re-queue of the failing sync comes first', () => {
  it.each([21, 23])('1.%i: the 3rd pod 10 s after the 2nd was created', (v) => {
    const { created, verdict } = timeline(v, [job('retry', 5000)], 'retry');
    expect(created[2]! - created[1]!).toBe(10_000);
    expect(verdict! - created[2]!).toBe(20_000);
  });

  it('1.23: a pod that fails later than the re-queue waits getBackoff from its failure', () => {
    const { created, failed } = timeline(23, [job('slow', 15_000)], 'slow');
    expect(failed[1]! - created[1]!).toBeGreaterThan(10_000);
    expect(created[2]! - failed[1]!).toBe(10_000 + WATCH);
  });
});

describe('1.24 (legacy path, JobReadyPods beta): a status write without a new failure Forgets', () => {
  const jobs = [job('ready', 5000), job('quick', 0)];

  it('a pod that turned Ready reset NumRequeues: its failure is replaced one batch later', () => {
    const { created, failed, verdict } = timeline(24, jobs, 'ready');
    expect(created[2]! - failed[1]!).toBeLessThan(1000);
    expect(verdict! - failed[2]!).toBeLessThan(1000);
  });

  it('a pod that fails before its Ready was synced keeps the back-off', () => {
    const { created, failed } = timeline(24, jobs, 'quick');
    expect(created[2]! - failed[1]!).toBe(10_000 + WATCH);
  });
});

describe('another pod’s event while the back-off waits (parallelism 3, Indexed)', () => {
  // Index 0 fails at 5 s (replaced at once) and again at 10 s (a 10 s wait); index 2 exits at 12 s.
  const indexed = job('par', 3_600_000, {
    completions: 3,
    parallelism: 3,
    completionMode: 'Indexed',
    backoffLimit: 6,
  });
  const exits = [5000, 10_000].map((t) => action(t, 'exit', 'pod/par-0', { exitCode: 1 }));
  exits.push(action(12_000, 'exit', 'pod/par-2', { exitCode: 1 }));
  const replaced = (v: number) =>
    all(run(scenario(v, { durationMs: 60_000, jobs: [indexed], actions: exits })), 'PodCreated')
      .map((e) => e.t)
      .slice(4);

  it('1.26: its batched event pulls the sync in (the delaying queue keeps the earlier time)', () => {
    // index 2's exit is heard at 12.1 s (NotReady), batched 1 s: both failures synced at 13.1 s.
    expect(replaced(26)).toEqual([13_100, 13_100]);
  });

  it('1.23: its event enqueues the Job at once', () => {
    expect(replaced(23)[0]).toBe(12_000 + WATCH);
  });
});
