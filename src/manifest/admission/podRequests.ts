// What a Pod requests of a node, as the scheduler counts it: each container's
// resources.requests (defaulted from its limits), added up and maxed over the init
// containers the way component-helpers/resource/helpers.go PodRequests does, with the
// Pod's own spec.resources where the version keeps them. CPU in millicores
// (Quantity.MilliValue), every other resource in units (Quantity.Value).
import type { Reader } from '../read/fields.ts';
import { quantityMilliValue, quantityValue } from '../read/quantity.ts';

/** A ResourceList as numbers: `cpu` in millicores, the rest (bytes, Pods, devices) in units. */
export type ResourceAmounts = Readonly<Record<string, number>>;

/** The scheduler's unit for a resource: MilliCPU for cpu, Value() for the rest. */
export function resourceAmount(name: string, value: unknown): number | null {
  return name === 'cpu' ? quantityMilliValue(value) : quantityValue(value);
}

/** A ResourceList map (requests, limits, allocatable) as amounts; entries that do not parse are left out. */
export function readAmounts(list: Reader): Record<string, number> {
  const out: Record<string, number> = {};
  if (!list.isMap) return out;
  for (const [name, value] of Object.entries(list.value as Record<string, unknown>)) {
    const n = resourceAmount(name, value);
    if (n !== null) out[name] = n;
  }
  return out;
}

/**
 * pkg/apis/core/v1/defaults.go SetDefaults_Pod: a resource with a limit and no request is
 * requested at its limit (containers and init containers alike).
 */
export function containerRequests(c: Reader): Record<string, number> {
  const resources = c.child('resources');
  return { ...readAmounts(resources.child('limits')), ...readAmounts(resources.child('requests')) };
}

/** A container as PodRequests reads it: its requests, and whether it is a native sidecar. */
export interface RequestingContainer {
  requests?: ResourceAmounts;
  /** An init container with restartPolicy Always, where the version keeps the field. */
  sidecar: boolean;
}

function add(into: Record<string, number>, list: ResourceAmounts): void {
  for (const [k, v] of Object.entries(list)) into[k] = (into[k] ?? 0) + v;
}
function max(into: Record<string, number>, list: ResourceAmounts): void {
  for (const [k, v] of Object.entries(list)) if (!(k in into) || v > into[k]!) into[k] = v;
}

/**
 * resource/helpers.go aggregateContainerResourcesByFn: the containers' requests added up;
 * a sidecar (restartable init container) adds to that sum too, and each other init
 * container needs its own request plus the sidecars started before it; the result is the
 * larger of the sum and every init container's need, resource by resource (KEP-753). Before
 * sidecars existed every init container is an ordinary one, which is the older
 * computePodResourceRequest (max of the sum and each init container).
 */
export function aggregateContainerRequests(
  containers: readonly RequestingContainer[],
  initContainers: readonly RequestingContainer[],
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const c of containers) add(result, c.requests ?? {});
  const sidecars: Record<string, number> = {};
  const init: Record<string, number> = {};
  for (const c of initContainers) {
    const own = c.requests ?? {};
    if (c.sidecar) {
      add(result, own);
      add(sidecars, own);
      max(init, sidecars);
    } else {
      const combined: Record<string, number> = {};
      add(combined, own);
      add(combined, sidecars);
      max(init, combined);
    }
  }
  max(result, init);
  return result;
}

/** resource/helpers.go IsSupportedPodLevelResource: the resources spec.resources may set. */
const POD_LEVEL = ['cpu', 'memory'];

/**
 * resource/helpers.go PodRequests: the containers' aggregate, where spec.resources (kept only
 * where PodLevelResources is on: readPodTemplate drops it otherwise) replaces it for cpu and
 * memory. defaults.go defaultPodRequests: a pod-level limit with no pod-level request is
 * the request too when no container requests that resource. spec.overhead comes from a
 * RuntimeClass (admission), and a scenario has none, so nothing is added for it.
 */
export function podRequests(
  containers: readonly RequestingContainer[],
  initContainers: readonly RequestingContainer[],
  podResources: Reader | null,
): Record<string, number> {
  const reqs = aggregateContainerRequests(containers, initContainers);
  if (!podResources?.isMap) return reqs;
  const limits = readAmounts(podResources.child('limits'));
  const requests = readAmounts(podResources.child('requests'));
  for (const name of POD_LEVEL) {
    const own = requests[name] ?? (name in reqs ? undefined : limits[name]);
    if (own !== undefined) reqs[name] = own;
  }
  return reqs;
}
