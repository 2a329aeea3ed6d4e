// Label keys and values as the API server checks them (apimachinery/pkg/util/validation
// validation.go IsQualifiedName, IsValidLabelValue; metav1 validation ValidateLabels), with
// its own messages, so a node's `labels:` and a Pod's nodeSelector fail as kubectl would.
import type { Reader } from './fields.ts';
import { tooLongSaysMayNotBeMore } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { dns1123SubdomainErrors as subdomainErrors, regexError } from './names.ts';

const QUALIFIED_NAME_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const QUALIFIED_NAME = new RegExp(`^${QUALIFIED_NAME_FMT}$`);
const LABEL_VALUE_FMT = '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?';
const LABEL_VALUE = new RegExp(`^${LABEL_VALUE_FMT}$`);
const QUALIFIED_NAME_MAX = 63;

const QUALIFIED_NAME_MSG = regexError(
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
  QUALIFIED_NAME_FMT,
  'MyName',
  'my.name',
  '123-abc',
);

/** validation.go IsQualifiedName: an optional DNS subdomain prefix, '/', a 63-char name. */
export function qualifiedNameErrors(key: string): string[] {
  const parts = key.split('/');
  let name = parts[0] ?? '';
  const out: string[] = [];
  if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    name = parts[1] ?? '';
    if (prefix.length === 0) out.push('prefix part must be non-empty');
    else out.push(...subdomainErrors(prefix).map((m) => `prefix part ${m}`));
  } else if (parts.length > 2) {
    return [
      `a qualified name ${QUALIFIED_NAME_MSG} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name.length === 0) out.push('name part must be non-empty');
  else if (name.length > QUALIFIED_NAME_MAX)
    out.push(`name part must be no more than ${QUALIFIED_NAME_MAX} characters`);
  if (!QUALIFIED_NAME.test(name)) out.push(`name part ${QUALIFIED_NAME_MSG}`);
  return out;
}

/** validation.go IsValidLabelValue. */
export function labelValueErrors(v: string): string[] {
  const out: string[] = [];
  if (v.length > QUALIFIED_NAME_MAX)
    out.push(`must be no more than ${QUALIFIED_NAME_MAX} characters`);
  if (!LABEL_VALUE.test(v))
    out.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE_FMT,
        'MyValue',
        'my_value',
        '12345',
      ),
    );
  return out;
}

/**
 * metav1 validation ValidateLabels on the map at `r.child(key)`: each message names the
 * map's path (as the API server does) and points at the offending key's line. False when
 * the API server would refuse it.
 */
export function validateLabels(r: Reader, key: string, labels: Record<string, string>): boolean {
  const at = r.child(key);
  const path = r.name(key);
  let ok = true;
  const refuse = (bad: string, why: string, k: string): void => {
    ok = false;
    at.error(`${path}: Invalid value: ${JSON.stringify(bad)}: ${why}`, k);
  };
  for (const [k, v] of Object.entries(labels)) {
    for (const m of qualifiedNameErrors(k)) refuse(k, m, k);
    for (const m of labelValueErrors(v)) refuse(v, m, k);
  }
  return ok;
}

/**
 * apimachinery objectmeta.go ValidateAnnotations: each key a qualified name once lowercased
 * ("the rule is QualifiedName except that case doesn't matter"). False when refused.
 */
export function validateAnnotationKeys(r: Reader, key: string, keys: readonly string[]): boolean {
  const at = r.child(key);
  const path = r.name(key);
  let ok = true;
  for (const k of keys)
    for (const m of qualifiedNameErrors(k.toLowerCase())) {
      ok = false;
      at.error(`${path}: Invalid value: ${JSON.stringify(k)}: ${m}`, k);
    }
  return ok;
}

/** objectmeta.go TotalAnnotationSizeLimitB: 256 KiB of keys and values together. */
export const ANNOTATIONS_MAX_BYTES = 256 * 1024;

/**
 * objectmeta.go ValidateAnnotationsSize: the keys' and values' lengths in bytes (Go's len of
 * a UTF-8 string), summed; over the limit, field.TooLong on the whole map. False when refused.
 */
export function validateAnnotationsSize(
  r: Reader,
  key: string,
  annotations: Record<string, string>,
  v: KubeVersion,
): boolean {
  const bytes = new TextEncoder();
  let total = 0;
  for (const [k, val] of Object.entries(annotations))
    total += bytes.encode(k).length + bytes.encode(val).length;
  if (total <= ANNOTATIONS_MAX_BYTES) return true;
  const detail = tooLongSaysMayNotBeMore(v)
    ? `may not be more than ${ANNOTATIONS_MAX_BYTES} bytes`
    : `must have at most ${ANNOTATIONS_MAX_BYTES} bytes`;
  r.error(`${r.name(key)}: Too long: ${detail}`, key);
  return false;
}

/**
 * ValidateObjectMeta's labels and annotations on the metadata map `meta` (an object's or a
 * Pod template's), read as written: a value that is not a string is the readers' to report.
 * False when the API server would refuse them.
 */
export function validateMetaMaps(meta: Reader, v: KubeVersion): boolean {
  const raw = (key: string): Record<string, unknown> => {
    const v = meta.get(key);
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : {};
  };
  const labels: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw('labels')))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      labels[k] = String(v);
  const labelsOk = validateLabels(meta, 'labels', labels);
  const annotations: Record<string, string> = {};
  for (const [k, val] of Object.entries(raw('annotations')))
    annotations[k] = typeof val === 'string' ? val : String(val ?? '');
  const keysOk = validateAnnotationKeys(meta, 'annotations', Object.keys(annotations));
  return validateAnnotationsSize(meta, 'annotations', annotations, v) && keysOk && labelsOk;
}
