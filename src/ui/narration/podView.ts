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
    const e = events[i]!;
    const d = e.data;
    if (e.type === 'PodCreated') {
      v = {
        name: e.object.slice(e.object.indexOf('/') + 1),
        createdAt: e.t,
        node: typeof d.node === 'string' ? d.node : null,
        phase: 'Pending',
        reason: null,
        ready: false,
        deletionTimestamp: null,
        removed: false,
        containerCount: typeof d.containers === 'number' ? d.containers : 1,
        containers: new Map(),
        restarts: 0,
        lastRestartAt: null,
      };
      continue;
    }
    if (!v) continue;
    const name = typeof d.container === 'string' ? d.container : '';
    switch (e.type) {
      case 'PodScheduled':
        v.node = String(d.node);
        break;
      case 'ContainerStarted':
        if (exitedAt.has(name)) {
          v.restarts++;
          v.lastRestartAt = exitedAt.get(name)!;
        }
        v.containers.set(name, { kind: 'running' });
        break;
      case 'ContainerExited':
        exitedAt.set(name, e.t);
        v.containers.set(name, {
          kind: 'terminated',
          exitCode: Number(d.exitCode),
          reason: String(d.reason),
        });
        break;
      case 'PodReady':
        v.ready = true;
        break;
      case 'PodNotReady':
        v.ready = false;
        break;
      case 'PodPhaseChanged':
        v.phase = String(d.phase);
        v.reason = typeof d.reason === 'string' ? d.reason : null;
        break;
      case 'DeletionRequested':
        v.deletionTimestamp = Number(d.deletionTimestamp);
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
