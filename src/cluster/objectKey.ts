// An object's key in a run: `Kind/name`, what the trace names it by (contract: an event's
// `object`), what a watch is keyed by (`world.watch`), and the systemId of the actor that
// acts for it (`system.get(key)`). Built here only, never by hand.
// The key has no namespace: the contract names an object `Kind/name`, and the run keeps
// one object of a kind per name (the API's Pods are stored by name, apiserver/podStore.ts).

/** The kinds of the objects a run's components act for and the trace names. */
export type Kind =
  | 'Pod'
  | 'Node'
  | 'Service'
  | 'Deployment'
  | 'ReplicaSet'
  | 'ReplicationController'
  | 'StatefulSet'
  | 'DaemonSet'
  | 'Job'
  | 'CronJob'
  | 'PodDisruptionBudget'
  | 'Hop';

/** `Kind/name`: a string the type system tells apart from a bare name. */
export type ObjectKey = `${Kind}/${string}`;

export const objectKey = (kind: Kind, name: string): ObjectKey => `${kind}/${name}`;

/** The name a key names (`Pod/web-1` → `web-1`). */
export const nameOf = (key: string): string => key.slice(key.indexOf('/') + 1);

/**
 * The systemId of the actor that acts for an object, in its owner's actor system (a
 * Deployment's ReplicaSet controllers, a CronJob's Jobs): its key.
 */
export const systemIdOf = (key: ObjectKey): string => key;
