// What every component's reactions share while the links of one trace are built: the links
// so far, where to look for each object's events, and what earlier reactions claimed.
import type { Trace, TraceEvent, TraceEventOf, TraceEventType } from '../../trace/types.ts';
import { isKube, lastIn, nextIn, push, type Link, type LinkKind, type Pred } from './types.ts';

export interface Build {
  events: readonly TraceEvent[];
  into: Map<number, Link[]>;
  out: Map<number, Link[]>;
  // Where to look: each object's events, kube-proxy's syncs per (node, Service), each hop's
  // syncs per Service, Pods' owners and nodes.
  byObject: Map<string, number[]>;
  proxySyncs: Map<string, number[]>;
  hopSyncs: Map<string, number[]>;
  proxyNodes: Set<string>;
  hopLanes: Set<string>;
  owner: Map<string, string>;
  nodeOf: Map<string, string>;
  setsOf: Map<string, number[]>;
  /** ReplicaSet → its Deployment; a ReplicaSet's name → its ScalingReplicaSet Events. */
  ownerOfSet: Map<string, string>;
  scalings: Map<string, number[]>;
  deletionsOf: Map<string, number[]>;
  /** Pods a replacement or a scale-up already accounts for. */
  claimedCreates: Set<number>;
  /** (cause, kind, reason) of failed requests linked so far: the first of each is a step. */
  firstFailure: Set<string>;
  /** The last sync that left a Service without endpoints, per (kube-proxy or hop, Service). */
  emptySince: Map<string, number>;
  /** The last ActionApplied so far, or -1. */
  action: number;
  /** Events of Nodes (NodeNotReady, NodeSchedulable…) so far. */
  nodeEvents: number[];
}

/** How one component reacts to an event of type `K` it watched (event `i` of the trace). */
export type Reaction<K extends TraceEventType> = (b: Build, e: TraceEventOf<K>, i: number) => void;
export type Reactions = { [K in TraceEventType]?: Reaction<K> };

/** Links `from` → `to` once (a second link between the same two events adds nothing). */
export function link(b: Build, from: number, to: number, kind: LinkKind, first = true): void {
  if (from < 0 || to < 0 || from === to) return;
  if (b.into.get(to)?.some((l) => l.from === from)) return;
  const l: Link = { from, to, kind, first };
  push(b.into, to, l);
  push(b.out, from, l);
}

export const of = (b: Build, object: string): number[] => b.byObject.get(object) ?? [];
export const nextOf = (b: Build, object: string, after: number, pred: Pred): number =>
  nextIn(b.events, of(b, object), after, pred);
export const lastOf = (b: Build, object: string, at: number, pred: Pred): number =>
  lastIn(b.events, of(b, object), at, pred);

/** "Scaled up replica set web-6c7f9 from 0 to 3" → `web-6c7f9` (deployment/sync.go scaleReplicaSet). */
export const scaledSet = (message: string): string | null =>
  /replica set (\S+)/.exec(message)?.[1] ?? null;

/** A build with no links yet and every index read off the trace. */
export function newBuild(trace: Trace): Build {
  const b: Build = {
    events: trace.events,
    into: new Map(),
    out: new Map(),
    byObject: new Map(),
    proxySyncs: new Map(),
    hopSyncs: new Map(),
    proxyNodes: new Set(),
    hopLanes: new Set(),
    owner: new Map(),
    nodeOf: new Map(),
    setsOf: new Map(),
    ownerOfSet: new Map(),
    scalings: new Map(),
    deletionsOf: new Map(),
    claimedCreates: new Set(),
    firstFailure: new Set(),
    emptySince: new Map(),
    action: -1,
    nodeEvents: [],
  };
  b.events.forEach((e, i) => index(b, e, i));
  return b;
}

function index(b: Build, e: TraceEvent, i: number): void {
  push(b.byObject, e.object, i);
  if (e.type === 'ProxyRulesUpdated') {
    b.proxyNodes.add(e.data.node);
    push(b.proxySyncs, `${e.data.node}|${e.data.service}`, i);
  } else if (e.type === 'HopSynced') {
    b.hopLanes.add(e.object);
    push(b.hopSyncs, `${e.object}|${e.data.service}`, i);
  } else if (e.type === 'PodCreated') {
    if (e.data.owner) b.owner.set(e.object, e.data.owner);
    if (e.data.node) b.nodeOf.set(e.object, e.data.node);
    if (e.data.owner) push(b.setsOf, e.data.owner, i);
  } else if (e.type === 'PodScheduled') b.nodeOf.set(e.object, e.data.node);
  else if (e.type === 'DeletionRequested') {
    const set = b.owner.get(e.object);
    if (set) push(b.deletionsOf, set, i);
  } else if (e.type === 'ObjectCreated' && e.data.owner) b.ownerOfSet.set(e.object, e.data.owner);
  else if (isKube('ScalingReplicaSet')(e)) {
    const name = scaledSet(e.data.message);
    if (name !== null) push(b.scalings, name, i);
  }
}
