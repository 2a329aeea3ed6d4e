// A small reader of the Python people put in `python3 -c '…'`: enough of the language to tell
// how long the code runs and how it exits on the environment the Pod gives it — `if`/`elif`/
// `else` on `os.environ[…]`, `os.environ.get`, `os.getenv`, `int(…)`, `%`; `sys.exit(n)`,
// `exit(n)`, `raise SystemExit(n)`; `time.sleep(n)`; `for … in range(n)`. It never runs
// anything: what it cannot read is code that "finishes after the batch step", and a condition
// on something it does not know takes the happy path (the branch that does not exit non-zero),
// as the shell script reader does (script.ts). Python semantics: sys.exit(None) → 0, an int →
// its low 8 bits (the C exit status), anything else → 1; an uncaught exception → 1.

import { msToSeconds, seconds, secondsToMs } from '../trace/units.ts';
import { say } from './assumptions.ts';
import { codeText } from './shellWords.ts';

const MAX_CODE = 20_000;
const MAX_PASSES = 100;
const MAX_STEPS = 10_000;
const MAX_DEPTH = 32;

/** A value podterm knows, or UNKNOWN. */
type Value = number | string | boolean | null | typeof UNKNOWN;
const UNKNOWN: unique symbol = Symbol('unknown');

/** A Python exception podterm knows is raised (the interpreter exits 1). */
class Raised extends Error {}

export interface PythonRun {
  /** Time in `time.sleep`, plus one batch step for code podterm does not read. */
  runMs: number;
  exitCode: number;
  notes: string[];
  /** The Pod's variables the code read with a known value. */
  used: Map<string, string>;
}

interface Line {
  indent: number;
  text: string;
}

interface Ctx {
  env: ReadonlyMap<string, string>;
  vars: Map<string, Value>;
  used: Map<string, string>;
  missing: Set<string>;
  ms: number;
  unread: string | null;
  notes: string[];
  steps: number;
  depth: number;
}

/** Splits code into logical lines (no continuation lines are read), without comments. */
function lines(code: string): Line[] {
  const out: Line[] = [];
  for (const raw of code.slice(0, MAX_CODE).split('\n')) {
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '') continue;
    out.push({ indent: text.length - text.trimStart().length, text: text.trim() });
  }
  return out;
}

function stripComment(s: string): string {
  let quote: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return s.slice(0, i);
  }
  return s;
}

/** Splits `a; b` at top-level semicolons. */
function statements(text: string): string[] {
  const out: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

// ---- expressions ----

type Tok =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'name'; v: string }
  | { k: 'op'; v: string };
const OPS = [
  '**',
  '//',
  '==',
  '!=',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];

function tokens(text: string): Tok[] | null {
  const out: Tok[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const str = /^[rbuf]?(['"])/i.exec(text.slice(i));
    if (str) {
      if (/^f/i.test(text.slice(i))) return null; // f-strings: not read
      const q = str[1]!;
      let j = i + str[0].length;
      let v = '';
      for (; j < text.length && text[j] !== q; j++) {
        if (text[j] === '\\') v += { n: '\n', t: '\t' }[text[++j] ?? ''] ?? text[j] ?? '';
        else v += text[j];
      }
      out.push({ k: 'str', v });
      i = j + 1;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (num) {
      out.push({ k: 'num', v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_]\w*/.exec(text.slice(i));
    if (name) {
      out.push({ k: 'name', v: name[0] });
      i += name[0].length;
      continue;
    }
    const op = OPS.find((o) => text.startsWith(o, i));
    if (!op) return null;
    out.push({ k: 'op', v: op });
    i += op.length;
  }
  return out;
}

const truthy = (v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : v !== null && v !== false && v !== 0 && v !== '';

const known = (...vs: Value[]): boolean => vs.every((v) => v !== UNKNOWN);

/** Python's `%` and `//` take the divisor's sign. */
const pyMod = (a: number, b: number): number => a - b * Math.floor(a / b);

function binary(op: string, a: Value, b: Value): Value {
  if (!known(a, b)) return UNKNOWN;
  if (op === '==')
    return a === b || (typeof a === 'number' && a === Number(b) && typeof b !== 'string');
  if (op === '!=')
    return !(a === b || (typeof a === 'number' && a === Number(b) && typeof b !== 'string'));
  if (typeof a === 'string' && typeof b === 'string') {
    if (op === '+') return a + b;
    if (op === '<') return a < b;
    if (op === '>') return a > b;
    if (op === '<=') return a <= b;
    if (op === '>=') return a >= b;
    throw new Raised(op);
  }
  const num = (v: Value): number => {
    if (typeof v === 'number') return v;
    if (typeof v === 'boolean') return v ? 1 : 0;
    throw new Raised('TypeError');
  };
  const [x, y] = [num(a), num(b)];
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      if (y === 0) throw new Raised('ZeroDivisionError');
      return x / y;
    case '//':
      if (y === 0) throw new Raised('ZeroDivisionError');
      return Math.floor(x / y);
    case '%':
      if (y === 0) throw new Raised('ZeroDivisionError');
      return pyMod(x, y);
    case '**':
      return x ** y;
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    case '>=':
      return x >= y;
    default:
      return UNKNOWN;
  }
}

const PRECEDENCE: Record<string, number> = {
  or: 1,
  and: 2,
  '==': 4,
  '!=': 4,
  '<': 4,
  '>': 4,
  '<=': 4,
  '>=': 4,
  in: 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '//': 6,
  '%': 6,
  '**': 8,
};

/** Evaluates an expression; UNKNOWN when it reads what podterm does not know or cannot read. */
function evaluate(text: string, ctx: Ctx): Value {
  const toks = tokens(text);
  if (!toks || toks.length === 0) return UNKNOWN;
  let pos = 0;
  const peek = (): Tok | undefined => toks[pos];
  const isOp = (v: string): boolean => peek()?.k === 'op' && peek()!.v === v;
  const expectOp = (v: string): void => {
    if (!isOp(v)) throw new SyntaxError(v);
    pos++;
  };
  const args = (): Value[] => {
    const out: Value[] = [];
    expectOp('(');
    while (!isOp(')')) {
      if (peek() === undefined) throw new SyntaxError(')');
      out.push(expr(0));
      if (isOp(',')) pos++;
    }
    pos++;
    return out;
  };
  const envGet = (name: Value, fallback: Value | undefined): Value => {
    if (typeof name !== 'string') return UNKNOWN;
    const v = ctx.env.get(name);
    if (v === undefined) {
      ctx.missing.add(name);
      return UNKNOWN;
    }
    ctx.used.set(name, v);
    return fallback === undefined ? v : v;
  };
  const call = (fn: string, a: Value[]): Value => {
    if (fn === 'os.environ.get' || fn === 'os.getenv' || fn === 'environ.get' || fn === 'getenv')
      return envGet(a[0] ?? UNKNOWN, a[1]);
    if (!known(...a)) return UNKNOWN;
    const [x] = a;
    if (fn === 'int') {
      if (typeof x === 'number') return Math.trunc(x);
      if (typeof x === 'boolean') return x ? 1 : 0;
      if (typeof x === 'string' && /^\s*[-+]?\d+\s*$/.test(x)) return Number(x.trim());
      throw new Raised('ValueError'); // int(None), int('a')
    }
    if (fn === 'str')
      return x === null
        ? 'None'
        : typeof x === 'boolean'
          ? x
            ? 'True'
            : 'False'
          : `${x as string | number}`;
    if (fn === 'float') {
      if (typeof x === 'number') return x;
      if (typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x))) return Number(x);
      throw new Raised('ValueError');
    }
    if (fn === 'len' && typeof x === 'string') return x.length;
    if (fn === 'bool') return truthy(x ?? null);
    return UNKNOWN;
  };
  const primary = (): Value => {
    const t = toks[pos++];
    if (!t) throw new SyntaxError('end');
    if (t.k === 'num' || t.k === 'str') return t.v;
    if (t.k === 'op') {
      if (t.v === '(') {
        const v = expr(0);
        expectOp(')');
        return v;
      }
      if (t.v === '-') {
        const v = unary();
        return v === UNKNOWN ? UNKNOWN : binary('-', 0, v);
      }
      if (t.v === '+') return unary();
      throw new SyntaxError(t.v);
    }
    if (t.v === 'True') return true;
    if (t.v === 'False') return false;
    if (t.v === 'None') return null;
    if (t.v === 'not') {
      const v = truthy(unary());
      return v === UNKNOWN ? UNKNOWN : !v;
    }
    let name = t.v;
    while (isOp('.') && toks[pos + 1]?.k === 'name') {
      name += `.${toks[pos + 1]!.v}`;
      pos += 2;
    }
    if (isOp('(')) return call(name, args());
    if ((name === 'os.environ' || name === 'environ') && isOp('[')) {
      pos++;
      const key = expr(0);
      expectOp(']');
      return envGet(key, undefined);
    }
    if (isOp('[') || isOp('.')) throw new SyntaxError(name);
    return ctx.vars.has(name) ? ctx.vars.get(name)! : UNKNOWN;
  };
  const unary = (): Value => primary();
  const expr = (min: number): Value => {
    let left = unary();
    for (;;) {
      const t = peek();
      const op = t && (t.k === 'op' || t.k === 'name') ? t.v : '';
      const p = PRECEDENCE[op];
      if (p === undefined || p < min) return left;
      pos++;
      const right = expr(op === '**' ? p : p + 1);
      if (op === 'and' || op === 'or') {
        const [l, r] = [truthy(left), truthy(right)];
        if (op === 'and') left = l === false ? left : l === UNKNOWN ? UNKNOWN : right;
        else left = l === true ? left : l === UNKNOWN ? UNKNOWN : right;
        void r;
      } else if (op === 'in') {
        left =
          known(left, right) && typeof left === 'string' && typeof right === 'string'
            ? right.includes(left)
            : UNKNOWN;
      } else left = binary(op, left, right);
    }
  };
  try {
    const v = expr(0);
    return pos === toks.length ? v : UNKNOWN;
  } catch (e) {
    if (e instanceof Raised) throw e;
    return UNKNOWN;
  }
}

// ---- statements ----

/** How a block ended: it ran off its end, or the program exits (code; UNKNOWN: not known). */
type Flow = { exit: number | typeof UNKNOWN } | null;

/** sys.exit's argument → the process's exit status. */
function exitStatus(v: Value): number | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN;
  if (v === null) return 0;
  if (typeof v === 'number' && Number.isInteger(v)) return ((v % 256) + 256) % 256;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return 1; // a message is printed to stderr, status 1
}

const EXIT_CALL = /^(?:sys\.exit|exit|quit|os\._exit|_exit)\s*\((.*)\)$/s;

/** The exit a statement is, read without running it: its argument's text, or null. */
function exitArg(stmt: string): string | null {
  const m = EXIT_CALL.exec(stmt);
  if (m) return m[1]!;
  const r = /^raise\s+SystemExit\b\s*(?:\((.*)\))?$/s.exec(stmt);
  return r ? (r[1] ?? '') : null;
}

/** The exit code a block surely ends in at its top level (literal), or null. */
function blockExit(block: readonly Line[]): number | null {
  if (block.length === 0) return null;
  const indent = block[0]!.indent;
  for (const l of block) {
    if (l.indent !== indent) continue;
    for (const s of statements(l.text)) {
      const arg = exitArg(s);
      if (arg !== null) {
        const t = arg.trim();
        return t === '' || t === 'None' ? 0 : /^\d+$/.test(t) ? Number(t) % 256 : 1;
      }
      if (/^raise\b/.test(s)) return 1;
    }
  }
  return null;
}

/** The lines of the block under the line at `i` (deeper indented), and the index after it. */
function blockAt(ls: readonly Line[], i: number): [Line[], number] {
  const indent = ls[i]!.indent;
  let j = i + 1;
  while (j < ls.length && ls[j]!.indent > indent) j++;
  return [ls.slice(i + 1, j), j];
}

function unread(ctx: Ctx, text: string): void {
  if (ctx.unread === null) ctx.unread = text;
}

const IGNORED = /^(import\s|from\s+\S+\s+import\s|pass$|print\s*\(|global\s|del\s)/;

/** Runs a block (lines of one indent and the blocks under them). */
function runBlock(ls: readonly Line[], ctx: Ctx): Flow {
  if (ctx.depth > MAX_DEPTH) {
    if (ls[0]) unread(ctx, ls[0].text);
    return null;
  }
  ctx.depth++;
  try {
    return runLines(ls, ctx);
  } finally {
    ctx.depth--;
  }
}

function runLines(ls: readonly Line[], ctx: Ctx): Flow {
  let i = 0;
  while (i < ls.length) {
    if (++ctx.steps > MAX_STEPS) return null;
    const line = ls[i]!;
    const head = /^(if|elif|else|for|while|def|class|try|except|finally|with)\b(.*):\s*(.*)$/s.exec(
      line.text,
    );
    if (head && head[1] === 'if') {
      const [flow, next] = runIf(ls, i, ctx);
      if (flow) return flow;
      i = next;
      continue;
    }
    if (head && head[1] === 'for') {
      const [body, next] = head[3]
        ? [[{ indent: line.indent + 1, text: head[3] }], i + 1]
        : blockAt(ls, i);
      const flow = runFor(head[2]!, body, ctx, line.text);
      if (flow) return flow;
      i = next;
      continue;
    }
    if (head) {
      // def, class, try, with, while (not forever): code podterm does not read.
      unread(ctx, line.text);
      i = head[3] ? i + 1 : blockAt(ls, i)[1];
      continue;
    }
    for (const s of statements(line.text)) {
      const flow = runStatement(s, ctx);
      if (flow) return flow;
    }
    i++;
  }
  return null;
}

function runStatement(s: string, ctx: Ctx): Flow {
  if (IGNORED.test(s)) return null;
  const arg = exitArg(s);
  if (arg !== null) return { exit: exitStatus(arg.trim() === '' ? null : evaluate(arg, ctx)) };
  if (/^raise\b/.test(s)) return { exit: 1 };
  const sleep = /^(?:time\.)?sleep\s*\((.*)\)$/s.exec(s);
  if (sleep) {
    const v = evaluate(sleep[1]!, ctx);
    if (typeof v === 'number' && v >= 0) ctx.ms += Math.round(secondsToMs(seconds(v)));
    else unread(ctx, s);
    return null;
  }
  const assign = /^([A-Za-z_]\w*)\s*=(?!=)\s*(.*)$/s.exec(s);
  if (assign) {
    ctx.vars.set(assign[1]!, evaluate(assign[2]!, ctx));
    return null;
  }
  unread(ctx, s);
  return null;
}

/** `if`/`elif`/`else`: the branch the condition takes, or the happy path when it is unknown. */
function runIf(ls: readonly Line[], i: number, ctx: Ctx): [Flow, number] {
  const branches: { cond: string | null; body: Line[]; text: string }[] = [];
  const indent = ls[i]!.indent;
  let j = i;
  while (j < ls.length && ls[j]!.indent === indent) {
    const m = /^(if|elif|else)\b\s*(.*?):\s*(.*)$/s.exec(ls[j]!.text);
    if (!m || (branches.length === 0) !== (m[1] === 'if')) break;
    const [body, next] = m[3] ? [[{ indent: indent + 1, text: m[3] }], j + 1] : blockAt(ls, j);
    branches.push({ cond: m[1] === 'else' ? null : m[2]!, body, text: ls[j]!.text });
    j = next;
    if (m[1] === 'else') break;
  }
  if (!branches.some((b) => b.cond === null)) branches.push({ cond: null, body: [], text: 'else' });
  for (let k = 0; k < branches.length; k++) {
    const b = branches[k]!;
    const t = b.cond === null ? true : truthy(evaluate(b.cond, ctx));
    if (t === false) continue;
    if (t === true) return [runBlock(b.body, ctx), j];
    // Unknown: the happy path among what is left, the first branch that does not exit non-zero.
    const rest = branches.slice(k);
    const happy = rest.find((r) => (blockExit(r.body) ?? 0) === 0) ?? rest[0]!;
    const code = blockExit(b.body);
    ctx.notes.push(happy === b ? say('ifThen') : say('ifNotExit', { code: code ?? 1 }));
    return [runBlock(happy.body, ctx), j];
  }
  return [null, j];
}

/** `for x in range(…)` (or a literal list): each pass with its value; anything else once. */
function runFor(head: string, body: readonly Line[], ctx: Ctx, text: string): Flow {
  const m = /^\s*([A-Za-z_]\w*)\s+in\s+(.*)$/s.exec(head);
  let items: Value[] | null = null;
  if (m) {
    const range = /^range\s*\((.*)\)$/s.exec(m[2]!.trim());
    if (range) {
      const a = statementsArgs(range[1]!).map((x) => evaluate(x, ctx));
      if (
        a.every((x) => typeof x === 'number' && Number.isInteger(x)) &&
        a.length >= 1 &&
        a.length <= 3
      ) {
        const [start, stop, step] =
          a.length === 1
            ? [0, a[0] as number, 1]
            : [a[0] as number, a[1] as number, (a[2] as number | undefined) ?? 1];
        const count = step === 0 ? -1 : Math.max(0, Math.ceil((stop - start) / step));
        if (count > MAX_PASSES) return passesOf(m[1]!, count, body, ctx);
        if (count >= 0) {
          items = [];
          for (let x = start; step > 0 ? x < stop : x > stop; x += step) items.push(x);
        }
      }
    } else {
      const list = /^[[(](.*)[\])]$/s.exec(m[2]!.trim());
      if (list) items = statementsArgs(list[1]!).map((x) => evaluate(x, ctx));
    }
  }
  if (!m || items === null) {
    unread(ctx, text);
    return runBlock(body, ctx);
  }
  if (items.length > MAX_PASSES) return passesOf(m[1]!, items.length, body, ctx);
  for (const v of items) {
    ctx.vars.set(m[1]!, v);
    const flow = runBlock(body, ctx);
    if (flow) return flow;
  }
  return null;
}

/** Many passes: one pass's time (its variable unknown), times their number. */
function passesOf(name: string, count: number, body: readonly Line[], ctx: Ctx): Flow {
  const before = ctx.ms;
  ctx.vars.set(name, UNKNOWN);
  const flow = runBlock(body, ctx);
  if (flow) return flow;
  ctx.ms = before + (ctx.ms - before) * count;
  return null;
}

/** Splits a call's arguments at top-level commas. */
function statementsArgs(text: string): string[] {
  return statements(text.replace(/,/g, ';')).filter(Boolean);
}

/**
 * What `python -c CODE` does with the Pod's environment `env`: how long it runs, its exit
 * status, and the guesses it took. `stepMs` is what code podterm cannot read is taken to
 * run (the batch step).
 */
export function readPython(
  code: string,
  env: ReadonlyMap<string, string>,
  stepMs: number,
): PythonRun {
  const ctx: Ctx = {
    env,
    // `python -c` runs its code as the main module.
    vars: new Map<string, Value>([['__name__', '__main__']]),
    used: new Map(),
    missing: new Set(),
    ms: 0,
    unread: null,
    notes: [],
    steps: 0,
    depth: 0,
  };
  let flow: Flow;
  try {
    flow = runBlock(lines(code), ctx);
  } catch (e) {
    if (!(e instanceof Raised)) throw e;
    flow = { exit: 1 }; // an uncaught exception: the interpreter exits 1
  }
  const notes: string[] = [];
  if (ctx.unread !== null)
    notes.push(say('codeStep', { command: codeText(ctx.unread), s: msToSeconds(stepMs) }));
  const names = [...ctx.missing].filter((n) => !env.has(n));
  if (names.length > 0) notes.push(say('envUnknown', { names: names.join(', ') }));
  notes.push(...ctx.notes);
  const exit = flow?.exit;
  return {
    runMs: ctx.ms + (ctx.unread !== null ? stepMs : 0),
    exitCode: exit === undefined || exit === UNKNOWN ? 0 : exit,
    notes,
    used: ctx.used,
  };
}
