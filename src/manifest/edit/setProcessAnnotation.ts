// Writes one key of `podterm.dev/process.<container>` (or of another podterm annotation,
// `podterm.dev/health.<container>`) into the scenario text (the page's one-click change of an assumption), on the object's pod template: `metadata` of a Pod,
// `spec.template.metadata` of a workload, `spec.jobTemplate.spec.template.metadata` of a
// CronJob. Other keys of the annotation, comments and other documents are kept.
import { isMap, isSeq, parseAllDocuments, type Document } from 'yaml';
import { HEALTH_PREFIX, PROCESS_PREFIX } from '../process/annotation.ts';
import { KEEP_STYLE } from './setVersion.ts';

export const TEMPLATE_PATH: Readonly<Record<string, readonly string[]>> = {
  Pod: [],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template'],
};

/** `Kind/name` + container + `key=value`; null when the text cannot take the change. */
export function setProcessKey(
  text: string,
  object: string,
  container: string,
  key: string,
  value: string | null,
  prefix: string = PROCESS_PREFIX,
): string | null {
  const found = templateAt(text, object);
  if (!found) return null;
  const { docs, doc } = found;
  const path = [...found.template, 'metadata', 'annotations'];
  const annotation = `${prefix}${container}`;
  const current = doc.getIn([...path, annotation]);
  const parts = (typeof current === 'string' ? current : '')
    .split(/[\s,]+/)
    .filter((p) => p !== '' && !p.startsWith(`${key}=`));
  if (value !== null) parts.push(`${key}=${value}`);
  if (parts.length === 0) doc.deleteIn([...path, annotation]);
  else doc.setIn([...path, annotation], parts.join(' '));
  return docs.map((d) => d.toString(KEEP_STYLE)).join('');
}

/** One key of `podterm.dev/health.<container>` (`unhealthy-after=0s`), or null to drop it. */
export const setHealthKey = (
  text: string,
  object: string,
  container: string,
  key: string,
  value: string | null,
): string | null => setProcessKey(text, object, container, key, value, HEALTH_PREFIX);

export type At = (string | number)[];

/**
 * Where `Kind/name`'s pod template is in the text's documents (a List's items too), with
 * the parsed documents to write back; null when the text does not parse or has no such object.
 */
export function templateAt(
  text: string,
  object: string,
): { docs: Document[]; doc: Document; template: At } | null {
  const [kind, name] = object.split('/', 2) as [string, string];
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return null;
  const found = docs.map((d) => find(d, [], kind, name)).find((x) => x !== null);
  if (!found) return null;
  const [doc, at] = found;
  return { docs, doc, template: [...at, ...(TEMPLATE_PATH[kind] ?? ['spec', 'template'])] };
}

/** The object in this document, or among the items of a List (lists.ts reads them so). */
export function find(doc: Document, at: At, kind: string, name: string): [Document, At] | null {
  const node = doc.getIn(at, true);
  if (!isMap(node)) return null;
  const k = node.get('kind');
  if (k === kind && doc.getIn([...at, 'metadata', 'name']) === name) return [doc, at];
  const items = node.get('items', true);
  if (typeof k !== 'string' || !k.endsWith('List') || !isSeq(items)) return null;
  for (let i = 0; i < items.items.length; i++) {
    const hit = find(doc, [...at, 'items', i], kind, name);
    if (hit) return hit;
  }
  return null;
}
