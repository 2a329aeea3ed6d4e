// The API server's LimitRanger and ResourceQuota admission plugins, for a Pod create: the
// LimitRange and ResourceQuota documents read as the API validates them, LimitRanger's
// defaults (its mutating half), then LimitRanger's checks and the quota's (validating
// phase, in the plugins' order). Pure functions: the API server (cluster/apiserver/cluster.ts)
// calls them on every create, with the Pods the quota counts at that moment.
// Sources: plugin/pkg/admission/limitranger/admission.go, pkg/apis/core/v1/defaults.go
// SetDefaults_LimitRangeItem, pkg/apis/core/validation ValidateLimitRange, pkg/quota/v1/
// evaluator/core/pods.go, apiserver admission/plugin/resourcequota/controller.go CheckRequest.
import type { ContainerModel, ContainerResources } from './containerModel.ts';
import type { Reader } from './fields.ts';
import type {
  LimitRangeItemModel,
  LimitRangeModel,
  PodTemplateModel,
  ResourceQuotaModel,
} from './model.ts';
import {
  addQuantity,
  cmpQuantity,
  countQuantity,
  formatQuantity,
  milliValue,
  parseQuantity,
  unitValue,
  type Quantity,
} from './resourceQuantity.ts';
import { resourceAmount } from './podRequests.ts';
import { quotaConstraintNamesContainers } from '../versions/features.ts';
import type { KubeVersion } from '../versions/version.ts';

type Located = { name: string; namespace: string; line: number };
type ResourceList = Map<string, Quantity>;

/**
 * A container's resources.requests and resources.limits that parse (checkFields reports the
 * rest), with SetDefaults_Pod's default: a resource with a limit and no request requests its
 * limit (before any admission plugin sees the Pod).
 */
export function readResources(c: Reader): ContainerResources | null {
  const r = c.child('resources');
  if (!r.isMap) return null;
  const limits = quantities(r.child('limits').value);
  const requests = { ...limits, ...quantities(r.child('requests').value) };
  if (!Object.keys(requests).length && !Object.keys(limits).length) return null;
  return { requests, limits };
}

function quantities(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
  for (const [k, x] of Object.entries(v)) if (parseQuantity(x)) out[k] = String(x);
  return out;
}

const ITEM_MAPS = ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'] as const;

/** A LimitRange document: SetDefaults_LimitRangeItem, then ValidateLimitRange's checks. */
export function readLimitRange(meta: Located, spec: Reader): LimitRangeModel {
  const limits: LimitRangeItemModel[] = [];
  const items = spec.list('limits');
  if (!spec.has('limits')) spec.error(`${spec.name('limits')}: Required value`);
  for (const it of items) {
    const type = it.str('type', '');
    if (!type) it.error(`${it.name('type')}: Required value`, 'type');
    const maps = {} as Record<(typeof ITEM_MAPS)[number], Record<string, string>>;
    for (const key of ITEM_MAPS) {
      const m: Record<string, string> = {};
      const at = it.child(key);
      if (at.isMap)
        for (const [k, x] of Object.entries(at.value as object)) {
          if (parseQuantity(x)) m[k] = String(x);
          else
            at.invalid(
              k,
              x,
              "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
            );
        }
      maps[key] = m;
    }
    if (
      type === 'Pod' &&
      (Object.keys(maps.default).length || Object.keys(maps.defaultRequest).length)
    ) {
      const key = Object.keys(maps.default).length ? 'default' : 'defaultRequest';
      it.error(`${it.name(key)}: Forbidden: may not be specified when \`type\` is 'Pod'`, key);
    }
    // SetDefaults_LimitRangeItem: a Container item's default limit is its max, its default
    // request the default limit, else its min.
    if (type === 'Container') {
      for (const [k, q] of Object.entries(maps.max)) maps.default[k] ??= q;
      for (const [k, q] of Object.entries(maps.default)) maps.defaultRequest[k] ??= q;
      for (const [k, q] of Object.entries(maps.min)) maps.defaultRequest[k] ??= q;
    }
    validateItem(it, maps);
    limits.push({ type, ...maps });
  }
  return { ...meta, limits };
}

/** ValidateLimitRange, per resource of one item (after defaulting, as the API server runs it). */
function validateItem(
  it: Reader,
  m: Record<(typeof ITEM_MAPS)[number], Record<string, string>>,
): void {
  const q = (x: string | undefined) => (x === undefined ? null : parseQuantity(x));
  const keys = new Set(ITEM_MAPS.flatMap((k) => Object.keys(m[k])));
  const bad = (key: string, k: string, v: string, why: string) =>
    it.error(`${it.name(key)}[${k}]: Invalid value: "${v}": ${why}`, key);
  for (const k of [...keys].sort()) {
    const min = q(m.min[k]);
    const max = q(m.max[k]);
    const def = q(m.default[k]);
    const defReq = q(m.defaultRequest[k]);
    const ratio = q(m.maxLimitRequestRatio[k]);
    const s = formatQuantity;
    if (min && max && cmpQuantity(min, max) > 0)
      bad('min', k, m.min[k]!, `min value ${s(min)} is greater than max value ${s(max)}`);
    if (defReq && min && cmpQuantity(min, defReq) > 0)
      bad(
        'defaultRequest',
        k,
        m.defaultRequest[k]!,
        `min value ${s(min)} is greater than default request value ${s(defReq)}`,
      );
    if (defReq && max && cmpQuantity(defReq, max) > 0)
      bad(
        'defaultRequest',
        k,
        m.defaultRequest[k]!,
        `default request value ${s(defReq)} is greater than max value ${s(max)}`,
      );
    if (defReq && def && cmpQuantity(defReq, def) > 0)
      bad(
        'defaultRequest',
        k,
        m.defaultRequest[k]!,
        `default request value ${s(defReq)} is greater than default limit value ${s(def)}`,
      );
    if (def && min && cmpQuantity(min, def) > 0)
      bad(
        'default',
        k,
        m.default[k]!,
        `min value ${s(min)} is greater than default value ${s(def)}`,
      );
    if (def && max && cmpQuantity(def, max) > 0)
      bad(
        'default',
        k,
        m.default[k]!,
        `default value ${s(def)} is greater than max value ${s(max)}`,
      );
    if (ratio && cmpQuantity(ratio, countQuantity(1)) < 0)
      bad(
        'maxLimitRequestRatio',
        k,
        m.maxLimitRequestRatio[k]!,
        `ratio ${s(ratio)} is less than 1`,
      );
  }
}

/** A ResourceQuota document: spec.hard, each a non-negative quantity (ValidateResourceQuota). */
export function readResourceQuota(meta: Located, spec: Reader): ResourceQuotaModel {
  const hard: Record<string, string> = {};
  const at = spec.child('hard');
  if (at.isMap)
    for (const [k, x] of Object.entries(at.value as object)) {
      const v = parseQuantity(x);
      if (!v)
        at.invalid(
          k,
          x,
          "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
        );
      else if (v.nano < 0n) at.invalid(k, x, 'must be greater than or equal to 0');
      else hard[k] = String(x);
    }
  if (spec.has('scopes') || spec.has('scopeSelector'))
    spec.report(
      'info',
      `${spec.name('scopes')}: podterm does not read a quota's scopes; it counts every Pod of the namespace`,
      spec.has('scopes') ? 'scopes' : 'scopeSelector',
    );
  return { ...meta, hard };
}

// ---------------------------------------------------------------- LimitRanger

const list = (m: Record<string, string>): ResourceList =>
  new Map(Object.entries(m).map(([k, v]) => [k, parseQuantity(v)!]));

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
function validateAgainst(template: PodTemplateModel, lr: LimitRangeModel): string | null {
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

// ---------------------------------------------------------------- ResourceQuota

/** The container's list, or a sum over the Pod (resourcehelper.PodRequests / PodLimits). */
function podRequests(template: PodTemplateModel, which: 'requests' | 'limits'): ResourceList {
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

export interface Admission {
  /** The Pod as stored: LimitRanger's defaults applied. */
  template: PodTemplateModel;
  /** The Forbidden error (`pods "x" is forbidden: …`), or null when admitted. */
  forbidden: string | null;
}

/**
 * A Pod create through the admission chain: LimitRanger's defaults, then LimitRanger's
 * checks (the first LimitRange that refuses), then ResourceQuota's. `name` is what
 * admission.NewForbidden names: the Pod's name, or its generateName before the name is made.
 */
export function admitPod(
  name: string,
  template: PodTemplateModel,
  ranges: readonly LimitRangeModel[],
  quotas: readonly ResourceQuotaModel[],
  counted: readonly PodTemplateModel[],
  v: KubeVersion,
): Admission {
  const admitted = limitRangerDefaults(template, ranges);
  let why: string | null = null;
  for (const lr of ranges) {
    why = validateAgainst(admitted, lr);
    if (why) break;
  }
  why ??= quotaRefusal(admitted, quotas, counted, v);
  return { template: admitted, forbidden: why && `pods "${name}" is forbidden: ${why}` };
}
