// Finalizers keep a deleted pod in the API; the phase it shows depends on the version
// (#115331). And the Job controller's activeDeadlineSeconds (pastActiveDeadline).
import { seconds } from '../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import type { JobModel } from '../../../../src/manifest/model/model.ts';
import {
  action,
  all,
  container,
  exitsOnSigterm,
  find,
  ignoresSigterm,
  podScenario,
  run,
  scenario,
  template,
  jobModel,
} from '../../helpers/build.ts';

const withFinalizer = (minor: number, process = ignoresSigterm()) => {
  const m = podScenario(minor, template([container('main', process)]), [
    action(10_000, 'delete', 'pod/p'),
  ]);
  m.pods[0]!.finalizers = ['example.com/my-finalizer'];
  return m;
};

describe('a finalizer holds a deleted pod', () => {
  it('1.26: SIGKILL at 40.1 s, the phase stays Running, the object stays', () => {
    const trace = run(withFinalizer(26));
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(40_100);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('1.27: Failed after the kill, the object stays', () => {
    const trace = run(withFinalizer(27));
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })?.t).toBe(40_600);
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('1.27 with a TERM trap: exit 0, Succeeded', () => {
    const trace = run(withFinalizer(27, exitsOnSigterm(0)));
    expect(find(trace, 'ContainerExited')).toMatchObject({
      t: 10_100,
      data: { exitCode: 0, reason: 'Completed' },
    });
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })).toBeUndefined();
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })?.t).toBe(10_600);
  });
});

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
