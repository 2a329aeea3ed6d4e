// The status of each Pod as the API server holds it (conditions, container statuses), kept
// in plain code beside the machines from what they write, and a PodStatus trace event each
// time `kubectl get pods -w` would print a different line (printPod.ts computes the line).
// The writes reach it through World.emit; the three the trace does not carry (the kubelet's
// first status, a container's readiness, a container waiting out its back-off) are told.
import type { KubeVersion, PodTemplateModel } from '../../manifest/model/model.ts';
import type { SimClock } from '../../engine/clock.ts';
import type { PodStatusData, TraceEventData, TraceEventType } from '../../trace/types.ts';
import { changedLine } from './printPod.ts';
import {
  acknowledge,
  containerExited,
  containerStarted,
  containerStartedUp,
  newEntry,
  restartAllStatuses,
  waiting,
  type Entry,
} from './podStatusEntry.ts';
import { killStatusKeepsContainers } from '../../versions/features.ts';

export interface StatusLinesInput {
  clock: SimClock;
  v: KubeVersion;
  /** The kubelet's status-update latency (no jitter: it must not draw from the seeded rng). */
  statusUpdateMs: number;
  /** The Pod's template, by `Pod/name`, when it is created. */
  templateOf: (key: string) => PodTemplateModel | undefined;
  write: (key: string, line: PodStatusData) => void;
}

/** ≤1.21 KillPodFunc took a whole v1.PodStatus (eviction, node shutdown): no container statuses. */
const wholeStatusKill = (v: KubeVersion, reason: string | null): boolean =>
  !killStatusKeepsContainers(v) && (reason === 'Evicted' || reason === 'Shutdown');

/**
 * ≤1.21 generateAPIPodStatus returned at ShouldEvict, before probeManager.UpdatePodStatus:
 * a Pod past its deadline shows every container not ready.
 */
const deadlineSkipsProber = (v: KubeVersion, reason: string | null): boolean =>
  !killStatusKeepsContainers(v) && reason === 'DeadlineExceeded';

/**
 * The events `observe` acts on: the others (the Events, probes, hooks, …), about half of
 * a Pod's, return before the Pod's entry is looked up in a map of every Pod.
 */
const OBSERVED: ReadonlySet<TraceEventType> = new Set<TraceEventType>([
  'ContainerStarted',
  'ContainerExited',
  'PodReady',
  'PodNotReady',
  'PodPhaseChanged',
  'DeletionRequested',
  'PodConditionSet',
  'PodScheduled',
  'PodRemoved',
]);

export class PodStatusLines {
  private readonly pods = new Map<string, Entry>();
  private dirty = new Set<Entry>();
  /** The other of two Sets taking turns as `dirty`: no new Set at each step's flush. */
  private spare = new Set<Entry>();

  constructor(private readonly io: StatusLinesInput) {}

  /** Every event about a Pod, as World.emit writes it. */
  observe<K extends TraceEventType>(type: K, key: string, data: TraceEventData[K]): void {
    if (type === 'PodCreated') return this.created(key);
    if (!OBSERVED.has(type)) return;
    const e = this.pods.get(key);
    if (!e) return;
    const d = data as Partial<
      TraceEventData['ContainerExited'] & TraceEventData['PodPhaseChanged']
    >;
    switch (type) {
      case 'ContainerStarted':
        if (!e.frozen) this.started(e, d.container!);
        break;
      case 'ContainerExited':
        if (!e.frozen) containerExited(e, d.container!, d.exitCode!, d.reason!, this.io.clock.now);
        break;
      case 'PodReady':
      case 'PodNotReady':
        e.view.readyCondition = type === 'PodReady';
        break;
      case 'PodPhaseChanged':
        e.view.phase = d.phase!;
        e.view.reason = d.reason ?? null;
        if (wholeStatusKill(this.io.v, e.view.reason)) {
          e.view.initStatuses = [];
          e.view.statuses = [];
          e.frozen = true;
        }
        if (deadlineSkipsProber(this.io.v, e.view.reason)) {
          e.unprobed = true;
          for (const c of e.byName.values()) c.ready = false;
        }
        break;
      case 'DeletionRequested':
        e.view.deleted = true;
        break;
      case 'PodConditionSet': {
        const c = data as TraceEventData['PodConditionSet'];
        if (c.type !== 'PodScheduled') return;
        // printers.go: SchedulingGated while the condition says so; a scheduler's
        // Unschedulable (gates removed, no node fits) replaces it, so STATUS is Pending.
        const gated = c.reason === 'SchedulingGated';
        if (!!e.view.schedulingGated === gated) return;
        e.view.schedulingGated = gated;
        break;
      }
      case 'PodScheduled':
        // The binding sets PodScheduled=True: the gate's condition is gone.
        if (!e.view.schedulingGated) return;
        e.view.schedulingGated = false;
        break;
      case 'PodRemoved':
        e.removed = true;
        break;
      default:
        return;
    }
    this.touch(e);
  }

  /**
   * The kubelet's first status of a Pod it admitted (kubelet_pods.go
   * convertToAPIContainerStatuses): every container waiting, ContainerCreating, or
   * PodInitializing when the Pod has init containers.
   */
  acknowledged(key: string): void {
    const e = this.pods.get(key);
    if (!e || e.byName.size > 0 || e.frozen) return;
    acknowledge(e);
    this.touch(e);
  }

  /** The prober's verdict on a regular container (prober_manager.go UpdatePodStatus). */
  containerReady(key: string, name: string, ready: boolean): void {
    const e = this.pods.get(key);
    const c = e?.byName.get(name);
    if (!e || !c || c.ready === ready || e.unprobed) return;
    c.ready = ready && c.state.kind === 'running';
    this.touch(e);
  }

  /**
   * A container waits out its restart back-off: the kubelet's next status shows it waiting,
   * CrashLoopBackOff (kuberuntime_manager.go doBackOff, through the reason cache), with the
   * run that just ended as its lastState.
   */
  backingOff(key: string, name: string): void {
    const e = this.pods.get(key);
    const at = e?.exitedAt.get(name);
    if (!e || at === undefined) return;
    this.io.clock.after(this.io.statusUpdateMs, () => {
      const c = e.byName.get(name);
      if (
        e.removed ||
        e.frozen ||
        !c ||
        c.state.kind !== 'terminated' ||
        e.exitedAt.get(name) !== at
      )
        return;
      c.state = waiting('CrashLoopBackOff');
      c.lastFinishedAt = at;
      this.touch(e);
    });
  }

  /**
   * A container whose image did not pull: the kubelet's next status shows it waiting with
   * the last sync's reason, ErrImagePull or ImagePullBackOff (kuberuntime_manager.go SyncPod
   * fills the reason cache; kubelet_pods.go convertToAPIContainerStatuses reads it).
   */
  pullWaiting(key: string, name: string, reason: string): void {
    const e = this.pods.get(key);
    if (!e) return;
    this.io.clock.after(this.io.statusUpdateMs, () => {
      const c = e.byName.get(name);
      if (e.removed || e.frozen || !c || c.state.kind !== 'waiting') return;
      if (c.state.reason === reason) return;
      c.state = waiting(reason);
      this.touch(e);
    });
  }

  /**
   * RestartAllContainers removed the containers (kubelet_pods.go
   * convertToAPIContainerStatuses): each one that ran waits as RestartingAllContainers, its
   * lastState exit 137, its restartCount + 1 now (and not again when it starts).
   */
  restartingAll(key: string, names: readonly string[]): void {
    const e = this.pods.get(key);
    if (!e || e.frozen) return;
    restartAllStatuses(e, names, this.io.clock.now);
    this.touch(e);
  }

  private created(key: string): void {
    const template = this.io.templateOf(key);
    if (!template) return;
    const e = newEntry(key, template);
    this.pods.set(key, e);
    this.touch(e);
  }

  private started(e: Entry, name: string): void {
    if (e.byName.size === 0) this.acknowledged(e.key);
    containerStarted(e, name);
  }

  /** The container's startup probe succeeded: it counts as started. */
  startedUp(key: string, name: string): void {
    const e = this.pods.get(key);
    const c = e?.byName.get(name);
    if (!e || !c || c.started || c.state.kind !== 'running' || e.frozen) return;
    containerStartedUp(e, c);
    this.touch(e);
  }

  private touch(e: Entry): void {
    if (this.dirty.size === 0) this.io.clock.whenStepEnds(this.flushNow);
    this.dirty.add(e);
  }

  /** flush, made once: a step that touches a Pod's status asks for it. */
  private readonly flushNow = (): void => this.flush();

  /** One line per Pod per step at most: the writes of one instant are one status update. */
  private flush(): void {
    const due = this.dirty;
    this.dirty = this.spare;
    for (const e of due) {
      const line = changedLine(this.io.v, e.view, e.last);
      if (line !== null) {
        e.last = line;
        this.io.write(e.key, line);
      }
      if (e.removed && this.pods.get(e.key) === e) this.pods.delete(e.key);
    }
    due.clear();
    this.spare = due;
  }
}
