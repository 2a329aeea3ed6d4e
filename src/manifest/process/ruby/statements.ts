// The Ruby reader's statements: `if`/`elsif`/`else`/`unless … end`, `while`/`until … end`,
// `loop do … end`, `N.times { … }`, `begin … end`, statement modifiers (`exit 1 if …`),
// `exit`/`exit!`/`abort`/`raise`, `sleep`, `trap(…) { … }` and `Signal.trap`, assignments.
import { type Tok, isName, isOp, text } from './tokens.ts';

export type Stmt =
  | { k: 'exit'; arg: Tok[] | null; bang: boolean; text: string }
  /** The program ends with this status: `abort`, an uncaught `raise` (Ruby exits 1). */
  | { k: 'ends'; code: number; text: string }
  | { k: 'sleep'; arg: Tok[] | null; text: string }
  | { k: 'times'; count: Tok[]; body: Stmt[]; text: string }
  /** `loop`, `while`, `until`: `cond` null loops until something ends it. */
  | { k: 'loop'; cond: Tok[] | null; until: boolean; body: Stmt[]; text: string }
  | { k: 'if'; cond: Tok[]; then: Stmt[]; else: Stmt[]; text: string }
  | { k: 'set'; name: string; arg: Tok[] }
  /** `trap(sig) { body }` or `trap(sig, command)`. */
  | { k: 'trap'; sig: Tok[]; body: Stmt[] | null; command: Tok[] | null; text: string }
  | { k: 'print'; args: Tok[] }
  | { k: 'unread'; text: string };

const PRINTS = /^(puts|print|p|pp|warn|printf|STDOUT|STDERR|\$stdout|\$stderr)$/;
const QUIET = /^(require|require_relative|include|STDOUT\.sync|\$stdout\.sync)$/;

export class Parser {
  pos = 0;
  constructor(readonly ts: readonly Tok[]) {}

  /** Statements until one of `stops` (a keyword, or `}`), which is left unread. */
  block(stops: readonly string[]): Stmt[] {
    const out: Stmt[] = [];
    for (;;) {
      while (this.ts[this.pos]?.k === 'nl') this.pos++;
      const t = this.ts[this.pos];
      if (!t) break;
      if (t.k === 'name' && stops.includes(t.v)) break;
      if (isOp(t, '}') && stops.includes('}')) break;
      const s = this.statement();
      if (s) out.push(s);
    }
    return out;
  }

  expect(word: string): void {
    const t = this.ts[this.pos];
    if (!(isName(t, word) || isOp(t, word))) throw new SyntaxError(word);
    this.pos++;
  }

  /** Tokens up to a line end (or `then`/`do`), at depth 0. */
  line(until: readonly string[] = []): Tok[] {
    const start = this.pos;
    let depth = 0;
    for (; this.pos < this.ts.length; this.pos++) {
      const t = this.ts[this.pos]!;
      if (depth === 0 && (t.k === 'nl' || (t.k === 'name' && until.includes(t.v)))) break;
      if (t.k === 'op' && '([{'.includes(t.v)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v)) depth--;
      if (depth < 0) break;
    }
    return this.ts.slice(start, this.pos);
  }

  statement(): Stmt | null {
    const t = this.ts[this.pos]!;
    const w = t.k === 'name' ? t.v : '';
    if (w === 'if' || w === 'unless') {
      this.pos++;
      return this.ifRest(w === 'unless');
    }
    if (w === 'while' || w === 'until') {
      this.pos++;
      const cond = this.line(['do']);
      if (isName(this.ts[this.pos], 'do')) this.pos++;
      const body = this.block(['end']);
      this.expect('end');
      return { k: 'loop', cond, until: w === 'until', body, text: `${w} ${text(cond)}` };
    }
    if (w === 'begin') {
      this.pos++;
      const body = this.block(['end', 'rescue', 'ensure']);
      if (!isName(this.ts[this.pos], 'end')) throw new SyntaxError('rescue'); // not read
      this.pos++;
      return { k: 'if', cond: [{ k: 'name', v: 'true' }], then: body, else: [], text: 'begin' };
    }
    return this.simple();
  }

  /** After `if cond`: its branches up to `end`. */
  ifRest(unless: boolean): Stmt {
    const cond = this.line(['then']);
    if (isName(this.ts[this.pos], 'then')) this.pos++;
    const then = this.block(['elsif', 'else', 'end']);
    let other: Stmt[] = [];
    if (isName(this.ts[this.pos], 'elsif')) {
      this.pos++;
      other = [this.ifRest(false)];
      return {
        k: 'if',
        cond: unless ? not(cond) : cond,
        then,
        else: other,
        text: `if ${text(cond)}`,
      };
    }
    if (isName(this.ts[this.pos], 'else')) {
      this.pos++;
      other = this.block(['end']);
    }
    this.expect('end');
    const c = unless ? not(cond) : cond;
    return {
      k: 'if',
      cond: c,
      then,
      else: other,
      text: `${unless ? 'unless' : 'if'} ${text(cond)}`,
    };
  }

  /** A simple statement, with its `do … end` or `{ … }` block and its modifier. */
  simple(): Stmt | null {
    const start = this.pos;
    let depth = 0;
    for (; this.pos < this.ts.length; this.pos++) {
      const t = this.ts[this.pos]!;
      if (depth === 0 && (t.k === 'nl' || isOp(t, '}'))) break;
      if (depth === 0 && (isName(t, 'do') || (isOp(t, '{') && takesBlock(this.ts[this.pos - 1])))) {
        const brace = isOp(t, '{');
        const head = this.ts.slice(start, this.pos);
        this.pos++;
        if (isOp(this.ts[this.pos], '|')) {
          this.pos++;
          while (this.pos < this.ts.length && !isOp(this.ts[this.pos], '|')) this.pos++;
          this.pos++;
        }
        const block = this.block([brace ? '}' : 'end']);
        this.expect(brace ? '}' : 'end');
        return this.classify(head, block);
      }
      if (t.k === 'op' && '([{'.includes(t.v)) depth++;
      if (t.k === 'op' && ')]}'.includes(t.v)) depth--;
      if (depth < 0) throw new SyntaxError(')');
    }
    const ws = this.ts.slice(start, this.pos);
    const mod = ws.findIndex((w, i) => i > 0 && (isName(w, 'if') || isName(w, 'unless')));
    if (mod > 0 && depthAt(ws, mod) === 0) {
      const cond = ws.slice(mod + 1);
      const s = this.classify(ws.slice(0, mod), null);
      const c = isName(ws[mod], 'unless') ? not(cond) : cond;
      return { k: 'if', cond: c, then: s ? [s] : [], else: [], text: text(ws) };
    }
    return this.classify(ws, null);
  }

  classify(ws: Tok[], block: Stmt[] | null): Stmt | null {
    if (ws.length === 0) return null;
    const all = text(ws);
    let w = ws;
    // `Kernel.exit`, `Process.exit!`, `Signal.trap`: the receiver says nothing more.
    if (/^(Kernel|Process|Signal)$/.test(nameOf(w[0])) && isOp(w[1], '.')) w = w.slice(2);
    const head = nameOf(w[0]);
    const args = unparen(w.slice(1));
    if (head === 'exit' || head === 'exit!')
      return { k: 'exit', arg: args.length === 0 ? null : args, bang: head === 'exit!', text: all };
    if (head === 'abort' || head === 'raise' || head === 'fail')
      return { k: 'ends', code: 1, text: all };
    if (head === 'sleep') return { k: 'sleep', arg: args.length === 0 ? null : args, text: all };
    if (head === 'trap') {
      const [sig, command] = splitComma(args);
      if (!sig) return { k: 'unread', text: all };
      if (block) return { k: 'trap', sig, body: block, command: null, text: all };
      if (command) return { k: 'trap', sig, body: null, command, text: all };
      return { k: 'unread', text: all };
    }
    if (head === 'loop' && block && w.length === 1)
      return { k: 'loop', cond: null, until: false, body: block, text: 'loop' };
    const dot = w.length >= 3 && isOp(w.at(-2), '.') && isName(w.at(-1), 'times');
    if (dot && block) return { k: 'times', count: w.slice(0, -2), body: block, text: all };
    if (block) return { k: 'unread', text: all };
    if (PRINTS.test(head)) return { k: 'print', args: w.slice(1) };
    if (QUIET.test(head) || QUIET.test(`${head}.${nameOf(w[2])}`)) return null;
    if (w[0]?.k === 'name' && isOp(w[1], '=') && w.length > 2)
      return { k: 'set', name: w[0].v, arg: w.slice(2) };
    return { k: 'unread', text: all };
  }

  all(): Stmt[] {
    const b = this.block([]);
    if (this.pos !== this.ts.length) throw new SyntaxError('end');
    return b;
  }
}

const nameOf = (t: Tok | undefined): string => (t?.k === 'name' ? t.v : '');

/** `{` opens a block after a call (`5.times {`, `loop {`, `trap('TERM') {`), else a Hash. */
const takesBlock = (prev: Tok | undefined): boolean =>
  isOp(prev, ')') || (prev?.k === 'name' && /^(loop|times|each|tap|then)$/.test(prev.v));

function depthAt(ws: readonly Tok[], at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    const t = ws[i]!;
    if (t.k === 'op' && '([{'.includes(t.v)) depth++;
    if (t.k === 'op' && ')]}'.includes(t.v)) depth--;
  }
  return depth;
}

/** `(a, b)` or `a, b` → `a, b`. */
function unparen(ws: Tok[]): Tok[] {
  if (isOp(ws[0], '(') && isOp(ws.at(-1), ')') && depthAt(ws, ws.length - 1) === 1)
    return ws.slice(1, -1);
  return ws;
}

export function splitComma(ws: Tok[]): Tok[][] {
  const out: Tok[][] = [[]];
  let depth = 0;
  for (const t of ws) {
    if (t.k === 'op' && '([{'.includes(t.v)) depth++;
    if (t.k === 'op' && ')]}'.includes(t.v)) depth--;
    if (depth === 0 && isOp(t, ',')) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out.filter((a) => a.length > 0);
}

const not = (cond: Tok[]): Tok[] => [
  { k: 'op', v: '!' },
  { k: 'op', v: '(' },
  ...cond,
  { k: 'op', v: ')' },
];
