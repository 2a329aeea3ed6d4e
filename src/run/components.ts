// The components of a run, registered as kube-controller-manager registers its controllers
// (cmd/kube-controller-manager/app/controller_descriptor.go NewControllerDescriptors, each
// a ControllerDescriptor with its name and its init function, started in turn by
// StartControllers): one row each, with what it watches and which parts of the run it
// needs. `runScenario` starts them in this order, which is the order their first timers and
// watches are queued in, so it is part of the trace (do not sort it).
// Components meet through the API server's objects (`world.pods`, `world.endpointSlices`,
// the Cluster's writes) and their watch events; the parts a row hands on are what later rows
// and the scenario's actions reach (a controller's actors, by object name).
import type { ActorRefFrom } from 'xstate';
import type { ScenarioModel } from '../manifest/model.ts';
import type { World } from '../cluster/world.ts';
import type { Cluster } from '../cluster/apiserver/cluster.ts';
import { EvictionApi } from '../cluster/apiserver/eviction.ts';
import { NodeKubelet } from '../cluster/kubelet/nodeKubelet.ts';
import {
  kubeProxyMachine,
  notifySliceChanged,
  sharedRules,
} from '../cluster/proxy/kubeProxyMachine.ts';
import { EndpointSliceController } from '../cluster/controllers/endpointslice/endpointSliceController.ts';
import {
  startDeployment,
  type deploymentMachine,
} from '../cluster/controllers/deployment/deploymentMachine.ts';
import type { replicaSetMachine } from '../cluster/controllers/replicaset/replicaSetMachine.ts';
import { startReplicaSet } from '../cluster/controllers/replicaset/replicaSetInformer.ts';
import { startReplicationController } from '../cluster/controllers/replication/replicationManager.ts';
import {
  startStatefulSet,
  type statefulSetMachine,
} from '../cluster/controllers/statefulset/statefulSetMachine.ts';
import { startDaemonSet } from '../cluster/controllers/daemonset/startDaemonSet.ts';
import type { daemonSetMachine } from '../cluster/controllers/daemonset/daemonSetMachine.ts';
import { JobControl } from '../cluster/controllers/job/jobControl.ts';
import { GarbageCollector } from '../cluster/controllers/garbagecollector/garbageCollector.ts';
import { startTtlAfterFinished } from '../cluster/controllers/ttlafterfinished/ttlAfterFinished.ts';
import { startCronJob } from '../cluster/controllers/cronjob/startCronJob.ts';
import type { cronJobMachine } from '../cluster/controllers/cronjob/cronJobMachine.ts';
import { DisruptionController } from '../cluster/controllers/disruption/disruption.ts';
import { PodGC } from '../cluster/controllers/podgc/podGC.ts';
import { createHop } from '../cluster/hops/createHop.ts';
import type { Hop } from '../cluster/hops/hop.ts';
import { DnsAnswer, isHeadless } from '../cluster/traffic/headless.ts';
import { Traffic } from '../cluster/traffic/traffic.ts';
import { KeepAliveClients } from '../cluster/traffic/keepAlive.ts';
import { InFlight } from '../cluster/traffic/inFlight.ts';

type Ref<T> = ActorRefFrom<T>;

/** What the rows hand on: each made by one row, read by later rows and by the actions. */
export interface Parts {
  kubelets: Map<string, NodeKubelet>;
  /** Each node's kube-proxy, in the nodes' order. */
  proxies: { node: string; actor: Ref<typeof kubeProxyMachine> }[];
  /** CoreDNS's answer for each headless Service. */
  answers: Map<string, DnsAnswer>;
  /** The hop the clients enter through (contract §5), if any. */
  hop: Hop | null;
  /** kubectl create of the document's Pod of that name; false when it exists already. */
  createPod: (name: string) => boolean;
  deployments: Map<string, Ref<typeof deploymentMachine>>;
  /** ReplicaSets the scenario declares (a Deployment's are its own). */
  replicaSets: Map<string, Ref<typeof replicaSetMachine>>;
  replicationControllers: Map<string, Ref<typeof replicaSetMachine>>;
  statefulSets: Map<string, Ref<typeof statefulSetMachine>>;
  daemonSets: Map<string, Ref<typeof daemonSetMachine>>;
  jobControl: JobControl;
  gc: GarbageCollector;
  cronJobs: Map<string, Ref<typeof cronJobMachine>>;
  disruption: DisruptionController;
  eviction: EvictionApi;
}

/** What every row is started with (kube-controller-manager's ControllerContext). */
export interface Run {
  readonly model: ScenarioModel;
  readonly world: World;
  readonly cluster: Cluster;
  /** Whether the run goes on at `next` (the clients stop with it). */
  readonly goesOn: (next: number) => boolean;
  /** A part an earlier row made (a row reads only the parts its `needs` names). */
  part<K extends keyof Parts>(name: K): Parts[K];
}

export interface ComponentDescriptor {
  /** The component's name, as kube-controller-manager's names package gives it. */
  name: string;
  /** The API objects (or the hops' and clients' sources) it hears of. */
  watches: readonly string[];
  /** The parts of earlier rows it reads. */
  needs: readonly (keyof Parts)[];
  start(run: Run): Partial<Parts>;
}

const byName = <M extends { name: string }, R>(list: readonly M[], start: (m: M) => R) =>
  new Map(list.map((m) => [m.name, start(m)]));

export const COMPONENTS: readonly ComponentDescriptor[] = [
  {
    name: 'kubelet',
    watches: ['Pod (bound to its node)'],
    needs: [],
    start: ({ model, world, cluster }) => ({
      kubelets: byName(
        model.nodes,
        (n) => new NodeKubelet(world, n.name, (p) => cluster.podActor(p)),
      ),
    }),
  },
  {
    name: 'kube-proxy',
    watches: ['EndpointSlice'],
    needs: [],
    start: ({ model, world }) => {
      const rulesOf = sharedRules(world.v, (svc) => world.endpointSlices.get(svc));
      const dirty = model.nodes.map(() => new Set<string>());
      const proxies = model.nodes.map((n, i) => ({
        node: n.name,
        actor: world.actor(kubeProxyMachine, { world, node: n.name, dirty: dirty[i]!, rulesOf }),
      }));
      for (const p of proxies) p.actor.start();
      // kube-proxy skips a headless Service; only DNS reads its slice (headless.ts).
      const headless = new Set(model.services.filter(isHeadless).map((s) => s.name));
      world.endpointSlices.watch((svc) => {
        if (!headless.has(svc))
          proxies.forEach((p, i) => notifySliceChanged(p.actor, dirty[i]!, svc));
      });
      return { proxies };
    },
  },
  {
    name: 'coredns',
    watches: ['EndpointSlice (of a headless Service)'],
    needs: [],
    start: ({ model, world }) => {
      const answers = new Map<string, DnsAnswer>();
      for (const svc of model.services.filter(isHeadless))
        answers.set(
          svc.name,
          new DnsAnswer(world, () => world.endpointSlices.endpointsOf(svc.name)),
        );
      world.endpointSlices.watch((svc) => answers.get(svc)?.sliceChanged());
      return { answers };
    },
  },
  {
    // The hop the clients enter through (contract §5): it reads the Service's slice itself.
    name: 'clients-entry',
    watches: ['EndpointSlice (of the clients’ Service)'],
    needs: [],
    start: ({ model, world }) => {
      const clients = model.traffic;
      // In a mesh, in-cluster clients reach the Pods through their own sidecar.
      const front =
        clients?.via ?? (model.mesh ? { kind: 'service' as const, hop: model.mesh.hop } : null);
      if (!clients || !front) return { hop: null };
      const service = clients.service;
      const hop = createHop(front.hop, {
        world,
        service,
        namespace: model.services.find((s) => s.name === service)?.namespace ?? 'default',
        entry: front.kind,
        slice: () => world.endpointSlices.endpointsOf(service),
      });
      world.endpointSlices.watch((svc) => svc === service && hop.sliceChanged());
      return { hop };
    },
  },
  {
    name: 'endpointslice-controller',
    watches: ['Pod (selected by a Service)'],
    needs: [],
    start: ({ model, world }) => {
      for (const svc of model.services) new EndpointSliceController(world, svc);
      return {};
    },
  },
  {
    name: 'traffic',
    watches: ['kube-proxy rules', 'DNS answers', 'the hop’s backends'],
    needs: ['proxies', 'answers', 'hop'],
    start: (run) => {
      const t = run.model.traffic;
      if (!t) return {};
      const { world } = run;
      const dns = run.part('answers').get(t.service);
      const hop = run.part('hop');
      const traffic = new Traffic(
        world,
        t.service,
        t.requestsPerSecond,
        run.part('proxies').map(({ node, actor }) => ({
          node,
          ...(dns
            ? { targets: () => dns.targets(), direct: true }
            : { targets: (svc: string) => actor.getSnapshot().context.rules.get(svc)?.targets }),
        })),
        hop,
        t.keepAlive && !hop
          ? new KeepAliveClients(world, t.client ?? 'node', run.model.nodes.length, !!dns)
          : null,
        t.requestDuration ? new InFlight(t.requestDuration) : null,
      );
      traffic.start(run.goesOn);
      return {};
    },
  },
  {
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
      const later = new Set(
        model.actions.filter((a) => a.do === 'create').map((a) => a.target.name),
      );
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
  },
  {
    name: 'deployment-controller',
    watches: ['Deployment', 'ReplicaSet', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => ({
      deployments: byName(model.deployments, (deployment) =>
        startDeployment({ cluster, deployment }),
      ),
    }),
  },
  {
    name: 'replicaset-controller',
    watches: ['ReplicaSet', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => ({
      replicaSets: byName(model.replicaSets, (rs) => startReplicaSet(cluster, rs)),
    }),
  },
  {
    name: 'replicationcontroller-controller',
    watches: ['ReplicationController', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => ({
      replicationControllers: byName(model.replicationControllers, (rc) =>
        startReplicationController(cluster, rc),
      ),
    }),
  },
  {
    name: 'statefulset-controller',
    watches: ['StatefulSet', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => ({
      statefulSets: byName(model.statefulSets, (sts) => startStatefulSet(cluster, sts)),
    }),
  },
  {
    name: 'daemonset-controller',
    watches: ['DaemonSet', 'Pod', 'Node'],
    needs: [],
    start: ({ model, cluster }) => ({
      daemonSets: byName(model.daemonSets, (ds) => startDaemonSet(cluster, ds)),
    }),
  },
  {
    name: 'job-controller',
    watches: ['Job', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => {
      const jobControl = new JobControl(cluster);
      for (const job of model.jobs) jobControl.start(job);
      return { jobControl };
    },
  },
  {
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
  },
  {
    name: 'ttl-after-finished-controller',
    watches: ['Job'],
    needs: ['jobControl', 'gc'],
    start: (run) => {
      startTtlAfterFinished(run.world, run.part('jobControl'), run.part('gc'));
      return {};
    },
  },
  {
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
  },
  {
    name: 'disruption-controller',
    watches: ['PodDisruptionBudget', 'Pod'],
    needs: [],
    start: ({ model, cluster }) => ({
      disruption: new DisruptionController(cluster, model.podDisruptionBudgets),
    }),
  },
  {
    // The eviction subresource: the API server's, handed the budgets' status the
    // disruption controller keeps, so the API server imports no controller.
    name: 'eviction',
    watches: [],
    needs: ['disruption'],
    start: (run) => ({
      eviction: new EvictionApi(
        run.cluster,
        run.model.podDisruptionBudgets,
        run.part('disruption'),
      ),
    }),
  },
  {
    name: 'pod-garbage-collector-controller',
    watches: ['Pod', 'Node'],
    needs: [],
    start: ({ cluster }) => {
      new PodGC(cluster).start();
      return {};
    },
  },
];

/** Starts every row in turn; the parts they made, for the actions. */
export function startComponents(
  base: Omit<Run, 'part'>,
  table: readonly ComponentDescriptor[] = COMPONENTS,
): Parts {
  const made: Partial<Parts> = {};
  for (const c of table) {
    const run: Run = {
      ...base,
      part: (name) => {
        const p = made[name];
        if (p === undefined || !c.needs.includes(name))
          throw new Error(`${c.name} reads ${name}, which no earlier row it needs made`);
        return p as Parts[typeof name];
      },
    };
    Object.assign(made, c.start(run));
  }
  return made as Parts;
}
