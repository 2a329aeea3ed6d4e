// The chain of causes: which event of a trace led to which, as links Kubernetes really has.
// Components never call each other: each one watches the API server's objects and acts on
// what it sees (the kubelet on a Pod's deletionTimestamp, the EndpointSlice controller on
// the Pod, kube-proxy on the EndpointSlice), so each link below is "component B saw what A
// wrote, and did this". Read off the trace alone (contract §3: a trace is complete), so the
// swimlane can draw a selected event's causes and effects as arrows across its lanes.
//
// One file per component under causes/: kubelet.ts (a deleted Pod's stop, status, removal,
// start, its own kills), endpoints.ts (EndpointSlice, kube-proxy, hops), traffic.ts (failed
// requests), controllers.ts (action, eviction and drain, Job, Deployment, ReplicaSet,
// StatefulSet, garbage collector); build.ts runs them over the trace, then settles what
// nothing led to yet: workloads.ts (the controllers' own syncs, the node lifecycle controller,
// PodGC, the scheduler), probes.ts (the kubelet's starts, probes, restarts), records.ts (the
// Events recording a write); chain.ts walks a chain.
// This file is what the rest of podterm imports.
export type { Causes, Link, LinkKind } from './causes/types.ts';
export { causesOf } from './causes/build.ts';
export { CHAIN_STEPS, chainOf, type Chain } from './causes/chain.ts';
