// One sync of the StatefulSet controller (statefulset/stateful_set_control.go
// updateStatefulSet): replicas in ordinal order (processReplica), then the condemned
// ordinals from the highest (processCondemned), then a rolling update from the highest
// ordinal down to the partition. OrderedReady ("monotonic") stops at the first Pod it
// must wait for; Parallel does everything it can in one sync.
import type { PodTemplateModel, StatefulSetModel } from '../../manifest/model.ts';
import type { Cluster } from '../../sim/cluster.ts';
import { isTerminal, type PodRecord } from '../../sim/store.ts';

export interface SetState {
  model: StatefulSetModel;
  replicas: number;
  /** The update revision's template (spec.template now). */
  template: PodTemplateModel;
  /** The template before the last rollout: what ordinals below the partition keep. */
  current: PodTemplateModel;
}

const ordinalOf = (set: string, pod: PodRecord): number => {
  const m = new RegExp(`^${set.replace(/[.]/g, '\\.')}-(\\d+)$`).exec(pod.name);
  return m ? Number(m[1]) : -1;
};

const terminating = (p: PodRecord): boolean => p.deletionTimestamp !== null;

/** isRunningAndReady, and available for minReadySeconds (isRunningAndAvailable, 1.25+). */
function healthy(p: PodRecord, minReadyMs: number, now: number): boolean {
  if (terminating(p) || p.phase !== 'Running' || !p.ready) return false;
  return p.readySince !== null && p.readySince + minReadyMs <= now;
}

function record(c: Cluster, s: SetState, verb: 'create' | 'delete', pod: string): void {
  const reason = verb === 'create' ? 'SuccessfulCreate' : 'SuccessfulDelete';
  // stateful_pod_control.go recordPodEvent.
  c.world.kubeEvent(
    'statefulset-controller',
    `StatefulSet/${s.model.name}`,
    reason,
    `${verb} Pod ${pod} in StatefulSet ${s.model.name} successful`,
  );
}

/**
 * newVersionedStatefulSetPod: with RollingUpdate, ordinals below the partition are made
 * from the current revision, the others (and every Pod with OnDelete) from the update one.
 */
function templateFor(s: SetState, ordinal: number): PodTemplateModel {
  const u = s.model.updateStrategy;
  return u.type === 'RollingUpdate' && ordinal < u.partition ? s.current : s.template;
}

/** Returns the earliest time a minReadySeconds wait ends, for the caller to requeue. */
export function syncStatefulSet(c: Cluster, s: SetState): number | null {
  const { world } = c;
  const name = s.model.name;
  const owner = { kind: 'StatefulSet' as const, name };
  const monotonic = s.model.podManagementPolicy === 'OrderedReady';
  const minReadyMs = s.model.minReadySeconds * 1000;
  const now = world.now;
  const byOrdinal = new Map<number, PodRecord>();
  for (const p of world.pods.ownedBy(owner)) byOrdinal.set(ordinalOf(name, p), p);
  let requeueAt: number | null = null;
  const waitFor = (p: PodRecord): void => {
    if (p.ready && p.readySince !== null && minReadyMs > 0 && !terminating(p)) {
      const at = p.readySince + minReadyMs;
      if (at > now) requeueAt = requeueAt === null ? at : Math.min(requeueAt, at);
    }
  };

  // processReplica, ordinals 0 … replicas-1.
  for (let i = 0; i < s.replicas; i++) {
    const pod = byOrdinal.get(i);
    if (pod && isTerminal(pod) && !terminating(pod)) {
      // A Failed or Succeeded Pod is deleted; its successor (same name) is created once
      // the object is gone (S6; #123809 made that the rule from 1.31, backported).
      c.deletePod(pod, null);
      record(c, s, 'delete', pod.name);
      if (monotonic) return requeueAt;
      continue;
    }
    if (!pod) {
      // S5: the name is free only once the old object has left the API.
      const podName = `${name}-${i}`;
      c.createPod({ name: podName, template: templateFor(s, i), owner, finalizers: [] });
      record(c, s, 'create', podName);
      if (monotonic) return requeueAt;
      continue;
    }
    if (monotonic && (terminating(pod) || !healthy(pod, minReadyMs, now))) {
      waitFor(pod);
      return requeueAt;
    }
  }

  // processCondemned: ordinals ≥ replicas, the highest first.
  const condemned = [...byOrdinal.entries()]
    .filter(([i]) => i >= s.replicas)
    .sort(([a], [b]) => b - a)
    .map(([, p]) => p);
  for (const pod of condemned) {
    if (terminating(pod)) {
      if (monotonic) return requeueAt;
      continue;
    }
    // S3: blocked while another Pod is unhealthy (the first unhealthy one in ordinal order).
    const unhealthy = [...byOrdinal.entries()]
      .sort(([a], [b]) => a - b)
      .find(([, p]) => !healthy(p, minReadyMs, now))?.[1];
    if (monotonic && unhealthy && unhealthy !== pod) {
      waitFor(unhealthy);
      return requeueAt;
    }
    c.deletePod(pod, null);
    record(c, s, 'delete', pod.name);
    if (monotonic) return requeueAt;
  }

  // S7: RollingUpdate from the highest ordinal down to the partition, one Pod at a time.
  const u = s.model.updateStrategy;
  if (u.type !== 'RollingUpdate') return requeueAt;
  for (let i = s.replicas - 1; i >= u.partition; i--) {
    const pod = byOrdinal.get(i);
    if (!pod) return requeueAt;
    if (pod.template.hash !== s.template.hash && !terminating(pod)) {
      c.deletePod(pod, null);
      record(c, s, 'delete', pod.name);
      return requeueAt;
    }
    if (!healthy(pod, minReadyMs, now)) {
      waitFor(pod);
      return requeueAt;
    }
  }
  return requeueAt;
}
