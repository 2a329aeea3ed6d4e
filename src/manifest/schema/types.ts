// The shape of the documents podterm reads, for the editor: which keys exist where (with
// the minor version whose default feature gates turn them on), what each means, and which
// values it takes. Hand-written from the Kubernetes API reference for the fields of the
// kinds podterm simulates; subtrees podterm does not read are `open` (any key allowed),
// so that a real manifest is never flagged for what it may legitimately hold.

export type FieldType =
  | 'object'
  | 'string'
  | 'integer'
  | 'boolean'
  | 'array'
  | 'map'
  | 'int-or-string'
  | 'duration'
  | 'any';

export interface FieldSchema {
  type: FieldType;
  /** One or two sentences, as the API reference says it. */
  doc: string;
  enum?: readonly string[];
  /** Keys of an object; with `open`, other keys are allowed too. */
  fields?: Readonly<Record<string, FieldSchema>>;
  open?: boolean;
  /** The schema of each element of an array. */
  items?: FieldSchema;
  /** First minor where the field is on by default, and its feature gate. */
  since?: readonly [number, string];
  /** Default value, as the API server (or podterm) fills it in. */
  default?: string;
}

const make =
  (type: FieldType) =>
  (doc: string, more: Omit<FieldSchema, 'type' | 'doc'> = {}): FieldSchema => ({
    type,
    doc,
    ...more,
  });

export const str = make('string');
export const int = make('integer');
export const bool = make('boolean');
export const intOrString = make('int-or-string');
export const duration = make('duration');
export const map = make('map');
export const any = make('any');

export const obj = (
  doc: string,
  fields: Record<string, FieldSchema>,
  more: Omit<FieldSchema, 'type' | 'doc' | 'fields'> = {},
): FieldSchema => ({ type: 'object', doc, fields, ...more });

/** An object podterm does not look into: any key is fine. */
export const open = (doc: string, fields: Record<string, FieldSchema> = {}): FieldSchema => ({
  type: 'object',
  doc,
  fields,
  open: true,
});

export const list = (
  doc: string,
  items: FieldSchema,
  more: Omit<FieldSchema, 'type' | 'doc' | 'items'> = {},
): FieldSchema => ({
  type: 'array',
  doc,
  items,
  ...more,
});
