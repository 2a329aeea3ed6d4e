// One Pod's status as the API server holds it (podStatusLines.ts keeps one per Pod): the
// view printPod.ts prints, and each container's status in it as the kubelet's status writes
// change it (kubelet_pods.go convertToAPIContainerStatuses, status/generate.go). Plain
// functions over the entry; PodStatusLines decides when a write happens and prints the line.
import type { ContainerModel, PodTemplateModel } from '../../manifest/model/model.ts';
import type { PodStatusData } from '../../trace/types.ts';
import type { ContainerState, ContainerStatusView, PodStatusView } from './printPod.ts';
import { LazyMap, LazySet } from '../../engine/lazy.ts';
import { SmallMap } from '../../engine/smallMap.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Entry {
  key: string;
  view: Mutable<PodStatusView> & {
    initStatuses: ContainerStatusView[];
    statuses: ContainerStatusView[];
  };
  template: PodTemplateModel;
  /** Each container's status by name (init and regular). */
  /** A SmallMap (engine/smallMap.ts): a Pod's few containers, without a hash table each. */
  byName: SmallMap<string, ContainerStatusView>;
  /** When each container last exited: the next run's lastState.terminated.finishedAt. */
  exitedAt: LazyMap<string, number>;
  /** Containers whose next start RestartAllContainers has already counted as a restart. */
  counted: LazySet<string>;
  /** ≤1.21: a kubelet kill replaced the whole status; later container writes do not show. */
  frozen: boolean;
  /** ≤1.21: past its activeDeadlineSeconds every status write leaves the prober out. */
  unprobed: boolean;
  removed: boolean;
  last: PodStatusData | null;
}

type Waiting = Readonly<Extract<ContainerState, { kind: 'waiting' }>>;

/**
 * A waiting state, one object per reason for every container that waits for it, and one
 * running state for all: a state is replaced, never written, and each container's was an
 * object of its own kept as long as its Pod.
 */
const WAITING = new Map<string, Waiting>();
export function waiting(reason: string): Waiting {
  let w = WAITING.get(reason);
  if (w === undefined) WAITING.set(reason, (w = Object.freeze({ kind: 'waiting', reason })));
  return w;
}
const RUNNING: ContainerState = Object.freeze({ kind: 'running' });

/**
 * The container statuses of a Pod the kubelet has not written yet: one frozen empty list
 * for every Pod (each status write makes new lists), not two of its own per Pod.
 */
const NO_STATUSES = Object.freeze([]) as unknown as ContainerStatusView[];

/** A Pod the API has just created: Pending, no container status yet. */
export function newEntry(key: string, template: PodTemplateModel): Entry {
  return {
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
      initStatuses: NO_STATUSES,
      statuses: NO_STATUSES,
    },
    template,
    byName: new SmallMap<string, ContainerStatusView>([]),
    // Lazy (engine/lazy.ts): most Pods' containers never exit before the Pod is removed.
    exitedAt: new LazyMap(),
    counted: new LazySet(),
    frozen: false,
    unprobed: false,
    removed: false,
    last: null,
  };
}

/**
 * The kubelet's first status of a Pod it admitted (kubelet_pods.go
 * convertToAPIContainerStatuses): every container waiting, ContainerCreating, or
 * PodInitializing when the Pod has init containers.
 */
export function acknowledge(e: Entry): void {
  const { initContainers, containers } = e.template;
  const reason = initContainers.length > 0 ? 'PodInitializing' : 'ContainerCreating';
  e.view.initStatuses = initContainers.map((c) =>
    waitingStatus(e, c.name, c.sidecar, 'PodInitializing'),
  );
  e.view.statuses = containers.map((c) => waitingStatus(e, c.name, false, reason));
  e.view.initialized = initContainers.length === 0;
}

/**
 * A container's first status, waiting for `r`, kept by name. A function of the module, not
 * one made at each call: the tsx the bench runs under names a function written at a named
 * place (esbuild keepNames), a call of its `__name` at every one made.
 */
function waitingStatus(
  e: Entry,
  name: string,
  restartable: boolean,
  r: string,
): ContainerStatusView {
  // Written out, not spread: a spread object gets a hidden class of its own in V8.
  const c: ContainerStatusView = {
    name,
    restartable,
    state: waiting(r),
    ready: false,
    started: false,
    restartCount: 0,
    lastFinishedAt: null,
  };
  e.byName.set(name, c);
  return c;
}

/**
 * RestartAllContainers removed the containers (kubelet_pods.go
 * convertToAPIContainerStatuses): each one that ran waits as RestartingAllContainers, its
 * lastState exit 137, its restartCount + 1 now (and not again when it starts).
 */
export function restartAllStatuses(e: Entry, names: readonly string[], now: number): void {
  for (const name of names) {
    const c = e.byName.get(name);
    if (!c || c.state.kind === 'waiting') continue;
    c.state = waiting('RestartingAllContainers');
    c.ready = false;
    c.started = false;
    c.restartCount++;
    c.lastFinishedAt = e.exitedAt.get(name) ?? now;
    e.counted.add(name);
  }
}

/** The container `name` of the template (init containers first), without an array a start. */
function specOf(t: PodTemplateModel, name: string): ContainerModel | undefined {
  for (const x of t.initContainers) if (x.name === name) return x;
  for (const x of t.containers) if (x.name === name) return x;
  return undefined;
}

/** A container of the Pod runs (again): its restart counted, started unless it has a startup probe. */
export function containerStarted(e: Entry, name: string): void {
  const c = e.byName.get(name);
  if (!c) return;
  const before = e.exitedAt.get(name);
  if (before !== undefined && !e.counted.delete(name)) {
    c.restartCount++;
    c.lastFinishedAt = before;
  }
  c.state = RUNNING;
  // prober_manager.go UpdatePodStatus: a container with a startup probe is started only
  // once that probe has succeeded (startedUp).
  c.started = !specOf(e.template, name)?.startupProbe;
  sidecarReady(e, c);
  updateInitialized(e);
}

/** The container's startup probe succeeded: it counts as started. */
export function containerStartedUp(e: Entry, c: ContainerStatusView): void {
  c.started = true;
  sidecarReady(e, c);
  updateInitialized(e);
}

/**
 * A sidecar has no readiness probe here: ready once started. Regular containers hear
 * from the prober (containerReady); a regular init container is not ready while it runs.
 */
function sidecarReady(e: Entry, c: ContainerStatusView): void {
  if (c.restartable && c.started && !e.unprobed) c.ready = true;
}

export function containerExited(
  e: Entry,
  name: string,
  exitCode: number,
  reason: string,
  now: number,
): void {
  const c = e.byName.get(name);
  if (!c) return;
  c.state = { kind: 'terminated', reason, exitCode, signal: 0 };
  c.ready = false;
  c.started = false;
  e.exitedAt.set(name, now);
  updateInitialized(e);
}

/** status/generate.go GeneratePodInitializedCondition: init done, sidecars started; it stays. */
function updateInitialized(e: Entry): void {
  if (e.view.initialized) return;
  e.view.initialized = e.view.initStatuses.every((c) =>
    c.restartable ? c.started : c.state.kind === 'terminated' && c.state.exitCode === 0,
  );
}
