// The Job controller alone (the one-controller driver): parallelism 1, completions 2 — one
// Pod at a time, the next once the kubelet reports the first Succeeded, then the Job
// complete (job_controller.go manageJob, syncJob → enactJobFinished).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';

const yaml = `apiVersion: batch/v1
kind: Job
metadata: {name: pi}
spec:
  completions: 2
  parallelism: 1
  template:
    spec:
      restartPolicy: Never
      containers:
      - name: app
        image: perl
`;

describe('the Job controller alone', () => {
  it('keeps one Pod active (parallelism 1)', () => {
    const c = controllerAlone('job-controller', yaml, { version: '1.33' }).advance('10s');
    expect(c.pods('pi-')).toHaveLength(1);
    expect(c.pods('pi-')[0]!.owner).toEqual({ kind: 'Job', name: 'pi' });
    c.expect().expectEvent('WorkloadStatus', 'Job/pi', { active: 1, succeeded: 0 });
  });

  it('creates the second Pod after the first succeeds, and completes after the second', () => {
    const c = controllerAlone('job-controller', yaml, { version: '1.33' }).advance('1s');
    c.kubelet.succeeded(c.pods('pi-')[0]!).advance('2s');
    expect(c.pods('pi-')).toHaveLength(2);
    const second = c.pods('pi-')[1]!;
    const lastAt = c.clock.now;
    c.kubelet.succeeded(second).advance('2s');
    const run = c.expect();
    run.expectEvents('KubeEvent', 'Job/pi', { reason: 'SuccessfulCreate' }).count(2);
    run
      .expectEvent('JobConditionSet', 'Job/pi', { type: 'Complete', status: 'True' })
      .with({ reason: 'CompletionsReached', succeeded: 2, failed: 0 })
      .after(lastAt);
    run.expectEvent('KubeEvent', 'Job/pi', { reason: 'Completed', message: 'Job completed' });
  });

  it('a failed Pod is replaced, and counted in status.failed', () => {
    const c = controllerAlone('job-controller', yaml, { version: '1.33' }).advance('1s');
    c.kubelet.failed(c.pods('pi-')[0]!, 'Error').advance('30s');
    expect(c.pods('pi-')).toHaveLength(2);
    c.expect().expectEvent('WorkloadStatus', 'Job/pi', { failed: 1, active: 1 });
  });
});
