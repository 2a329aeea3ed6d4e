// The ResourceQuota admission plugin for Pods (pkg/quota/v1/evaluator/core/pods.go, apiserver
// admission/plugin/resourcequota/controller.go CheckRequest): what a Pod charges and why a
// quota refuses it.
import type { PodTemplateModel, ResourceQuotaModel } from '../model/model.ts';
import {
  addQuantity,
  cmpQuantity,
  countQuantity,
  formatQuantity,
} from '../read/resourceQuantity.ts';
import { quotaConstraintNamesContainers } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { list, type ResourceList } from './admissionKinds.ts';

/** The container's list, or a sum over the Pod (resourcehelper.PodRequests / PodLimits). */
export function podRequests(
  template: PodTemplateModel,
  which: 'requests' | 'limits',
): ResourceList {
  const sum: ResourceList = new Map();
  const add = (to: ResourceList, m: Record<string, string>) => {
    for (const [k, q] of list(m)) to.set(k, to.has(k) ? addQuantity(to.get(k)!, q) : q);
  };
  for (const c of template.containers) add(sum, c.resources?.[which] ?? {});
  // Init containers: sidecars run beside what follows them; an ordinary one alone with the
  // sidecars started before it; the Pod needs the largest of those and of the regular sum.
  const sidecars: ResourceList = new Map();
  let initMax: ResourceList = new Map();
  for (const c of template.initContainers) {
    if (c.sidecar) {
      add(sidecars, c.resources?.[which] ?? {});
      add(sum, c.resources?.[which] ?? {});
      continue;
    }
    const alone: ResourceList = new Map(sidecars);
    add(alone, c.resources?.[which] ?? {});
    initMax = maxOf(initMax, alone);
  }
  return maxOf(sum, initMax);
}

function maxOf(a: ResourceList, b: ResourceList): ResourceList {
  const out: ResourceList = new Map(a);
  for (const [k, q] of b) if (!out.has(k) || cmpQuantity(q, out.get(k)!) > 0) out.set(k, q);
  return out;
}

/** The resources a quota tracks for Pods (pods.go podResources). */
const POD_RESOURCES = new Set([
  'count/pods',
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'pods',
]);
/** pods.go validationSet: a quota on these requires every container to set them. */
const VALIDATION_SET = new Set([
  'cpu',
  'memory',
  'requests.cpu',
  'requests.memory',
  'limits.cpu',
  'limits.memory',
]);

/** pods.go podComputeUsageHelper. */
function computeUsage(requests: ResourceList, limits: ResourceList): ResourceList {
  const out: ResourceList = new Map([['pods', countQuantity(1)]]);
  for (const r of ['cpu', 'memory', 'ephemeral-storage']) {
    const req = requests.get(r);
    if (req) {
      out.set(r, req);
      out.set(`requests.${r}`, req);
    }
    const lim = limits.get(r);
    if (lim) out.set(`limits.${r}`, lim);
  }
  return out;
}

/** What a Pod the quota counts charges (pods.go PodUsageFunc with QuotaV1Pod true). */
export function podUsage(template: PodTemplateModel): ResourceList {
  const usage = computeUsage(podRequests(template, 'requests'), podRequests(template, 'limits'));
  usage.set('count/pods', countQuantity(1));
  return usage;
}

/** pods.go Constraints: the quota'd cpu and memory resources a container does not set. */
function constraints(
  required: string[],
  template: PodTemplateModel,
  v: KubeVersion,
): string | null {
  const need = required.filter((r) => VALIDATION_SET.has(r));
  const missing = new Map<string, Set<string>>();
  for (const c of [...template.containers, ...template.initContainers]) {
    const has = computeUsage(list(c.resources?.requests ?? {}), list(c.resources?.limits ?? {}));
    for (const r of need)
      if (!has.has(r)) missing.set(r, (missing.get(r) ?? new Set()).add(c.name));
  }
  if (!missing.size) return null;
  const names = [...missing.keys()].sort();
  if (!quotaConstraintNamesContainers(v)) return `must specify ${names.join(',')}`;
  return `must specify ${names.map((r) => `${r} for: ${[...missing.get(r)!].sort().join(',')}`).join('; ')}`;
}

const pretty = (l: ResourceList): string =>
  [...l.keys()]
    .sort()
    .map((k) => `${k}=${formatQuantity(l.get(k)!)}`)
    .join(',');

/**
 * The quota's status.used: the sum over the Pods it counts of what each charges, for each
 * resource in spec.hard (zero where none charges it; quota.Add keeps the first non-zero
 * quantity's format, so 600Mi prints as 600Mi).
 */
export function quotaUsed(
  quota: ResourceQuotaModel,
  counted: readonly PodTemplateModel[],
): ResourceList {
  const used: ResourceList = new Map(Object.keys(quota.hard).map((k) => [k, countQuantity(0)]));
  for (const t of counted)
    for (const [k, q] of podUsage(t)) if (used.has(k)) used.set(k, addQuantity(used.get(k)!, q));
  return used;
}

/**
 * CheckRequest for a Pod create against each quota of its namespace, in turn: Constraints
 * ("failed quota: …"), then the new usage against spec.hard ("exceeded quota: …").
 * `counted` are the Pods the quotas count now (not terminal, not past their deletion grace).
 * The quota's status is taken as computed before the create (the quota controller's first
 * sync is done): podterm does not produce "status unknown for quota".
 */
export function quotaRefusal(
  template: PodTemplateModel,
  quotas: readonly ResourceQuotaModel[],
  counted: readonly PodTemplateModel[],
  v: KubeVersion,
): string | null {
  const usage = podUsage(template);
  for (const q of quotas) {
    const hardNames = Object.keys(q.hard).filter((k) => POD_RESOURCES.has(k));
    if (!hardNames.length) continue;
    const failed = constraints(hardNames, template, v);
    if (failed) return `failed quota: ${q.name}: ${failed}`;
    const hard = list(q.hard);
    const used = quotaUsed(q, counted);
    const requested: ResourceList = new Map(
      [...usage].filter(([k, x]) => hard.has(k) && x.nano !== 0n),
    );
    const exceeded = [...requested.keys()].filter((k) => {
      const next = used.has(k) ? addQuantity(used.get(k)!, requested.get(k)!) : requested.get(k)!;
      return cmpQuantity(next, hard.get(k)!) > 0;
    });
    if (!exceeded.length) continue;
    const mask = (l: ResourceList) =>
      new Map(exceeded.filter((k) => l.has(k)).map((k) => [k, l.get(k)!]));
    return `exceeded quota: ${q.name}, requested: ${pretty(mask(requested))}, used: ${pretty(mask(used))}, limited: ${pretty(mask(hard))}`;
  }
  return null;
}
