// `kubectl get pod` for one Pod, as kubectl prints it: NAME READY STATUS RESTARTS AGE
// (pkg/printers/internalversion/printers.go printPod).
import { humanDuration } from './humanDuration.ts';
import { alignColumns } from './table.ts';
import type { PodView } from './podView.ts';

export interface PodRow {
  name: string;
  ready: string;
  status: string;
  restarts: string;
  age: string;
}

/** printPod's STATUS: phase or reason, then the containers', then Terminating. */
export function podStatus(v: PodView): string {
  let reason = v.reason ?? v.phase;
  if (v.containers.size === 0 && v.phase === 'Pending' && v.node !== null && !v.reason)
    reason = 'ContainerCreating';
  let hasRunning = false;
  // printPod walks the statuses from the last to the first: the first container's wins.
  for (const state of [...v.containers.values()].reverse()) {
    if (state.kind === 'waiting') reason = state.reason;
    else if (state.kind === 'terminated') reason = state.reason;
    else if (v.ready) hasRunning = true;
  }
  if (reason === 'Completed' && hasRunning) reason = v.ready ? 'Running' : 'NotReady';
  if (v.deletionTimestamp !== null) reason = 'Terminating';
  return reason;
}

export function podRow(v: PodView, now: number): PodRow {
  const running = [...v.containers.values()].filter((s) => s.kind === 'running').length;
  const ready = v.ready ? running : 0;
  const restarts =
    v.restarts > 0 && v.lastRestartAt !== null
      ? `${v.restarts} (${humanDuration(now - v.lastRestartAt)} ago)`
      : `${v.restarts}`;
  return {
    name: v.name,
    ready: `${ready}/${v.containerCount}`,
    status: podStatus(v),
    restarts,
    age: humanDuration(now - v.createdAt),
  };
}

/** The header and the row, aligned the way kubectl's tabwriter does it (3 spaces). */
export function formatPodTable(rows: readonly PodRow[]): string {
  return alignColumns([
    ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'],
    ...rows.map((r) => [r.name, r.ready, r.status, r.restarts, r.age]),
  ]);
}
