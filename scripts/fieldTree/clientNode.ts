// Reading the model files of one @kubernetes/client-node release: each class's
// attributeTypeMap (field name, type, format) from its .js, the doc comments from its .d.ts,
// and the Kubernetes minor its header names ("OpenAPI spec version: v1.34.0",
// "The version of the OpenAPI document: release-1.24"). Pure: the caller reads the files.

export interface ClientField {
  name: string;
  /** As the generator wrote it: `string`, `Array<V1EnvVar>`, `{ [key: string]: string; }`… */
  type: string;
  /** `int32`, `int64`, `double`, `int-or-string`, `date-time`; empty before client-node 1.0. */
  format: string;
  doc: string;
}

export interface ClientClass {
  name: string;
  minor: number;
  doc: string;
  fields: ClientField[];
}

/** The Kubernetes minor of the OpenAPI document a model file was generated from. */
export function headerMinor(text: string): number | null {
  const m =
    /(?:OpenAPI spec version|The version of the OpenAPI document): (?:v|release-)1\.(\d+)/.exec(
      text,
    );
  return m ? Number(m[1]) : null;
}

/** `'a \"b\" c'` as TypeScript's doc comment escapes it → `a "b" c`. */
const unescape = (s: string): string => s.replace(/\\(["'\\])/g, '$1');

/** The text of a `/** … *\/` block, its `*` gutters removed. */
export function commentText(block: string): string {
  return block
    .trim()
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/** Docs by field name from a .d.ts: the comment right above each `'name'?: Type;`. */
function fieldDocs(dts: string): { classDoc: string; docs: Map<string, string> } {
  const docs = new Map<string, string>();
  const body = dts.indexOf('export declare class');
  const before = dts.slice(0, body);
  const classComment = before.lastIndexOf('/**');
  const classDoc = classComment >= 0 ? unescape(commentText(before.slice(classComment))) : '';
  const re = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*'([^']+)'\??:/g;
  for (const m of dts.slice(body).matchAll(re)) docs.set(m[2]!, unescape(commentText(m[1]!)));
  return { classDoc, docs };
}

/** One class from its two files, or null when the files are not a model class. */
export function readClientClass(name: string, js: string, dts: string): ClientClass | null {
  const minor = headerMinor(js);
  const start = js.indexOf('.attributeTypeMap = [');
  if (minor === null || start < 0) return null;
  const open = js.indexOf('[', start);
  const close = js.indexOf('];', open);
  const map = JSON.parse(js.slice(open, close + 1)) as {
    baseName: string;
    type: string;
    format?: string;
  }[];
  const { classDoc, docs } = fieldDocs(dts);
  return {
    name,
    minor,
    doc: classDoc,
    fields: map.map((f) => ({
      name: f.baseName,
      type: f.type,
      format: f.format ?? '',
      doc: docs.get(f.baseName) ?? '',
    })),
  };
}

export type ClientType =
  | { kind: 'scalar'; name: 'string' | 'number' | 'boolean' | 'date' | 'int-or-string' | 'free' }
  | { kind: 'class'; name: string }
  | { kind: 'array' | 'map'; of: ClientType };

/** A client-node type string, parsed. */
export function parseClientType(t: string): ClientType {
  const s = t.trim();
  const array = /^Array<(.*)>$/.exec(s);
  if (array) return { kind: 'array', of: parseClientType(array[1]!) };
  const map = /^\{ \[key: string\]: (.*); \}$/.exec(s);
  if (map) return { kind: 'map', of: parseClientType(map[1]!) };
  if (s === 'string' || s === 'number' || s === 'boolean') return { kind: 'scalar', name: s };
  if (s === 'Date') return { kind: 'scalar', name: 'date' };
  if (s === 'IntOrString') return { kind: 'scalar', name: 'int-or-string' };
  if (s === 'object' || s === 'any') return { kind: 'scalar', name: 'free' };
  return { kind: 'class', name: s };
}
