// The shape of the documents podterm reads. The Kubernetes kinds' fields come from the
// generated tree (generated/fieldTree.json, `npm run fields:gen`: every field to the
// leaves, its type, enum and the minors that have it); podterm's own words about the
// fields it reads — what it does with them, its defaults, the minor whose feature gate
// turns them on — are written here as an overlay (pod.ts, workloads.ts, job.ts) and laid
// over the tree (tree.ts). The Scenario document is podterm's own and written in full.
import type { Gate } from '../../versions/gates.ts';

export type FieldType =
  | 'object'
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'array'
  | 'map'
  | 'int-or-string'
  | 'quantity'
  | 'duration'
  | 'any';

export interface FieldSchema {
  type: FieldType;
  /** As the API reference says it (in an overlay: podterm's own words). */
  doc: string;
  /** podterm's own words about a Kubernetes field: what it does with it. */
  note?: string;
  enum?: readonly string[];
  /** The enum is the API's own: another value is refused (`Unsupported value`). */
  enumChecked?: boolean;
  /** What each enum value means, as the API says it. */
  enumDocs?: Readonly<Record<string, string>>;
  /** Keys of an object; with `open`, any key (a free-form object of the API). */
  fields?: Readonly<Record<string, FieldSchema>>;
  open?: boolean;
  /** The schema of each element of an array. */
  items?: FieldSchema;
  /** The schema of each value of a map. */
  values?: FieldSchema;
  /** The feature gate that must be on for the API server to keep the field (gates.ts). */
  since?: Gate;
  /** First and last minor whose API has the field (absent: every minor podterm runs). */
  versions?: readonly [number, number];
  /** `port-name`: an IANA_SVC_NAME, or a port number (validation.IsValidPortName). */
  format?: 'port-name';
  /** The OpenAPI definition of an object: `io.k8s.api.core.v1.Container`. */
  apiName?: string;
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
  fields: Record<string, FieldSchema> = {},
  more: Omit<FieldSchema, 'type' | 'doc' | 'fields'> = {},
): FieldSchema => ({ type: 'object', doc, fields, ...more });

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
