// The LimitRange and ResourceQuota documents read as the API server validates them
// (pkg/apis/core/v1/defaults.go SetDefaults_LimitRangeItem, pkg/apis/core/validation
// ValidateLimitRange, ValidateResourceQuota), and a container's resources with SetDefaults_Pod's
// default. The admission plugins that use them: limitRanger.ts, resourceQuota.ts, admission.ts.
import type { ContainerResources } from '../model/containerModel.ts';
import type { Reader } from '../read/fields.ts';
import type { LimitRangeItemModel, LimitRangeModel, ResourceQuotaModel } from '../model/model.ts';
import {
  cmpQuantity,
  countQuantity,
  formatQuantity,
  parseQuantity,
  type Quantity,
} from '../read/resourceQuantity.ts';

export type Located = { name: string; namespace: string; line: number };
export type ResourceList = Map<string, Quantity>;

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

type ItemMap = (typeof ITEM_MAPS)[number];

/**
 * ValidateLimitRange's orderings of one resource, in its order: `greater` must not exceed
 * `than`; the error is said on `field`'s value, in the validation's own words for each side.
 */
const ORDERINGS: readonly {
  field: ItemMap;
  greater: [ItemMap, string];
  than: [ItemMap, string];
}[] = [
  { field: 'min', greater: ['min', 'min'], than: ['max', 'max'] },
  { field: 'defaultRequest', greater: ['min', 'min'], than: ['defaultRequest', 'default request'] },
  { field: 'defaultRequest', greater: ['defaultRequest', 'default request'], than: ['max', 'max'] },
  {
    field: 'defaultRequest',
    greater: ['defaultRequest', 'default request'],
    than: ['default', 'default limit'],
  },
  { field: 'default', greater: ['min', 'min'], than: ['default', 'default'] },
  { field: 'default', greater: ['default', 'default'], than: ['max', 'max'] },
];

/** ValidateLimitRange, per resource of one item (after defaulting, as the API server runs it). */
function validateItem(it: Reader, m: Record<ItemMap, Record<string, string>>): void {
  const q = (x: string | undefined) => (x === undefined ? null : parseQuantity(x));
  const keys = new Set(ITEM_MAPS.flatMap((k) => Object.keys(m[k])));
  const bad = (key: string, k: string, v: string, why: string) =>
    it.error(`${it.name(key)}[${k}]: Invalid value: "${v}": ${why}`, key);
  const s = formatQuantity;
  for (const k of [...keys].sort()) {
    for (const { field, greater, than } of ORDERINGS) {
      const g = q(m[greater[0]][k]);
      const t = q(m[than[0]][k]);
      if (g && t && cmpQuantity(g, t) > 0)
        bad(
          field,
          k,
          m[field][k]!,
          `${greater[1]} value ${s(g)} is greater than ${than[1]} value ${s(t)}`,
        );
    }
    const ratio = q(m.maxLimitRequestRatio[k]);
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
  const scoped = spec.has('scopes') ? 'scopes' : spec.has('scopeSelector') ? 'scopeSelector' : null;
  if (scoped)
    spec.report(
      'info',
      `${spec.name(scoped)}: podterm does not read a quota's scopes; it counts every Pod of the namespace`,
      scoped,
    );
  return { ...meta, hard };
}

/** A resource map of the manifest (name → quantity text) as parsed quantities. */
export const list = (m: Record<string, string>): ResourceList =>
  new Map(Object.entries(m).map(([k, v]) => [k, parseQuantity(v)!]));
