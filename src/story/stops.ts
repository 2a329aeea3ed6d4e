// Lesson stops: the run's key moments, derived from the trace, that a presenter steps
// through with Enter (zoom to it, a large caption, reveal only up to it). For a Pod that
// stops: the action, deletionTimestamp, preStop, the stop signal, the first refused
// request, the endpoint leaving, each node's kube-proxy update, each hop's sync that stops
// sending it new requests, the exit or SIGKILL and the replacement Ready. For a Job: each Pod failure, the replacement after the back-off, and
// each condition.
import type { Trace, TraceEvent } from '../trace/types.ts';
import { focusPod, replacementOf } from './focus.ts';
import { perTrace } from './perTrace.ts';

export type StopKind =
  | 'action'
  | 'deletion'
  | 'preStop'
  | 'signal'
  | 'kill'
  | 'firstRefused'
  | 'endpointRemoved'
  | 'proxyUpdated'
  | 'hopUpdated'
  | 'exit'
  | 'replacementReady'
  | 'podFailed'
  | 'retry'
  | 'jobCondition';

export interface LessonStop {
  t: number;
  /** Index into trace.events of the event the stop is about. */
  index: number;
  kind: StopKind;
}

function podStopKind(e: TraceEvent, seen: Set<string>): StopKind | null {
  switch (e.type) {
    case 'ActionApplied':
      return 'action';
    case 'DeletionRequested':
      return seen.has('deletion') ? null : 'deletion';
    case 'PreStopStarted':
      return 'preStop';
    case 'SignalSent':
      return e.data.signal === 'SIGKILL' ? 'kill' : 'signal';
    case 'EndpointRemoved':
      return 'endpointRemoved';
    case 'EndpointChanged':
      return e.data.serving === false && e.data.terminating === true && !seen.has('endpointRemoved')
        ? 'endpointRemoved'
        : null;
    case 'ContainerExited':
      return 'exit';
    default:
      return null;
  }
}

export function lessonStops(trace: Trace): LessonStop[] {
  const events = trace.events;
  const pod = focusPod(trace);
  const replacement = pod ? replacementOf(trace, pod) : null;
  const stops: LessonStop[] = [];
  const seen = new Set<string>();
  /** The endpoint stopped taking connections: each node's next rules update is a stop. */
  let endpointGone = false;
  const proxied = new Set<string>();
  /** Hops that sent the focus Pod new requests, until their sync that stops (one stop each). */
  const hopsRouting = new Set<string>();
  const podName = pod?.slice('Pod/'.length) ?? null;
  let jobFailures = 0;
  const add = (index: number, kind: StopKind, once = true): void => {
    if (once && seen.has(kind)) return;
    seen.add(kind);
    stops.push({ t: events[index]!.t, index, kind });
  };
  events.forEach((e, i) => {
    if (e.type === 'ActionApplied') return add(i, 'action', false);
    if (e.type === 'RequestFailed') return add(i, 'firstRefused');
    if (e.type === 'JobConditionSet') return add(i, 'jobCondition', false);
    if (e.type === 'PodPhaseChanged' && e.data.phase === 'Failed' && isJobPod(trace, e.object)) {
      jobFailures++;
      return add(i, 'podFailed', false);
    }
    if (e.type === 'PodCreated' && jobFailures > 0 && isJobPod(trace, e.object))
      return add(i, 'retry', false);
    if (e.type === 'ProxyRulesUpdated' && endpointGone) {
      const node = e.data.node;
      if (!proxied.has(node)) {
        proxied.add(node);
        stops.push({ t: e.t, index: i, kind: 'proxyUpdated' });
      }
      return;
    }
    if (e.type === 'HopSynced' && podName !== null) {
      if (e.data.backends.includes(podName)) hopsRouting.add(e.lane);
      else if (hopsRouting.delete(e.lane)) stops.push({ t: e.t, index: i, kind: 'hopUpdated' });
      return;
    }
    if (replacement && e.object === replacement && e.type === 'PodReady')
      return add(i, 'replacementReady');
    if (e.object !== pod) return;
    const kind = podStopKind(e, seen);
    if (!kind) return;
    if (kind === 'endpointRemoved') endpointGone = true;
    add(i, kind, kind !== 'exit' && kind !== 'signal');
  });
  return stops;
}

const jobPods = new WeakMap<Trace, Set<string>>();

/** Pods a Job owns (PodCreated's owner), once per trace. */
function isJobPod(trace: Trace, pod: string): boolean {
  let set = jobPods.get(trace);
  if (!set) {
    set = new Set(
      trace.events
        .filter((e) => e.type === 'PodCreated' && (e.data.owner ?? '').startsWith('Job/'))
        .map((e) => e.object),
    );
    jobPods.set(trace, set);
  }
  return set.has(pod);
}

/** lessonStops, once per trace. */
export const lessonStopsOf = perTrace(lessonStops);
