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

// `0/1`, `1/1`, …: one string each, shared by every PodStatus line that prints it (a
// 5,000-replica rollout printed 40,000 of them, a copy each).
const READY_TEXTS: string[][] = [];
function readyText(ready: number, total: number): string {
  if (total > 32) return `${ready}/${total}`;
  const row = (READY_TEXTS[total] ??= []);
  return (row[ready] ??= `${ready}/${total}`);
}

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

/**
 * What printPod builds up as it walks the containers: READY's count, STATUS, RESTARTS, and
 * what the init containers' loop found (the Pod still initializing, the restartable init
 * containers' restarts).
 */
interface Row {
  ready: number;
  reason: string;
  restarts: number;
  lastRestart: number | null;
  initializing: boolean;
  sidecarRestarts: number;
  sidecarLastRestart: number | null;
}

const later = (a: number | null, b: number | null): number | null =>
  b === null ? a : a === null || b > a ? b : a;

/**
 * printPod's loop over the init containers, in order: the first one not done decides
 * (`Init:…`). Notes in `row` whether the Pod is initializing, and the restartable (sidecar)
 * init containers' restarts, the only ones that still count once it is initialized.
 */
function printInitContainers(pod: PodStatusView, row: Row): void {
  for (let i = 0; i < pod.initStatuses.length; i++) {
    const c = pod.initStatuses[i]!;
    row.restarts += c.restartCount;
    row.lastRestart = later(row.lastRestart, c.lastFinishedAt);
    if (c.restartable) {
      row.sidecarRestarts += c.restartCount;
      row.sidecarLastRestart = later(row.sidecarLastRestart, c.lastFinishedAt);
    }
    const s = c.state;
    if (s.kind === 'terminated' && s.exitCode === 0) continue;
    if (c.restartable && c.started) {
      if (c.ready) row.ready++;
      continue;
    }
    if (s.kind === 'terminated') row.reason = terminatedWord(s, 'Init:');
    else if (s.kind === 'waiting' && s.reason !== '' && s.reason !== 'PodInitializing')
      row.reason = `Init:${s.reason}`;
    else row.reason = `Init:${i}/${pod.specInitContainers}`;
    row.initializing = true;
    break;
  }
}

/**
 * printPod's loop over the containers, from the last to the first: the first container's
 * state has the last word; a completed container beside a running one reads Running (or
 * NotReady).
 */
function printContainers(pod: PodStatusView, row: Row): void {
  let hasRunning = false;
  for (let i = pod.statuses.length - 1; i >= 0; i--) {
    const c = pod.statuses[i]!;
    row.restarts += c.restartCount;
    row.lastRestart = later(row.lastRestart, c.lastFinishedAt);
    const s = c.state;
    if (s.kind === 'waiting' && s.reason !== '') row.reason = s.reason;
    else if (s.kind === 'terminated') row.reason = terminatedWord(s);
    else if (c.ready && s.kind === 'running') {
      hasRunning = true;
      row.ready++;
    }
  }
  if (row.reason === 'Completed' && hasRunning)
    row.reason = pod.readyCondition ? 'Running' : 'NotReady';
}

/** printers.go printPod: READY, STATUS, RESTARTS (and when the last restart's run ended). */
export function printPod(v: KubeVersion, pod: PodStatusView): PodStatusData {
  return lineOf(pod, printRow(v, pod, newRow()));
}

/**
 * printPod's line when its READY, STATUS or RESTARTS differ from `last`'s, else null: a
 * status update that prints the same line (most of them) makes no line to compare and drop.
 */
export function changedLine(
  v: KubeVersion,
  pod: PodStatusView,
  last: PodStatusData | null,
): PodStatusData | null {
  const row = printRow(v, pod, scratch);
  if (
    last !== null &&
    last.ready === readyText(row.ready, totalOf(pod)) &&
    last.status === row.reason &&
    last.restarts === row.restarts
  )
    return null;
  return lineOf(pod, row);
}

const newRow = (): Row => ({
  ready: 0,
  reason: '',
  restarts: 0,
  lastRestart: null,
  initializing: false,
  sidecarRestarts: 0,
  sidecarLastRestart: null,
});

/** changedLine's Row, filled anew at each call (the simulation runs on one thread). */
const scratch = newRow();

/** Native sidecars count in READY (they exist from 1.28, when printPod learned them). */
const totalOf = (pod: PodStatusView): number => pod.specContainers + pod.specSidecars;

/**
 * The lines without restarts, one object each by READY and STATUS, shared by every Pod and
 * PodStatus event that prints it: a 1,000-replica rollout printed 9,000 lines of six kinds,
 * each a copy the trace kept to the end of the run (past young-generation collections). A
 * line is never written once made (the trace's data, and changedLine's `last`, only read).
 */
const SHARED_LINES = new Map<string, Map<string, PodStatusData>>();

function lineOf(pod: PodStatusView, row: Row): PodStatusData {
  const ready = readyText(row.ready, totalOf(pod));
  if (row.restarts > 0)
    return { ready, status: row.reason, restarts: row.restarts, lastRestartMs: row.lastRestart };
  let byStatus = SHARED_LINES.get(ready);
  if (byStatus === undefined) SHARED_LINES.set(ready, (byStatus = new Map()));
  let line = byStatus.get(row.reason);
  if (line === undefined)
    byStatus.set(
      row.reason,
      (line = { ready, status: row.reason, restarts: 0, lastRestartMs: null }),
    );
  return line;
}

/** printers.go printPod's columns, worked out into `row`. */
function printRow(v: KubeVersion, pod: PodStatusView, row: Row): Row {
  row.ready = 0;
  row.reason = pod.reason ?? pod.phase;
  row.restarts = 0;
  row.lastRestart = null;
  row.initializing = false;
  row.sidecarRestarts = 0;
  row.sidecarLastRestart = null;
  // printers.go printPod: a Pod that carries {type: PodScheduled, reason: SchedulingGated}.
  if (pod.schedulingGated) row.reason = 'SchedulingGated';
  printInitContainers(pod, row);
  if (!row.initializing || pod.initialized) {
    row.restarts = row.sidecarRestarts;
    row.lastRestart = row.sidecarLastRestart;
    printContainers(pod, row);
  }
  if (pod.deleted && pod.reason === NODE_LOST) row.reason = 'Unknown';
  else if (pod.deleted && !(terminatingOnlyWhileRunning(v) && isTerminal(pod.phase)))
    row.reason = 'Terminating';
  return row;
}
