// The kubelet of one node, as a watcher: it starts a pod worker when a Pod is bound to its
// node and tells the worker when the Pod is deleted (config/ PodConfig → syncLoop →
// HandlePodUpdates / HandlePodRemoves). The per-Pod logic lives in kubeletMachine.
import { type Seconds, secondsToMs } from '../../trace/units.ts';
import type { ActorRefFrom } from 'xstate';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import type { PodWatcher } from '../watchFanOut.ts';
import type { containerMachine } from './containerMachine.ts';
import { kubeletMachine } from './kubeletMachine.ts';
import type { podMachine } from '../apiserver/podMachine.ts';
import { hardEvictionGraceSeconds } from '../grace.ts';
import { versionNote } from '../../versions/versionNotes.ts';
import { nodeShutdownReasonTerminated } from '../../versions/features.ts';
import { why } from '../whys.ts';
import { shutDownNode, type ShutdownTarget } from './shutdown.ts';
import { objectKey } from '../objectKey.ts';
import { listenable, startLean } from '../leanActors.ts';

type Worker = ActorRefFrom<typeof kubeletMachine>;

/**
 * The pod worker's top-level states where DELETION_OBSERVED can do anything, read once from
 * the machine: a transition for it that is not inert (XState 5.33 StateNode.ownEvents), or
 * eventless transitions, whose guards XState's macrostep evaluates again after any event.
 * In the others (Killed, CleaningUp, Done) macrostep selects nothing, runs nothing and keeps
 * the snapshot, so the kubelet does not send it: after a deletion every write of the Pod
 * told the worker again, 3,000 sends in a 1,000-replica rollout, each through XState's
 * mailbox, inspection and transition selection for nothing. (Its states are atomic and at
 * the top level: the snapshot's value is their key; any other value is told.)
 */
const hears = (s: { ownEvents: string[]; always?: unknown }): boolean =>
  s.ownEvents.includes('DELETION_OBSERVED') || s.always !== undefined;
const HEARS_DELETION: ReadonlySet<string> | null = hears(kubeletMachine.root)
  ? null
  : new Set(
      Object.values(kubeletMachine.root.states)
        .filter(hears)
        .map((s) => s.key),
    );

/** The Pod is deleted: the worker hears it when its state has a transition for it. */
function tellDeletion(worker: Worker): void {
  const state: unknown = worker.getSnapshot().value;
  if (HEARS_DELETION === null || typeof state !== 'string' || HEARS_DELETION.has(state))
    worker.send({ type: 'DELETION_OBSERVED' });
}

/**
 * A pod worker and the Pod it was started for (its context is its own: never read here).
 * Kept until the Pod is gone from the API with its worker done (pod_workers.go
 * SyncKnownPods → removeTerminatedWorker forgets a worker whose Pod is terminated and no
 * longer known): the worker then holds nothing that runs, and kept, its actors, contexts
 * and the removed Pod's statechart (its `podActor`) stayed in the old generation to the
 * end of the run, marked by every full collection. A Pod removed while its worker still
 * kills (a force delete) keeps it: its containers are still stopping.
 */
interface Started {
  worker: Worker;
  pod: PodRecord;
}

export class NodeKubelet implements PodWatcher {
  private workers = new Map<number, Started>();
  /** Callbacks waiting for a pod's containers to have stopped (shutdown groups). */
  private stopped = new Map<number, () => void>();
  private lost = false;
  /** Graceful node shutdown has begun: new pods are refused (nodeshutdown Admit). */
  private shuttingDown = false;

  constructor(
    private readonly world: World,
    readonly node: string,
    private readonly podActor: (pod: PodRecord) => ActorRefFrom<typeof podMachine> | undefined,
  ) {
    world.watch(objectKey('Node', node), this);
  }

  /** The node stopped without warning: its kubelet does nothing more. */
  lose(): void {
    this.lost = true;
    for (const { worker, pod } of this.workers.values()) {
      this.world.beforeTrafficChange(pod);
      if (pod.listening) pod.closes.push('abrupt');
      pod.listening = false; // the machine is gone: connections fail
      this.world.connectionsCut(pod);
      this.world.stopActor(worker); // and its containers with it
    }
  }

  podChanged(pod: PodRecord): void {
    if (this.lost) return;
    const worker = this.workers.get(pod.uid)?.worker;
    if (worker) {
      if (pod.removed && worker.getSnapshot().value === 'Done') this.workers.delete(pod.uid);
      else if (pod.deletionTimestamp !== null || pod.removed) tellDeletion(worker);
      else if (pod.template.readinessGates) worker.send({ type: 'POD_CONDITIONS_CHANGED' });
      return;
    }
    if (pod.removed || pod.nodeName !== this.node) return;
    if (this.shuttingDown) return this.reject(pod);
    this.startWorker(pod);
  }

  private startWorker(pod: PodRecord): void {
    const podActor = this.podActor(pod);
    if (!podActor) return;
    // The worker spawns the pod's containers; it says when they have all stopped.
    const { world } = this;
    const worker = world.leanActor(kubeletMachine, { world, pod, podActor });
    this.workers.set(pod.uid, { worker, pod });
    startLean(worker);
    // Deleted between binding and the kubelet noticing: the worker goes straight to killing.
    if (pod.deletionTimestamp !== null || pod.removed) worker.send({ type: 'DELETION_OBSERVED' });
  }

  /**
   * nodeshutdown_manager_linux.go Admit: once shutdown has begun, a pod bound here is not
   * started but failed (reason NodeShutdown; Terminated in 1.21, #102840).
   */
  private reject(pod: PodRecord): void {
    if (pod.phase === 'Failed' || pod.deletionTimestamp !== null) return;
    const renamed = nodeShutdownReasonTerminated(this.world.v);
    this.podActor(pod)?.send({
      type: 'TERMINAL',
      phase: 'Failed',
      reason: renamed ? 'NodeShutdown' : 'Terminated',
      why: why(renamed ? 'nodeShutdownAdmit' : 'nodeShutdownAdmitBefore122'),
      lane: 'kubelet',
    });
  }

  /** Graceful node shutdown of every pod this kubelet runs; the node is off at the end. */
  shutdown(totalSeconds: Seconds, criticalSeconds: Seconds): void {
    this.shuttingDown = true;
    this.world.clock.after(secondsToMs(totalSeconds), () => (this.lost = true));
    const targets: ShutdownTarget[] = [];
    for (const [uid, { worker, pod }] of this.workers) {
      if (pod.removed || pod.phase === 'Succeeded' || pod.phase === 'Failed') continue;
      targets.push({
        pod,
        kill: (grace) => worker.send({ type: 'SHUTDOWN', grace, reason: 'shutdown' }),
        // Heard only from the shutdown on (XState keeps a Set for each event an actor is
        // listened to for: one a Pod for the whole run before): before it, no one waited.
        onStopped: (fn) => {
          if (!this.stopped.has(uid))
            listenable(worker).on('containersStopped', () => this.stopped.get(uid)?.());
          this.stopped.set(uid, fn);
        },
      });
    }
    shutDownNode(this.world, this.node, targets, totalSeconds, criticalSeconds);
  }

  /**
   * Node-pressure eviction of one pod (eviction_manager.go synchronize → evictPod): a
   * Warning `Evicted` event, then the kill with the hard-eviction grace.
   */
  evict(pod: PodRecord): boolean {
    const worker = this.workers.get(pod.uid)?.worker;
    if (!worker || this.lost || pod.removed || pod.phase === 'Succeeded' || pod.phase === 'Failed')
      return false;
    this.world.kubeEvent(
      'kubelet',
      pod.key,
      'Evicted',
      'The node was low on resource: memory. ',
      'Warning',
      versionNote('hardEvictionGrace', this.world.v),
    );
    const grace = hardEvictionGraceSeconds(
      this.world.v,
      pod.template.terminationGracePeriodSeconds,
    );
    worker.send({ type: 'SHUTDOWN', grace, reason: 'eviction' });
    return true;
  }

  /**
   * A container of this pod, for actions such as `exit` and `oomKill`: the pod worker's
   * child of that name (its snapshot's children, which XState keeps; not its context).
   */
  container(pod: PodRecord, name: string): ActorRefFrom<typeof containerMachine> | undefined {
    const worker = this.workers.get(pod.uid)?.worker;
    return worker?.getSnapshot().children[name] as
      ActorRefFrom<typeof containerMachine> | undefined;
  }
}
