/**
 * Lists the functions in src/ longer than a limit (60 lines by default): issue 28 keeps their
 * number at most 15. A function is any function declaration, expression, arrow or method; a
 * function inside another counts on its own, and its lines count in the outer one too. Lines
 * are lines of code: blank lines and comment-only lines do not count.
 *   npx tsx tools/long-functions.mts [--limit 60] [--count]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 60;

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

export function longFunctions(files: readonly string[], over: number): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const codeLines = codeLineMask(sf);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = codeLines.slice(start, end + 1).filter(Boolean).length;
        if (lines > over) found.push({ file, line: start + 1, name: nameOf(node, sf), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found.sort((a, b) => b.lines - a.lines);
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

const files = sources('src').sort();
const found = longFunctions(files, limit);
if (args.includes('--count')) console.log(found.length);
else
  for (const f of found)
    console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
