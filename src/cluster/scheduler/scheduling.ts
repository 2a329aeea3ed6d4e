// The cluster's kube-scheduler as the API server feeds it (apiserver/scheduling.ts): the
// default Scheduler, and the kube-schedulers the scenario's own Pods run for the Pods that
// name them (otherSchedulers.ts).
import type { SchedulerInformers } from '../apiserver/scheduling.ts';
import type { World } from '../world.ts';
import { OtherSchedulers } from './otherSchedulers.ts';
import { Scheduler } from './scheduler.ts';

export function newScheduling(world: World): SchedulerInformers {
  const scheduler = new Scheduler(world);
  const others = new OtherSchedulers(world, scheduler);
  return {
    assign: (pod, node) => scheduler.assign(pod, node),
    enqueue: (pod) => scheduler.enqueue(pod),
    enqueueOnto: (pod, node) => scheduler.enqueueOnto(pod, node),
    admitOther: (pod) => others.admit(pod),
    release: (pod) => scheduler.release(pod),
    ownerChanged: (pod, previous) => scheduler.ownerChanged(pod, previous),
    cordon: (node) => scheduler.cordon(node),
    uncordon: (node) => scheduler.uncordon(node),
    taint: (node, key, effect) => scheduler.taint(node, key, effect),
    taintsOf: (node) => scheduler.taintsOf(node),
  };
}
