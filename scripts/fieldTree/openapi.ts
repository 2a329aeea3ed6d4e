// Reading a minor that no client-node release carries from the Kubernetes OpenAPI document
// itself (v3, `components.schemas`, one schema by its definition id): each object schema
// becomes a ClientClass, its properties written as client-node writes them (`V1PodSpec`,
// `Array<V1Container>`, `{ [key: string]: string; }`, `IntOrString`, `Date`), so that the
// transform walks it beside the client-node releases. Pure: the caller reads the schemas.
import type { ClientClass, ClientField } from './clientNode.ts';

interface Schema {
  type?: string;
  format?: string;
  description?: string;
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  properties?: Record<string, Schema>;
}

/** The API groups a client-node class name may be of, in the order they are tried. */
const GROUPS = [
  'io.k8s.api.core',
  'io.k8s.apimachinery.pkg.apis.meta',
  'io.k8s.api.apps',
  'io.k8s.api.batch',
  'io.k8s.api.policy',
  'io.k8s.api.scheduling',
  'io.k8s.api.autoscaling',
  'io.k8s.api.networking',
  'io.k8s.api.resource',
  'io.k8s.api.storage',
];

/** `io.k8s.api.core.v1.PodSpec` → `V1PodSpec`, as client-node names its class. */
export function className(id: string): string | null {
  const m = /\.(v\d+(?:alpha\d+|beta\d+)?)\.(\w+)$/.exec(id);
  return m ? `V${m[1]!.slice(1)}${m[2]}` : null;
}

/** The definition ids a client-node class name may stand for, most likely first. */
export function candidateIds(name: string): string[] {
  const m = /^V(\d+(?:alpha\d+|beta\d+)?)([A-Z]\w*)$/.exec(name);
  return m ? GROUPS.map((g) => `${g}.v${m[1]}.${m[2]}`) : [];
}

/** The scalars that the API defines as their own schema, as client-node writes them. */
const SCALAR_IDS: Readonly<Record<string, { type: string; format: string }>> = {
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': {
    type: 'IntOrString',
    format: 'int-or-string',
  },
  'io.k8s.apimachinery.pkg.api.resource.Quantity': { type: 'string', format: '' },
  'io.k8s.apimachinery.pkg.apis.meta.v1.Time': { type: 'Date', format: 'date-time' },
  'io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime': { type: 'Date', format: 'date-time' },
};

/**
 * The classes of one minor's OpenAPI document. `schema(id)` gives a definition's JSON, or
 * undefined when the document has none; `minor` is the document's.
 */
export function openApiClasses(
  minor: number,
  schema: (id: string) => string | undefined,
): (name: string) => ClientClass | null {
  const parsed = new Map<string, Schema | null>();
  const get = (id: string): Schema | null => {
    if (!parsed.has(id)) {
      const text = schema(id);
      parsed.set(id, text === undefined ? null : (JSON.parse(text) as Schema));
    }
    return parsed.get(id)!;
  };
  const idOf = (name: string): string | undefined => candidateIds(name).find((id) => get(id));

  /** A property's schema as a client-node type and format. */
  function typeOf(s: Schema): { type: string; format: string } {
    const ref = s.$ref ?? (s.allOf?.length === 1 ? s.allOf[0]!.$ref : undefined);
    if (ref) {
      const id = ref.replace(/^#\/(components\/schemas|definitions)\//, '');
      if (SCALAR_IDS[id]) return SCALAR_IDS[id];
      const target = get(id);
      if (!target?.properties) return { type: 'any', format: '' };
      const name = className(id);
      // A name that would be read back as another group's type: client-node's names differ.
      if (!name || idOf(name) !== id) throw new Error(`1.${minor}: no class name for ${id}`);
      return { type: name, format: '' };
    }
    if (s.type === 'array' && s.items) {
      const of = typeOf(s.items);
      return { type: `Array<${of.type}>`, format: of.format };
    }
    if (s.type === 'object' && typeof s.additionalProperties === 'object') {
      const of = typeOf(s.additionalProperties);
      return { type: `{ [key: string]: ${of.type}; }`, format: of.format };
    }
    if (s.type === 'integer') return { type: 'number', format: s.format ?? 'int32' };
    if (s.type === 'number') return { type: 'number', format: s.format ?? 'double' };
    if (s.type === 'string' || s.type === 'boolean')
      return { type: s.type, format: s.format ?? '' };
    return { type: 'any', format: '' };
  }

  return (name) => {
    const id = idOf(name);
    const s = id === undefined ? null : get(id);
    if (!s?.properties) return null;
    const fields: ClientField[] = Object.entries(s.properties).map(([key, p]) => ({
      name: key,
      ...typeOf(p),
      doc: p.description ?? '',
    }));
    return { name, minor, doc: s.description ?? '', fields };
  };
}

/** The schemas of an OpenAPI v3 document (or a v2 one's definitions), by id. */
export function schemasOf(document: string): Record<string, unknown> {
  const d = JSON.parse(document) as {
    components?: { schemas?: Record<string, unknown> };
    definitions?: Record<string, unknown>;
  };
  return d.components?.schemas ?? d.definitions ?? {};
}
