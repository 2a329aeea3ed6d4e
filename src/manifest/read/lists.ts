// `kubectl get deploy,svc -o yaml` prints one document, `apiVersion: v1, kind: List`, whose
// `items` are the objects; the API's own lists (PodList, DeploymentList…) hold `items` too.
// kubectl apply reads each item as an object of its own (cli-runtime resource
// FlattenListVisitor), and so does podterm: each item becomes a document that keeps its
// place in the text, so a problem in an item points at the item's own lines.
import type { Path, SourceDoc } from './parse.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lists inside lists are flattened too (FlattenListVisitor recurses), this deep at most. */
const MAX_DEPTH = 4;

/** Every document, with each List replaced by its items. */
export function flattenLists(docs: readonly SourceDoc[]): SourceDoc[] {
  return docs.flatMap((d) => flatten(d, 0));
}

function flatten(doc: SourceDoc, depth: number): SourceDoc[] {
  const list = doc.data;
  if (!isRecord(list) || depth >= MAX_DEPTH) return [doc];
  const { kind, items, apiVersion } = list;
  if (typeof kind !== 'string' || !kind.endsWith('List') || !Array.isArray(items)) return [doc];
  // A typed list's items may leave out their kind (the API's PodList does): a PodList
  // holds Pods, of the list's apiVersion.
  const itemKind = kind === 'List' ? null : kind.slice(0, -'List'.length);
  return items.flatMap((item: unknown, i) => {
    const at = (path: Path): ReturnType<SourceDoc['at']> => doc.at(['items', i, ...path]);
    const data =
      itemKind && isRecord(item) && item.kind === undefined
        ? { apiVersion, kind: itemKind, ...item }
        : item;
    return flatten({ data, line: at([]).line, at }, depth + 1);
  });
}
