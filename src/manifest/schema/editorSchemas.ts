// The schemas the editor completes and documents from: each kind's generated tree with
// the API's docs and podterm's notes (built on first use; the docs load with the editor,
// never with the page or the worker), and the Scenario document.
import generatedDocs from './generated/fieldDocs.json';
import { SCENARIO_SCHEMA } from './scenario.ts';
import { kindSchemasWithDocs, TREE_RANGE, type DocsData } from './tree.ts';
import type { FieldSchema } from './types.ts';

let kinds: Readonly<Record<string, FieldSchema>> | null = null;

export function schemaForKind(kind: string | null): FieldSchema | null {
  if (kind === 'Scenario') return SCENARIO_SCHEMA;
  if (!kind) return null;
  kinds ??= kindSchemasWithDocs(generatedDocs as DocsData);
  return kinds[kind] ?? null;
}

/** The schema at a path of keys (`-`: an element of a list; a key of a map: its value). */
export function fieldAt(root: FieldSchema, path: readonly string[]): FieldSchema | null {
  let s: FieldSchema | undefined = root;
  for (const p of path) {
    if (!s) return null;
    s = p === '-' ? s.items : (s.fields?.[p] ?? s.values);
  }
  return s ?? null;
}

export const typeName = (s: FieldSchema): string =>
  s.type === 'array' && s.items
    ? `list of ${typeName(s.items)}`
    : s.type === 'map' && s.values
      ? `map of ${typeName(s.values)}`
      : s.type;

/** The field does not exist in the API of this minor (yet, or any more). */
export const absentIn = (s: FieldSchema, minor: number): boolean =>
  s.versions !== undefined && (minor < s.versions[0] || minor > s.versions[1]);

/** Type, default, and the version that brings the field (its feature gate, or its API). */
export function detail(s: FieldSchema, minor: number): string {
  const parts = [typeName(s)];
  if (s.default !== undefined) parts.push(`default ${s.default}`);
  const [first, last] = s.versions ?? [TREE_RANGE[0], TREE_RANGE[1]];
  if (s.since && s.since[0] > minor)
    parts.push(`from 1.${s.since[0]} (${s.since[1]} is off in 1.${minor})`);
  else if (s.since) parts.push(`since 1.${s.since[0]}`);
  else if (minor < first) parts.push(`from 1.${first} (not in 1.${minor})`);
  else if (minor > last) parts.push(`removed after 1.${last}`);
  else if (first > TREE_RANGE[0]) parts.push(`since 1.${first}`);
  return parts.join(', ');
}

/** podterm's note, the API's doc, and the values of an enum with what each means. */
export function fullDoc(s: FieldSchema): string {
  const values = s.enum
    ? `Values: ${s.enum
        .map((v) => (s.enumDocs?.[v] ? `\`${v}\` ${s.enumDocs[v]}` : `\`${v}\``))
        .join('; ')}`
    : '';
  return [s.note ? `podterm: ${s.note}` : '', s.doc, values].filter(Boolean).join('\n\n');
}
