// The components of a run, registered as kube-controller-manager registers its controllers
// (cmd/kube-controller-manager/app/controller_descriptor.go NewControllerDescriptors, each
// a ControllerDescriptor with its name and its init function, started in turn by
// StartControllers): one row each, with what it watches and which parts of the run it
// needs. `runScenario` starts them in this order, which is the order their first timers and
// watches are queued in, so it is part of the trace (do not sort it).
// Components meet through the API server's objects (`world.pods`, `world.endpointSlices`,
// the Cluster's writes) and their watch events; the parts a row hands on are what later rows
// and the scenario's actions reach (a controller's actors, by object name).
import type { ComponentDescriptor } from './registry.ts';
import {
  kubelet,
  kubeProxy,
  coredns,
  clientsEntry,
  endpointsliceController,
  traffic,
} from './nodeComponents.ts';
import {
  kubectl,
  deploymentController,
  replicasetController,
  replicationcontrollerController,
  statefulsetController,
  daemonsetController,
  jobController,
  garbageCollectorController,
  ttlAfterFinishedController,
  cronjobController,
  disruptionController,
  eviction,
  podGarbageCollectorController,
} from './controllerComponents.ts';

export { startComponents, type ComponentDescriptor, type Parts, type Run } from './registry.ts';

export const COMPONENTS: readonly ComponentDescriptor[] = [
  kubelet,
  kubeProxy,
  coredns,
  clientsEntry,
  endpointsliceController,
  traffic,
  kubectl,
  deploymentController,
  replicasetController,
  replicationcontrollerController,
  statefulsetController,
  daemonsetController,
  jobController,
  garbageCollectorController,
  ttlAfterFinishedController,
  cronjobController,
  disruptionController,
  eviction,
  podGarbageCollectorController,
];
