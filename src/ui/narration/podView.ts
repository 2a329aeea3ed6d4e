// A Pod as the API shows it at a moment, rebuilt from the trace alone (the contract: a
// trace is complete). What `kubectl get pod` and the narration read.
import type { Trace, TraceEvent } from '../../trace/types.ts';

export type ContainerState =
  | { kind: 'waiting'; reason: 'ContainerCreating' | 'CrashLoopBackOff' | 'PodInitializing' }
  | { kind: 'running' }
  | { kind: 'terminated'; exitCode: number; reason: string };

export interface PodView {
  name: string;
  createdAt: number;
  node: string | null;
  phase: string;
  /** status.reason (Evicted, DeadlineExceeded, Terminated…). */
  reason: string | null;
  ready: boolean;
  deletionTimestamp: number | null;
  removed: boolean;
  /** READY's denominator (regular containers and native sidecars). */
  containerCount: number;
  /** In the order they first started. */
  containers: Map<string, ContainerState>;
  restarts: number;
  /** When the last restarted container had terminated (RESTARTS "n (age ago)"). */
  lastRestartAt: number | null;
}

/** The events of each object, in time order: built once per trace. */
export function eventsByObject(trace: Trace): Map<string, TraceEvent[]> {
  const out = new Map<string, TraceEvent[]>();
  for (const e of trace.events) {
    let list = out.get(e.object);
    if (!list) out.set(e.object, (list = []));
    list.push(e);
  }
  return out;
}

/** The pod `key` (`Pod/name`) at time `t` (events at `t` included), or null before it exists. */
export function podViewAt(events: readonly TraceEvent[], t: number): PodView | null {
  let v: PodView | null = null;
  const exitedAt = new Map<string, number>();
  for (let i = 0; i < events.length && events[i]!.t <= t; i++) {
    const { type, data: d, t: at, object } = events[i]!;
    if (type === 'PodCreated') {
      v = {
        name: object.slice(object.indexOf('/') + 1),
        createdAt: at,
        node: d.node,
        phase: 'Pending',
        reason: null,
        ready: false,
        deletionTimestamp: null,
        removed: false,
        containerCount: d.containers,
        containers: new Map(),
        restarts: 0,
        lastRestartAt: null,
      };
      continue;
    }
    if (!v) continue;
    switch (type) {
      case 'PodScheduled':
        v.node = d.node;
        break;
      case 'ContainerStarted': {
        const restartedAfter = exitedAt.get(d.container);
        if (restartedAfter !== undefined) {
          v.restarts++;
          v.lastRestartAt = restartedAfter;
        }
        v.containers.set(d.container, { kind: 'running' });
        break;
      }
      case 'ContainerExited':
        exitedAt.set(d.container, at);
        v.containers.set(d.container, {
          kind: 'terminated',
          exitCode: d.exitCode,
          reason: d.reason,
        });
        break;
      case 'PodReady':
        v.ready = true;
        break;
      case 'PodNotReady':
        v.ready = false;
        break;
      case 'PodPhaseChanged':
        v.phase = d.phase;
        v.reason = d.reason;
        break;
      case 'DeletionRequested':
        v.deletionTimestamp = d.deletionTimestamp;
        break;
      case 'PodRemoved':
        v.removed = true;
        break;
    }
  }
  if (v) markRestarting(v, events, t);
  return v;
}

/** A terminated container that the trace shows starting again later is waiting in back-off. */
function markRestarting(v: PodView, events: readonly TraceEvent[], t: number): void {
  for (const [name, state] of v.containers) {
    if (state.kind !== 'terminated') continue;
    const again = events.some(
      (e) => e.t > t && e.type === 'ContainerStarted' && e.data.container === name,
    );
    if (again && v.restarts > 0)
      v.containers.set(name, { kind: 'waiting', reason: 'CrashLoopBackOff' });
  }
}
