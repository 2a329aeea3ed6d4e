// Writes one key of the Scenario (`spec.dataPlane.settings.propagation-lag: 10s`) for the
// page's one click on a request-path assumption, so that what is shared is the document. A
// text without a Scenario gets one in front, the user's text after it byte for byte;
// otherwise only the Scenario document is re-serialised: the maps on the way are made where
// missing, a value already written is replaced in place, and comments are kept.
import { Document, isMap, isScalar, type Pair } from 'yaml';
import { isNullScalar, parse, spliceDoc, type EditResult } from './editActions.ts';
import { withScenarioInFront } from './setDuration.ts';

export type ScenarioValue = string | boolean;

/** Sets `path` (from the document's root: `['spec', 'traffic', 'client']`) to `value`. */
export function setScenarioValue(
  text: string,
  path: readonly string[],
  value: ScenarioValue,
): EditResult {
  try {
    return write(text, path, value);
  } catch (e) {
    return { text, reason: e instanceof Error ? e.message : String(e) };
  }
}

function write(text: string, path: readonly string[], value: ScenarioValue): EditResult {
  const found = parse(text);
  if (typeof found === 'string') return { text, reason: found };
  if (!found.scenario) {
    const doc = new Document({
      apiVersion: 'podterm.dev/v1',
      kind: 'Scenario',
      metadata: { name: 'scenario' },
    });
    doc.setIn(path, value);
    return { text: withScenarioInFront(doc.toString(), text) };
  }
  const { doc, index } = found.scenario;
  let node: unknown = doc.contents;
  for (const [i, key] of path.entries()) {
    if (!isMap(node))
      return { text, reason: `${path.slice(0, i).join('.')} of the Scenario is not a map` };
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key) as
      Pair<unknown, unknown> | undefined;
    const last = i === path.length - 1;
    if (last) {
      if (pair) setInPlace(doc, pair, value);
      else node.items.push(doc.createPair(key, value));
      break;
    }
    if (!pair) {
      const map = doc.createNode({});
      node.items.push(doc.createPair(key, map));
      node = map;
    } else {
      if (pair.value === null || isNullScalar(pair.value)) pair.value = doc.createNode({});
      node = pair.value;
    }
  }
  return { text: spliceDoc(text, found.docs, index) };
}

/** The value of `pair` replaced, its comments (before it and on its line) kept. */
function setInPlace(doc: Document, pair: Pair<unknown, unknown>, value: ScenarioValue): void {
  const old = pair.value;
  if (isScalar(old)) {
    // A quoted string stays quoted; a value of another type loses the old quoting.
    if (typeof old.value !== typeof value) delete old.type;
    old.value = value;
    return;
  }
  pair.value = doc.createNode(value);
}
