// The status of each Pod as the API server holds it (conditions, container statuses), kept
// in plain code beside the machines from what they write, and a PodStatus trace event each
// time `kubectl get pods -w` would print a different line (printPod.ts computes the line).
// The writes reach it through World.emit; the three the trace does not carry (the kubelet's
// first status, a container's readiness, a container waiting out its back-off) are told.
import type { KubeVersion, PodTemplateModel } from '../../manifest/model/model.ts';
import type { SimClock } from '../../engine/clock.ts';
import type { PodStatusData, TraceEventData, TraceEventType } from '../../trace/types.ts';
import { printPod, type ContainerStatusView, type PodStatusView } from './printPod.ts';
import { killStatusKeepsContainers } from '../../versions/features.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface Entry {
  key: string;
  view: Mutable<PodStatusView> & {
    initStatuses: ContainerStatusView[];
    statuses: ContainerStatusView[];
  };
  template: PodTemplateModel;
  /** Each container's status by name (init and regular). */
  byName: Map<string, ContainerStatusView>;
  /** When each container last exited: the next run's lastState.terminated.finishedAt. */
  exitedAt: Map<string, number>;
  /** Containers whose next start RestartAllContainers has already counted as a restart. */
  counted: Set<string>;
  /** ≤1.21: a kubelet kill replaced the whole status; later container writes do not show. */
  frozen: boolean;
  /** ≤1.21: past its activeDeadlineSeconds every status write leaves the prober out. */
  unprobed: boolean;
  removed: boolean;
  last: PodStatusData | null;
}

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
  !killStatusKeepsContainers(v) && (reason === 'Evicted' || reason === 'Terminated');

/**
 * ≤1.21 generateAPIPodStatus returned at ShouldEvict, before probeManager.UpdatePodStatus:
 * a Pod past its deadline shows every container not ready.
 */
const deadlineSkipsProber = (v: KubeVersion, reason: string | null): boolean =>
  !killStatusKeepsContainers(v) && reason === 'DeadlineExceeded';

const waiting = (reason: string) => ({ kind: 'waiting' as const, reason });

export class PodStatusLines {
  private readonly pods = new Map<string, Entry>();
  private dirty = new Set<Entry>();

  constructor(private readonly io: StatusLinesInput) {}

  /** Every event about a Pod, as World.emit writes it. */
  observe<K extends TraceEventType>(type: K, key: string, data: TraceEventData[K]): void {
    if (type === 'PodCreated') return this.created(key);
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
        if (!e.frozen) this.exited(e, d.container!, d.exitCode!, d.reason!);
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
    const { initContainers, containers } = e.template;
    const reason = initContainers.length > 0 ? 'PodInitializing' : 'ContainerCreating';
    const status = (name: string, restartable: boolean, r: string): ContainerStatusView => {
      const s = { name, restartable, state: waiting(r), ready: false, started: false };
      const c = { ...s, restartCount: 0, lastFinishedAt: null };
      e.byName.set(name, c);
      return c;
    };
    e.view.initStatuses = initContainers.map((c) => status(c.name, c.sidecar, 'PodInitializing'));
    e.view.statuses = containers.map((c) => status(c.name, false, reason));
    e.view.initialized = initContainers.length === 0;
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
    for (const name of names) {
      const c = e.byName.get(name);
      if (!c || c.state.kind === 'waiting') continue;
      c.state = waiting('RestartingAllContainers');
      c.ready = false;
      c.started = false;
      c.restartCount++;
      c.lastFinishedAt = e.exitedAt.get(name) ?? this.io.clock.now;
      e.counted.add(name);
    }
    this.touch(e);
  }

  private created(key: string): void {
    const template = this.io.templateOf(key);
    if (!template) return;
    const e: Entry = {
      key,
      view: {
        phase: 'Pending',
        reason: null,
        deleted: false,
        readyCondition: false,
        initialized: false,
        specContainers: template.containers.length,
        specInitContainers: template.initContainers.length,
        specSidecars: template.initContainers.filter((c) => c.sidecar).length,
        initStatuses: [],
        statuses: [],
      },
      template,
      byName: new Map(),
      exitedAt: new Map(),
      counted: new Set(),
      frozen: false,
      unprobed: false,
      removed: false,
      last: null,
    };
    this.pods.set(key, e);
    this.touch(e);
  }

  private started(e: Entry, name: string): void {
    if (e.byName.size === 0) this.acknowledged(e.key);
    const c = e.byName.get(name);
    if (!c) return;
    const before = e.exitedAt.get(name);
    if (before !== undefined && !e.counted.delete(name)) {
      c.restartCount++;
      c.lastFinishedAt = before;
    }
    c.state = { kind: 'running' };
    // prober_manager.go UpdatePodStatus: a container with a startup probe is started only
    // once that probe has succeeded (startedUp).
    const spec = [...e.template.initContainers, ...e.template.containers].find(
      (x) => x.name === name,
    );
    c.started = !spec?.startupProbe;
    this.sidecarReady(e, c);
    this.updateInitialized(e);
  }

  /** The container's startup probe succeeded: it counts as started. */
  startedUp(key: string, name: string): void {
    const e = this.pods.get(key);
    const c = e?.byName.get(name);
    if (!e || !c || c.started || c.state.kind !== 'running' || e.frozen) return;
    c.started = true;
    this.sidecarReady(e, c);
    this.updateInitialized(e);
    this.touch(e);
  }

  /**
   * A sidecar has no readiness probe here: ready once started. Regular containers hear
   * from the prober (containerReady); a regular init container is not ready while it runs.
   */
  private sidecarReady(e: Entry, c: ContainerStatusView): void {
    if (c.restartable && c.started && !e.unprobed) c.ready = true;
  }

  private exited(e: Entry, name: string, exitCode: number, reason: string): void {
    const c = e.byName.get(name);
    if (!c) return;
    c.state = { kind: 'terminated', reason, exitCode, signal: 0 };
    c.ready = false;
    c.started = false;
    e.exitedAt.set(name, this.io.clock.now);
    this.updateInitialized(e);
  }

  /** status/generate.go GeneratePodInitializedCondition: init done, sidecars started; it stays. */
  private updateInitialized(e: Entry): void {
    if (e.view.initialized) return;
    e.view.initialized = e.view.initStatuses.every((c) =>
      c.restartable ? c.started : c.state.kind === 'terminated' && c.state.exitCode === 0,
    );
  }

  private touch(e: Entry): void {
    if (this.dirty.size === 0) this.io.clock.whenStepEnds(() => this.flush());
    this.dirty.add(e);
  }

  /** One line per Pod per step at most: the writes of one instant are one status update. */
  private flush(): void {
    const due = this.dirty;
    this.dirty = new Set();
    for (const e of due) {
      const line = printPod(this.io.v, e.view);
      const last = e.last;
      if (
        !last ||
        last.ready !== line.ready ||
        last.status !== line.status ||
        last.restarts !== line.restarts
      ) {
        e.last = line;
        this.io.write(e.key, line);
      }
      if (e.removed && this.pods.get(e.key) === e) this.pods.delete(e.key);
    }
  }
}
