// The TTL-after-finished controller (pkg/controller/ttlafterfinished
// ttlafterfinished_controller.go): a finished Job with ttlSecondsAfterFinished is deleted
// that long after it finished (processJob), with propagationPolicy Foreground.
import { secondsToMs } from '../../../trace/units.ts';
import type { World } from '../../world.ts';
import type { JobControl } from '../job/jobControl.ts';
import type { GarbageCollector } from '../garbagecollector/garbageCollector.ts';

export function startTtlAfterFinished(world: World, jobs: JobControl, gc: GarbageCollector): void {
  jobs.watchFinished((job) => {
    if (job.ttlSecondsAfterFinished === null) return;
    world.clock.after(secondsToMs(job.ttlSecondsAfterFinished), () =>
      gc.delete('job', job.name, 'Foreground'),
    );
  });
}
