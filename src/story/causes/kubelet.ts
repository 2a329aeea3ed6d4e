// The kubelet's reactions (and the scheduler's, which hands it new Pods): it stops a deleted
// Pod's containers (preStop, stop signal, SIGKILL, exit), reports status (Ready, phase),
// removes the terminated Pod, starts new ones, and kills Pods of its own accord.
import type { TraceEvent } from '../../trace/types.ts';
import { link, lastOf, nextOf, of, type Build, type Reaction, type Reactions } from './context.ts';
import { is, isKube, type Pred } from './types.ts';

const containerOf = (e: TraceEvent): string | null =>
  e.type === 'PreStopStarted' ||
  e.type === 'PreStopFinished' ||
  e.type === 'SignalSent' ||
  e.type === 'ContainerExited' ||
  e.type === 'ContainerStarted'
    ? e.data.container
    : null;

const KILL = 'SIGKILL';
const isStopSignal = (e: TraceEvent): boolean => e.type === 'SignalSent' && e.data.signal !== KILL;

/** The search for event `i`'s object's next event that passes a test. */
const after =
  (b: Build, e: TraceEvent, i: number) =>
  (pred: Pred): number =>
    nextOf(b, e.object, i, pred);

const deleted: Reaction<'DeletionRequested'> = (b, e, i) => {
  const pod = e.object;
  const next = after(b, e, i);
  // The kubelet's pod worker sees the deletionTimestamp (kubelet.go HandlePodUpdates →
  // SyncTerminatingPod → killPod): it records Killing and stops each container, its preStop
  // hook first (kuberuntime_container.go killContainer).
  link(b, i, next(isKube('Killing')), 'kubelet');
  const containers = new Set<string>();
  for (const j of of(b, pod)) {
    const c = j > i ? containerOf(b.events[j]!) : null;
    if (c !== null) containers.add(c);
  }
  for (const c of containers) {
    const hook = next(is('PreStopStarted', (h) => h.data.container === c));
    const signal = next((s) => isStopSignal(s) && containerOf(s) === c);
    const kill = next(is('SignalSent', (s) => s.data.container === c));
    const first = [hook, signal, kill].filter((k) => k >= 0).sort((x, y) => x - y)[0];
    if (first !== undefined) link(b, i, first, 'kubelet');
  }
};

const preStop: Reaction<'PreStopStarted' | 'PreStopFinished'> = (b, e, i) => {
  const next = after(b, e, i);
  // killContainer: executePreStopHook runs to its end (or the grace), then StopContainer.
  const c = e.data.container;
  const finished =
    e.type === 'PreStopStarted' ? next(is('PreStopFinished', (f) => f.data.container === c)) : -1;
  const signal = next(is('SignalSent', (s) => s.data.container === c));
  link(b, i, finished >= 0 && (signal < 0 || finished < signal) ? finished : signal, 'preStop');
  // executePreStopHook: a hook that fails is recorded as FailedPreStopHook.
  const failedHook = e.type === 'PreStopStarted' ? next(isKube('FailedPreStopHook')) : -1;
  if (failedHook >= 0 && (signal < 0 || failedHook < signal)) link(b, i, failedHook, 'preStop');
};

const signalled: Reaction<'SignalSent'> = (b, e, i) => {
  const next = after(b, e, i);
  const c = e.data.container;
  const exit = next(is('ContainerExited', (x) => x.data.container === c));
  if (e.data.signal === KILL) {
    link(b, i, exit, 'exit');
    return;
  }
  // The runtime's StopContainer(timeout): SIGKILL when the process outlives it.
  const kill = next(is('SignalSent', (s) => s.data.container === c && s.data.signal === KILL));
  if (kill >= 0 && (exit < 0 || kill < exit)) link(b, i, kill, 'grace');
  else link(b, i, exit, 'exit');
  // prober_manager.go: readiness probes go on while the Pod terminates; a server that
  // closed its listener on the signal fails them.
  const probe = next((p) => isKube('Unhealthy')(p) && (exit < 0 || p.t <= b.events[exit]!.t));
  link(b, i, probe, 'status');
};

const exited: Reaction<'ContainerExited'> = (b, e, i) => {
  const next = after(b, e, i);
  // status.go generatePodReadyCondition: a container not running makes the Pod not Ready.
  const notReady = next(is('PodNotReady'));
  if (notReady >= 0 && b.events[notReady]!.t === e.t) link(b, i, notReady, 'status');
  // kubelet_pods.go getPhase: the phase is terminal once no container runs or will run.
  const phase = next(is('PodPhaseChanged', (p) => p.data.phase !== 'Running'));
  const another = next(is('ContainerExited'));
  if (phase >= 0 && (another < 0 || another > phase)) link(b, i, phase, 'status');
};

const phaseChanged: Reaction<'PodPhaseChanged'> = (b, e, i) => {
  if (e.data.phase !== 'Succeeded' && e.data.phase !== 'Failed') return;
  // status_manager.go syncPod: a Pod with a deletionTimestamp whose containers are
  // gone is deleted by the kubelet (canBeDeleted, then Delete with grace 0).
  if (lastOf(b, e.object, i, is('DeletionRequested')) >= 0)
    link(b, i, nextOf(b, e.object, i, is('PodRemoved')), 'removed');
};

const created: Reaction<'PodCreated'> = (b, e, i) => {
  const next = after(b, e, i);
  // schedule_one.go: the scheduler binds a Pod without a node; the kubelet of the
  // node then starts it (kubelet.go SyncPod).
  link(b, i, next(is('PodScheduled')), 'start');
  if (e.data.node) link(b, i, next(is('ContainerStarted')), 'start');
};

const scheduled: Reaction<'PodScheduled'> = (b, e, i) =>
  link(b, i, nextOf(b, e.object, i, is('ContainerStarted')), 'start');

const started: Reaction<'ContainerStarted'> = (b, e, i) => {
  const next = after(b, e, i);
  // status.go generatePodReadyCondition: Ready once every container runs (and is ready).
  const ready = next(is('PodReady'));
  const again = next(is('ContainerStarted'));
  if (ready >= 0 && (again < 0 || again > ready)) link(b, i, ready, 'status');
};

const backOff: Reaction<'KubeEvent'> = (b, e, i) => {
  if (e.data.reason === 'BackOff')
    link(b, lastOf(b, e.object, i, is('ContainerExited')), i, 'exit');
};

export const kubeletReactions: Reactions = {
  DeletionRequested: deleted,
  PreStopStarted: preStop,
  PreStopFinished: preStop,
  SignalSent: signalled,
  ContainerExited: exited,
  PodPhaseChanged: phaseChanged,
  PodCreated: created,
  PodScheduled: scheduled,
  ContainerStarted: started,
  KubeEvent: backOff,
};

/** The kubelet's own reason to kill a Pod: a failed phase with a reason, or DisruptionTarget. */
const killedFor = (w: TraceEvent): boolean =>
  (w.type === 'PodPhaseChanged' && w.data.phase === 'Failed' && w.data.reason !== null) ||
  (w.type === 'PodConditionSet' && w.data.type === 'DisruptionTarget');

/**
 * The kubelet stops containers of its own accord too: past activeDeadlineSeconds
 * (active_deadline.go), evicting under node pressure (eviction_manager.go), shutting the node
 * down (nodeshutdown_manager_linux.go); it writes the Pod's failed phase or DisruptionTarget
 * condition, then kills the Pod (killPod). Run once every other link is in: only stops
 * nothing else led to are the kubelet's own.
 */
export function kubeletKills(b: Build): void {
  b.events.forEach((e, i) => {
    if (b.into.has(i) || (e.type !== 'SignalSent' && e.type !== 'PreStopStarted')) return;
    if (e.type === 'SignalSent' && e.data.signal === KILL) return;
    const why = lastOf(b, e.object, i, killedFor);
    const started = lastOf(b, e.object, i, is('ContainerStarted'));
    if (why > started) {
      link(b, why, i, 'kubelet');
      link(b, why, nextOf(b, e.object, why, isKube('Killing')), 'kubelet');
    }
  });
}
