// Writes `lifecycle.preStop: {sleep: {seconds: N}}` on one container of an object's pod
// template (the page's one click after the preStop search, run/recommendPreStop.ts),
// replacing the preStop it had; 0 removes it. Before PodLifecycleSleepAction the sleep is an
// exec of `sleep N`. Comments, the other fields and the other documents are kept, as
// setProcessAnnotation.ts keeps them.
import { isMap, isSeq } from 'yaml';
import { templateAt } from './setProcessAnnotation.ts';
import { KEEP_STYLE } from './setVersion.ts';

/** `Kind/name` + container + seconds; null when the text cannot take the change. */
export function setPreStopSleep(
  text: string,
  object: string,
  container: string,
  seconds: number,
  sleepAction = true,
): string | null {
  const found = templateAt(text, object);
  if (!found) return null;
  const { docs, doc } = found;
  const path = [...found.template, 'spec', 'containers'];
  const list = doc.getIn(path, true);
  if (!isSeq(list)) return null;
  const i = list.items.findIndex((c) => isMap(c) && c.get('name') === container);
  if (i < 0) return null;
  const lifecycle = [...path, i, 'lifecycle'];
  if (seconds === 0) {
    doc.deleteIn([...lifecycle, 'preStop']);
    const left = doc.getIn(lifecycle, true);
    if (isMap(left) && left.items.length === 0) doc.deleteIn(lifecycle);
  } else {
    const hook = sleepAction
      ? { sleep: { seconds } }
      : { exec: { command: ['sleep', String(seconds)] } };
    const node = doc.createNode(hook);
    // A hook written on one line (`preStop: {sleep: {seconds: 2}}`) stays on one line.
    const old = doc.getIn([...lifecycle, 'preStop'], true);
    if (isMap(old) && old.flow) node.flow = true;
    doc.setIn([...lifecycle, 'preStop'], node);
  }
  return docs.map((d) => d.toString(KEEP_STYLE)).join('');
}
