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

export function applyAction(a: ActionModel, x: ActionTargets): void {
  const { world } = x.cluster;
  // The target as written stays in data.target; the event is about the object reached.
  const target = `${a.target.kind}/${a.target.name}`;
  world.emit('api-server', 'ActionApplied', reachedObject(a, x.cluster), { action: a.do, target });
  const kind = a.target.kind.toLowerCase();
  const missing = (): void =>
    x.notice(`t=${msToSeconds(a.atMs)}s ${a.do} ${target}: no such object at that time`);
  switch (a.do) {
    case 'delete': {
      if (kind !== 'pod') {
        // kubectl delete sends --cascade=background unless told otherwise; a plain API
        // DELETE sends no policy and gets the kind's server default.
        const policy = a.propagationPolicy ?? (a.api ? null : 'Background');
        if (x.gc.delete(kind, a.target.name, policy)) return;
        return missing();
      }
      const pod = findPod(x.cluster, a.target.name);
      if (!pod) return missing();
      // A plain API DELETE sends the grace as given; kubectl rewrites it first.
      const grace = a.api
        ? a.gracePeriodSeconds
        : kubectlGraceSeconds(a.gracePeriodSeconds, a.force);
      return x.cluster.deletePod(pod, grace);
    }
    case 'rollout':
    case 'scale': {
      // The manifest reader refuses a rollout of either (actions.ts ACTION_TARGETS).
      const replicated =
        kind === 'replicaset'
          ? x.replicaSets.get(a.target.name)
          : kind === 'replicationcontroller'
            ? x.replicationControllers.get(a.target.name)
            : undefined;
      if (replicated && a.do === 'scale') return scaleReplicaSet(replicated, a.replicas ?? 0);
      const sts = kind === 'statefulset' ? x.statefulSets.get(a.target.name) : undefined;
      if (sts) {
        if (a.do === 'scale') return sts.send({ type: 'SCALE', replicas: a.replicas ?? 0 });
        return sts.send({ type: 'ROLLOUT', change: imageChange(a) });
      }
      const ds = kind === 'daemonset' ? x.daemonSets.get(a.target.name) : undefined;
      if (ds && a.do === 'rollout') return ds.send({ type: 'ROLLOUT', change: imageChange(a) });
      const d = x.deployments.get(a.target.name);
      if (kind !== 'deployment' || !d) return missing();
      if (a.do === 'scale') return d.send({ type: 'SCALE', replicas: a.replicas ?? 0 });
      return d.send({ type: 'ROLLOUT', change: imageChange(a) });
    }
    case 'exit':
    case 'oomKill': {
      const pod = findPod(x.cluster, a.target.name);
      if (!pod?.nodeName) return missing();
      const name = a.container ?? pod.template.containers[0]?.name ?? '';
      const ref = x.kubelets.get(pod.nodeName)?.container(pod, name);
      if (!ref) return missing();
      return ref.send(
        a.do === 'exit' ? { type: 'EXIT', exitCode: a.exitCode ?? 0 } : { type: 'OOM_KILL' },
      );
    }
    case 'suspend':
    case 'resume': {
      const owner =
        kind === 'job'
          ? x.jobControl.actors.get(a.target.name)
          : kind === 'cronjob'
            ? x.cronJobs.get(a.target.name)
            : undefined;
      if (!owner) return missing();
      owner.send({ type: a.do === 'suspend' ? 'SUSPEND' : 'RESUME' });
      return;
    }
    case 'evict': {
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      if (!pod) return missing();
      x.eviction.evict(pod);
      return;
    }
    case 'drain': {
      if (kind !== 'node' || !x.kubelets.has(a.target.name)) return missing();
      return x.eviction.drain(a.target.name);
    }
    case 'preempt': {
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      if (!pod || !preemptPod(x.cluster, pod, a.gracePeriodSeconds)) return missing();
      return;
    }
    case 'nodeLost': {
      const kubelet = kind === 'node' ? x.kubelets.get(a.target.name) : undefined;
      if (!kubelet) return missing();
      return loseNode(x.cluster, kubelet);
    }
    case 'nodePressure': {
      // The kubelet of the pod's node evicts it under memory pressure (a hard threshold).
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      const kubelet = pod?.nodeName ? x.kubelets.get(pod.nodeName) : undefined;
      if (!pod || !kubelet?.evict(pod)) return missing();
      return;
    }
    case 'outOfService': {
      if (kind !== 'node' || !x.kubelets.has(a.target.name)) return missing();
      return taintOutOfService(x.cluster, a.target.name);
    }
    case 'nodeShutdown': {
      const kubelet = kind === 'node' ? x.kubelets.get(a.target.name) : undefined;
      if (!kubelet) return missing();
      const total = a.shutdownGracePeriodSeconds ?? seconds(0);
      // GracefulNodeShutdown is inactive while shutdownGracePeriod is 0.
      if (total <= 0)
        return x.notice(`${target}: shutdownGracePeriod is 0, so graceful node shutdown is off`);
      const critical = seconds(Math.min(total, a.shutdownGracePeriodCriticalPodsSeconds ?? 0));
      kubelet.shutdown(total, critical);
      // nodeshutdown_manager calls syncNodeStatus at once: Ready=False "node is shutting
      // down" reaches the API and the node lifecycle controller taints the node.
      world.clock.after(world.latency('statusUpdate') + world.latency('watch'), () =>
        markNodeNotReady(x.cluster, a.target.name),
      );
      return;
    }
    case 'create': {
      if (kind !== 'pod' || !x.createPod?.(a.target.name)) return missing();
      return;
    }
    case 'uncordon': {
      if (kind !== 'node' || !x.kubelets.has(a.target.name)) return missing();
      return x.eviction.uncordon(a.target.name);
    }
    case 'patchStatus': {
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      if (!pod || !a.condition || !x.cluster.patchCondition(pod, a.condition)) return missing();
      return;
    }
    case 'label': {
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      if (!pod || !a.label) return missing();
      x.cluster.relabel(pod, a.label.key, a.label.value);
      return;
    }
    case 'removeSchedulingGates': {
      const pod = kind === 'pod' ? findPod(x.cluster, a.target.name) : undefined;
      if (!pod) return missing();
      const left = x.cluster.removeSchedulingGates(pod, a.gate ?? null);
      if (left === null)
        x.notice(`${target}: the Pod has no scheduling gate ${a.gate ?? ''}`.trim());
      return;
    }
    default:
      return x.notice(`${a.do} ${target}: this action is not simulated yet`);
  }
}
