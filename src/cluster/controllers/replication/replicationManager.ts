// The replication manager (pkg/controller/replication/replication_controller.go
// NewReplicationManager): the ReplicaSet controller's base (replicaset.NewBaseController) run
// for v1 ReplicationControllers through conversion adapters (conversion.go: an RC read as a
// ReplicaSet whose selector is the RC's equality map), with its own event recorder,
// "replication-controller". So its Pods are `<rc>-<5 chars>` (controller.go getPodsPrefix, no
// pod-template-hash), their controller reference is the ReplicationController, and its Events
// are a ReplicaSet's (SuccessfulCreate, SuccessfulDelete), drawn on the replicaset-controller
// lane. Its status is no WorkloadStatus: the contract (§3) names the kinds that have one.
import type { ActorRefFrom } from 'xstate';
import type { ReplicationControllerModel } from '../../../manifest/model/model.ts';
import type { Cluster } from '../../apiserver/cluster.ts';
import type { replicaSetMachine } from '../replicaset/replicaSetMachine.ts';
import { startReplicaSet } from '../replicaset/replicaSetInformer.ts';
import type { ControlledKind } from '../replicaset/replicaSetRecord.ts';

export const REPLICATION_CONTROLLER: ControlledKind = {
  kind: 'ReplicationController',
  events: { lane: 'replicaset-controller', component: 'replication-controller' },
  traced: false,
  // core/v1 ReplicationControllerStatus has no terminatingReplicas.
  terminating: false,
};

/** The controller of one ReplicationController, started. */
export const startReplicationController = (
  cluster: Cluster,
  rc: ReplicationControllerModel,
): ActorRefFrom<typeof replicaSetMachine> => startReplicaSet(cluster, rc, REPLICATION_CONTROLLER);
