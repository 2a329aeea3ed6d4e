// The schemas the editor completes and documents from: each kind's generated tree with
// the API's docs and podterm's notes (built on first use; the docs load with the editor,
// never with the page or the worker), and the Scenario document.
import { gateOn, gateOnWhen, gateStageWords } from '../../versions/gates.ts';
import {
  placeInMinors,
  versionLabel,
  withinMinors,
  type KubeVersion,
} from '../../versions/version.ts';
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

/** The field does not exist in the API of this version (yet, or any more). */
export const absentIn = (s: FieldSchema, v: KubeVersion): boolean =>
  s.versions !== undefined && !withinMinors(v, ...s.versions);

/** The field's feature gate is off at `v`: the API server drops it. */
export const gatedOffIn = (s: FieldSchema, v: KubeVersion): boolean =>
  s.since !== undefined && !gateOn(v, s.since);

/** Type, default, and the version that brings the field (its feature gate, or its API). */
export function detail(s: FieldSchema, v: KubeVersion): string {
  const parts = [typeName(s)];
  if (s.default !== undefined) parts.push(`default ${s.default}`);
  const [first, last] = s.versions ?? [TREE_RANGE[0], TREE_RANGE[1]];
  const place = placeInMinors(v, first, last);
  const on = s.since && gateOnWhen(s.since);
  if (s.since && gatedOffIn(s, v))
    parts.push(
      on === 'never'
        ? `${s.since} is ${gateStageWords(v, s.since)} in ${versionLabel(v)}`
        : `from ${on} (${s.since} is off in ${versionLabel(v)})`,
    );
  else if (on) parts.push(`since ${on}`);
  else if (place < 0) parts.push(`from 1.${first} (not in ${versionLabel(v)})`);
  else if (place > 0) parts.push(`removed after 1.${last}`);
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
