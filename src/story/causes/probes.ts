// The kubelet's own doings, found once every other link is in: it starts a bound Pod's
// containers (pulling images, creating, starting: each recorded as an Event), probes them,
// kills a container whose liveness or startup probe failed, restarts what exited under the
// Pod's restartPolicy (after a back-off), and reports the phase.
import type { TraceEvent, TraceEventOf } from '../../trace/types.ts';
import { link, lastOf, nextOf, type Build } from './context.ts';
import { is, isKube, type LinkKind } from './types.ts';

/** The Events kuberuntime_manager.go SyncPod → startContainer records as it starts one. */
const STARTING = new Set([
  'Pulling',
  'Pulled',
  'Created',
  'Started',
  'Failed',
  'ErrImageNeverPull',
  'InspectFailed',
]);

/**
 * What made the kubelet start a container: the Pod bound to its node (kubelet.go
 * HandlePodAdditions → SyncPod), or a container's exit (computePodActions: the next init
 * container, or the same one again under restartPolicy).
 */
function startedBy(b: Build, e: TraceEvent, i: number): [number, LinkKind] {
  const trigger = lastOf(
    b,
    e.object,
    i - 1,
    (x) =>
      x.type === 'PodScheduled' ||
      (x.type === 'PodCreated' && x.data.node !== null) ||
      x.type === 'ContainerExited' ||
      failedStart(x),
  );
  const t = b.events[trigger];
  // A start that failed (an image never pulled) is tried again after a back-off
  // (kuberuntime_manager.go doBackOff); the Events of one try follow from its first.
  if (t && failedStart(t)) return [trigger, t.t === e.t ? 'start' : 'backoff'];
  const again =
    t?.type === 'ContainerExited' &&
    (e.type !== 'ContainerStarted' || e.data.container === t.data.container);
  return [trigger, again ? 'restart' : 'start'];
}

/** A Warning the kubelet records when a container could not be started. */
const failedStart = (x: TraceEvent): boolean =>
  x.type === 'KubeEvent' && STARTING.has(x.data.reason) && x.data.eventType === 'Warning';

/** Which probe an Unhealthy or Killing Event is about: `Liveness`, `Readiness`, `Startup`. */
const probeOf = (message: string): string | null =>
  /^(Liveness|Readiness|Startup) probe/.exec(message)?.[1] ??
  /failed (liveness|startup) probe/.exec(message)?.[1]?.replace(/^./, (c) => c.toUpperCase()) ??
  null;

/** The kubelet's own doings, once every other link is in: the Events it records, and what
 *  it did to the Pod's containers and status. */
export function kubeletOwn(b: Build, e: TraceEvent, i: number): void {
  if (e.type === 'KubeEvent') recorded(b, e, i);
  else didToPod(b, e, i);
}

/** An Event the kubelet records: a start's steps, a probe's failure, the deadline, a Killing,
 *  a back-off. */
function recorded(b: Build, e: TraceEventOf<'KubeEvent'>, i: number): void {
  const pod = e.object;
  const reason = e.data.reason;
  if (STARTING.has(reason)) {
    const [by, kind] = startedBy(b, e, i);
    link(b, by, i, kind);
  } else if (reason === 'Unhealthy')
    // prober_manager.go AddPod starts a worker per probe of a started container; worker.go
    // doProbe runs it every periodSeconds and records Unhealthy on each failure (a server
    // that got its stop signal fails its readiness probe until it exits).
    link(
      b,
      lastOf(b, pod, i, (x) => x.type === 'ContainerStarted' || x.type === 'SignalSent'),
      i,
      'probe',
    );
  else if (reason === 'DeadlineExceeded')
    // active_deadline.go: activeDeadlineSeconds counts from the Pod's start on its node.
    link(
      b,
      lastOf(
        b,
        pod,
        i,
        (x) => x.type === 'PodScheduled' || (x.type === 'PodCreated' && x.data.node !== null),
      ),
      i,
      'deadline',
    );
  else if (reason === 'Killing') killing(b, e, i);
  else if (reason === 'BackOff')
    // kuberuntime_manager.go doBackOff: a container that exited (or an image that failed to
    // pull) waits out its back-off before the next try.
    link(
      b,
      lastOf(
        b,
        pod,
        i,
        (x) =>
          x.type === 'ContainerExited' ||
          (x.type === 'KubeEvent' && STARTING.has(x.data.reason) && x.data.eventType === 'Warning'),
      ),
      i,
      'backoff',
    );
}

/** A Killing Event: a failed probe's, a deleted Pod's, or the record of another stop. */
function killing(b: Build, e: TraceEventOf<'KubeEvent'>, i: number): void {
  const pod = e.object;
  const probe = probeOf(e.data.message);
  if (probe !== null)
    // worker.go doProbe: failureThreshold failures in a row set the result Failure; the
    // kubelet's SyncPod (computePodActions) kills the container to restart it.
    link(
      b,
      lastOf(b, pod, i, (u) => isKube('Unhealthy')(u) && u.data.message.startsWith(probe)),
      i,
      'liveness',
    );
  else if (deletedStill(b, pod, i))
    // killPodWithSyncResult: one Killing per container of a deleted Pod, sidecars too.
    link(b, lastOf(b, pod, i, is('DeletionRequested')), i, 'kubelet');
  else {
    // Killing records a stop another cause led to (a deletion, a node's shutdown).
    const stop = nextOf(
      b,
      pod,
      i,
      (x) => x.t === e.t && (x.type === 'SignalSent' || x.type === 'PreStopStarted'),
    );
    const why = stop >= 0 ? b.into.get(stop)?.[0] : undefined;
    if (why) link(b, why.from, i, why.kind);
    else killedAlong(b, e, i);
  }
}

/** What the kubelet did to the Pod: started, stopped or saw exit a container, reported its
 *  phase, its readiness, a restart of all its containers. */
function didToPod(b: Build, e: TraceEvent, i: number): void {
  const pod = e.object;
  if (e.type === 'ContainerStarted') {
    const [by, kind] = startedBy(b, e, i);
    link(b, by, i, kind);
  } else if (e.type === 'PodPhaseChanged' && e.data.phase === 'Failed')
    // kubelet_pods.go getPhase: a deleted Pod whose containers stopped is terminal.
    link(
      b,
      lastOf(b, pod, i, (x) => x.type === 'ContainerExited' || x.type === 'DeletionRequested'),
      i,
      'status',
    );
  else if (e.type === 'PodPhaseChanged' && e.data.phase === 'Running')
    // kubelet_pods.go getPhase: Running once a container runs.
    link(b, lastOf(b, pod, i, is('ContainerStarted')), i, 'status');
  else if (e.type === 'PodConditionSet' && e.data.type === 'AllContainersRestarting')
    link(b, lastOf(b, pod, i, is('ContainerExited')), i, 'restart');
  else if (e.type === 'PodNotReady' && lastOf(b, pod, i, isKube('DeadlineExceeded')) >= 0)
    link(b, lastOf(b, pod, i, isKube('DeadlineExceeded')), i, 'deadline');
  else if (e.type === 'PodNotReady')
    // worker.go doProbe: failureThreshold readiness failures in a row set the result
    // Failure; status_manager.go SetContainerReadiness turns the Ready condition False.
    link(
      b,
      lastOf(b, pod, i, (u) => isKube('Unhealthy')(u) && u.data.message.startsWith('Readiness')),
      i,
      'probe',
    );
  else if (e.type === 'SignalSent' || e.type === 'PreStopStarted') killedAlong(b, e, i);
  else if (e.type === 'ContainerExited') {
    // The program ran to its end, or the kernel's OOM killer ended it over its memory limit.
    const c = e.data.container;
    const start = lastOf(
      b,
      pod,
      i,
      is('ContainerStarted', (s) => s.data.container === c),
    );
    link(b, start, i, e.data.reason === 'OOMKilled' ? 'oom' : 'exit');
  }
}

/** Whether the Pod was deleted and has not started a container since. */
const deletedStill = (b: Build, pod: string, i: number): boolean => {
  const deletion = lastOf(b, pod, i, is('DeletionRequested'));
  return deletion >= 0 && lastOf(b, pod, i, is('ContainerStarted')) < deletion;
};

/**
 * A stop of the kubelet's own: the Killing Event of the same moment says why (a failed probe);
 * a Pod whose regular containers ended has its sidecars stopped (kuberuntime_manager.go
 * computePodActions, SidecarContainers).
 */
function killedAlong(b: Build, e: TraceEvent, i: number): void {
  const killing = lastOf(b, e.object, i, (k) => isKube('Killing')(k) && k.t === e.t);
  const why = killing >= 0 ? b.into.get(killing)?.[0] : undefined;
  if (why) {
    link(b, why.from, i, why.kind);
    return;
  }
  // active_deadline.go: past activeDeadlineSeconds the kubelet fails the Pod and kills it.
  const deadline = lastOf(b, e.object, i, isKube('DeadlineExceeded'));
  if (deadline >= 0) {
    link(b, deadline, i, 'deadline');
    return;
  }
  // nodeshutdown_manager_linux.go processShutdownEvent: the node shutting down kills its
  // Pods by priority group, critical ones last (shutdownGracePeriodCriticalPods).
  const node = b.nodeOf.get(e.object);
  const shutdown = node ? lastOf(b, `Node/${node}`, i, isKube('Shutdown')) : -1;
  if (shutdown >= 0) {
    link(b, shutdown, i, 'shutdown');
    return;
  }
  // kuberuntime_manager.go (RestartAllContainers): a container's exit under a restart rule
  // restarts every container of the Pod, the others killed first.
  const all = lastOf(
    b,
    e.object,
    i,
    is('PodConditionSet', (c) => c.data.type === 'AllContainersRestarting' && c.t === e.t),
  );
  const exit = lastOf(b, e.object, i, is('ContainerExited'));
  if (all >= 0) link(b, exit, i, 'restart');
  else if (exit >= 0) link(b, exit, i, 'sidecar');
}
