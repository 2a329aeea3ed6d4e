// The objects a user can aim an action at, read from the last good trace (the worker
// already parsed the document: the main thread reads no YAML for this).
import type { Trace } from '../../trace/types.ts';

/** Kinds the trace names with a capital (`Pod/web-abc12`); lower case is an action's own spelling. */
const KINDS = [
  'Pod',
  'Deployment',
  'StatefulSet',
  'DaemonSet',
  'ReplicaSet',
  'ReplicationController',
  'Job',
  'CronJob',
  'Node',
  'Service',
  'PodDisruptionBudget',
];

/**
 * `Kind/name` of every object the run named, grouped by kind in the order above and, within
 * a kind, in the order the run met them (the first pods before their replacements).
 */
export function traceObjects(trace: Trace | null): string[] {
  if (!trace) return [];
  const seen = new Set<string>();
  const add = (o: string | null): void => {
    if (o !== null && KINDS.includes(o.slice(0, o.indexOf('/')))) seen.add(o);
  };
  for (const e of trace.events) {
    add(e.object);
    // The owners (Deployment/web) and nodes (node-a) these events name.
    if (e.type === 'ObjectCreated' || e.type === 'PodCreated') add(e.data.owner);
    if (e.type === 'PodScheduled') add(`Node/${e.data.node}`);
  }
  const rank = (o: string): number => KINDS.indexOf(o.slice(0, o.indexOf('/')));
  return [...seen].sort((a, b) => rank(a) - rank(b));
}

/**
 * The containers the run started in `target`'s pods (the validator refuses a container
 * the pod does not have): a Pod's own, or those of the pods named after a workload.
 */
export function traceContainers(trace: Trace | null, target: string): string[] {
  const slash = target.indexOf('/');
  const pods = target.startsWith('Pod/')
    ? (o: string) => o === target
    : (o: string) => o.startsWith(`Pod/${target.slice(slash + 1)}-`);
  const names = new Set<string>();
  for (const e of trace?.events ?? [])
    if (e.type === 'ContainerStarted' && pods(e.object)) names.add(e.data.container);
  return [...names].sort();
}
