// Reads and rewrites the Scenario's `spec.actions` for the UI's action picker, so that what
// is shared is always the document (contract §1). Only the Scenario document is
// re-serialised (its comments kept); every other document stays byte for byte. Broken
// YAML is never "repaired": the text comes back unchanged, with the reason.
import { seconds, secondsToMs } from '../../trace/units.ts';
import { isMap, isScalar, isSeq, parseAllDocuments, stringify, type Document } from 'yaml';
import { formatDuration, parseDuration } from '../read/duration.ts';
import { KEEP_STYLE } from './setVersion.ts';

export type ActionParam = string | number | boolean;

/** An action as the picker builds it: `at` in seconds, parameters as the document spells them. */
export interface NewAction {
  at: number;
  do: string;
  target: string;
  params?: Readonly<Record<string, ActionParam>>;
}

/** One entry of `spec.actions`, as written (index = its place in the document). */
export interface ListedAction {
  index: number;
  /** null when `at` is missing or unreadable (the validator reports it). */
  atMs: number | null;
  do: string;
  target: string;
  params: Record<string, ActionParam>;
}

export interface EditResult {
  text: string;
  /** Why the text was left unchanged; absent when the edit was made. */
  reason?: string;
}

type Doc = Document.Parsed;
export interface Found {
  docs: Doc[];
  /** The Scenario document and its index, or null when the text has none. */
  scenario: { doc: Doc; index: number } | null;
}

/** The documents of `text` and its Scenario, or why they cannot be edited. */
export function parse(text: string): Found | string {
  let docs: Doc[];
  try {
    docs = parseAllDocuments(text) as Doc[];
  } catch (e) {
    return `the YAML cannot be read: ${e instanceof Error ? e.message : String(e)}`;
  }
  // parseAllDocuments returns an EmptyStream (not an array) for text without documents.
  if (!Array.isArray(docs)) docs = [];
  const broken = docs.find((d) => d.errors.length > 0);
  if (broken) return `fix the YAML first: ${broken.errors[0]!.message.split('\n')[0]}`;
  const index = docs.findIndex((d) => isMap(d.contents) && d.get('kind') === 'Scenario');
  return { docs, scenario: index < 0 ? null : { doc: docs[index]!, index } };
}

/** The text with document `index` replaced by its re-serialised self. */
export function spliceDoc(text: string, docs: Doc[], index: number): string {
  // A document's text runs from the end of the one before it (its `---` and leading
  // comments included) to the end of its own node; toString() prints the same span.
  const start = index === 0 ? 0 : docs[index - 1]!.range[2];
  const end = index === docs.length - 1 ? text.length : docs[index]!.range[2];
  let printed = docs[index]!.toString(KEEP_STYLE);
  // toString always ends with a newline; keep the original's ending when it had none.
  if (!text.slice(start, end).endsWith('\n')) printed = printed.replace(/\n$/, '');
  return text.slice(0, start) + printed + text.slice(end);
}

function scalarValue(v: unknown): ActionParam | null {
  const x = isScalar(v) ? v.value : v;
  return typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' ? x : null;
}

function atOf(item: unknown): number | null {
  return isMap(item) ? parseDuration(scalarValue(item.get('at', true))) : null;
}

/** The actions of the Scenario document in document order (empty with a reason when unreadable). */
export function listActions(text: string): { actions: ListedAction[]; reason?: string } {
  const found = parse(text);
  if (typeof found === 'string') return { actions: [], reason: found };
  const seq = found.scenario?.doc.getIn(['spec', 'actions'], true);
  if (!isSeq(seq)) return { actions: [] };
  const actions: ListedAction[] = [];
  seq.items.forEach((item, index) => {
    if (!isMap(item)) return;
    const params: Record<string, ActionParam> = {};
    let doValue = '';
    let target = '';
    for (const pair of item.items) {
      const key = scalarValue(pair.key);
      const value = scalarValue(pair.value);
      if (typeof key !== 'string' || value === null || key === 'at') continue;
      if (key === 'do') doValue = String(value);
      else if (key === 'target') target = String(value);
      else params[key] = value;
    }
    actions.push({ index, atMs: atOf(item), do: doValue, target, params });
  });
  return { actions };
}

function actionObject(action: NewAction): Record<string, ActionParam> {
  // Kubernetes-style durations (`10s`, `500ms`), as people write them.
  const at = formatDuration(Math.max(0, Math.round(secondsToMs(seconds(action.at)))));
  return { at, do: action.do, target: action.target, ...action.params };
}

function scenarioHead(action: NewAction): string {
  const scenario = {
    apiVersion: 'podterm.dev/v1',
    kind: 'Scenario',
    metadata: { name: 'scenario' },
    spec: { actions: [actionObject(action)] },
  };
  return stringify(scenario, KEEP_STYLE);
}

/** Adds `action` to `spec.actions`, after every action at the same time or earlier. */
export function addAction(text: string, action: NewAction): EditResult {
  return guarded(text, () => add(text, action));
}

function add(text: string, action: NewAction): EditResult {
  const found = parse(text);
  if (typeof found === 'string') return { text, reason: found };
  if (!found.scenario) {
    // As setVersion does: a Scenario document in front, the user's text after it untouched.
    const head = scenarioHead(action);
    return { text: text.trim() === '' ? head : `${head}---\n${text}` };
  }
  const { doc, index } = found.scenario;
  const spec = doc.get('spec', true);
  if (spec !== undefined && spec !== null && !isMap(spec) && !isNullScalar(spec))
    return { text, reason: 'spec of the Scenario is not a map' };
  // `spec:` with nothing after it is null, not a map: it becomes one.
  if (isNullScalar(spec)) doc.set('spec', doc.createNode({}));
  const node = doc.createNode(actionObject(action));
  const seq = doc.getIn(['spec', 'actions'], true);
  if (isSeq(seq)) {
    const atMs = Math.round(secondsToMs(seconds(action.at)));
    const later = seq.items.findIndex((item) => (atOf(item) ?? -1) > atMs);
    seq.items.splice(later < 0 ? seq.items.length : later, 0, node);
  } else if (seq === undefined || seq === null || isNullScalar(seq)) {
    doc.setIn(['spec', 'actions'], doc.createNode([node]));
  } else {
    return { text, reason: 'spec.actions of the Scenario is not a list' };
  }
  return { text: spliceDoc(text, found.docs, index) };
}

/** Removes the action at `index` of `spec.actions` (document order, as listActions gives). */
export function removeAction(text: string, index: number): EditResult {
  return guarded(text, () => remove(text, index));
}

function remove(text: string, index: number): EditResult {
  const found = parse(text);
  if (typeof found === 'string') return { text, reason: found };
  const seq = found.scenario?.doc.getIn(['spec', 'actions'], true);
  if (!found.scenario || !isSeq(seq)) return { text, reason: 'the document has no actions' };
  if (!Number.isInteger(index) || index < 0 || index >= seq.items.length)
    return { text, reason: `there is no action ${index + 1}` };
  seq.items.splice(index, 1);
  // The last one gone, `actions:` goes too (as the text was before the first Add),
  // unless a comment of the user's hangs on it.
  if (
    seq.items.length === 0 &&
    !seq.commentBefore &&
    !seq.comment &&
    !keyComment(found.scenario.doc)
  )
    found.scenario.doc.deleteIn(['spec', 'actions']);
  return { text: spliceDoc(text, found.docs, found.scenario.index) };
}

function keyComment(doc: Doc): boolean {
  const spec = doc.get('spec', true);
  const pair = isMap(spec) ? spec.items.find((p) => scalarValue(p.key) === 'actions') : undefined;
  const key: unknown = pair?.key;
  return isScalar(key) && Boolean(key.commentBefore || key.comment);
}

/** The picker must never take the page down: an edit the yaml library refuses is a reason. */
function guarded(text: string, edit: () => EditResult): EditResult {
  try {
    return edit();
  } catch (e) {
    return { text, reason: e instanceof Error ? e.message : String(e) };
  }
}

export const isNullScalar = (v: unknown): boolean => isScalar(v) && v.value === null;
