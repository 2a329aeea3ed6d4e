// The scenario's `actions:` applied at their virtual times, as kubectl (or the user's
// client) would send them. Targets are resolved when the action runs: pods made by a
// controller exist only then.
import { msToSeconds, seconds } from '../trace/units.ts';
import { SERVED } from '../manifest/read/kinds.ts';
import type { ActionModel } from '../manifest/model/model.ts';
import { kubectlGraceSeconds } from '../versions/formulas/kubectl.ts';
import type { Cluster } from '../cluster/apiserver/cluster.ts';
import type { Parts } from './components.ts';
import type { ImageChange } from '../cluster/controllers/rollout.ts';
import {
  loseNode,
  markNodeNotReady,
  taintOutOfService,
} from '../cluster/controllers/nodelifecycle/nodeLifecycle.ts';
import { preemptPod } from '../cluster/scheduler/preemption.ts';
import { isActive, type PodRecord } from '../cluster/apiserver/podStore.ts';
import { scaleReplicaSet } from '../cluster/controllers/replicaset/replicaSetInformer.ts';

/** What the actions reach: the API server and the parts the components made (components.ts). */
export type ActionTargets = Pick<
  Parts,
  | 'deployments'
  | 'replicaSets'
  | 'replicationControllers'
  | 'kubelets'
  | 'gc'
  | 'eviction'
  | 'jobControl'
  | 'cronJobs'
  | 'statefulSets'
  | 'daemonSets'
> & {
  cluster: Cluster;
  notice: (msg: string) => void;
  /** kubectl create of the document's Pod of that name; false when it exists already. */
  createPod?: (name: string) => boolean;
};

/** kind/name: the exact pod, else the first (oldest) active pod whose name starts with it. */
export function findPod(cluster: Cluster, name: string): PodRecord | undefined {
  const exact = cluster.world.pods.get(name);
  if (exact) return exact;
  const all = cluster.world.pods.all().filter((p) => p.name.startsWith(name));
  return all.find(isActive) ?? all[0];
}

/** What a rollout action writes (the controller applies it to its own template). */
const imageChange = (a: ActionModel): ImageChange => ({
  image: a.image,
  container: a.container,
  atMs: a.atMs,
});

/** A kind as the API names it (`Deployment`), from the lower-case one an action is read with. */
const KIND_NAMES: ReadonlyMap<string, string> = new Map(
  [...Object.keys(SERVED), 'Node'].map((k) => [k.toLowerCase(), k]),
);

/**
 * The object an action reaches, as the trace names objects (`Pod/web-6c7f9-abcde`): a Pod
 * target is a name or a prefix (findPod), resolved now; `create` names the Pod it makes.
 * An action that reaches nothing names its target in the same form (and says so: `missing`).
 */
function reachedObject(a: ActionModel, cluster: Cluster): string {
  const kind = KIND_NAMES.get(a.target.kind) ?? a.target.kind;
  if (kind !== 'Pod' || a.do === 'create') return `${kind}/${a.target.name}`;
  return `Pod/${findPod(cluster, a.target.name)?.name ?? a.target.name}`;
}

/**
 * What one kind of action does to its target, as the client that sends it (kubectl delete,
 * scale, rollout, drain…); false when it reached no object (kubectl's NotFound), which the
 * run notes. `kind` is the target's kind in lower case.
 */
type Handler = (a: ActionModel, x: ActionTargets, kind: string) => boolean;

const podTarget = (a: ActionModel, x: ActionTargets, kind: string): PodRecord | undefined =>
  kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
/** An action on a node the run has: `act` runs on its name. */
const onNode =
  (act: (x: ActionTargets, node: string) => void): Handler =>
  (a, x, kind) => {
    if (kind !== 'node' || !x.kubelets.has(a.target.name)) return false;
    act(x, a.target.name);
    return true;
  };

/** kubectl delete: a Pod with its grace, any other object through the garbage collector. */
const deleteObject: Handler = (a, x, kind) => {
  if (kind !== 'pod') {
    // kubectl delete sends --cascade=background unless told otherwise; a plain API
    // DELETE sends no policy and gets the kind's server default.
    const policy = a.propagationPolicy ?? (a.api ? null : 'Background');
    return x.gc.delete(kind, a.target.name, policy);
  }
  const pod = findPod(x.cluster, a.target.name);
  if (!pod) return false;
  // A plain API DELETE sends the grace as given; kubectl rewrites it first.
  const grace = a.api ? a.gracePeriodSeconds : kubectlGraceSeconds(a.gracePeriodSeconds, a.force);
  x.cluster.deletePod(pod, grace);
  return true;
};

/**
 * kubectl scale and a new image (kubectl set image): an event to the workload's controller,
 * which applies it to its own spec. The manifest reader refuses a rollout of a ReplicaSet or
 * a ReplicationController and a scale of a DaemonSet (actions.ts ACTION_TARGETS).
 */
const changeWorkload: Handler = (a, x, kind) => {
  const { name } = a.target;
  const replicas = a.replicas ?? 0;
  const replicated =
    kind === 'replicaset'
      ? x.replicaSets.get(name)
      : kind === 'replicationcontroller'
        ? x.replicationControllers.get(name)
        : undefined;
  if (replicated && a.do === 'scale') {
    scaleReplicaSet(replicated, replicas);
    return true;
  }
  const sts = kind === 'statefulset' ? x.statefulSets.get(name) : undefined;
  if (sts) {
    sts.send(
      a.do === 'scale' ? { type: 'SCALE', replicas } : { type: 'ROLLOUT', change: imageChange(a) },
    );
    return true;
  }
  const ds = kind === 'daemonset' ? x.daemonSets.get(name) : undefined;
  if (ds && a.do === 'rollout') {
    ds.send({ type: 'ROLLOUT', change: imageChange(a) });
    return true;
  }
  const d = x.deployments.get(name);
  if (kind !== 'deployment' || !d) return false;
  d.send(
    a.do === 'scale' ? { type: 'SCALE', replicas } : { type: 'ROLLOUT', change: imageChange(a) },
  );
  return true;
};

/** A container's process ends (its exit code) or the kernel OOM-kills it, on its node. */
const endContainer: Handler = (a, x) => {
  const pod = findPod(x.cluster, a.target.name);
  if (!pod?.nodeName) return false;
  const name = a.container ?? pod.template.containers[0]?.name ?? '';
  const ref = x.kubelets.get(pod.nodeName)?.container(pod, name);
  if (!ref) return false;
  ref.send(a.do === 'exit' ? { type: 'EXIT', exitCode: a.exitCode ?? 0 } : { type: 'OOM_KILL' });
  return true;
};

/** spec.suspend of a Job or a CronJob written (kubectl patch). */
const suspendOrResume: Handler = (a, x, kind) => {
  const owner =
    kind === 'job'
      ? x.jobControl.actors.get(a.target.name)
      : kind === 'cronjob'
        ? x.cronJobs.get(a.target.name)
        : undefined;
  owner?.send({ type: a.do === 'suspend' ? 'SUSPEND' : 'RESUME' });
  return owner !== undefined;
};

/** The node's graceful shutdown (nodeshutdown_manager_linux.go), when its grace is above 0. */
const shutDownNode: Handler = (a, x, kind) => {
  const kubelet = kind === 'node' ? x.kubelets.get(a.target.name) : undefined;
  if (!kubelet) return false;
  const { world } = x.cluster;
  const total = a.shutdownGracePeriodSeconds ?? seconds(0);
  // GracefulNodeShutdown is inactive while shutdownGracePeriod is 0.
  if (total <= 0) {
    x.notice(`${targetOf(a)}: shutdownGracePeriod is 0, so graceful node shutdown is off`);
    return true;
  }
  const critical = seconds(Math.min(total, a.shutdownGracePeriodCriticalPodsSeconds ?? 0));
  kubelet.shutdown(total, critical);
  // nodeshutdown_manager calls syncNodeStatus at once: Ready=False "node is shutting
  // down" reaches the API and the node lifecycle controller taints the node.
  world.clock.after(world.latency('statusUpdate') + world.latency('watch'), () =>
    markNodeNotReady(x.cluster, a.target.name),
  );
  return true;
};

/** The scheduling gates of a Pod removed (all, or the one named); says so when it had none. */
const ungatePod: Handler = (a, x, kind) => {
  const pod = podTarget(a, x, kind);
  if (!pod) return false;
  if (x.cluster.removeSchedulingGates(pod, a.gate ?? null) === null)
    x.notice(`${targetOf(a)}: the Pod has no scheduling gate ${a.gate ?? ''}`.trim());
  return true;
};

/** Every action the run simulates, by its `do:`. */
const HANDLERS: Partial<Record<ActionModel['do'], Handler>> = {
  delete: deleteObject,
  rollout: changeWorkload,
  scale: changeWorkload,
  exit: endContainer,
  oomKill: endContainer,
  suspend: suspendOrResume,
  resume: suspendOrResume,
  evict: (a, x, kind) => {
    const pod = podTarget(a, x, kind);
    if (pod) x.eviction.evict(pod);
    return pod !== undefined;
  },
  drain: onNode((x, node) => x.eviction.drain(node)),
  preempt: (a, x, kind) => {
    const pod = podTarget(a, x, kind);
    return pod !== undefined && preemptPod(x.cluster, pod, a.gracePeriodSeconds);
  },
  nodeLost: (a, x, kind) => {
    const kubelet = kind === 'node' ? x.kubelets.get(a.target.name) : undefined;
    if (kubelet) loseNode(x.cluster, kubelet);
    return kubelet !== undefined;
  },
  // The kubelet of the pod's node evicts it under memory pressure (a hard threshold).
  nodePressure: (a, x, kind) => {
    const pod = podTarget(a, x, kind);
    const kubelet = pod?.nodeName ? x.kubelets.get(pod.nodeName) : undefined;
    return pod !== undefined && kubelet !== undefined && kubelet.evict(pod);
  },
  outOfService: onNode((x, node) => taintOutOfService(x.cluster, node)),
  nodeShutdown: shutDownNode,
  create: (a, x, kind) => kind === 'pod' && x.createPod?.(a.target.name) === true,
  uncordon: onNode((x, node) => x.eviction.uncordon(node)),
  patchStatus: (a, x, kind) => {
    const pod = podTarget(a, x, kind);
    return pod !== undefined && !!a.condition && x.cluster.patchCondition(pod, a.condition);
  },
  label: (a, x, kind) => {
    const pod = podTarget(a, x, kind);
    if (!pod || !a.label) return false;
    x.cluster.relabel(pod, a.label.key, a.label.value);
    return true;
  },
  removeSchedulingGates: ungatePod,
};

/** The target as written (`deployment/web`), which stays in the event's data.target. */
const targetOf = (a: ActionModel): string => `${a.target.kind}/${a.target.name}`;

export function applyAction(a: ActionModel, x: ActionTargets): void {
  const target = targetOf(a);
  // The event is about the object reached.
  const data = { action: a.do, target };
  x.cluster.world.emit('api-server', 'ActionApplied', reachedObject(a, x.cluster), data);
  const handler = HANDLERS[a.do];
  if (!handler) return x.notice(`${a.do} ${target}: this action is not simulated yet`);
  if (!handler(a, x, a.target.kind.toLowerCase()))
    x.notice(`t=${msToSeconds(a.atMs)}s ${a.do} ${target}: no such object at that time`);
}
