// Reads and writes the Scenario's `spec.duration` for the page (the one-click Scenario
// document of a bare text, the action picker's duration), so that what is shared is always
// the document. A text without a Scenario gets one in front, the user's text after it byte
// for byte; otherwise only the Scenario document is re-serialised, its comments kept.
import { isMap, isScalar } from 'yaml';
import { durationText, parseDuration } from '../read/duration.ts';
import { isNullScalar, parse, spliceDoc, type EditResult } from './editActions.ts';

export interface WrittenDuration {
  /** As written (`3m`, `90`), or null when the document says none. */
  text: string | null;
  /** In ms, or null when absent or unreadable. */
  ms: number | null;
  /** The text has a Scenario document. */
  scenario: boolean;
}

/** The Scenario's `spec.duration` as the document writes it. */
export function readDuration(text: string): WrittenDuration {
  const found = parse(text);
  if (typeof found === 'string' || !found.scenario)
    return { text: null, ms: null, scenario: typeof found !== 'string' && found.scenario !== null };
  const node = found.scenario.doc.getIn(['spec', 'duration'], true);
  const v: unknown = isScalar(node) ? node.value : undefined;
  if (typeof v !== 'string' && typeof v !== 'number')
    return { text: null, ms: null, scenario: true };
  return { text: String(v), ms: parseDuration(v), scenario: true };
}

/** A Scenario document of its own: podterm's defaults, this duration. */
export function scenarioDocument(ms: number): string {
  return `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: scenario\nspec:\n  duration: ${durationText(ms)}\n`;
}

/** `head`, a Scenario document, in front of the user's text, which stays as it was. */
export function withScenarioInFront(head: string, text: string): string {
  if (text.trim() === '') return head;
  // Its own `---` (or a directive, which only a document end may precede) needs no second one.
  const sep = /^---(\s|$)/.test(text) ? '' : text.startsWith('%') ? '...\n' : '---\n';
  return head + sep + text;
}

/** Writes `spec.duration` (`3m10s`), adding a Scenario document in front when there is none. */
export function setDuration(text: string, ms: number): EditResult {
  try {
    return write(text, ms);
  } catch (e) {
    return { text, reason: e instanceof Error ? e.message : String(e) };
  }
}

function write(text: string, ms: number): EditResult {
  const found = parse(text);
  if (typeof found === 'string') return { text, reason: found };
  if (!found.scenario) return { text: withScenarioInFront(scenarioDocument(ms), text) };
  const { doc, index } = found.scenario;
  let spec = doc.get('spec', true);
  if (spec === undefined || spec === null || isNullScalar(spec)) {
    doc.set('spec', doc.createNode({}));
    spec = doc.get('spec', true);
  }
  if (!isMap(spec)) return { text, reason: 'spec of the Scenario is not a map' };
  const value = durationText(ms);
  const pair = spec.items.find((p) => isScalar(p.key) && p.key.value === 'duration');
  if (pair) pair.value = doc.createNode(value);
  else {
    // Beside the version, where the contract writes it, not after a long list of actions.
    const at = spec.items.findIndex((p) => isScalar(p.key) && p.key.value === 'kubernetesVersion');
    spec.items.splice(at + 1, 0, doc.createPair('duration', value));
  }
  return { text: spliceDoc(text, found.docs, index) };
}
