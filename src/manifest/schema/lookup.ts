// Where the cursor is in a (possibly half-typed) YAML stream, read from indentation alone
// so that it works while the document does not parse; and what the schema says there:
// the keys that may come next, the values a field takes, the documentation of a key.
import { API_VERSIONS } from '../read/kinds.ts';
import { afterMinor, NEWEST, type KubeVersion } from '../../versions/version.ts';
import type { FieldSchema } from './types.ts';
import { absentIn, detail, fieldAt, fullDoc, gatedOffIn, schemaForKind } from './editorSchemas.ts';

/** A path of keys; `-` stands for "an element of this list". */
export type Path = readonly string[];

export interface CursorPlace {
  /** The document's `kind:`, or null. */
  kind: string | null;
  /** The object (or list element) whose key the cursor is on or typing. */
  path: Path;
  /** The key on the cursor's line, if any (text before its colon). */
  key: string | null;
  /** True when the cursor is after the key's colon: a value is being typed. */
  inValue: boolean;
  /** Zero-based columns of the key on the line. */
  keyStart: number;
  keyEnd: number;
}

export interface Completion {
  label: string;
  kind: 'field' | 'value';
  /** Type and default, or the version that brings the field. */
  detail: string;
  doc: string;
  /** Text inserted: `key: ` for a field. */
  insert: string;
  /** Fields of a newer version sort after the others. */
  later: boolean;
}

export interface Hover {
  /** `spec.template.spec.terminationGracePeriodSeconds (integer, default 30)` */
  title: string;
  doc: string;
  keyStart: number;
  keyEnd: number;
}

interface Line {
  indent: number;
  /** Keys on the line, outermost first: `- name: x` gives [`-` at indent, `name` at indent + 2]. */
  parts: { at: number; key: string }[];
}

const KEY = /^([A-Za-z0-9_.\-/]+|"[^"]*"|'[^']*')\s*:(\s|$)/;

function readLine(text: string): Line | null {
  const trimmed = text.trimStart();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const indent = text.length - trimmed.length;
  const parts: Line['parts'] = [];
  let rest = trimmed;
  let at = indent;
  while (rest.startsWith('- ') || rest === '-') {
    parts.push({ at, key: '-' });
    const after = rest.slice(1);
    const pad = after.length - after.trimStart().length;
    at += 1 + pad;
    rest = after.trimStart();
  }
  const k = KEY.exec(rest);
  if (k) parts.push({ at, key: k[1]!.replace(/^["']|["']$/g, '') });
  return { indent, parts };
}

/** The lines of the document (between `---`) around line `index`. */
function documentBounds(lines: readonly string[], index: number): [number, number] {
  let start = index;
  while (start > 0 && !/^---/.test(lines[start - 1]!)) start--;
  let end = index;
  while (end < lines.length - 1 && !/^---/.test(lines[end + 1]!)) end++;
  return [start, end];
}

/** Where a 1-based line and column fall. */
export function cursorPlace(text: string, lineNumber: number, column: number): CursorPlace {
  const lines = text.split('\n');
  const index = Math.min(Math.max(lineNumber - 1, 0), lines.length - 1);
  const [start, end] = documentBounds(lines, index);
  let kind: string | null = null;
  for (let i = start; i <= end; i++) {
    const m = /^kind:\s*["']?([A-Za-z0-9]+)/.exec(lines[i]!);
    if (m) kind = m[1]!;
  }
  const current = lines[index] ?? '';
  const col = column - 1;
  const here = readLine(current);
  // The keys on the cursor's line that are left of the cursor decide where it is.
  const own = (here?.parts ?? []).filter((p) => p.at <= col);
  const last = own.at(-1);
  const keyPart = last && last.key !== '-' ? last : null;
  const colon = keyPart ? current.indexOf(':', keyPart.at + keyPart.key.length) : -1;
  const inValue = keyPart !== null && colon >= 0 && col > colon;
  // The level being typed: the key's column, or the cursor's for a line with no key yet.
  // A word without its colon yet counts from where it starts.
  let need = keyPart
    ? keyPart.at
    : last
      ? last.at + 2
      : here
        ? here.indent
        : Math.min(col, current.length);
  const level = need;
  const path: string[] = [];
  // A list may sit at its key's own indent (`containers:` then `- name: x` below it), so
  // after a `-` a key at the same column is still its parent.
  let afterDash = false;
  const take = (parts: Line['parts']): void => {
    for (let j = parts.length - 1; j >= 0; j--) {
      const p = parts[j]!;
      const parent = p.at < need || (afterDash && p.key !== '-' && p.at === need);
      if (!parent) continue;
      path.unshift(p.key);
      need = p.at;
      afterDash = p.key === '-';
    }
  };
  take(own.filter((p) => p !== keyPart));
  for (let i = index - 1; i >= start && (need > 0 || afterDash); i--) {
    const l = readLine(lines[i]!);
    if (l && l.indent <= need) take(l.parts);
  }
  return {
    kind,
    path,
    key: keyPart?.key ?? null,
    inValue,
    keyStart: keyPart?.at ?? level,
    keyEnd: keyPart ? keyPart.at + keyPart.key.length : col,
  };
}

/** What may be typed at the cursor. */
export function completionsAt(
  text: string,
  lineNumber: number,
  column: number,
  v: KubeVersion = NEWEST,
): Completion[] {
  const place = cursorPlace(text, lineNumber, column);
  if (place.inValue) return valuesFor(place);
  const root = schemaForKind(place.kind);
  if (place.path.length === 0 && !root)
    return ['apiVersion', 'kind', 'metadata', 'spec'].map((k) => ({
      label: k,
      kind: 'field',
      detail: '',
      doc: '',
      insert: `${k}: `,
      later: false,
    }));
  const at = root ? fieldAt(root, place.path) : null;
  const obj = at?.type === 'array' ? at.items : at;
  if (!obj?.fields) return [];
  const present = siblingKeys(text, lineNumber, place);
  return Object.entries(obj.fields)
    .filter(([k, s]) => (!present.has(k) || k === place.key) && !removedBy(s, v))
    .map(([k, s]) => ({
      label: k,
      kind: 'field' as const,
      detail: detail(s, v),
      doc: fullDoc(s),
      insert: `${k}: `,
      later: gatedOffIn(s, v) || absentIn(s, v),
    }));
}

/** A field the API dropped before this version (ServiceSpec.topologyKeys after 1.21). */
function removedBy(s: FieldSchema, v: KubeVersion): boolean {
  return s.versions !== undefined && afterMinor(v, s.versions[1]);
}

function valuesFor(place: CursorPlace): Completion[] {
  const value = (label: string, doc = ''): Completion => ({
    label,
    kind: 'value',
    detail: '',
    doc,
    insert: label,
    later: false,
  });
  if (place.path.length === 0 && place.key === 'kind')
    return Object.keys(API_VERSIONS).map((k) => value(k, schemaForKind(k)?.doc ?? ''));
  if (place.path.length === 0 && place.key === 'apiVersion')
    return [...new Set(Object.values(API_VERSIONS))].map((v) => value(v));
  const root = schemaForKind(place.kind);
  const s = root && place.key ? fieldAt(root, [...place.path, place.key]) : null;
  if (!s) return [];
  if (s.enum) {
    // kubernetesVersion is quoted: YAML would read 1.30 as the number 1.3.
    const quote = place.key === 'kubernetesVersion';
    return s.enum.map((v) => ({
      ...value(quote ? `"${v}"` : v, s.enumDocs?.[v] ?? ''),
      detail: v === s.default ? 'default' : '',
    }));
  }
  if (s.type === 'boolean') return [value('true'), value('false')];
  return [];
}

/** Keys already written in the object the cursor is in (so they are not offered twice). */
function siblingKeys(text: string, lineNumber: number, place: CursorPlace): Set<string> {
  const lines = text.split('\n');
  const [start, end] = documentBounds(lines, lineNumber - 1);
  const out = new Set<string>();
  for (let i = start; i <= end; i++) {
    if (i === lineNumber - 1) continue;
    const l = readLine(lines[i]!);
    const key = l?.parts.at(-1);
    if (!key || key.key === '-' || key.at !== place.keyStart) continue;
    const p = cursorPlace(text, i + 1, key.at + 1);
    if (p.path.join('.') === place.path.join('.')) out.add(key.key);
  }
  return out;
}

/** The documentation of the key under the cursor. */
export function hoverAt(
  text: string,
  lineNumber: number,
  column: number,
  v: KubeVersion = NEWEST,
): Hover | null {
  const place = cursorPlace(text, lineNumber, column);
  if (!place.key || column - 1 > place.keyEnd) return null;
  const root = schemaForKind(place.kind);
  const s = root ? fieldAt(root, [...place.path, place.key]) : null;
  // A key of a map (a label, an annotation) has no doc of its own.
  if (!s || (!s.doc && !s.note)) return null;
  const dotted = [...place.path, place.key]
    .join('.')
    .replaceAll('.-.', '[].')
    .replace(/\.-$/, '[]');
  return {
    title: `${dotted} (${detail(s, v)})`,
    doc: fullDoc(s),
    keyStart: place.keyStart,
    keyEnd: place.keyEnd,
  };
}
