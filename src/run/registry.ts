// The shape of the registry of a run's components (components.ts), after
// kube-controller-manager's ControllerDescriptor (cmd/kube-controller-manager/app/
// controller_descriptor.go): each has its name, what it watches, what it needs and its
// init function; StartControllers starts them in turn with one ControllerContext.
import type { ActorRefFrom } from 'xstate';
import type { ScenarioModel } from '../manifest/model/model.ts';
import type { World } from '../cluster/world.ts';
import type { Cluster } from '../cluster/apiserver/cluster.ts';
import { EvictionApi } from '../cluster/apiserver/eviction.ts';
import { NodeKubelet } from '../cluster/kubelet/nodeKubelet.ts';
import { kubeProxyMachine } from '../cluster/proxy/kubeProxyMachine.ts';
import type { EndpointsChangeTracker, NodeRules } from '../cluster/proxy/nodeRules.ts';
import { type deploymentMachine } from '../cluster/controllers/deployment/deploymentMachine.ts';
import type { replicaSetMachine } from '../cluster/controllers/replicaset/replicaSetMachine.ts';
import { type statefulSetMachine } from '../cluster/controllers/statefulset/statefulSetMachine.ts';
import type { daemonSetMachine } from '../cluster/controllers/daemonset/daemonSetMachine.ts';
import { JobControl } from '../cluster/controllers/job/jobControl.ts';
import { GarbageCollector } from '../cluster/controllers/garbagecollector/garbageCollector.ts';
import type { cronJobMachine } from '../cluster/controllers/cronjob/cronJobMachine.ts';
import { DisruptionController } from '../cluster/controllers/disruption/disruption.ts';
import type { Hop } from '../cluster/hops/hop.ts';
import { DnsAnswer } from '../cluster/traffic/headless.ts';

type Ref<T> = ActorRefFrom<T>;

/** What the rows hand on: each made by one row, read by later rows and by the actions. */
export interface Parts {
  kubelets: Map<string, NodeKubelet>;
  /** Each node's kube-proxy, its informer's change tracker and the rules it writes, in the nodes' order. */
  proxies: {
    node: string;
    actor: Ref<typeof kubeProxyMachine>;
    changes: EndpointsChangeTracker;
    rules: NodeRules;
  }[];
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

export const byName = <M extends { name: string }, R>(list: readonly M[], start: (m: M) => R) =>
  new Map(list.map((m) => [m.name, start(m)]));

/** Starts every row in turn; the parts they made, for the actions. */
export function startComponents(
  base: Omit<Run, 'part'>,
  table: readonly ComponentDescriptor[],
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
