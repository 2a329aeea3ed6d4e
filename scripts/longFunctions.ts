// The functions in src/ longer than a limit of lines of code: since issue 28 there is none over
// 60 (tests/unit/architecture/longFunctions.test.ts; `npx tsx tools/long-functions.mts`
// lists them). A function is any declaration, expression, arrow or method; one inside another
// counts on its own, and its lines count in the outer one too. Blank and comment-only lines do
// not count.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** Which lines hold code: a line with no token but blanks or comments does not count. */
function codeLineMask(sf: ts.SourceFile): boolean[] {
  const mask = sf.text.split('\n').map(() => false);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const mark = (node: ts.Node): void => {
    const children = node.getChildren(sf);
    if (children.length > 0) return children.forEach(mark);
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    if (ts.isJsxText(node) && node.containsOnlyTriviaWhiteSpaces) return;
    for (let line = lineOf(node.getStart(sf)); line <= lineOf(node.getEnd()); line++)
      mask[line] = true;
  };
  mark(sf);
  return mask;
}

function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(sf).slice(0, 40)}(…)`;
  return '(anonymous)';
}

/** The functions of one file's text longer than `over` lines of code. */
export function longFunctionsIn(file: string, text: string, over: number): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  // Raw lines bound lines of code: most files need no token walk at all.
  let codeLines: boolean[] | undefined;
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      codeLines ??= end - start + 1 > over ? codeLineMask(sf) : undefined;
      const lines = codeLines ? codeLines.slice(start, end + 1).filter(Boolean).length : 0;
      if (lines > over) found.push({ file, line: start + 1, name: nameOf(node, sf), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The functions of these files longer than `over` lines of code, longest first. */
export function longFunctions(files: readonly string[], over: number): LongFunction[] {
  return files
    .flatMap((file) => longFunctionsIn(file, readFileSync(file, 'utf8'), over))
    .sort((a, b) => b.lines - a.lines);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every .ts and .tsx file under a folder, in a stable order. */
export function sourceFiles(dir: string): string[] {
  return sources(dir).sort();
}
