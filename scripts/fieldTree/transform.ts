// The pure part of `npm run fields:gen`: from the client-node model files of each minor and
// the kubernetes-models declarations, the field tree of the kinds podterm reads. Every type
// reachable from a kind is walked once, in both sources side by side (by field name, so
// that neither's type names need matching): client-node says in which minors a field
// exists, kubernetes-models what it is (enum, quantity, int-or-string, its doc).
import {
  parseClientType,
  type ClientClass,
  type ClientField,
  type ClientType,
} from './clientNode.ts';
import {
  parseModelType,
  readModelFile,
  shortName,
  type ModelFile,
  type ModelType,
} from './models.ts';

/** The model classes of one minor: a client-node release, or the OpenAPI document (openapi.ts). */
export interface Release {
  minor: number;
  /** Where the minor comes from: `client-node 1.4.0`, `OpenAPI …`. */
  source: string;
  /** A model class by its client-node name (`V1PodSpec`), or null when the minor has none. */
  read(className: string): ClientClass | null;
}

export interface Inputs {
  releases: readonly Release[];
  readModel(path: string): string | undefined;
  /** kind → [client-node class, kubernetes-models file]. */
  roots: Readonly<Record<string, readonly [string, string]>>;
  range: readonly [number, number];
}

/** `t`: string, integer, number, boolean, int-or-string, quantity, free, a type name; `[]` or `{}` before it for a list or map of it. */
export interface FieldData {
  t: string;
  /** First and last minor with the field, when not the whole range. */
  v?: [number, number];
  /** Values the API enumerates (of each item, for a list). */
  e?: string[];
  /** `port-name`: an IANA_SVC_NAME (validation.IsValidPortName), or a port number. */
  fmt?: 'port-name';
}

export interface TreeData {
  range: [number, number];
  /** The minors of no source, each filled from the minors before and after it (minorsOf). */
  filled: Record<string, number[]>;
  kinds: Record<string, string>;
  types: Record<string, Record<string, FieldData>>;
}

export interface DocsData {
  /** type → field → doc; '' is the type's own doc. */
  docs: Record<string, Record<string, string>>;
  /** `type.field` → value → what it means. */
  values: Record<string, Record<string, string>>;
}

const GENERIC_DOC = /^(IntOrString is a type|Quantity is a fixed-point)/;

/** Sorted keys, so that the output is the same byte for byte. */
function sorted<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The doc without its "Possible enum values" list, and that list by value. */
export function splitEnumDoc(doc: string): { doc: string; values: Record<string, string> } {
  const at = doc.indexOf('Possible enum values:');
  if (at < 0) return { doc: doc.trim(), values: {} };
  const values: Record<string, string> = {};
  for (const m of doc.slice(at).matchAll(/^\s*- `"([^"]*)"`\s*(.*)$/gm))
    values[m[1]!] = m[2]!.trim();
  return { doc: doc.slice(0, at).trim(), values };
}

export function transform(input: Inputs): { tree: TreeData; docs: DocsData } {
  const [from, to] = input.range;
  const avail = input.releases.map((r) => r.minor);
  const classes = new Map<string, ClientClass | null>();
  const models = new Map<string, ModelFile | null>();
  const types: Record<string, Record<string, FieldData>> = {};
  const docs: Record<string, Record<string, string>> = {};
  const values: Record<string, Record<string, string>> = {};

  const clientClass = (i: number, name: string | undefined): ClientClass | null => {
    if (!name) return null;
    const key = `${i}/${name}`;
    if (!classes.has(key)) classes.set(key, input.releases[i]!.read(name));
    return classes.get(key)!;
  };
  const model = (path: string | undefined): ModelFile | null => {
    if (!path) return null;
    if (!models.has(path)) {
      const text = input.readModel(path);
      models.set(path, text === undefined ? null : readModelFile(path, text));
    }
    return models.get(path)!;
  };

  /**
   * Minors (in range) with the field. A minor of no source (`filled`) has it when the
   * source before or after it has it: a field is never called unknown where it may exist.
   */
  const minorsOf = (has: boolean[]): number[] => {
    const out: number[] = [];
    for (let m = from; m <= to; m++) {
      const i = avail.indexOf(m);
      if (
        i >= 0
          ? has[i]
          : has[avail.findLastIndex((a) => a < m)] || has[avail.findIndex((a) => a > m)]
      )
        out.push(m);
    }
    return out;
  };

  const inner = (ct: ClientType | undefined, kind: 'array' | 'map'): ClientType | undefined =>
    ct?.kind === kind ? ct.of : undefined;

  function typeOf(
    mt: ModelType | null,
    file: ModelFile | null,
    cts: (ClientType | undefined)[],
    format: string,
  ): { t: string; e?: string[] } {
    const newest = cts.findLast((c) => c !== undefined);
    const kind = mt ? mt.kind : newest?.kind;
    if (kind === 'array' || kind === 'map') {
      const sub = typeOf(
        mt && (mt.kind === 'array' || mt.kind === 'map') ? mt.of : null,
        file,
        cts.map((c) => inner(c, kind)),
        format,
      );
      return { ...sub, t: `${kind === 'array' ? '[]' : '{}'}${sub.t}` };
    }
    if (mt?.kind === 'enum')
      return mt.values.length > 1 ? { t: 'string', e: mt.values } : { t: 'string' };
    const scalar = mt
      ? mt.kind === 'scalar'
        ? mt.name
        : null
      : newest?.kind === 'scalar'
        ? newest.name
        : null;
    if (scalar === 'number') return { t: format === 'double' ? 'number' : 'integer' };
    if (scalar === 'date') return { t: 'string' };
    if (scalar) return { t: scalar };
    const clientNames = cts.map((c) => (c?.kind === 'class' ? c.name : undefined));
    if (mt?.kind === 'ref') {
      const ref = model(file?.imports.get(mt.ident));
      if (ref?.alias !== null && ref?.alias !== undefined) {
        if (ref.id.endsWith('Quantity')) return { t: 'quantity' };
        if (ref.id.endsWith('IntOrString')) return { t: 'int-or-string' };
        return typeOf(parseModelType(ref.alias.split('|')[0]!), ref, cts, format);
      }
      if (ref && ref.fields?.length === 0) return { t: 'free' };
      return { t: visit(clientNames, ref) };
    }
    if (mt?.kind === 'inline') {
      // The core/v1 type of that name (kubernetes-models writes PersistentVolumeClaim out).
      const own = clientNames.findLast((n) => n)?.replace(/^V1/, '');
      return { t: visit(clientNames, model(`kubernetes-models/v1/${own}.d.ts`)) };
    }
    return { t: visit(clientNames, null) };
  }

  function visit(names: (string | undefined)[], file: ModelFile | null): string {
    const found = names.map((n, i) => clientClass(i, n));
    const name = file ? shortName(file.id) : `cn.${names.findLast((n) => n)}`;
    if (types[name]) return name;
    const fields: Record<string, FieldData> = {};
    types[name] = fields;
    const own: Record<string, string> = { '': file?.doc || (found.findLast((c) => c)?.doc ?? '') };
    const all = new Set(found.flatMap((c) => c?.fields.map((f) => f.name) ?? []));
    for (const key of [...all].sort()) {
      const per: (ClientField | undefined)[] = found.map((c) =>
        c?.fields.find((f) => f.name === key),
      );
      const minors = minorsOf(per.map((f) => f !== undefined));
      if (minors.length === 0) continue;
      const mf = file?.fields?.find((f) => f.name === key) ?? null;
      const format = per.findLast((f) => f?.format)?.format ?? '';
      const cts = per.map((f) => (f ? parseClientType(f.type) : undefined));
      const { t, e } = typeOf(mf ? parseModelType(mf.type) : null, file, cts, format);
      const clientDoc = per.findLast((f) => f?.doc && !GENERIC_DOC.test(f.doc))?.doc ?? '';
      const split = splitEnumDoc(mf?.doc || clientDoc);
      const data: FieldData = { t };
      const [first, last] = [minors[0]!, minors.at(-1)!];
      if (first !== from || last !== to) data.v = [first, last];
      if (e) data.e = e;
      if (/IANA_SVC_NAME/.test(split.doc)) data.fmt = 'port-name';
      fields[key] = data;
      if (split.doc) own[key] = split.doc;
      if (Object.keys(split.values).length) values[`${name}.${key}`] = sorted(split.values);
    }
    types[name] = sorted(fields);
    docs[name] = sorted(own);
    return name;
  }

  const kinds: Record<string, string> = {};
  for (const [kind, [cls, path]] of Object.entries(input.roots))
    kinds[kind] = visit(
      input.releases.map(() => cls),
      model(path),
    );
  const filled: Record<string, number[]> = {};
  for (let m = from; m <= to; m++)
    if (!avail.includes(m))
      filled[m] = [avail.findLast((a) => a < m), avail.find((a) => a > m)].filter(
        (a) => a !== undefined,
      );
  return {
    tree: { range: [from, to], filled, kinds: sorted(kinds), types: sorted(types) },
    docs: { docs: sorted(docs), values: sorted(values) },
  };
}
