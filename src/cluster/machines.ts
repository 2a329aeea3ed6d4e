// Every statechart of the cluster, and what object each of its actors acts for. The state
// recorder names actors by it, and the statechart panel draws these very definitions
// (walked into plain data in statechart/graph.ts).
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { podMachine } from './apiserver/podMachine.ts';
import { kubeletMachine } from './kubelet/kubeletMachine.ts';
import { containerMachine } from './kubelet/containerMachine.ts';
import { endpointsMachine } from './controllers/endpointslice/endpointsMachine.ts';
import { kubeProxyMachine } from './proxy/kubeProxyMachine.ts';
import { replicaSetMachine } from './controllers/replicaset/replicaSetMachine.ts';
import { kindOf } from './controllers/replicaset/replicaSetRecord.ts';
import { deploymentMachine } from './controllers/deployment/deploymentMachine.ts';
import { statefulSetMachine } from './controllers/statefulset/statefulSetMachine.ts';
import { daemonSetMachine } from './controllers/daemonset/daemonSetMachine.ts';
import { jobMachine } from './controllers/job/jobMachine.ts';
import { cronJobMachine } from './controllers/cronjob/cronJobMachine.ts';
import { objectKey } from './objectKey.ts';

/** The object an actor acts for (`Pod/web-1`), and the part of it (a container's name). */
export interface ActorObject {
  object: string;
  part: string | null;
}

export interface MachineEntry {
  machine: AnyStateMachine;
  /** Reads the object from a snapshot's context. */
  objectOf(context: unknown): ActorObject;
}

function entry<M extends AnyStateMachine>(
  machine: M,
  objectOf: (c: ContextFrom<M>) => string,
  partOf: (c: ContextFrom<M>) => string | null = () => null,
): MachineEntry {
  return {
    machine,
    objectOf: (c) => ({
      object: objectOf(c as ContextFrom<M>),
      part: partOf(c as ContextFrom<M>),
    }),
  };
}

/** Pod, its kubelet pod worker and containers, the network, then the controllers. */
export const MACHINES: readonly MachineEntry[] = [
  entry(podMachine, (c) => c.pod.key),
  entry(kubeletMachine, (c) => c.pod.key),
  entry(
    containerMachine,
    (c) => c.pod.key,
    (c) => c.spec.name,
  ),
  entry(endpointsMachine, (c) => objectKey('Service', c.service)),
  entry(kubeProxyMachine, (c) => objectKey('Node', c.node)),
  entry(replicaSetMachine, (c) => objectKey(kindOf(c.rs).kind, c.rs.name)),
  entry(deploymentMachine, (c) => objectKey('Deployment', c.deployment.name)),
  entry(statefulSetMachine, (c) => objectKey('StatefulSet', c.set.name)),
  entry(daemonSetMachine, (c) => objectKey('DaemonSet', c.ds.model.name)),
  entry(jobMachine, (c) => objectKey('Job', c.job.name)),
  entry(cronJobMachine, (c) => objectKey('CronJob', c.cronJob.name)),
];
