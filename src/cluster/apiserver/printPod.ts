// What `kubectl get pods` shows of a Pod: READY, STATUS and RESTARTS, computed as the API
// server's table printer does (pkg/printers/internalversion/printers.go printPod; the
// server prints the table, so the scenario's version decides). Pure: the status as the API
// holds it in, the three columns out.
import type { KubeVersion } from '../../manifest/model/model.ts';
import type { PodStatusData } from '../../trace/types.ts';
import type { Phase } from './podStore.ts';
import { terminatingOnlyWhileRunning } from '../../versions/features.ts';

export type ContainerState =
  | { kind: 'waiting'; reason: string }
  | { kind: 'running' }
  /** `reason` may be '' (printPod then prints Signal:N or ExitCode:N). */
  | { kind: 'terminated'; reason: string; exitCode: number; signal: number };

/** One entry of status.containerStatuses / initContainerStatuses. */
export interface ContainerStatusView {
  name: string;
  /** A native sidecar (an init container with restartPolicy: Always). */
  restartable: boolean;
  state: ContainerState;
  ready: boolean;
  started: boolean;
  restartCount: number;
  /** lastState.terminated.finishedAt in ms, or null when it has not run before. */
  lastFinishedAt: number | null;
}

/** The parts of a Pod printPod reads. */
export interface PodStatusView {
  phase: Phase;
  /** status.reason: Evicted, DeadlineExceeded, Terminated, NodeLost, … */
  reason: string | null;
  /** metadata.deletionTimestamp is set. */
  deleted: boolean;
  /** The Ready condition is True. */
  readyCondition: boolean;
  /** A PodScheduled condition with reason SchedulingGated (spec.schedulingGates left). */
  schedulingGated?: boolean;
  /** The Initialized condition is True. */
  initialized: boolean;
  /** spec.containers.length. */
  specContainers: number;
  /** spec.initContainers.length. */
  specInitContainers: number;
  /** spec.initContainers that are native sidecars. */
  specSidecars: number;
  initStatuses: readonly ContainerStatusView[];
  statuses: readonly ContainerStatusView[];
}

/** pkg/util/node NodeUnreachablePodReason. */
const NODE_LOST = 'NodeLost';

const isTerminal = (p: Phase): boolean => p === 'Succeeded' || p === 'Failed';

/** A terminated state's word: its reason, else Signal:N or ExitCode:N. */
function terminatedWord(s: Extract<ContainerState, { kind: 'terminated' }>, prefix = ''): string {
  if (s.reason !== '') return `${prefix}${s.reason}`;
  return s.signal !== 0 ? `${prefix}Signal:${s.signal}` : `${prefix}ExitCode:${s.exitCode}`;
}

/** printers.go printPod: READY, STATUS, RESTARTS (and when the last restart's run ended). */
export function printPod(v: KubeVersion, pod: PodStatusView): PodStatusData {
  let restarts = 0;
  let sidecarRestarts = 0;
  let lastRestart: number | null = null;
  let lastSidecarRestart: number | null = null;
  const later = (a: number | null, b: number | null): number | null =>
    b === null ? a : a === null || b > a ? b : a;
  // Native sidecars count in READY (they exist from 1.28, when printPod learned them).
  const total = pod.specContainers + pod.specSidecars;
  let ready = 0;
  let reason = pod.reason ?? pod.phase;
  // printers.go printPod: a Pod that carries {type: PodScheduled, reason: SchedulingGated}.
  if (pod.schedulingGated) reason = 'SchedulingGated';

  // Init containers, in order: the first one not done decides (`Init:…`).
  let initializing = false;
  for (let i = 0; i < pod.initStatuses.length; i++) {
    const c = pod.initStatuses[i]!;
    restarts += c.restartCount;
    lastRestart = later(lastRestart, c.lastFinishedAt);
    if (c.restartable) {
      sidecarRestarts += c.restartCount;
      lastSidecarRestart = later(lastSidecarRestart, c.lastFinishedAt);
    }
    const s = c.state;
    if (s.kind === 'terminated' && s.exitCode === 0) continue;
    if (c.restartable && c.started) {
      if (c.ready) ready++;
      continue;
    }
    if (s.kind === 'terminated') reason = terminatedWord(s, 'Init:');
    else if (s.kind === 'waiting' && s.reason !== '' && s.reason !== 'PodInitializing')
      reason = `Init:${s.reason}`;
    else reason = `Init:${i}/${pod.specInitContainers}`;
    initializing = true;
    break;
  }

  if (!initializing || pod.initialized) {
    restarts = sidecarRestarts;
    lastRestart = lastSidecarRestart;
    let hasRunning = false;
    // From the last container to the first: the first container's state has the last word.
    for (let i = pod.statuses.length - 1; i >= 0; i--) {
      const c = pod.statuses[i]!;
      restarts += c.restartCount;
      lastRestart = later(lastRestart, c.lastFinishedAt);
      const s = c.state;
      if (s.kind === 'waiting' && s.reason !== '') reason = s.reason;
      else if (s.kind === 'terminated') reason = terminatedWord(s);
      else if (c.ready && s.kind === 'running') {
        hasRunning = true;
        ready++;
      }
    }
    // A completed container beside a running one: the Pod reads Running (or NotReady).
    if (reason === 'Completed' && hasRunning) reason = pod.readyCondition ? 'Running' : 'NotReady';
  }

  if (pod.deleted && pod.reason === NODE_LOST) reason = 'Unknown';
  else if (pod.deleted && !(terminatingOnlyWhileRunning(v) && isTerminal(pod.phase)))
    reason = 'Terminating';

  return {
    ready: `${ready}/${total}`,
    status: reason,
    restarts,
    lastRestartMs: restarts > 0 ? lastRestart : null,
  };
}
