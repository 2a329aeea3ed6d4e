// The schema of each kind podterm reads: the generated field tree (every field the API
// has, to the leaves, with the minors that have it), with podterm's overlay laid over it
// (workloads.ts: what podterm does with a field, its default, its feature gate). Docs are
// not here: the worker and the CLI validate without them; the editor adds them (docs.ts).
import generated from './generated/fieldTree.json';
import type { FieldSchema, FieldType } from './types.ts';
import { KIND_SCHEMAS as OVERLAY } from './workloads.ts';

interface FieldData {
  t: string;
  v?: readonly number[];
  e?: readonly string[];
  fmt?: string;
}

/** What `npm run fields:gen` writes (scripts/fieldTree/transform.ts TreeData). */
interface TreeData {
  range: readonly number[];
  kinds: Readonly<Record<string, string>>;
  types: Readonly<Record<string, Readonly<Record<string, FieldData>>>>;
}

/** type → field → doc ('' for the type), and `type.field` → enum value → doc. */
export interface DocsData {
  docs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const TREE = generated as TreeData;

const SCALARS: Readonly<Record<string, FieldType>> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  'int-or-string': 'int-or-string',
  quantity: 'quantity',
};

/** `core.v1.Container` → `io.k8s.api.core.v1.Container`, as kubectl's validation names it. */
export function apiName(type: string): string {
  if (type.startsWith('meta.')) return `io.k8s.apimachinery.pkg.apis.${type}`;
  // Types only older releases have, all of core/v1 (ClaimSource, ResourceClaim).
  if (type.startsWith('cn.V1')) return `io.k8s.api.core.v1.${type.slice(5)}`;
  return `io.k8s.api.${type}`;
}

function build(docs: DocsData | null): Readonly<Record<string, FieldSchema>> {
  const shared = new Map<string, FieldSchema>();

  /** The schema of a type string; with an overlay, a node of its own. */
  function typeSchema(t: string, over: FieldSchema | undefined): FieldSchema {
    if (!over && shared.has(t)) return shared.get(t)!;
    let s: FieldSchema;
    if (t.startsWith('[]'))
      s = { type: 'array', doc: '', items: typeSchema(t.slice(2), over?.items) };
    else if (t.startsWith('{}'))
      s = { type: 'map', doc: '', values: typeSchema(t.slice(2), undefined) };
    else if (t === 'free') s = { type: 'object', doc: '', open: true };
    else if (SCALARS[t]) s = { type: SCALARS[t]!, doc: '' };
    else {
      const fields: Record<string, FieldSchema> = {};
      s = { type: 'object', doc: docs?.docs[t]?.[''] ?? '', apiName: apiName(t), fields };
      if (!over) shared.set(t, s);
      for (const [key, fd] of Object.entries(TREE.types[t] ?? {}))
        fields[key] = fieldSchema(t, key, fd, over?.fields?.[key]);
      return s;
    }
    if (!over) shared.set(t, s);
    return s;
  }

  function fieldSchema(
    owner: string,
    key: string,
    fd: FieldData,
    over: FieldSchema | undefined,
  ): FieldSchema {
    const s: FieldSchema = { ...typeSchema(fd.t, over), doc: docs?.docs[owner]?.[key] ?? '' };
    if (fd.v) s.versions = [fd.v[0]!, fd.v[1]!];
    if (fd.fmt === 'port-name') s.format = 'port-name';
    const enumDocs = docs?.values[`${owner}.${key}`];
    if (fd.e) {
      const e = { enum: fd.e, enumChecked: true, ...(enumDocs ? { enumDocs } : {}) };
      // The enum of a list is of each item (PersistentVolumeClaimSpec.accessModes).
      if (s.items) s.items = { ...s.items, ...e };
      else Object.assign(s, e);
    } else if (over?.enum) s.enum = over.enum;
    if (over) {
      if (over.doc) s.note = over.doc;
      if (over.since) s.since = over.since;
      if (over.default !== undefined) s.default = over.default;
    }
    return s;
  }

  return Object.fromEntries(
    Object.entries(TREE.kinds).map(([kind, type]) => {
      const over = OVERLAY[kind];
      const s = { ...typeSchema(type, over) };
      if (over?.doc) s.note = over.doc;
      return [kind, s];
    }),
  );
}

let bare: Readonly<Record<string, FieldSchema>> | null = null;

/** The schema of a kind, without docs (validation), built on first use. */
export function kindSchema(kind: string): FieldSchema | null {
  bare ??= build(null);
  return bare[kind] ?? null;
}

/** Every kind's schema with the API's docs and podterm's notes (the editor). */
export const kindSchemasWithDocs = (docs: DocsData): Readonly<Record<string, FieldSchema>> =>
  build(docs);

/** First and last minor of the generated tree. */
export const TREE_RANGE = [TREE.range[0]!, TREE.range[1]!] as const;
