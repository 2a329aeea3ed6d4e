// Strict field validation as kubectl apply meets it, on the generated field tree: a key
// the scenario's Kubernetes version does not have is refused — by the API server's strict
// decoding from 1.25 (ServerSideFieldValidation on by default; kubectl --validate=strict
// asks for it), by kubectl's own schema check before — and so is a value the API refuses
// whatever the kind: a Quantity that does not parse, a port name that is no IANA_SVC_NAME,
// a value outside an enum of the API. Warnings: podterm runs the object anyway.
import { serverSideFieldValidation } from '../../versions/features.ts';
import { placeInMinors, versionLabel, type KubeVersion } from '../../versions/version.ts';
import type { Reader } from '../read/fields.ts';
import type { FieldSchema } from './types.ts';
import { portNameErrors, portNumErrors, quantityError } from '../read/values.ts';

const REFUSED = 'kubectl apply refuses it; podterm ignores it';
const REFUSED_VALUE = 'kubectl apply refuses it; podterm runs it anyway';

interface Ctx {
  kind: string;
  version: KubeVersion;
}

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

/** The known key nearest to `key`, or null when none is near. */
function nearest(key: string, known: readonly string[]): string | null {
  const lower = key.toLowerCase();
  let best: string | null = null;
  let bestD = 3;
  for (const k of known) {
    const d = k.toLowerCase() === lower ? 0 : distance(key, k, 2);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best;
}

/** How kubectl words an unknown field at this version. */
function unknownField(r: Reader, key: string, s: FieldSchema, ctx: Ctx): string {
  if (serverSideFieldValidation(ctx.version))
    return `strict decoding error: unknown field "${r.name(key)}"`;
  // kube-openapi validation: ValidationError(<Kind>.<path>): unknown field "k" in <definition>.
  const at = r.name() ? `${ctx.kind}.${r.name()}` : ctx.kind;
  return `error validating data: ValidationError(${at}): unknown field "${key}" in ${s.apiName ?? 'the object'}`;
}

function checkKey(r: Reader, key: string, s: FieldSchema, ctx: Ctx, inStatus: boolean): void {
  const f = s.fields![key];
  const place = f?.versions ? placeInMinors(ctx.version, ...f.versions) : 0;
  if (f?.versions && place !== 0) {
    const [first, last] = f.versions;
    const why =
      place < 0
        ? `Kubernetes ${versionLabel(ctx.version)} has no such field; it comes in 1.${first}`
        : `Kubernetes ${versionLabel(ctx.version)} has no such field; it was removed after 1.${last}`;
    r.report(
      'warning',
      `${unknownField(r, key, s, ctx)} (${why}): ${REFUSED}`,
      key,
      'unknownField',
    );
    return;
  }
  if (f) return walk(r.child(key), f, ctx, inStatus || (r.path.length === 0 && key === 'status'));
  const near = nearest(key, Object.keys(s.fields!));
  const hint = near ? ` (did you mean "${near}"?)` : '';
  r.report('warning', `${unknownField(r, key, s, ctx)}${hint}: ${REFUSED}`, key, 'unknownField');
}

function checkValue(r: Reader, s: FieldSchema, inStatus: boolean): void {
  const v = r.value;
  const at = r.path.at(-1);
  const warn = (message: string) =>
    r.report('warning', `${message}: ${REFUSED_VALUE}`, undefined, 'invalidValue');
  if (s.type === 'quantity') {
    const err = quantityError(v);
    if (err) warn(`${r.name()}: ${err}`);
    return;
  }
  // Status is not validated on create (the API server resets it); only decoding applies.
  if (inStatus) return;
  if (s.enumChecked && s.enum && typeof v === 'string' && !s.enum.includes(v)) {
    const supported = s.enum.map((x) => JSON.stringify(x)).join(', ');
    warn(`${r.name()}: Unsupported value: ${JSON.stringify(v)}: supported values: ${supported}`);
  }
  if (s.format === 'port-name') {
    // validatePortNumOrName; a Service's targetPort 0 is defaulted to its port.
    const errs =
      typeof v === 'string'
        ? portNameErrors(v)
        : typeof v === 'number' && !(at === 'targetPort' && v === 0)
          ? portNumErrors(v)
          : [];
    for (const e of errs) warn(`${r.name()}: Invalid value: ${JSON.stringify(v)}: ${e}`);
  }
}

function walk(r: Reader, s: FieldSchema, ctx: Ctx, inStatus: boolean): void {
  const v = r.value;
  if (v === undefined || v === null) return;
  if (s.type === 'array' && s.items) {
    if (Array.isArray(v)) v.forEach((_, i) => walk(r.child(i), s.items!, ctx, inStatus));
    return;
  }
  if (s.type === 'map' && s.values) {
    if (r.isMap) for (const k of Object.keys(v)) walk(r.child(k), s.values, ctx, inStatus);
    return;
  }
  if (s.type === 'object') {
    if (s.open || !s.fields || !r.isMap) return;
    for (const key of Object.keys(v)) checkKey(r, key, s, ctx, inStatus);
    return;
  }
  checkValue(r, s, inStatus);
}

/** Every field of a Kubernetes object, against its kind's schema at the scenario's minor. */
export function checkFields(r: Reader, s: FieldSchema, kind: string, version: KubeVersion): void {
  walk(r, s, { kind, version }, false);
}
