// Reading the declaration files of kubernetes-models (and @kubernetes-models/apimachinery),
// generated from the Kubernetes OpenAPI document with what client-node's models drop: the
// doc of every field (client-node keeps none on object-typed ones), enum values as literal
// unions (the spec's `enum` and "Possible enum values"), Quantity and IntOrString as their
// own types. One release, the newest: it says what a field is, client-node says when.
import { posix } from 'node:path';
import { commentText } from './clientNode.ts';

export interface ModelField {
  name: string;
  /** The TypeScript type as written: `Array<IIoK8sApiCoreV1EnvVar>`, `"A" | "B"`… */
  type: string;
  doc: string;
}

export interface ModelFile {
  /** Its path: `kubernetes-models/v1/Container.d.ts`. */
  path: string;
  /** The OpenAPI definition, camel-cased: `IoK8sApiCoreV1Container`. */
  id: string;
  doc: string;
  /** Null for a type alias (Quantity, IntOrString, Time): `alias` holds its type. */
  fields: ModelField[] | null;
  alias: string | null;
  /** Imported identifier → path of its file. */
  imports: Map<string, string>;
}

const APIMACHINERY = '@kubernetes-models/apimachinery/';

/** The file an import specifier names, from the importing file's path. */
export function resolveImport(from: string, spec: string): string {
  if (spec.startsWith(APIMACHINERY)) return `${spec.replace(/\.js$/, '')}.d.ts`;
  return posix.join(posix.dirname(from), spec.replace(/\.js$/, '.d.ts'));
}

function interfaceFields(body: string): ModelField[] {
  const fields: ModelField[] = [];
  let doc = '';
  let comment: string[] | null = null;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (comment) {
      comment.push(line);
      if (line.includes('*/')) [doc, comment] = [commentText(comment.join('\n')), null];
      continue;
    }
    if (line.startsWith('    /**')) {
      comment = [line];
      if (line.includes('*/')) [doc, comment] = [commentText(line), null];
      continue;
    }
    const m = /^ {4}"([^"]+)"\??: (.*)$/.exec(line);
    if (!m) continue;
    let type = m[2]!;
    // A map type spans lines until its braces close.
    while (
      (type.split('{').length !== type.split('}').length || !type.endsWith(';')) &&
      i + 1 < lines.length
    )
      type += ` ${lines[++i]!.trim()}`;
    fields.push({ name: m[1]!, type: type.replace(/;$/, '').replace(/\s+/g, ' '), doc });
    doc = '';
  }
  return fields;
}

export function readModelFile(path: string, text: string): ModelFile | null {
  const id = /export type \{ I?\w+ as I(IoK8s\w+)/.exec(text)?.[1];
  if (!id) return null;
  const imports = new Map<string, string>();
  for (const m of text.matchAll(/import \{ (\w+) \} from "([^"]+)";/g))
    imports.set(m[1]!, resolveImport(path, m[2]!));
  const iface =
    /(?:(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*)?export interface \w+(?: extends \w+)? \{\n([\s\S]*?)\n\}/.exec(
      text,
    );
  const alias = /(?:(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*)?export type I\w+ = ([^;]+);/.exec(text);
  const doc = commentText((iface ?? alias)?.[1] ?? '');
  return {
    path,
    id,
    doc,
    fields: iface ? interfaceFields(iface[2]!) : null,
    alias: iface ? null : (alias?.[2]?.trim() ?? null),
    imports,
  };
}

export type ModelType =
  | { kind: 'scalar'; name: 'string' | 'number' | 'boolean' | 'free' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'ref'; ident: string }
  /** An object type written out in place (StatefulSetSpec.volumeClaimTemplates). */
  | { kind: 'inline' }
  | { kind: 'array' | 'map'; of: ModelType };

export function parseModelType(t: string): ModelType {
  const s = t.trim();
  const array = /^Array<(.*)>$/.exec(s);
  if (array) return { kind: 'array', of: parseModelType(array[1]!) };
  const map = /^\{ \[key: string\]: (.*); \}$/.exec(s);
  if (map) return { kind: 'map', of: parseModelType(map[1]!) };
  if (/^"[^"]*"( \| "[^"]*")*$/.test(s))
    return { kind: 'enum', values: [...s.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) };
  if (s === 'string' || s === 'number' || s === 'boolean') return { kind: 'scalar', name: s };
  if (s === 'any' || s === 'object' || s === 'unknown') return { kind: 'scalar', name: 'free' };
  if (s.startsWith('{')) return { kind: 'inline' };
  return { kind: 'ref', ident: s };
}

/** `IoK8sApiCoreV1Container` → `core.v1.Container`; `IoK8sApimachineryPkgApisMetaV1ObjectMeta` → `meta.v1.ObjectMeta`. */
export function shortName(id: string): string {
  const meta = /^IoK8sApimachineryPkgApisMetaV1(\w+)$/.exec(id);
  if (meta) return `meta.v1.${meta[1]}`;
  const api = /^IoK8sApi([A-Z][a-z]+)(V\d+(?:(?:alpha|beta)\d+)?)([A-Z]\w*)$/.exec(id);
  if (api) return `${api[1]!.toLowerCase()}.${api[2]!.toLowerCase()}.${api[3]}`;
  return id;
}
