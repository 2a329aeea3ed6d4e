// The LimitRanger admission plugin (plugin/pkg/admission/limitranger/admission.go): its
// defaults (the mutating half) and its min/max/ratio checks (the validating half).
import type { ContainerModel } from '../model/containerModel.ts';
import type { LimitRangeModel, PodTemplateModel } from '../model/model.ts';
import {
  countQuantity,
  formatQuantity,
  milliValue,
  parseQuantity,
  unitValue,
  type Quantity,
} from '../read/resourceQuantity.ts';
import { resourceAmount } from './podRequests.ts';
import { list, type ResourceList } from './admissionKinds.ts';
import { podRequests } from './resourceQuota.ts';

/**
 * PodMutateLimitFunc for each LimitRange of the namespace in turn:
 * defaultContainerResourceRequirements (each Container item's default and defaultRequest)
 * merged into every container and init container that does not set that resource
 * (mergePodResourceRequirements). A defaulted memory limit becomes the container's cgroup
 * limit.
 */
export function limitRangerDefaults(
  template: PodTemplateModel,
  ranges: readonly LimitRangeModel[],
): PodTemplateModel {
  if (!ranges.length) return template;
  const fill = (c: ContainerModel): ContainerModel => {
    let requests = c.resources?.requests ?? {};
    let limits = c.resources?.limits ?? {};
    for (const lr of ranges) {
      for (const item of lr.limits) {
        if (item.type !== 'Container') continue;
        limits = { ...item.default, ...limits };
        requests = { ...item.defaultRequest, ...requests };
      }
    }
    if (!Object.keys(requests).length && !Object.keys(limits).length) return c;
    const own = c.resources?.limits.memory;
    const memory = limits.memory;
    // The scheduler's amounts (podRequests.ts) of the requests as stored.
    const amounts: Record<string, number> = {};
    for (const [k, q] of Object.entries(requests)) {
      const n = resourceAmount(k, q);
      if (n !== null) amounts[k] = n;
    }
    return {
      ...c,
      resources: { requests, limits },
      ...(Object.keys(amounts).length > 0 && { requests: amounts }),
      ...(own === undefined &&
        memory !== undefined && {
          memoryLimit: Number(unitValue(parseQuantity(memory)!)),
        }),
    };
  };
  return {
    ...template,
    containers: template.containers.map(fill),
    initContainers: template.initContainers.map(fill),
  };
}

/** requestLimitEnforcedValues: milli precision unless a value would overflow it. */
function enforced(req: Quantity | undefined, lim: Quantity | undefined, e: Quantity) {
  const MAX_MILLI = 9_223_372_036_854_775n; // resource.MaxMilliValue
  const zero = countQuantity(0);
  const [r, l] = [req ?? zero, lim ?? zero];
  if (unitValue(r) <= MAX_MILLI && unitValue(l) <= MAX_MILLI && unitValue(e) <= MAX_MILLI)
    return { r: milliValue(r), l: milliValue(l), e: milliValue(e) };
  return { r: unitValue(r), l: unitValue(l), e: unitValue(e) };
}

function minConstraint(type: string, k: string, e: Quantity, req: ResourceList, lim: ResourceList) {
  const rq = req.get(k);
  const lq = lim.get(k);
  const v = enforced(rq, lq, e);
  const s = formatQuantity(e);
  if (!rq) return `minimum ${k} usage per ${type} is ${s}.  No request is specified`;
  if (v.r < v.e)
    return `minimum ${k} usage per ${type} is ${s}, but request is ${formatQuantity(rq)}`;
  if (lq && v.l < v.e)
    return `minimum ${k} usage per ${type} is ${s}, but limit is ${formatQuantity(lq)}`;
  return null;
}

function maxConstraint(type: string, k: string, e: Quantity, req: ResourceList, lim: ResourceList) {
  const rq = req.get(k);
  const lq = lim.get(k);
  const v = enforced(rq, lq, e);
  const s = formatQuantity(e);
  if (!lq) return `maximum ${k} usage per ${type} is ${s}.  No limit is specified`;
  if (v.l > v.e)
    return `maximum ${k} usage per ${type} is ${s}, but limit is ${formatQuantity(lq)}`;
  if (rq && v.r > v.e)
    return `maximum ${k} usage per ${type} is ${s}, but request is ${formatQuantity(rq)}`;
  return null;
}

const MILLI_PER_UNIT = 1_000n;

function ratioConstraint(
  type: string,
  k: string,
  e: Quantity,
  req: ResourceList,
  lim: ResourceList,
) {
  const v = enforced(req.get(k), lim.get(k), e);
  const s = formatQuantity(e);
  if (!req.has(k) || v.r === 0n)
    return `${k} max limit to request ratio per ${type} is ${s}, but no request is specified or request is 0`;
  if (!lim.has(k) || v.l === 0n)
    return `${k} max limit to request ratio per ${type} is ${s}, but no limit is specified or limit is 0`;
  const observed = Number(v.l) / Number(v.r);
  // observedRatio × 1000 against the ratio's MilliValue, as exact integers.
  if (v.l * MILLI_PER_UNIT > milliValue(e) * v.r)
    // Go's %f: six decimals.
    return `${k} max limit to request ratio per ${type} is ${s}, but provided ratio is ${observed.toFixed(6)}`;
  return null;
}

const CHECKS = [
  ['min', minConstraint],
  ['max', maxConstraint],
  ['maxLimitRequestRatio', ratioConstraint],
] as const;

/**
 * PodValidateLimitFunc for one LimitRange: each Container item against every container and
 * init container, each Pod item against the Pod's summed requests and limits; the errors
 * joined as utilerrors.NewAggregate prints them (one alone, several as `[a, b]`, each once).
 * Go ranges a map in no fixed order: podterm takes the resources by name.
 */
export function validateAgainst(template: PodTemplateModel, lr: LimitRangeModel): string | null {
  const errs: string[] = [];
  const all = [...template.containers, ...template.initContainers];
  for (const item of lr.limits) {
    const targets: [ResourceList, ResourceList][] =
      item.type === 'Container'
        ? all.map((c) => [list(c.resources?.requests ?? {}), list(c.resources?.limits ?? {})])
        : item.type === 'Pod'
          ? [[podRequests(template, 'requests'), podRequests(template, 'limits')]]
          : [];
    for (const [req, lim] of targets)
      for (const [key, check] of CHECKS)
        for (const k of Object.keys(item[key]).sort()) {
          const e = check(item.type, k, parseQuantity(item[key][k])!, req, lim);
          if (e) errs.push(e);
        }
  }
  const unique = [...new Set(errs)];
  if (!unique.length) return null;
  return unique.length === 1 ? unique[0]! : `[${unique.join(', ')}]`;
}
