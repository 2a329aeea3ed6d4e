// The objects of a manifest stream as `podterm check` names them: each document (each item of
// a `kind: List`, as kubectl's FlattenListVisitor reads them) with its lines, `Kind/name`, the
// ids its `podterm.dev/ignore` annotation silences, and the template it was rendered from
// when `helm template` wrote a `# Source: chart/templates/x.yaml` comment above it.
import { flattenLists } from '../manifest/read/lists.ts';
import { parseStream } from '../manifest/read/parse.ts';

/** The annotation that silences ids for its object: `podterm.dev/ignore: "PT103,PT110"`. */
export const IGNORE_ANNOTATION = 'podterm.dev/ignore';

export interface StreamObject {
  /** `Deployment/web` (`Deployment/shop/web` outside the default namespace). */
  name: string;
  kind: string;
  line: number;
  endLine: number;
  /** Ids silenced on this object (its own annotation, and its Pod template's). */
  ignored: ReadonlySet<string>;
  /** `chart/templates/deployment.yaml`: the Helm template the document came from. */
  template: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const get = (v: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((o, k) => (isRecord(o) ? o[k] : undefined), v);

/** The ids an annotation value lists: commas or spaces between them, any case. */
function ignoredIds(data: unknown): Set<string> {
  const ids = new Set<string>();
  for (const where of [
    get(data, 'metadata', 'annotations', IGNORE_ANNOTATION),
    get(data, 'spec', 'template', 'metadata', 'annotations', IGNORE_ANNOTATION),
    get(
      data,
      'spec',
      'jobTemplate',
      'spec',
      'template',
      'metadata',
      'annotations',
      IGNORE_ANNOTATION,
    ),
  ])
    if (typeof where === 'string')
      for (const id of where.split(/[\s,]+/)) if (id) ids.add(id.toUpperCase());
  return ids;
}

/** `# Source: chart/templates/x.yaml` lines of the stream, by line number. */
function sourceComments(text: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = [];
  text.split('\n').forEach((l, i) => {
    const m = /^# Source: (\S.*?)\s*$/.exec(l);
    if (m) out.push({ line: i + 1, path: m[1]! });
  });
  return out;
}

/** Every object of the stream, in order of their lines. */
export function streamObjects(text: string): StreamObject[] {
  const sources = sourceComments(text);
  const docs = flattenLists(parseStream(text).docs);
  const out: StreamObject[] = [];
  let previousEnd = 0;
  for (const d of docs) {
    const { line, endLine } = d.at([]);
    const kind = typeof get(d.data, 'kind') === 'string' ? (get(d.data, 'kind') as string) : '?';
    const name = get(d.data, 'metadata', 'name');
    const ns = get(d.data, 'metadata', 'namespace');
    const nsPart = typeof ns === 'string' && ns !== 'default' ? `${ns}/` : '';
    // Helm writes the comment right after the `---` of each document it renders.
    const source = sources.filter((s) => s.line > previousEnd && s.line < line).at(-1);
    out.push({
      name: `${kind}/${nsPart}${typeof name === 'string' ? name : '?'}`,
      kind,
      line,
      endLine: Math.max(line, endLine),
      ignored: ignoredIds(d.data),
      template: source?.path ?? null,
    });
    previousEnd = Math.max(line, endLine);
  }
  return out;
}

/** The object a line falls in (the innermost, the last to start at or before it). */
export function objectAt(objects: readonly StreamObject[], line: number): StreamObject | null {
  let hit: StreamObject | null = null;
  for (const o of objects) if (o.line <= line && line <= o.endLine) hit = o;
  return hit;
}
