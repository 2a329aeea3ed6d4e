// The values a shell script computes from what it knows: its variables (the Pod's env, its
// own assignments, a loop's variable), `$VAR`/`${VAR…}` and `$((…))` in its words, and the
// status of its tests (`[ … ]`, `test`, `[[ … ]]`). What depends on a value podterm does not
// know is null, and the script reader (script.ts) then takes its happy path as before.
// POSIX.1-2017 Shell Command Language 2.6 (expansions) and test(1); bash for `[[`.
import { base } from './programs.ts';
import { commandWords } from './shellWords.ts';
import type { ShellNode } from './shellNodes.ts';

/** The script's variables as podterm knows them, and which of the Pod's it read. */
export class Vars {
  readonly known: Map<string, string>;
  /** The Pod's variables the script read with a known value (for the assumption). */
  readonly used = new Map<string, string>();
  /** Variables the script read without podterm knowing their value. */
  readonly missing = new Set<string>();
  private readonly fromPod: ReadonlySet<string>;
  /** Names the script set itself (an unknown one is the script's doing, not the Pod's). */
  private readonly own = new Set<string>();

  constructor(env: ReadonlyMap<string, string> = new Map()) {
    this.known = new Map(env);
    this.fromPod = new Set(env.keys());
  }

  get(name: string): string | null {
    const v = this.known.get(name);
    if (v === undefined) {
      if (!this.own.has(name)) this.missing.add(name);
      return null;
    }
    if (this.fromPod.has(name) && this.quiet === 0) this.used.set(name, v);
    return v;
  }

  private quiet = 0;
  /** Reads without counting the Pod's values as read (a word that decides nothing). */
  quietly<T>(read: () => T): T {
    this.quiet++;
    try {
      return read();
    } finally {
      this.quiet--;
    }
  }

  set(name: string, value: string | null): void {
    this.own.add(name);
    if (value === null) this.known.delete(name);
    else this.known.set(name, value);
  }
}

const NAME = /^[A-Za-z_]\w*/;
const MAX_WORD = 10_000;
/** Values longer than this are not trimmed by pattern (each length is a regular-expression test). */
const MAX_TRIM = 1000;

/** A glob (`*`, `?`, `[…]`) as a whole-string regular expression. */
export function globRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        re += `[${glob
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

/** `${v#p}`, `${v##p}`, `${v%p}`, `${v%%p}`: the value without the prefix or suffix. */
function trim(v: string, op: string, pattern: string): string | null {
  if (v.length > MAX_TRIM) return null;
  const re = globRegExp(pattern);
  const n = v.length;
  if (op === '#' || op === '##') {
    const order = op === '#' ? [...Array(n + 1).keys()] : [...Array(n + 1).keys()].reverse();
    for (const i of order) if (re.test(v.slice(0, i))) return v.slice(i);
  } else {
    const order = op === '%' ? [...Array(n + 1).keys()].reverse() : [...Array(n + 1).keys()];
    for (const i of order) if (re.test(v.slice(i))) return v.slice(0, i);
  }
  return v;
}

/** `${…}`'s inside: `NAME`, `#NAME`, `NAME:-word`, `NAME-word`, `NAME##pattern`, … */
function braced(inner: string, vars: Vars): string | null {
  if (inner.startsWith('#') && NAME.test(inner.slice(1))) {
    const v = vars.get(inner.slice(1));
    return v === null ? null : `${v.length}`;
  }
  const name = NAME.exec(inner)?.[0];
  if (!name) return null;
  const rest = inner.slice(name.length);
  if (rest === '') return vars.get(name);
  const index = /^\[(\d+)\]$/.exec(rest);
  if (index) return name === 'BASH_REMATCH' ? vars.get(`${name}[${index[1]!}]`) : null;
  const op = /^(:-|-|:=|=|:\+|\+|##|#|%%|%)/.exec(rest)?.[0];
  if (!op) return null; // arrays, substrings, replacements: not read
  const word = expandWord(rest.slice(op.length), vars);
  if (word === null) return null;
  const v = vars.get(name);
  if (op === ':-' || op === '-' || op === ':=' || op === '=') {
    // Unknown is not unset: a default is taken only when podterm knows the variable is not set.
    if (v !== null) return op.startsWith(':') && v === '' ? word : v;
    return null;
  }
  if (op === ':+' || op === '+') return v === null ? null : v === '' && op === ':+' ? '' : word;
  return v === null ? null : trim(v, op, word);
}

/** The index after the `)` closing the `(` at `open`, or -1. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === '(') depth++;
    else if (s[j] === ')' && --depth === 0) return j;
  }
  return -1;
}

/** `$(…)`: only commands whose output podterm knows (`seq`, `hostname`, `echo`). */
function substitute(command: string, vars: Vars): string | null {
  const words = splitWords(command).map((w) => expandWord(w, vars));
  if (words.some((w) => w === null)) return null;
  const argv = words as string[];
  const cmd = base(argv[0] ?? '');
  if (cmd === 'hostname' && argv.length === 1) return vars.get('HOSTNAME');
  if (cmd === 'echo') return argv.slice(1).join(' ');
  if (cmd === 'seq') {
    const n = argv.slice(1).map(Number);
    if (n.length < 1 || n.length > 3 || n.some((x) => !Number.isInteger(x))) return null;
    const [first, step, last] =
      n.length === 1 ? [1, 1, n[0]!] : n.length === 2 ? [n[0]!, 1, n[1]!] : [n[0]!, n[1]!, n[2]!];
    if (step === 0 || Math.abs((last - first) / step) > MAX_WORD) return null;
    const out: number[] = [];
    for (let x = first; step > 0 ? x <= last : x >= last; x += step) out.push(x);
    return out.join('\n');
  }
  return null;
}

/**
 * A word with its parameter, arithmetic and known command expansions done; null when a
 * value in it is unknown. A word without `$` is itself.
 */
export function expandWord(word: string, vars: Vars): string | null {
  if (!word.includes('$')) return word;
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (c !== '$' || i + 1 >= word.length) {
      out += c;
      continue;
    }
    const next = word[i + 1]!;
    let v: string | null;
    if (next === '(' && word[i + 2] === '(') {
      const end = closing(word, i + 1);
      if (end < 0 || word[end - 1] !== ')') return null;
      const n = arithmetic(word.slice(i + 3, end - 1), vars);
      v = n === null ? null : `${n}`;
      i = end;
    } else if (next === '(') {
      const end = closing(word, i + 1);
      if (end < 0) return null;
      v = substitute(word.slice(i + 2, end), vars);
      i = end;
    } else if (next === '{') {
      const end = word.indexOf('}', i + 2);
      if (end < 0) return null;
      v = braced(word.slice(i + 2, end), vars);
      i = end;
    } else if (NAME.test(word.slice(i + 1))) {
      const name = NAME.exec(word.slice(i + 1))![0];
      v = vars.get(name);
      i += name.length;
    } else if (/[\d?$#@*!-]/.test(next)) {
      return null; // positional and special parameters: not known
    } else {
      v = '$';
    }
    if (v === null) return null;
    out += v;
    if (out.length > MAX_WORD) return null;
  }
  return out;
}

/** Splits `[[ … ]]`'s inside or a `$(…)` command into words (quotes kept together, removed). */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1);
      const stop = end < 0 ? text.length : end;
      // A backquoted command is `$(…)`: a command substitution.
      word += c === '`' ? `$(${text.slice(i + 1, stop)})` : text.slice(i + 1, stop);
      inWord = true;
      i = stop;
    } else if (c === '$' && text[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      word += text.slice(i, j + 1);
      inWord = true;
      i = j;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) out.push(word);
  return out;
}

// ---- arithmetic: $((…)) ----

type Tok = { n: number } | { op: string } | { name: string };
const OPS = [
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '**',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '(',
  ')',
];

function arithTokens(s: string): Tok[] | null {
  const out: Tok[] = [];
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^(0x[0-9a-f]+|\d+)/i.exec(s.slice(i));
    if (num) {
      out.push({ n: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const name = /^\$?\{?([A-Za-z_]\w*)\}?/.exec(s.slice(i));
    if (name) {
      out.push({ name: name[1]! });
      i += name[0].length;
      continue;
    }
    const op = OPS.find((o) => s.startsWith(o, i));
    if (!op) return null;
    out.push({ op });
    i += op.length;
  }
  return out;
}

const BINARY: Record<string, [number, (a: number, b: number) => number | null]> = {
  '||': [1, (a, b) => (a || b ? 1 : 0)],
  '&&': [2, (a, b) => (a && b ? 1 : 0)],
  '==': [3, (a, b) => (a === b ? 1 : 0)],
  '!=': [3, (a, b) => (a !== b ? 1 : 0)],
  '<': [4, (a, b) => (a < b ? 1 : 0)],
  '<=': [4, (a, b) => (a <= b ? 1 : 0)],
  '>': [4, (a, b) => (a > b ? 1 : 0)],
  '>=': [4, (a, b) => (a >= b ? 1 : 0)],
  '+': [5, (a, b) => a + b],
  '-': [5, (a, b) => a - b],
  '*': [6, (a, b) => a * b],
  '/': [6, (a, b) => (b === 0 ? null : Math.trunc(a / b))],
  '%': [6, (a, b) => (b === 0 ? null : a % b)],
  '**': [7, (a, b) => (b < 0 ? null : a ** b)],
};

/** An arithmetic expression's value (integers, C operators), or null. */
export function arithmetic(text: string, vars: Vars): number | null {
  const toks = arithTokens(text);
  if (!toks || toks.length === 0) return null;
  let pos = 0;
  let unknown = false;
  const unary = (): number => {
    const t = toks[pos++];
    if (!t) throw new Error('end');
    if ('n' in t) return t.n;
    if ('name' in t) {
      const v = vars.get(t.name);
      if (v === null || !/^-?\d+$/.test(v.trim())) unknown = true;
      return v === null ? 0 : Number(v.trim()) || 0;
    }
    if (t.op === '(') {
      const v = binary(0);
      if (!('op' in (toks[pos] ?? { n: 0 })) || (toks[pos] as { op: string }).op !== ')')
        throw new Error(')');
      pos++;
      return v;
    }
    if (t.op === '-') return -unary();
    if (t.op === '+') return unary();
    if (t.op === '!') return unary() ? 0 : 1;
    throw new Error(t.op);
  };
  const binary = (min: number): number => {
    let left = unary();
    for (;;) {
      const t = toks[pos];
      const op = t && 'op' in t ? BINARY[t.op] : undefined;
      if (!op || op[0] < min) return left;
      pos++;
      const right = binary(op[0] + 1);
      const v = op[1](left, right);
      if (v === null) unknown = true;
      left = v ?? 0;
    }
  };
  try {
    const v = binary(0);
    return pos === toks.length && !unknown && Number.isSafeInteger(v) ? v : null;
  } catch {
    return null;
  }
}

// ---- tests: [ … ], test …, [[ … ]] ----

const int = (s: string): number | null => (/^\s*[-+]?\d+\s*$/.test(s) ? Number(s) : null);

/** test(1) on expanded words (null: a word podterm does not know); `pattern`: `[[`'s `==`. */
export function evalTest(args: readonly (string | null)[], pattern = false): boolean | null {
  let pos = 0;
  const peek = (): string | null | undefined => args[pos];
  const or = (): boolean | null => {
    let v = and();
    while (peek() === '-o' || peek() === '||') {
      pos++;
      const r = and();
      v = v === true || r === true ? true : v === null || r === null ? null : false;
    }
    return v;
  };
  const and = (): boolean | null => {
    let v = not();
    while (peek() === '-a' || peek() === '&&') {
      pos++;
      const r = not();
      v = v === false || r === false ? false : v === null || r === null ? null : true;
    }
    return v;
  };
  const not = (): boolean | null => {
    if (peek() === '!' && pos + 1 < args.length) {
      pos++;
      const v = not();
      return v === null ? null : !v;
    }
    return primary();
  };
  const primary = (): boolean | null => {
    const a = args[pos];
    if (a === '(') {
      pos++;
      const v = or();
      if (peek() === ')') pos++;
      return v;
    }
    const op = args[pos + 1];
    if (op !== undefined && op !== null && isBinary(op) && pos + 2 < args.length) {
      const b = args[pos + 2];
      pos += 3;
      return a === null || a === undefined || b === null || b === undefined
        ? null
        : compare(a, op, b, pattern);
    }
    if (a === '-z' || a === '-n') {
      const b = args[pos + 1];
      pos += 2;
      if (b === null) return null;
      return a === '-z' ? (b ?? '') === '' : (b ?? '') !== '';
    }
    if (a !== null && a !== undefined && /^-[a-zA-Z]$/.test(a) && pos + 1 < args.length) {
      pos += 2;
      return null; // file tests and `-v`: not known
    }
    pos++;
    return a === null ? null : (a ?? '') !== '';
  };
  const v = or();
  return pos === args.length ? v : null;
}

const isBinary = (op: string): boolean =>
  /^(=|==|!=|<|>|-eq|-ne|-lt|-le|-gt|-ge|=~|-nt|-ot|-ef)$/.test(op);

function compare(a: string, op: string, b: string, pattern: boolean): boolean | null {
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
function rematch(words: readonly string[], vars: Vars): boolean | null {
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
