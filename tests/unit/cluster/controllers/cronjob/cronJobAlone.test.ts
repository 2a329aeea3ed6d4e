// The CronJob controller alone (the one-controller driver, with a fake Job registry and a
// fake garbage collector for the parts it needs): at each scheduled time it writes a Job
// named <cronjob>-<scheduled time in Unix minutes> (cronjob_controllerv2.go syncCronJob,
// utils.go getJobName) and records SuccessfulCreate.
import { describe, expect, it } from 'vitest';
import { controllerAlone, type ControllerAlone } from '../../../helpers/controllerDriver.ts';
import type { JobControl } from '../../../../../src/cluster/controllers/job/jobControl.ts';
import type { GarbageCollector } from '../../../../../src/cluster/controllers/garbagecollector/garbageCollector.ts';

const yaml = (policy = 'Allow') => `apiVersion: batch/v1
kind: CronJob
metadata: {name: hello}
spec:
  schedule: "*/1 * * * *"
  concurrencyPolicy: ${policy}
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
          - name: app
            image: busybox
`;

function alone(policy?: string): { c: ControllerAlone; registered: string[]; deleted: string[] } {
  const registered: string[] = [];
  const deleted: string[] = [];
  // The Job registry's part the CronJob reads: which Jobs exist, and `created`.
  const jobControl = {
    actors: new Map(),
    created: (job: { name: string }) => registered.push(job.name),
  } as unknown as JobControl;
  const gc = {
    delete: (kind: string, name: string, policy: string | null) => (
      deleted.push(`${kind}/${name} ${policy}`),
      true
    ),
  } as unknown as GarbageCollector;
  const c = controllerAlone('cronjob-controller', yaml(policy), {
    given: { jobControl, gc, cronJobs: new Map() },
  });
  return { c, registered, deleted };
}

describe('the CronJob controller alone', () => {
  it('creates nothing before the first scheduled minute', () => {
    const { c, registered } = alone();
    c.advance('59s');
    expect(registered).toEqual([]);
    c.expect().expectNo('KubeEvent', 'CronJob/hello', { reason: 'SuccessfulCreate' });
  });

  it('creates hello-<minutes> at each minute, registered with the Job registry', () => {
    const { c, registered } = alone();
    c.advance('150s');
    const minute = Math.floor(c.model.startTimeMs / 60_000);
    const names = [`hello-${minute + 1}`, `hello-${minute + 2}`];
    expect(registered).toEqual(names);
    c.expect()
      .expectEvents('KubeEvent', 'CronJob/hello', { reason: 'SuccessfulCreate' })
      .inOrder(
        'message',
        names.map((n) => `Created job ${n}`),
      );
  });

  it('Forbid: no second Job while the first is running (JobAlreadyActive)', () => {
    const { c, registered } = alone('Forbid');
    c.advance('150s');
    expect(registered).toHaveLength(1);
    c.expect().expectEvent('KubeEvent', 'CronJob/hello', { reason: 'JobAlreadyActive' });
  });

  it('Replace: the running Job is deleted (Background) when the next is created', () => {
    const { c, registered, deleted } = alone('Replace');
    c.advance('150s');
    expect(registered).toHaveLength(2);
    // cronjob_controllerv2.go deleteJob: DeletePropagationBackground.
    expect(deleted).toEqual([`job/${registered[0]} Background`]);
  });
});
