// The trace: podterm's output and the public contract (shared/spec/scenario-and-trace.md §3).
// Plain JSON, so the CLI prints it, the worker posts it and the timeline draws it alone.
// The `data` of each event type is in events.ts.
import type { TraceEventData } from './events.ts';
import { HOPS, type HopName } from './hops.ts';

export { HOPS, type HopName } from './hops.ts';

export type * from './events.ts';

export type Lane =
  | HopName
  | 'api-server'
  | 'kubelet'
  | 'container'
  | 'endpoints'
  | 'kube-proxy'
  | 'replicaset-controller'
  | 'deployment-controller'
  | 'job-controller'
  | 'cronjob-controller'
  | 'statefulset-controller'
  | 'daemonset-controller'
  | 'node'
  | 'scheduler'
  | 'traffic';

/** Every lane, in the order a person reads the story (traffic last). */
export const LANES: readonly Lane[] = [
  'api-server',
  'scheduler',
  'kubelet',
  'container',
  'endpoints',
  'kube-proxy',
  ...HOPS,
  'replicaset-controller',
  'deployment-controller',
  'job-controller',
  'cronjob-controller',
  'statefulset-controller',
  'daemonset-controller',
  'node',
  'traffic',
];

/** Every event type: the keys of the `data` map (events.ts), one `data` type each. */
export type TraceEventType = keyof TraceEventData;

/** The `data` of events of type `K`. */
export type DataOf<K extends TraceEventType> = TraceEventData[K];

/**
 * An event of type `K` (of any type when `K` is left out): a union discriminated on `type`,
 * so `switch (e.type)` narrows `e.data` to that type's fields.
 */
export type TraceEventOf<K extends TraceEventType = TraceEventType> = {
  [P in K]: {
    /** Milliseconds of virtual time from t=0. */
    t: number;
    lane: Lane;
    type: P;
    /** `Kind/name` of the object the event is about. */
    object: string;
    data: TraceEventData[P];
    /**
     * Optional: why it happened, in one sentence, and the Kubernetes function the rule
     * comes from. Extra fields are allowed by the contract ("more may be added"). The
     * writer keeps the key, undefined, on events without one (JSON drops it).
     */
    why?: string | undefined;
    /** Optional: what changed in this Kubernetes version to give this outcome, and what differed before. */
    changed?: string | undefined;
  };
}[K];

export type TraceEvent = TraceEventOf;

/** Narrows an event to one type: `events.filter((e) => isEvent(e, 'SignalSent'))`. */
export const isEvent = <K extends TraceEventType>(
  e: TraceEvent,
  type: K,
): e is Extract<TraceEvent, { type: K }> => e.type === type;

/** What one click may write to change an assumption (request-path assumptions only). */
export interface AssumptionChange {
  /** The Scenario key (`spec.dataPlane.ingress`). */
  path: string[];
  /** The values to offer. */
  values: (string | boolean)[];
  /** The value the run took, one of `values` (absent when none is, as a `via` not used). */
  current?: string | boolean;
}

export interface Assumption {
  object: string;
  /** The container it is about; for the request path, the hop (`aws-alb`), or ''. */
  container: string;
  text: string;
  /** What one click may write to change it (request-path assumptions only). */
  change?: AssumptionChange;
}

export interface Trace {
  podterm: 2;
  kubernetesVersion: string;
  durationMs: number;
  assumptions: Assumption[];
  /** Notices about the run itself (capped duration, event cap reached, ignored kinds). */
  notices?: string[];
  /** Present when a limit cut the run short: when, and how many events it had then. */
  cut?: { atMs: number; events: number };
  /** How much work the run took: state-machine transitions and clock steps. */
  stats?: { transitions: number; steps: number };
  events: TraceEvent[];
}
