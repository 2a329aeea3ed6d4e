// YAML text → documents that remember where every value came from, so that a problem
// found in any field can point at its line and column. Syntax errors, duplicate keys and
// alias bombs become diagnostics; nothing here throws.
import { LineCounter, Scalar, parseAllDocuments, visit, type Document } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';

export type Path = readonly (string | number)[];

export interface SourceDoc {
  /** The plain data (null for an empty document). */
  data: unknown;
  /** 1-based line of the document's first content. */
  line: number;
  /** Where a value sits (falls back to the nearest parent that exists). */
  at(path: Path): Pick<Diagnostic, 'line' | 'column' | 'endLine' | 'endColumn'>;
}

/** A document with more aliases than this is refused (the "billion laughs" defence). */
const MAX_ALIASES = 100;
/** Longer texts are refused outright: the editor and the link are bounded too. */
export const MAX_TEXT_CHARS = 2_000_000;
const MAX_ERRORS_PER_DOC = 50;

export function parseStream(text: string): { docs: SourceDoc[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (text.length > MAX_TEXT_CHARS) {
    diagnostics.push(
      err(1, 1, `the document is too long (${text.length} characters; at most ${MAX_TEXT_CHARS})`),
    );
    return { docs: [], diagnostics };
  }
  const lc = new LineCounter();
  // apimachinery's YAMLOrJSONDecoder (GuessJSONStream): a stream that starts with `{` is read
  // as JSON, where `\/` is an escape and `\'` is not; only YAML goes through go-yaml.
  const json = text.trimStart().startsWith('{');
  const { list, original, read } = parseDocs(text, lc, json);
  const pos = (offset: number): { line: number; col: number } =>
    lc.linePos(original(Math.max(0, offset)));
  const docs: SourceDoc[] = [];
  for (const doc of list) {
    // Garbage can hold tens of thousands of errors: the first few locate the problem.
    for (const e of [
      ...doc.errors.slice(0, MAX_ERRORS_PER_DOC),
      ...doc.warnings.slice(0, MAX_ERRORS_PER_DOC),
    ]) {
      const [a, b] = e.pos;
      const start = pos(a);
      const end = pos(b);
      const message = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      diagnostics.push({
        severity: doc.errors.includes(e) ? 'error' : 'warning',
        message: `YAML: ${message}`,
        line: start.line,
        column: start.col,
        endLine: end.line,
        endColumn: Math.max(end.col, start.col + 1),
        ...(doc.errors.includes(e) ? {} : { rule: 'yamlWarning' }),
      });
    }
    if (doc.errors.length > 0) continue;
    const slash = json || !read.includes('\\/') ? null : slashEscape(doc, read);
    if (slash !== null) {
      const at = pos(slash);
      diagnostics.push({
        ...err(at.line, at.col, SLASH_ESCAPE),
        endColumn: at.col + 2,
      });
      continue;
    }
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      const start = pos(doc.range[0]);
      diagnostics.push(
        err(start.line, start.col, `YAML: ${e instanceof Error ? e.message : String(e)}`),
      );
      continue;
    }
    if (data === null || data === undefined) continue;
    docs.push(sourceDoc(doc, data, pos));
  }
  return { docs, diagnostics };
}

const parse = (text: string) => {
  const parsed = parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false });
  return Array.isArray(parsed) ? parsed : [];
};

/**
 * The documents, and how an offset in the text they were read from maps to `text`'s. The
 * API server and kubectl read YAML with go-yaml (sigs.k8s.io/yaml), whose scanner takes
 * `\'` in a double-quoted scalar for `'` (scannerc.go yaml_parser_scan_flow_scalar, from
 * libyaml); the `yaml` package follows YAML 1.2, which has no such escape, and refuses it
 * (BAD_DQ_ESCAPE). Each `\'` it refuses is read again as `\x27` (the same character), and
 * offsets past it are moved back by the two characters that adds. `lc` counts `text`'s lines.
 */
function parseDocs(
  text: string,
  lc: LineCounter,
  json: boolean,
): { list: ReturnType<typeof parse>; original: (offset: number) => number; read: string } {
  const first = parse(text);
  const quotes = first
    .flatMap((d) => d.errors)
    .filter((e) => e.code === 'BAD_DQ_ESCAPE' && text.startsWith("\\'", e.pos[0]))
    .map((e) => e.pos[0])
    .sort((a, b) => a - b);
  lc.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
  if (quotes.length === 0 || json) return { list: first, original: (o) => o, read: text };
  let read = '';
  let from = 0;
  // Where each `\x27` starts in the text read.
  const starts: number[] = [];
  for (const q of quotes) {
    read += text.slice(from, q);
    starts.push(read.length);
    read += '\\x27';
    from = q + 2;
  }
  read += text.slice(from);
  const original = (o: number): number => {
    let shift = 0;
    for (const s of starts) {
      if (o < s) break;
      shift += o >= s + 4 ? 2 : o - s;
    }
    return o - shift;
  };
  return { list: parse(read), original, read };
}

const SLASH_ESCAPE =
  'YAML: found unknown escape character \\/ (kubectl and the API server read YAML with go-yaml, which has no \\/ escape; YAML 1.2 has one)';

/**
 * The other way round: YAML 1.2 (the `yaml` package) takes `\\/` in a double-quoted scalar
 * for `/`, go-yaml's scanner (scannerc.go yaml_parser_scan_flow_scalar) has no such escape
 * and stops with "found unknown escape character": kubectl refuses the file. The offset of
 * the first one in `doc` (its ranges are in `read`), or null.
 */
function slashEscape(doc: Document.Parsed, read: string): number | null {
  let found: number | null = null;
  visit(doc, {
    Scalar(_, node: Scalar) {
      if (node.type !== Scalar.QUOTE_DOUBLE || !node.range) return undefined;
      const [start, end] = node.range;
      for (let i = start + 1; i < end - 1; i++) {
        if (read[i] !== '\\') continue;
        if (read[i + 1] === '/') {
          found = i;
          return visit.BREAK;
        }
        i++;
      }
      return undefined;
    },
  });
  return found;
}

function sourceDoc(
  doc: Document.Parsed,
  data: unknown,
  pos: (o: number) => { line: number; col: number },
): SourceDoc {
  const first = doc.contents?.range?.[0] ?? doc.range[0];
  return {
    data,
    line: pos(first).line,
    at(path) {
      for (let n = path.length; n >= 0; n--) {
        const node = doc.getIn(path.slice(0, n), true) as
          { range?: [number, number, number] } | undefined;
        const keyNode = n > 0 ? findKey(doc, path.slice(0, n)) : undefined;
        const range = node?.range ?? keyNode;
        if (range) {
          const s = pos(range[0]);
          const e = pos(range[1]);
          return {
            line: s.line,
            column: s.col,
            endLine: e.line,
            endColumn: Math.max(e.col, s.col + 1),
          };
        }
      }
      const s = pos(first);
      return { line: s.line, column: s.col, endLine: s.line, endColumn: s.col + 1 };
    },
  };
}

/** The key's own range, for a key whose value is empty (`name:` with nothing after it). */
function findKey(doc: Document.Parsed, path: Path): [number, number, number] | undefined {
  const parent = doc.getIn(path.slice(0, -1), true) as { items?: unknown[] } | undefined;
  const key = path[path.length - 1];
  for (const item of parent?.items ?? []) {
    const pair = item as { key?: { value?: unknown; range?: [number, number, number] } };
    if (pair.key && pair.key.value === key && pair.key.range) return pair.key.range;
  }
  return undefined;
}

export const err = (line: number, column: number, message: string): Diagnostic => ({
  severity: 'error',
  message,
  line,
  column,
  endLine: line,
  endColumn: column + 1,
});
