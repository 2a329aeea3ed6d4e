// A small reader of the JavaScript people put in `node -e '…'`, the Perl of `perl -e '…'` and
// the PHP of `php -r '…'`,
// as python.ts reads Python: enough of each language to tell how long the code runs and how it
// exits on the environment the Pod gives it. It never runs anything: what it cannot read is
// code that "finishes after the batch step", and a condition on something it does not know
// takes the happy path (the branch that does not exit non-zero), as script.ts does.
//
// JavaScript (Node): `process.exit(n)`, `process.exitCode = n`, `process.env.X`,
// `process.env['X']`, `if`/`else`, `c ? a : b`, `==`/`===`/`!=`/`!==`/`<`/`>` with the
// language's own coercion (the values are JavaScript's own, so `'3' == 3` is evaluated by
// JavaScript itself), `Number`, `parseInt`, `%`; `throw` (an uncaught exception: Node exits 1,
// "Uncaught Fatal Exception" in Node's exit codes); `setTimeout(() => …, ms)` (the callback runs
// when the synchronous code is over, in time order; Node takes a delay outside 1..2^31-1 as 1 ms:
// lib/internal/timers.js Timeout). Node's process.exit(code): an integer or an integer string
// (lib/internal/process/per_thread.js exit → validateInteger since Node 20); the status the
// kubelet sees is its low 8 bits.
// Perl: `exit N` (perlfunc exit; EXPR's low 8 bits), `die` (perlfunc die: exits with $! if it is
// non-zero, else ($? >> 8), else 255 — a die before any failed system call exits 255), `$ENV{X}`,
// `if`/`elsif`/`else`, `unless`, statement modifiers (`exit 1 if …`), `A or die`, `==`/`!=`/`<`/
// `>` on numbers (a string's leading number, else 0), `eq`/`ne` on strings, `sleep N` (whole
// seconds; perlfunc sleep: no argument sleeps forever).
// PHP (`php -r`, PHP 8): `exit(n)`/`die(n)` (an int: its status; a string: printed, status 0),
// `getenv('X')`, `intval`, `if`/`elseif`/`else`, `A or die(…)`, PHP 8's loose comparison (the
// manual's "Comparison with Various Types": numeric strings compare as numbers, `'abc' == 0` is
// false), `===`, `.`, `%` (the left operand's sign), `sleep(n)`; an uncaught `throw`, a
// DivisionByZeroError or a TypeError is a fatal error: exit 255.

import { msToSeconds, seconds, secondsToMs } from '../trace/units.ts';
import { say } from './assumptions.ts';
import { codeText } from './shellWords.ts';

const MAX_CODE = 20_000;
const MAX_STEPS = 10_000;
const MAX_DEPTH = 32;
const MAX_TIMERS = 100;
/** Node's TIMEOUT_MAX (lib/internal/timers.js): 2^31 - 1 ms. */
const TIMEOUT_MAX = 2 ** 31 - 1;

type Lang = 'js' | 'perl' | 'php';
/** A value podterm knows (JavaScript's or Perl's, undefined = undef), or UNKNOWN. */
type Value = number | string | boolean | null | undefined | typeof UNKNOWN;
const UNKNOWN: unique symbol = Symbol('unknown');
type Exit = number | typeof UNKNOWN;

/** The program ends here with this status (an uncaught throw, a die, a division by zero). */
class Ends extends Error {
  constructor(readonly code: number) {
    super(String(code));
  }
}

export interface BraceRun {
  /** Time in `sleep` and timers, plus one batch step for code podterm does not read; null: forever. */
  runMs: number | null;
  exitCode: number;
  notes: string[];
  /** The Pod's variables the code read with a known value. */
  used: Map<string, string>;
}

// ---- tokens ----

interface Tok {
  k: 'num' | 'str' | 'name' | 'op';
  v: string | number;
  /** A newline comes before it (JavaScript's automatic semicolons). */
  nl: boolean;
  /** A string podterm cannot know (interpolation). */
  open?: boolean;
  /** Put in by the reader (the `!( … )` of `unless`), not written. */
  added?: boolean;
}

const OPS = [
  '<=>',
  '===',
  '!==',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '//',
  '=>',
  '=~',
  '!~',
  '++',
  '--',
  '+=',
  '-=',
  '.=',
  '->',
  '::',
  '?.',
  '??',
  '?',
  ':',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ';',
  '&',
  '|',
  '^',
  '~',
  '\\',
  '@',
];

/** The code's tokens, or null when podterm cannot read them (a regular expression, heredoc, …). */
function tokens(code: string, lang: Lang): Tok[] | null {
  const out: Tok[] = [];
  let nl = false;
  const push = (k: Tok['k'], v: string | number, open = false): void => {
    out.push(open ? { k, v, nl, open } : { k, v, nl });
    nl = false;
  };
  for (let i = 0; i < code.length;) {
    const c = code[i]!;
    const rest = code.slice(i, i + 200);
    if (c === '\n') {
      nl = true;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (lang !== 'perl' && rest.startsWith('//')) {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (lang !== 'perl' && rest.startsWith('/*')) {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (lang !== 'js' && c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '"' || c === "'" || (c === '`' && lang === 'js')) {
      let v = '';
      let j = i + 1;
      for (; j < code.length && code[j] !== c; j++) {
        if (code[j] === '\\') {
          const e = code[++j] ?? '';
          v +=
            c === "'" && lang !== 'js'
              ? e === "'" || e === '\\'
                ? e
                : `\\${e}`
              : ({ n: '\n', t: '\t' }[e] ?? e);
        } else v += code[j];
      }
      if (j >= code.length) return null;
      // Perl's "…" and JavaScript's `…${…}`: a value podterm does not work out.
      const open =
        (lang !== 'js' && c === '"' && /[$@]/.test(v)) || (c === '`' && v.includes('${'));
      push('str', v, open);
      i = j + 1;
    } else if (/\d/.test(c) || (c === '.' && /^\.\d/.test(rest))) {
      const m = /^(0[xX][\da-fA-F]+|(\d[\d_]*)?(\.\d+)?([eE][-+]?\d+)?)/.exec(rest)!;
      push('num', Number(m[0].replace(/_/g, '')));
      i += m[0].length;
    } else if (lang === 'php' && /^\$[A-Za-z_]/.test(rest)) {
      const m = /^\$[A-Za-z_]\w*/.exec(rest)!;
      push('name', m[0]);
      i += m[0].length;
    } else if (
      lang === 'perl' &&
      (c === '$' || c === '@' || c === '%') &&
      /^[$@%]([A-Za-z_]\w*(::\w+)*|[|!?@0_;/\\,.])/.test(rest) &&
      !(c === '%' && out.length > 0 && isValueEnd(out[out.length - 1]!))
    ) {
      const m = /^[$@%]([A-Za-z_]\w*(::\w+)*|[|!?@0_;/\\,.])/.exec(rest)!;
      push('name', m[0]);
      i += m[0].length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(rest)!;
      // Perl's quote-like operators and JavaScript's regular expressions: not read.
      if (
        lang === 'perl' &&
        /^(q|qq|qw|qr|m|s|tr|y)$/.test(m[0]) &&
        /^\s*[^\w\s,;)=]/.test(code.slice(i + m[0].length, i + m[0].length + 3))
      )
        return null;
      push('name', m[0]);
      i += m[0].length;
    } else if (c === '<' && lang === 'perl' && /^<<["'~A-Z]/.test(rest)) return null;
    else if (c === '/' && !(out.length > 0 && isValueEnd(out[out.length - 1]!))) return null;
    else {
      const op = OPS.find((o) => rest.startsWith(o));
      if (!op) return null;
      push('op', op);
      i += op.length;
    }
  }
  return out;
}

/** Whether a token ends a value (so a `/` after it divides). */
const isValueEnd = (t: Tok): boolean =>
  t.k === 'num' ||
  t.k === 'str' ||
  (t.k === 'name' && !KEYWORDS.has(t.v as string)) ||
  (t.k === 'op' && (t.v === ')' || t.v === ']' || t.v === '}'));
const KEYWORDS = new Set([
  'return',
  'typeof',
  'if',
  'unless',
  'and',
  'or',
  'not',
  'split',
  'grep',
  'case',
]);

const isOp = (t: Tok | undefined, v: string): boolean => t?.k === 'op' && t.v === v;
const isName = (t: Tok | undefined, v: string): boolean => t?.k === 'name' && t.v === v;
const text = (ts: readonly Tok[]): string =>
  ts
    .filter((t) => !t.added)
    .map((t) => (t.k === 'str' ? JSON.stringify(t.v) : String(t.v)))
    .join(' ')
    .replace(/ ([.,;()[\]]) ?/g, '$1')
    .replace(/([([]) /g, '$1');

// ---- statements ----

type Stmt =
  | { k: 'if'; cond: Tok[]; then: Stmt[]; else: Stmt[]; text: string }
  | { k: 'exit'; arg: Tok[] | null; text: string }
  | { k: 'ends'; code: number; text: string; die?: true }
  | { k: 'exitCode'; arg: Tok[]; text: string }
  | { k: 'sleep'; arg: Tok[] | null; text: string }
  | { k: 'timer'; body: Stmt[]; ms: Tok[]; text: string }
  | { k: 'set'; name: string; arg: Tok[] | null }
  | { k: 'block'; body: Stmt[] }
  /** Printing: no time, but its arguments may call what podterm does not read. */
  | { k: 'print'; args: Tok[][] }
  | { k: 'unread'; text: string };

/** Reads statements from `ts` at `pos` until a `}` (or the end). */
class Parser {
  pos = 0;
  constructor(
    readonly ts: readonly Tok[],
    readonly lang: Lang,
  ) {}

  block(): Stmt[] {
    const out: Stmt[] = [];
    while (this.pos < this.ts.length && !isOp(this.ts[this.pos], '}')) {
      const s = this.statement();
      if (s) out.push(s);
    }
    return out;
  }

  /** `{ … }` or, in JavaScript, one statement. */
  body(): Stmt[] {
    if (isOp(this.ts[this.pos], '{')) {
      this.pos++;
      const b = this.block();
      if (!isOp(this.ts[this.pos], '}')) throw new SyntaxError('}');
      this.pos++;
      return b;
    }
    if (this.lang === 'perl') throw new SyntaxError('{'); // Perl's blocks always have braces
    const s = this.statement();
    return s ? [s] : [];
  }

  /** `( … )`: its tokens. */
  paren(): Tok[] {
    if (!isOp(this.ts[this.pos], '(')) throw new SyntaxError('(');
    const start = this.pos;
    this.skipBalanced();
    return this.ts.slice(start + 1, this.pos - 1);
  }

  skipBalanced(): void {
    let depth = 0;
    do {
      const t = this.ts[this.pos++];
      if (!t) throw new SyntaxError('end');
      if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
    } while (depth > 0);
  }

  statement(): Stmt | null {
    const t = this.ts[this.pos]!;
    if (isOp(t, ';')) {
      this.pos++;
      return null;
    }
    if (isOp(t, '{')) return { k: 'block', body: this.body() };
    if (isName(t, 'if') || (this.lang === 'perl' && isName(t, 'unless'))) {
      this.pos++;
      const cond = this.paren();
      const head = `${t.v as string} (${text(cond)})`;
      const then = this.body();
      let other: Stmt[] = [];
      const next = this.ts[this.pos];
      if (isName(next, ELSIF[this.lang])) other = [this.elsif()];
      else if (isName(next, 'else')) {
        this.pos++;
        other = this.body();
      }
      const c = isName(t, 'unless') ? negate(cond) : cond;
      return { k: 'if', cond: c, then, else: other, text: head };
    }
    const words = this.simple();
    return this.classify(words);
  }

  elsif(): Stmt {
    this.pos++;
    const cond = this.paren();
    const then = this.body();
    let other: Stmt[] = [];
    if (isName(this.ts[this.pos], ELSIF[this.lang])) other = [this.elsif()];
    else if (isName(this.ts[this.pos], 'else')) {
      this.pos++;
      other = this.body();
    }
    return { k: 'if', cond, then, else: other, text: `elsif (${text(cond)})` };
  }

  /** One simple statement's tokens, up to its `;` (or a JavaScript line end), the `;` read. */
  simple(): Tok[] {
    const start = this.pos;
    let depth = 0;
    for (;;) {
      const t = this.ts[this.pos];
      if (!t) break;
      if (depth === 0 && (isOp(t, ';') || isOp(t, '}'))) break;
      if (
        this.lang === 'js' &&
        depth === 0 &&
        t.nl &&
        this.pos > start &&
        !continues(this.ts[this.pos - 1]!, t)
      )
        break;
      if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
      this.pos++;
      if (depth === 0 && isOp(t, '}')) {
        const next = this.ts[this.pos];
        // `function f() {…}`, `for (…) {…}`, `sub f {…}`: the block ends the statement.
        if (this.lang === 'js' && next?.nl && !/^(catch|finally|else|while)$/.test(String(next.v)))
          break;
        if (
          BLOCK_STATEMENT.test(String(this.ts[start]!.v)) &&
          !/^(catch|finally|else|elsif|elseif|continue)$/.test(String(next?.v))
        )
          break;
      }
    }
    const words = this.ts.slice(start, this.pos);
    if (isOp(this.ts[this.pos], ';')) this.pos++;
    if (words.length === 0 && this.pos === start) throw new SyntaxError('}');
    return words;
  }

  classify(ws: Tok[]): Stmt | null {
    if (ws.length === 0) return null;
    const all = text(ws);
    // Statement modifiers and `A or die`: an `if` of the statement.
    const mod = topLevel(
      ws,
      this.lang === 'perl'
        ? ['if', 'unless', 'or', 'and', '||', '&&']
        : this.lang === 'php'
          ? ['or', 'and', '||', '&&']
          : ['||', '&&'],
    );
    if (mod) {
      const [left, word, right] = mod;
      if (word === 'if' || word === 'unless') {
        const cond = word === 'unless' ? negate(right) : right;
        return { k: 'if', cond, then: this.sub(left), else: [], text: all };
      }
      if (endsProgram(right, this.lang)) {
        const cond = word === 'or' || word === '||' ? negate(left) : left;
        return { k: 'if', cond, then: this.sub(right), else: [], text: all };
      }
    }
    const w0 = ws[0]!;
    if (this.lang === 'js') {
      if (
        isName(w0, 'process') &&
        isOp(ws[1], '.') &&
        isName(ws[2], 'exit') &&
        isOp(ws[3], '(') &&
        isOp(ws[ws.length - 1], ')')
      )
        return { k: 'exit', arg: ws.length === 5 ? null : ws.slice(4, -1), text: all };
      if (
        isName(w0, 'process') &&
        isOp(ws[1], '.') &&
        isName(ws[2], 'exitCode') &&
        isOp(ws[3], '=')
      )
        return { k: 'exitCode', arg: ws.slice(4), text: all };
      if (isName(w0, 'throw')) return { k: 'ends', code: 1, text: all };
      if (isName(w0, 'setTimeout') && isOp(ws[1], '(') && isOp(ws[ws.length - 1], ')')) {
        const args = splitTop(ws.slice(2, -1), ',');
        const fn = args[0] && callback(args[0]);
        if (fn && args[1])
          return { k: 'timer', body: new Parser(fn, 'js').all(), ms: args[1], text: all };
        return { k: 'unread', text: all };
      }
      if (/^(const|let|var)$/.test(w0.v as string) && ws[1]?.k === 'name' && isOp(ws[2], '=')) {
        if (isName(ws[3], 'require')) return { k: 'set', name: ws[1].v as string, arg: null };
        return { k: 'set', name: ws[1].v as string, arg: ws.slice(3) };
      }
      if (w0.k === 'name' && isOp(ws[1], '=') && ws.length > 2)
        return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
      if (ws.length === 1 && w0.k === 'str') return null; // 'use strict'
      if (isName(w0, 'console') && isOp(ws[1], '.') && isOp(ws[3], '(') && isOp(ws.at(-1), ')'))
        return { k: 'print', args: splitTop(ws.slice(4, -1), ',') };
      // A declaration does nothing by itself (a call of it is not read).
      if (isName(w0, 'function') || isName(w0, 'class')) return null;
      return { k: 'print', args: [ws] }; // an expression: read for what it calls
    }
    if (this.lang === 'php') return this.php(ws, all);
    if (isName(w0, 'exit')) {
      const arg = ws.slice(1);
      return {
        k: 'exit',
        arg:
          arg.length === 0 || (arg.length === 2 && isOp(arg[0], '(') && isOp(arg[1], ')'))
            ? null
            : arg,
        text: all,
      };
    }
    if (isName(w0, 'die')) return { k: 'ends', code: 255, text: all, die: true };
    if (isName(w0, 'sleep')) {
      const arg = ws.slice(1);
      return { k: 'sleep', arg: arg.length === 0 ? null : arg, text: all };
    }
    if (
      (isName(w0, 'my') || isName(w0, 'our') || isName(w0, 'local')) &&
      ws[1]?.k === 'name' &&
      isOp(ws[2], '=')
    )
      return { k: 'set', name: ws[1].v as string, arg: ws.slice(3) };
    if (isName(w0, 'my') && ws.length === 2) return { k: 'set', name: ws[1]!.v as string, arg: [] };
    if (w0.k === 'name' && (w0.v as string).startsWith('$') && isOp(ws[1], '=') && ws.length > 2)
      return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
    if (/^(use|no|sub)$/.test(w0.v as string)) return null;
    if (/^(print|say|printf|warn)$/.test(w0.v as string)) {
      // A filehandle (`print STDERR …`) is no argument; the arguments are evaluated, for the calls in them.
      let rest = ws.slice(1);
      if (rest[0]?.k === 'name' && /^[A-Z]+$/.test(rest[0].v as string)) rest = rest.slice(1);
      if (isOp(rest[0], '(') && isOp(rest.at(-1), ')')) rest = rest.slice(1, -1);
      return { k: 'print', args: rest.length === 0 ? [] : splitTop(rest, ',') };
    }
    return { k: 'print', args: [ws] }; // an expression: read for what it calls
  }

  /** PHP's statements (`php -r`). */
  php(ws: Tok[], all: string): Stmt | null {
    const w0 = ws[0]!;
    const inner = (r: Tok[]): Tok[] | null =>
      r.length === 0 || (r.length === 2 && isOp(r[0], '(') && isOp(r[1], ')')) ? null : r;
    if (isName(w0, 'exit') || isName(w0, 'die'))
      return { k: 'exit', arg: inner(ws.slice(1)), text: all };
    if (isName(w0, 'throw')) return { k: 'ends', code: 255, text: all }; // an uncaught exception: a fatal error
    if (isName(w0, 'sleep') && isOp(ws[1], '(') && isOp(ws.at(-1), ')') && ws.length > 3)
      return { k: 'sleep', arg: ws.slice(2, -1), text: all };
    if (w0.k === 'name' && (w0.v as string).startsWith('$') && isOp(ws[1], '=') && ws.length > 2)
      return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
    if (isName(w0, 'function')) return null;
    if (isName(w0, 'echo') || isName(w0, 'print'))
      return { k: 'print', args: ws.length === 1 ? [] : splitTop(ws.slice(1), ',') };
    return { k: 'print', args: [ws] }; // an expression: read for what it calls
  }

  sub(ws: Tok[]): Stmt[] {
    const s = new Parser(ws, this.lang).classify(ws);
    return s ? [s] : [];
  }

  all(): Stmt[] {
    const b = this.block();
    if (this.pos !== this.ts.length) throw new SyntaxError('}');
    return b;
  }
}

/** The word of `else if`. */
const ELSIF: Record<Lang, string> = { js: '', perl: 'elsif', php: 'elseif' };

/** Statements that end with their block, without a `;`. */
const BLOCK_STATEMENT = /^(function|async|class|for|foreach|while|until|try|sub|BEGIN|END|switch)$/;

/** Whether a JavaScript line goes on after a newline (no automatic semicolon there). */
function continues(prev: Tok, next: Tok): boolean {
  if (
    next.k === 'op' &&
    /^([.?:,)\]}]|\?\.|&&|\|\||[=!<>]=?=?|[+*/%-])$/.test(next.v as string) &&
    next.v !== '++' &&
    next.v !== '--'
  )
    return true;
  return prev.k === 'op' && !/^[)\]}]$/.test(prev.v as string);
}

/** `! ( … )`: the condition's negation. */
const negate = (cond: Tok[]): Tok[] => [
  { k: 'op', v: '!', nl: false, added: true },
  { k: 'op', v: '(', nl: false, added: true },
  ...cond,
  { k: 'op', v: ')', nl: false, added: true },
];

/** The first top-level occurrence of one of `words` (by their order of lowest precedence): left, word, right. */
function topLevel(ws: Tok[], words: string[]): [Tok[], string, Tok[]] | null {
  for (const w of words) {
    let depth = 0;
    for (let i = 1; i < ws.length - 1; i++) {
      const t = ws[i]!;
      if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
      if (depth === 0 && (t.k === 'name' || t.k === 'op') && t.v === w)
        return [ws.slice(0, i), w, ws.slice(i + 1)];
    }
  }
  return null;
}

/** Whether a statement ends the program (`exit`, `die`, `process.exit`, `throw`). */
function endsProgram(ws: Tok[], lang: Lang): boolean {
  const w0 = ws[0];
  if (lang === 'perl') return isName(w0, 'exit') || isName(w0, 'die');
  if (lang === 'php') return isName(w0, 'exit') || isName(w0, 'die') || isName(w0, 'throw');
  return (isName(w0, 'process') && isName(ws[2], 'exit')) || isName(w0, 'throw');
}

function splitTop(ws: Tok[], sep: string): Tok[][] {
  const out: Tok[][] = [[]];
  let depth = 0;
  for (const t of ws) {
    if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
    if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
    if (depth === 0 && isOp(t, sep)) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out;
}

/** A timer's callback without parameters: `() => …`, `() => { … }`, `function () { … }`; its body's tokens. */
function callback(ws: Tok[]): Tok[] | null {
  let body: Tok[];
  if (isOp(ws[0], '(') && isOp(ws[1], ')') && isOp(ws[2], '=>')) body = ws.slice(3);
  else if (isName(ws[0], 'function') && isOp(ws[1], '(') && isOp(ws[2], ')')) body = ws.slice(3);
  else return null;
  if (isOp(body[0], '{') && isOp(body[body.length - 1], '}')) return body.slice(1, -1);
  return isName(ws[0], 'function') ? null : body;
}

// ---- expressions ----

interface Ctx {
  lang: Lang;
  env: ReadonlyMap<string, string>;
  vars: Map<string, Value>;
  used: Map<string, string>;
  missing: Set<string>;
  ms: number;
  forever: boolean;
  unread: string | null;
  notes: string[];
  steps: number;
  depth: number;
  exitCode: Value;
  timers: { at: number; seq: number; body: Stmt[] }[];
}

/** Perl's number of a value: a string's leading number, else 0 (perlop). */
function perlNum(v: Value): number {
  if (typeof v === 'number') return v;
  if (v === undefined || v === null || v === false) return 0;
  if (v === true) return 1;
  const m = /^\s*([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)/.exec(v as string);
  return m ? Number(m[1]) : 0;
}
const perlStr = (v: Value): string => (v === undefined || v === null ? '' : String(v));
/** Perl's false: undef, '', '0', 0. */
const perlTrue = (v: Value): boolean =>
  !(v === undefined || v === null || v === '' || v === '0' || v === 0 || v === false);

/** PHP's numeric string (PHP 8, "Saner numeric strings"): whitespace around one number. */
const PHP_NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
/** PHP 8's number of a value in arithmetic: a non-numeric string is a TypeError (exit 255). */
function phpNum(v: Value): number {
  if (typeof v === 'number') return v;
  if (v === undefined || v === null || v === false) return 0;
  if (v === true) return 1;
  const s = v as string;
  if (PHP_NUMERIC.test(s)) return Number(s.trim());
  const lead = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?/.exec(s);
  if (lead) return Number(lead[0].trim()); // leading-numeric: a warning, the leading number
  throw new Ends(255); // TypeError: Unsupported operand types
}
const phpTrue = (v: Value): boolean =>
  !(v === undefined || v === null || v === false || v === 0 || v === '' || v === '0');
/** PHP 8's loose comparison (`==`, `<`, `>`; the manual's "Comparison with Various Types"): -1, 0, 1, or UNKNOWN. */
function phpCompare(a: Value, b: Value): number | typeof UNKNOWN {
  const sign = (d: number): number => (d < 0 ? -1 : d > 0 ? 1 : 0);
  const str = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
  if ((a === null || a === undefined) && typeof b === 'string') return str('', b);
  if ((b === null || b === undefined) && typeof a === 'string') return str(a, '');
  if (typeof a === 'boolean' || typeof b === 'boolean' || a == null || b == null)
    return sign(Number(phpTrue(a)) - Number(phpTrue(b)));
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b);
  if (typeof a === 'string' && typeof b === 'string')
    return PHP_NUMERIC.test(a) && PHP_NUMERIC.test(b) ? sign(Number(a) - Number(b)) : str(a, b);
  const [n, t, flip] = typeof a === 'number' ? [a, b as string, 1] : [b as number, a as string, -1];
  if (PHP_NUMERIC.test(t)) return flip * sign(n - Number(t));
  if (!Number.isInteger(n)) return UNKNOWN; // a float's text in PHP is not JavaScript's
  return flip * str(String(n), t);
}

const PREC: Record<Lang, Record<string, number>> = {
  php: {
    or: 0,
    and: 1,
    '??': 1.5,
    '||': 2,
    '&&': 3,
    '==': 4,
    '!=': 4,
    '===': 4,
    '!==': 4,
    '<': 5,
    '>': 5,
    '<=': 5,
    '>=': 5,
    '.': 5.5, // PHP 8: `+` and `-` bind tighter than `.`
    '+': 6,
    '-': 6,
    '*': 7,
    '/': 7,
    '%': 7,
    '**': 8,
  },
  js: {
    '??': 1,
    '||': 2,
    '&&': 3,
    '==': 4,
    '!=': 4,
    '===': 4,
    '!==': 4,
    '<': 5,
    '>': 5,
    '<=': 5,
    '>=': 5,
    '+': 6,
    '-': 6,
    '*': 7,
    '/': 7,
    '%': 7,
    '**': 8,
  },
  perl: {
    or: 0,
    and: 1,
    '||': 2,
    '//': 2,
    '&&': 3,
    '==': 4,
    '!=': 4,
    '<=>': 4,
    eq: 4,
    ne: 4,
    cmp: 4,
    '<': 5,
    '>': 5,
    '<=': 5,
    '>=': 5,
    lt: 5,
    gt: 5,
    le: 5,
    ge: 5,
    '+': 6,
    '-': 6,
    '.': 6,
    '*': 7,
    '/': 7,
    '%': 7,
    '**': 8,
  },
};

function binary(lang: Lang, op: string, a: Value, b: Value): Value {
  if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
  if (lang === 'js') {
    // JavaScript's own operators on JavaScript's own values: its coercions exactly.
    const x = a as never;
    const y = b as never;
    switch (op) {
      case '==':
        return x == y;
      case '!=':
        return x != y;
      case '===':
        return x === y;
      case '!==':
        return x !== y;
      case '<':
        return x < y;
      case '>':
        return x > y;
      case '<=':
        return x <= y;
      case '>=':
        return x >= y;
      case '+':
        return (x as number) + (y as number);
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      case '%':
        return x % y;
      case '**':
        return (x as number) ** (y as number);
      default:
        return UNKNOWN;
    }
  }
  if (lang === 'php') return phpBinary(op, a, b);
  const [x, y] = [perlNum(a), perlNum(b)];
  const [s, t] = [perlStr(a), perlStr(b)];
  const bool = (v: boolean): Value => (v ? 1 : '');
  switch (op) {
    case '==':
      return bool(x === y);
    case '!=':
      return bool(x !== y);
    case '<':
      return bool(x < y);
    case '>':
      return bool(x > y);
    case '<=':
      return bool(x <= y);
    case '>=':
      return bool(x >= y);
    case '<=>':
      return x < y ? -1 : x > y ? 1 : 0;
    case 'eq':
      return bool(s === t);
    case 'ne':
      return bool(s !== t);
    case 'lt':
      return bool(s < t);
    case 'gt':
      return bool(s > t);
    case 'le':
      return bool(s <= t);
    case 'ge':
      return bool(s >= t);
    case 'cmp':
      return s < t ? -1 : s > t ? 1 : 0;
    case '.':
      return s + t;
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '**':
      return x ** y;
    case '/':
      if (y === 0) throw new Ends(255); // "Illegal division by zero": a die
      return x / y;
    case '%': {
      // perlop: integer operands; the result takes the right operand's sign.
      const [m, n] = [Math.trunc(x), Math.trunc(y)];
      if (n === 0) throw new Ends(255); // "Illegal modulus zero"
      return m - n * Math.floor(m / n);
    }
    default:
      return UNKNOWN;
  }
}

function phpBinary(op: string, a: Value, b: Value): Value {
  if (op === '===' || op === '!==') {
    // Identical: same type and value (an int and a float of one value are not, which podterm
    // cannot tell apart: UNKNOWN for two numbers that are not both integers).
    if (
      typeof a === 'number' &&
      typeof b === 'number' &&
      !(Number.isInteger(a) && Number.isInteger(b))
    )
      return UNKNOWN;
    const same = (a ?? null) === (b ?? null);
    return op === '===' ? same : !same;
  }
  if (['==', '!=', '<', '>', '<=', '>='].includes(op)) {
    const c = phpCompare(a, b);
    if (c === UNKNOWN) return UNKNOWN;
    return { '==': c === 0, '!=': c !== 0, '<': c < 0, '>': c > 0, '<=': c <= 0, '>=': c >= 0 }[
      op
    ]!;
  }
  if (op === '.') return `${phpText(a)}${phpText(b)}`;
  const [x, y] = [phpNum(a), phpNum(b)];
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '**':
      return x ** y;
    case '/':
      if (y === 0) throw new Ends(255); // DivisionByZeroError
      return x / y;
    case '%': {
      // Integer operands; the result takes the left operand's sign (C's %).
      const [m, n] = [Math.trunc(x), Math.trunc(y)];
      if (n === 0) throw new Ends(255); // DivisionByZeroError: Modulo by zero
      return m % n;
    }
    default:
      return UNKNOWN;
  }
}
const phpText = (v: Value): string =>
  v === true ? '1' : v === false || v === null || v === undefined ? '' : String(v);

const truth = (lang: Lang, v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : lang === 'js' ? Boolean(v) : lang === 'php' ? phpTrue(v) : perlTrue(v);

/** Evaluates an expression's tokens; UNKNOWN when it reads what podterm does not know or read. */
function evaluate(ts: readonly Tok[], ctx: Ctx): Value {
  const lang = ctx.lang;
  let pos = 0;
  const peek = (): Tok | undefined => ts[pos];
  const expectOp = (v: string): void => {
    if (!isOp(peek(), v)) throw new SyntaxError(v);
    pos++;
  };
  const envGet = (name: Value): Value => {
    if (typeof name !== 'string') return UNKNOWN;
    const v = ctx.env.get(name);
    if (v === undefined) {
      ctx.missing.add(name);
      return UNKNOWN;
    }
    ctx.used.set(name, v);
    return v;
  };
  const args = (): Value[] => {
    const out: Value[] = [];
    expectOp('(');
    while (!isOp(peek(), ')')) {
      if (peek() === undefined) throw new SyntaxError(')');
      out.push(expr(0));
      if (isOp(peek(), ',')) pos++;
    }
    pos++;
    return out;
  };
  const call = (fn: string, a: Value[]): Value => {
    if (a.some((v) => v === UNKNOWN)) return UNKNOWN;
    const [x, y] = a as (string | number | boolean | null | undefined)[];
    if (lang === 'js') {
      if (fn === 'Number') return a.length === 0 ? 0 : Number(x);
      if (fn === 'parseInt' || fn === 'Number.parseInt') return parseInt(String(x), y as number);
      if (fn === 'parseFloat' || fn === 'Number.parseFloat') return parseFloat(String(x));
      if (fn === 'String') return a.length === 0 ? '' : String(x);
      if (fn === 'Boolean') return Boolean(x);
      if (fn === 'Math.floor') return Math.floor(x as number);
      return UNKNOWN;
    }
    if (lang === 'php') {
      if (fn === 'getenv') return typeof x === 'string' ? envGet(x) : UNKNOWN;
      if (fn === 'intval')
        return typeof x === 'string' && !/^\s*[-+]?\.?\d/.test(x) ? 0 : Math.trunc(phpNum(x ?? 0));
      return UNKNOWN;
    }
    if (fn === 'int') return Math.trunc(perlNum(x));
    if (fn === 'defined') return x === undefined ? '' : 1;
    if (fn === 'length') return x === undefined ? undefined : perlStr(x).length;
    return UNKNOWN;
  };
  const known = (fn: string): boolean =>
    lang === 'php'
      ? /^(getenv|intval)$/.test(fn)
      : lang === 'js'
        ? /^(Number|parseInt|parseFloat|String|Boolean|Math\.floor|Number\.parseInt|Number\.parseFloat)$/.test(
            fn,
          )
        : /^(int|defined|length)$/.test(fn);
  const primary = (): Value => {
    const t = ts[pos++];
    if (!t) throw new SyntaxError('end');
    if (t.k === 'num') return t.v;
    if (t.k === 'str') return t.open ? UNKNOWN : t.v;
    if (t.k === 'op') {
      if (t.v === '(') {
        const v = expr(0);
        expectOp(')');
        return v;
      }
      if (t.v === '!') {
        const v = truth(lang, unary());
        return v === UNKNOWN ? UNKNOWN : lang === 'perl' ? (v ? '' : 1) : !v;
      }
      if (t.v === '-') return binary(lang, '-', 0, unary());
      if (t.v === '+') {
        const v = unary();
        return v === UNKNOWN ? UNKNOWN : lang === 'js' ? Number(v) : v;
      }
      throw new SyntaxError(t.v as string);
    }
    const name = t.v as string;
    if (lang === 'js') {
      if (name === 'true') return true;
      if (name === 'false') return false;
      if (name === 'null') return null;
      if (name === 'undefined') return undefined;
      if (name === 'NaN') return NaN;
      if (name === 'process' && isOp(peek(), '.') && isName(ts[pos + 1], 'env')) {
        pos += 2;
        if (isOp(peek(), '.') && ts[pos + 1]?.k === 'name') {
          pos += 2;
          return envGet(ts[pos - 1]!.v as string);
        }
        if (isOp(peek(), '[')) {
          pos++;
          const key = expr(0);
          expectOp(']');
          return envGet(key);
        }
        throw new SyntaxError('env');
      }
      let fn = name;
      while (isOp(peek(), '.') && ts[pos + 1]?.k === 'name') {
        fn += `.${ts[pos + 1]!.v as string}`;
        pos += 2;
      }
      if (isOp(peek(), '(')) {
        if (!known(fn)) throw new SyntaxError(fn); // a call podterm does not read
        return call(fn, args());
      }
      if (fn !== name || isOp(peek(), '[')) throw new SyntaxError(fn);
      return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
    }
    if (lang === 'php') {
      const lower = name.toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      if (lower === 'null') return null;
      if (name.startsWith('$')) {
        if (isOp(peek(), '[') || isOp(peek(), '->')) throw new SyntaxError(name);
        return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
      }
      if (isOp(peek(), '(') && known(name)) return call(name, args());
      throw new SyntaxError(name); // a call or a constant podterm does not read
    }
    if (name === 'not') {
      const v = truth(lang, expr(PREC.perl.and! + 1));
      return v === UNKNOWN ? UNKNOWN : v ? '' : 1;
    }
    if (name === '$ENV' && isOp(peek(), '{')) {
      pos++;
      const key =
        peek()?.k === 'name' && isOp(ts[pos + 1], '}') ? (ts[pos++]!.v as string) : expr(0);
      expectOp('}');
      return envGet(key);
    }
    if (name.startsWith('$')) {
      if (isOp(peek(), '{') || isOp(peek(), '[') || isOp(peek(), '->')) throw new SyntaxError(name);
      return ctx.vars.has(name) ? ctx.vars.get(name) : UNKNOWN;
    }
    if (name === 'undef') return undefined;
    if (/^(int|defined|length)$/.test(name)) {
      if (isOp(peek(), '(')) return call(name, args());
      return call(name, [unary()]);
    }
    throw new SyntaxError(name);
  };
  const unary = (): Value => primary();
  const expr = (min: number): Value => {
    let left = unary();
    for (;;) {
      const t = peek();
      if (isOp(t, '?') && min <= 1) {
        pos++;
        const a = expr(0);
        expectOp(':');
        const b = expr(1);
        const c = truth(lang, left);
        left = c === UNKNOWN ? UNKNOWN : c ? a : b;
        continue;
      }
      const op = t && (t.k === 'op' || t.k === 'name') ? (t.v as string) : '';
      const p = PREC[lang][op];
      if (p === undefined || p < min) return left;
      pos++;
      const right = expr(op === '**' ? p : p + 1);
      if (op === '&&' || op === 'and') {
        const l = truth(lang, left);
        left = l === false ? left : l === UNKNOWN ? UNKNOWN : right;
      } else if (op === '||' || op === 'or') {
        const l = truth(lang, left);
        left = l === true ? left : l === UNKNOWN ? UNKNOWN : right;
      } else if (op === '??' || op === '//') {
        left = left === UNKNOWN ? UNKNOWN : left === undefined || left === null ? right : left;
      } else left = binary(lang, op, left, right);
    }
  };
  try {
    const v = expr(0);
    if (pos === ts.length) return v;
  } catch (e) {
    if (e instanceof Ends) throw e;
  }
  // Code podterm does not read (a call, a method, a regular expression): the batch step.
  unread(ctx, text(ts));
  return UNKNOWN;
}

// ---- running ----

/** How a block ended: it ran off its end, or the program exits (status; UNKNOWN: not known). */
type Flow = { exit: Exit } | null;

/** The status `process.exit(v)`, `process.exitCode = v` or Perl's `exit v` gives the kubelet. */
function exitStatus(lang: Lang, v: Value): Exit {
  if (v === UNKNOWN) return UNKNOWN;
  if (lang === 'perl') return ((Math.trunc(perlNum(v)) % 256) + 256) % 256;
  if (lang === 'php') {
    // exit(string) prints it and exits 0; exit(int) exits with it; others differ by version
    // (PHP 8.4 made exit a function taking int|string).
    if (v === undefined || v === null || typeof v === 'string') return 0;
    return typeof v === 'number' && Number.isInteger(v) ? ((v % 256) + 256) % 256 : UNKNOWN;
  }
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n === 'number' && Number.isInteger(n)) return ((n % 256) + 256) % 256;
  return UNKNOWN; // Node 20 refuses it (ERR_INVALID_ARG_TYPE), older Node took its Int32: depends on the image
}

/** The status a block surely ends in at its top level (a literal), or null. */
function blockExit(body: readonly Stmt[], lang: Lang): number | null {
  for (const s of body) {
    if (s.k === 'ends') return s.code;
    if (s.k === 'exit') {
      if (s.arg === null) return 0;
      const lit =
        s.arg.length === 1
          ? s.arg[0]!
          : s.arg.length === 3 && isOp(s.arg[0], '(')
            ? s.arg[1]!
            : null;
      if (lit?.k === 'num' || (lang === 'php' && lit?.k === 'str')) {
        const c = exitStatus(lang, lit.v);
        return c === UNKNOWN ? 1 : c;
      }
      return 1;
    }
  }
  return null;
}

function unread(ctx: Ctx, what: string): void {
  if (ctx.unread === null) ctx.unread = what;
}

function runBlock(body: readonly Stmt[], ctx: Ctx): Flow {
  if (ctx.depth > MAX_DEPTH) {
    unread(ctx, '…');
    return null;
  }
  ctx.depth++;
  try {
    for (const s of body) {
      if (++ctx.steps > MAX_STEPS) return null;
      const flow = run(s, ctx);
      if (flow) return flow;
    }
    return null;
  } finally {
    ctx.depth--;
  }
}

function run(s: Stmt, ctx: Ctx): Flow {
  switch (s.k) {
    case 'ends':
      // perlfunc die: $! (errno), else ($? >> 8), else 255; code podterm did not read may have set them.
      if (s.die && ctx.unread !== null) ctx.notes.push(say('dieStatus'));
      return { exit: s.code };
    case 'exit': {
      if (s.arg === null)
        return { exit: ctx.lang === 'js' ? exitStatus('js', ctx.exitCode ?? 0) : 0 };
      const v = evaluate(s.arg, ctx);
      const code = exitStatus(ctx.lang, v);
      if (code === UNKNOWN) ctx.notes.push(say('exitUnknown', { command: codeText(s.text) }));
      return { exit: code };
    }
    case 'exitCode':
      ctx.exitCode = evaluate(s.arg, ctx);
      return null;
    case 'sleep': {
      if (s.arg === null) {
        ctx.forever = true; // perlfunc sleep: without an argument, forever
        return { exit: 0 };
      }
      const v = evaluate(s.arg, ctx);
      const n = v === UNKNOWN ? NaN : Math.trunc(perlNum(v));
      if (n >= 0) ctx.ms += secondsToMs(seconds(n));
      else unread(ctx, s.text);
      return null;
    }
    case 'timer': {
      const v = evaluate(s.ms, ctx);
      if (v === UNKNOWN || ctx.timers.length >= MAX_TIMERS) {
        unread(ctx, s.text);
        return null;
      }
      const after = Number(v);
      const ms = after >= 1 && after <= TIMEOUT_MAX ? Math.round(after) : 1;
      ctx.timers.push({ at: ctx.ms + ms, seq: ctx.timers.length, body: s.body });
      return null;
    }
    case 'set':
      ctx.vars.set(
        s.name,
        s.arg === null ? UNKNOWN : s.arg.length === 0 ? undefined : evaluate(s.arg, ctx),
      );
      return null;
    case 'block':
      return runBlock(s.body, ctx);
    case 'print':
      for (const a of s.args) if (a.length > 0) evaluate(a, ctx);
      return null;
    case 'unread':
      unread(ctx, s.text);
      return null;
    case 'if':
      return runIf(s, ctx);
  }
}

/** An `if`: the branch its condition takes, or the happy path when it is unknown. */
function runIf(s: Extract<Stmt, { k: 'if' }>, ctx: Ctx): Flow {
  const t = truth(ctx.lang, evaluate(s.cond, ctx));
  if (t !== UNKNOWN) return runBlock(t ? s.then : s.else, ctx);
  const thenExit = blockExit(s.then, ctx.lang);
  const takesThen = (thenExit ?? 0) === 0 || (blockExit(s.else, ctx.lang) ?? 0) !== 0;
  ctx.notes.push(takesThen ? say('ifThen') : say('ifNotExit', { code: thenExit ?? 1 }));
  return runBlock(takesThen ? s.then : s.else, ctx);
}

/**
 * What `node -e CODE` (lang 'js'), `perl -e CODE` ('perl') or `php -r CODE` ('php') does with the Pod's environment
 * `env`: how long it runs, its exit status, and the guesses it took; null when podterm cannot
 * read the code at all (then it is the batch step, as before). `stepMs` is what code podterm
 * cannot read is taken to run (the batch step).
 */
export function readBraceCode(
  code: string,
  lang: Lang,
  env: ReadonlyMap<string, string>,
  stepMs: number,
): BraceRun | null {
  const ts = tokens(code.slice(0, MAX_CODE), lang);
  if (!ts) return null;
  let body: Stmt[];
  try {
    body = new Parser(ts, lang).all();
  } catch {
    return null;
  }
  const ctx: Ctx = {
    lang,
    env,
    vars: new Map(),
    used: new Map(),
    missing: new Set(),
    ms: 0,
    forever: false,
    unread: null,
    notes: [],
    steps: 0,
    depth: 0,
    exitCode: undefined,
    timers: [],
  };
  let flow: Flow;
  try {
    flow = runBlock(body, ctx);
    // Node's event loop: the timers, in time order, once the code is over.
    while (!flow && ctx.timers.length > 0) {
      ctx.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const timer = ctx.timers.shift()!;
      ctx.ms = Math.max(ctx.ms, timer.at);
      flow = runBlock(timer.body, ctx);
    }
  } catch (e) {
    if (!(e instanceof Ends)) throw e;
    flow = { exit: e.code };
  }
  if (!flow && lang === 'js') {
    // Node exits with process.exitCode when nothing is left to run.
    const c = exitStatus('js', ctx.exitCode);
    if (c === UNKNOWN) ctx.notes.push(say('exitUnknown', { command: 'process.exitCode' }));
    flow = { exit: c };
  }
  const notes: string[] = [];
  if (ctx.unread !== null)
    notes.push(say('codeStep', { command: codeText(ctx.unread), s: msToSeconds(stepMs) }));
  const names = [...ctx.missing].filter((n) => !env.has(n));
  if (names.length > 0) notes.push(say('envUnknown', { names: names.join(', ') }));
  notes.push(...ctx.notes);
  const exit = flow?.exit;
  return {
    runMs: ctx.forever ? null : ctx.ms + (ctx.unread !== null ? stepMs : 0),
    exitCode: exit === undefined || exit === UNKNOWN ? 0 : exit,
    notes,
    used: ctx.used,
  };
}
