// The document's own Pods (kubectl) and kube-controller-manager's controllers, with the
// Eviction API they meet through a budget's status.
import { EvictionApi } from '../cluster/apiserver/eviction.ts';
import { startDeployment } from '../cluster/controllers/deployment/deploymentMachine.ts';
import { startReplicaSet } from '../cluster/controllers/replicaset/replicaSetInformer.ts';
import { startReplicationController } from '../cluster/controllers/replication/replicationManager.ts';
import { startStatefulSet } from '../cluster/controllers/statefulset/statefulSetMachine.ts';
import { startDaemonSet } from '../cluster/controllers/daemonset/startDaemonSet.ts';
import { JobControl } from '../cluster/controllers/job/jobControl.ts';
import { GarbageCollector } from '../cluster/controllers/garbagecollector/garbageCollector.ts';
import { startTtlAfterFinished } from '../cluster/controllers/ttlafterfinished/ttlAfterFinished.ts';
import { startCronJob } from '../cluster/controllers/cronjob/startCronJob.ts';
import { DisruptionController } from '../cluster/controllers/disruption/disruption.ts';
import { PodGC } from '../cluster/controllers/podgc/podGC.ts';
import { byName, type ComponentDescriptor, type Parts } from './registry.ts';

export const kubectl: ComponentDescriptor = {
  // The document's bare Pods, as `kubectl apply` creates them (a Pod a `create` action
  // names comes at that action; one the admission chain refuses is never made).
  name: 'kubectl',
  watches: [],
  needs: [],
  start: ({ model, cluster }) => {
    const create = (pod: (typeof model.pods)[number]): void => {
      cluster.tryCreatePod({
        name: pod.name,
        namespace: pod.namespace,
        template: pod.template,
        owner: null,
        finalizers: pod.finalizers,
      });
    };
    const later = new Set(model.actions.filter((a) => a.do === 'create').map((a) => a.target.name));
    for (const pod of model.pods) if (!later.has(pod.name)) create(pod);
    return {
      createPod: (name) => {
        const pod = model.pods.find((p) => p.name === name);
        if (!pod || cluster.world.pods.has(name)) return false;
        create(pod);
        return true;
      },
    };
  },
};

export const deploymentController: ComponentDescriptor = {
  name: 'deployment-controller',
  watches: ['Deployment', 'ReplicaSet', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => ({
    deployments: byName(model.deployments, (deployment) =>
      startDeployment({ cluster, deployment }),
    ),
  }),
};

export const replicasetController: ComponentDescriptor = {
  name: 'replicaset-controller',
  watches: ['ReplicaSet', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => ({
    replicaSets: byName(model.replicaSets, (rs) => startReplicaSet(cluster, rs)),
  }),
};

export const replicationcontrollerController: ComponentDescriptor = {
  name: 'replicationcontroller-controller',
  watches: ['ReplicationController', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => ({
    replicationControllers: byName(model.replicationControllers, (rc) =>
      startReplicationController(cluster, rc),
    ),
  }),
};

export const statefulsetController: ComponentDescriptor = {
  name: 'statefulset-controller',
  watches: ['StatefulSet', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => ({
    statefulSets: byName(model.statefulSets, (sts) => startStatefulSet(cluster, sts)),
  }),
};

export const daemonsetController: ComponentDescriptor = {
  name: 'daemonset-controller',
  watches: ['DaemonSet', 'Pod', 'Node'],
  needs: [],
  start: ({ model, cluster }) => ({
    daemonSets: byName(model.daemonSets, (ds) => startDaemonSet(cluster, ds)),
  }),
};

export const jobController: ComponentDescriptor = {
  name: 'job-controller',
  watches: ['Job', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => {
    const jobControl = new JobControl(cluster);
    // A Job another controller manages (spec.managedBy) is skipped by syncJob.
    for (const job of model.jobs) if (job.managedBy === undefined) jobControl.start(job);
    return { jobControl };
  },
};

export const garbageCollectorController: ComponentDescriptor = {
  name: 'garbage-collector-controller',
  watches: ['every owner', 'Pod'],
  needs: [
    'deployments',
    'replicaSets',
    'replicationControllers',
    'jobControl',
    'statefulSets',
    'daemonSets',
  ],
  start: (run) => {
    const jobControl = run.part('jobControl');
    // The CronJobs' controllers are started after it: their map is filled then.
    const cronJobs: Parts['cronJobs'] = new Map();
    const gc = new GarbageCollector(run.cluster, {
      deployments: run.part('deployments'),
      replicaSets: run.part('replicaSets'),
      replicationControllers: run.part('replicationControllers'),
      jobs: jobControl.actors,
      cronJobs,
      statefulSets: run.part('statefulSets'),
      daemonSets: run.part('daemonSets'),
      jobRemoved: (name) => jobControl.removed(name),
    });
    return { gc, cronJobs };
  },
};

export const ttlAfterFinishedController: ComponentDescriptor = {
  name: 'ttl-after-finished-controller',
  watches: ['Job'],
  needs: ['jobControl', 'gc'],
  start: (run) => {
    startTtlAfterFinished(run.world, run.part('jobControl'), run.part('gc'));
    return {};
  },
};

export const cronjobController: ComponentDescriptor = {
  name: 'cronjob-controller',
  watches: ['CronJob', 'Job'],
  needs: ['jobControl', 'gc', 'cronJobs'],
  start: (run) => {
    const needs = { cluster: run.cluster, jobs: run.part('jobControl'), gc: run.part('gc') };
    const cronJobs = run.part('cronJobs');
    for (const cj of run.model.cronJobs) {
      const actor = startCronJob(cj, { ...needs, epoch: run.model.startTimeMs });
      if (actor) cronJobs.set(cj.name, actor);
    }
    return {};
  },
};

export const disruptionController: ComponentDescriptor = {
  name: 'disruption-controller',
  watches: ['PodDisruptionBudget', 'Pod'],
  needs: [],
  start: ({ model, cluster }) => ({
    disruption: new DisruptionController(cluster, model.podDisruptionBudgets),
  }),
};

export const eviction: ComponentDescriptor = {
  // The eviction subresource: the API server's, handed the budgets' status the
  // disruption controller keeps, so the API server imports no controller.
  name: 'eviction',
  watches: [],
  needs: ['disruption'],
  start: (run) => ({
    eviction: new EvictionApi(run.cluster, run.model.podDisruptionBudgets, run.part('disruption')),
  }),
};

export const podGarbageCollectorController: ComponentDescriptor = {
  name: 'pod-garbage-collector-controller',
  watches: ['Pod', 'Node'],
  needs: [],
  start: ({ cluster }) => {
    new PodGC(cluster).start();
    return {};
  },
};
