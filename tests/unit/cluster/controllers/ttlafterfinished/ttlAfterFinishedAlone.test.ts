// The TTL-after-finished controller alone (the one-controller driver, with a fake Job
// registry that reports finished Jobs and a fake garbage collector that records the
// DELETEs): a finished Job with ttlSecondsAfterFinished is deleted that long after, with
// propagationPolicy Foreground (ttlafterfinished_controller.go processJob).
import { describe, expect, it } from 'vitest';
import { controllerAlone } from '../../../helpers/controllerDriver.ts';
import { container, ignoresSigterm, jobModel, template } from '../../../helpers/build.ts';
import type { JobModel } from '../../../../../src/manifest/model/model.ts';
import type { JobControl } from '../../../../../src/cluster/controllers/job/jobControl.ts';
import type { GarbageCollector } from '../../../../../src/cluster/controllers/garbagecollector/garbageCollector.ts';
import { seconds } from '../../../../../src/trace/units.ts';

// A document the reader takes; the row reads no object of it (its Jobs come from the fake).
const NOTHING = `apiVersion: v1
kind: Pod
metadata: {name: unused}
spec:
  containers:
  - name: app
    image: busybox
`;

function alone() {
  let finished: ((job: JobModel, outcome: 'Complete' | 'Failed') => void) | null = null;
  const deletes: { at: number; kind: string; name: string; policy: string | null }[] = [];
  const jobControl = {
    watchFinished: (w: typeof finished) => (finished = w),
  } as unknown as JobControl;
  const c = controllerAlone('ttl-after-finished-controller', NOTHING, {
    given: {
      jobControl,
      gc: {
        delete: (kind: string, name: string, policy: string | null) =>
          deletes.push({ at: c.clock.now, kind, name, policy }) > 0,
      } as unknown as GarbageCollector,
    },
  });
  const job = (name: string, ttl: number | null) =>
    jobModel(template([container('app', ignoresSigterm())], { restartPolicy: 'Never' }), {
      name,
      ttlSecondsAfterFinished: ttl === null ? null : seconds(ttl),
    });
  const finish = (j: JobModel, outcome: 'Complete' | 'Failed' = 'Complete') =>
    finished!(j, outcome);
  return { c, deletes, job, finish };
}

describe('the TTL-after-finished controller alone', () => {
  it('deletes a finished Job ttlSecondsAfterFinished later, in the foreground', () => {
    const { c, deletes, job, finish } = alone();
    c.advance('5s');
    finish(job('pi', 30));
    c.advance('29s');
    expect(deletes).toEqual([]);
    c.advance('2s');
    expect(deletes).toEqual([{ at: 35_000, kind: 'job', name: 'pi', policy: 'Foreground' }]);
  });

  it('ttlSecondsAfterFinished 0: deleted in the same instant, a failed Job too', () => {
    const { c, deletes, job, finish } = alone();
    finish(job('pi', 0), 'Failed');
    c.advance('1s');
    expect(deletes).toEqual([{ at: 0, kind: 'job', name: 'pi', policy: 'Foreground' }]);
  });

  it('leaves a Job without ttlSecondsAfterFinished alone', () => {
    const { c, deletes, job, finish } = alone();
    finish(job('pi', null));
    c.advance('1h');
    expect(deletes).toEqual([]);
  });
});
