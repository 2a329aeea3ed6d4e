// The status of a shell's tests (`[ … ]`, `test`, `[[ … ]]`) and of a command or list, on the
// variables podterm knows (test(1); bash for `[[`, `=~`); null where it cannot tell.
import { base } from '../programs.ts';
import { commandWords } from './shellWords.ts';
import type { ShellNode } from './shellNodes.ts';
import { Vars } from './shellVars.ts';
import { globRegExp, expandWord, splitWords } from './shellExpand.ts';

export const int = (s: string): number | null => (/^\s*[-+]?\d+\s*$/.test(s) ? Number(s) : null);

/** test(1)'s grammar over its words: `-o` below `-a` below `!`, and parentheses. */
class TestReader {
  pos = 0;
  constructor(
    private readonly args: readonly (string | null)[],
    private readonly pattern: boolean,
  ) {}

  private peek(): string | null | undefined {
    return this.args[this.pos];
  }
  or(): boolean | null {
    let v = this.and();
    while (this.peek() === '-o' || this.peek() === '||') {
      this.pos++;
      const r = this.and();
      v = v === true || r === true ? true : v === null || r === null ? null : false;
    }
    return v;
  }
  private and(): boolean | null {
    let v = this.not();
    while (this.peek() === '-a' || this.peek() === '&&') {
      this.pos++;
      const r = this.not();
      v = v === false || r === false ? false : v === null || r === null ? null : true;
    }
    return v;
  }
  private not(): boolean | null {
    if (this.peek() === '!' && this.pos + 1 < this.args.length) {
      this.pos++;
      const v = this.not();
      return v === null ? null : !v;
    }
    return this.primary();
  }
  private primary(): boolean | null {
    const { args, pos } = this;
    const a = args[pos];
    if (a === '(') {
      this.pos++;
      const v = this.or();
      if (this.peek() === ')') this.pos++;
      return v;
    }
    const op = args[pos + 1];
    if (op !== undefined && op !== null && isBinary(op) && pos + 2 < args.length) {
      const b = args[pos + 2];
      this.pos += 3;
      return a === null || a === undefined || b === null || b === undefined
        ? null
        : compare(a, op, b, this.pattern);
    }
    return this.unary(a);
  }
  /** `-z`, `-n`, a file test, or a lone word (true when not empty). */
  private unary(a: string | null | undefined): boolean | null {
    if (a === '-z' || a === '-n') {
      const b = this.args[this.pos + 1];
      this.pos += 2;
      if (b === null) return null;
      return a === '-z' ? (b ?? '') === '' : (b ?? '') !== '';
    }
    if (a !== null && a !== undefined && /^-[a-zA-Z]$/.test(a) && this.pos + 1 < this.args.length) {
      this.pos += 2;
      return null; // file tests and `-v`: not known
    }
    this.pos++;
    return a === null ? null : (a ?? '') !== '';
  }
}

/** test(1) on expanded words (null: a word podterm does not know); `pattern`: `[[`'s `==`. */
export function evalTest(args: readonly (string | null)[], pattern = false): boolean | null {
  const reader = new TestReader(args, pattern);
  const v = reader.or();
  return reader.pos === args.length ? v : null;
}

export const isBinary = (op: string): boolean =>
  /^(=|==|!=|<|>|-eq|-ne|-lt|-le|-gt|-ge|=~|-nt|-ot|-ef)$/.test(op);

export function compare(a: string, op: string, b: string, pattern: boolean): boolean | null {
  if (op === '=' || op === '==') return pattern ? globRegExp(b).test(a) : a === b;
  if (op === '!=') return pattern ? !globRegExp(b).test(a) : a !== b;
  if (op === '<') return a < b;
  if (op === '>') return a > b;
  const [x, y] = [int(a), int(b)];
  if (x === null || y === null) return null;
  switch (op) {
    case '-eq':
      return x === y;
    case '-ne':
      return x !== y;
    case '-lt':
      return x < y;
    case '-le':
      return x <= y;
    case '-gt':
      return x > y;
    case '-ge':
      return x >= y;
    default:
      return null;
  }
}

/**
 * The exit status of a command podterm can evaluate, true for 0: a test, `true`, `false`,
 * `!`, and `&&`/`||` lists and groups of them; null for anything else.
 */
export function statusOf(n: ShellNode, vars: Vars): boolean | null {
  if (n.t === 'group') return statusOfList(n.body, vars);
  if (n.t === 'andOr') {
    let ok = statusOf(n.first, vars);
    for (const { op, node } of n.rest) {
      if (ok === null) return null;
      if (op === '&&' ? !ok : ok) continue;
      ok = statusOf(node, vars);
    }
    return ok;
  }
  if (n.t !== 'cmd') return null;
  const negate = n.argv[0] === '!';
  const argv = commandWords(negate ? n.argv.slice(1) : n.argv);
  const cmd = base(argv[0] ?? '');
  let v: boolean | null = null;
  if (cmd === '[' || cmd === 'test') {
    const args = argv.slice(1);
    if (cmd === '[' && args[args.length - 1] === ']') args.pop();
    v = evalTest(args.map((a) => expandWord(a, vars)));
  } else if (cmd === '[[') {
    const words = splitWords(argv[1] ?? '');
    v =
      words.length === 3 && words[1] === '=~'
        ? rematch(words, vars)
        : evalTest(
            words.map((w) => expandWord(w, vars)),
            true,
          );
  } else if (cmd === 'true' || cmd === ':') v = true;
  else if (cmd === 'false') v = false;
  return v === null ? null : negate ? !v : v;
}

export function statusOfList(nodes: readonly ShellNode[], vars: Vars): boolean | null {
  const last = nodes[nodes.length - 1];
  return last ? statusOf(last, vars) : null;
}

/**
 * `[[ word =~ regex ]]` (bash): an extended regular expression, its groups left in
 * BASH_REMATCH (the StatefulSet idiom `[[ $(hostname) =~ -([0-9]+)$ ]]`).
 */
export function rematch(words: readonly string[], vars: Vars): boolean | null {
  const word = expandWord(words[0]!, vars);
  // A short word, and no nested quantifier (`(a+)+`): a regular expression that cannot run long.
  if (word === null || word.length > 253 || /\)[*+{]/.test(words[2]!)) return null;
  let re: RegExp;
  try {
    re = new RegExp(words[2]!);
  } catch {
    return null;
  }
  const m = re.exec(word);
  for (let i = 0; i < 10; i++) vars.set(`BASH_REMATCH[${i}]`, m?.[i] ?? null);
  return m !== null;
}

/** Whether the text names a variable (so its value could decide it). */
export const namesVariable = (text: string): boolean => /\$[{(]?[A-Za-z_]/.test(text);
