// `kubectl get pods`, read from a trace: each PodStatus line (READY, STATUS, RESTARTS as the
// API server's printPod computed them in the simulation) as kubectl prints its row, with
// AGE and the `(42s ago)` of RESTARTS worked out at the moment it is printed.
import { secondsText } from '../trace/units.ts';
import type { Trace, TraceEvent, TraceEventOf } from '../trace/types.ts';
import { traceVersion, type KubeVersion } from '../versions/version.ts';
import { restartsSayWhen } from '../versions/features.ts';
import { alignColumns, alignedLines, humanDuration } from './format.ts';

export interface PodRow {
  name: string;
  ready: string;
  status: string;
  restarts: string;
  age: string;
}

export const POD_HEADER = ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'] as const;

type StatusLine = TraceEventOf<'PodStatus'>;

const nameOf = (object: string): string => object.slice(object.indexOf('/') + 1);

/** The row of a PodStatus line printed at `now` for a Pod created at `createdAt`. */
export function podRow(line: StatusLine, createdAt: number, v: KubeVersion, now = line.t): PodRow {
  const { ready, status, restarts, lastRestartMs } = line.data;
  return {
    name: nameOf(line.object),
    ready,
    status,
    restarts:
      restarts > 0 && lastRestartMs !== null && restartsSayWhen(v)
        ? `${restarts} (${humanDuration(now - lastRestartMs)} ago)`
        : `${restarts}`,
    age: humanDuration(now - createdAt),
  };
}

export const podCells = (r: PodRow): string[] => [r.name, r.ready, r.status, r.restarts, r.age];

/** `kubectl get pods` for these rows, aligned as kubectl's tabwriter aligns them. */
export const formatPodTable = (rows: readonly PodRow[]): string =>
  alignColumns([[...POD_HEADER], ...rows.map(podCells)]);

/** Each line `kubectl get pods -w` prints over the run (started before it), with its time. */
export function podWatch(trace: Trace): { t: number; row: PodRow }[] {
  const v = traceVersion(trace);
  const created = new Map<string, number>();
  const out: { t: number; row: PodRow }[] = [];
  for (const e of trace.events) {
    if (e.type === 'PodCreated') created.set(e.object, e.t);
    else if (e.type === 'PodStatus')
      out.push({ t: e.t, row: podRow(e, created.get(e.object) ?? e.t, v) });
  }
  return out;
}

/** Virtual time as the first column: `12.345s`. */
export const virtualTime = (t: number): string => `${secondsText(t, 3)}s`;

/**
 * The CLI's `--format pods`: kubectl's header and lines, each line's virtual time in a first
 * column (`TIME`) that `sed -E 's/^\S+\s+//'` strips, leaving kubectl's own columns.
 */
export function formatPodWatch(trace: Trace): string {
  return [...podWatchLines(trace)].map((l) => `${l}\n`).join('');
}

/** The lines of `--format pods`, one at a time (the CLI streams them). */
export function podWatchLines(trace: Trace): Generator<string> {
  return alignedLines([
    ['TIME', ...POD_HEADER],
    ...podWatch(trace).map(({ t, row }) => [virtualTime(t), ...podCells(row)]),
  ]);
}

/**
 * `kubectl get pod NAME` at `t` from the Pod's own events (PodCreated, PodStatus,
 * PodRemoved, in time order; events at `t` included): null before it exists or once gone.
 */
export function podRowAt(events: readonly TraceEvent[], t: number, v: KubeVersion): PodRow | null {
  let created: number | null = null;
  let line: StatusLine | null = null;
  for (const e of events) {
    if (e.t > t) break;
    if (e.type === 'PodCreated') {
      created = e.t;
      line = null;
    } else if (e.type === 'PodStatus') line = e;
    else if (e.type === 'PodRemoved') created = null;
  }
  return created === null || line === null ? null : podRow(line, created, v, t);
}
