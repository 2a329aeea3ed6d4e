// The brace-code reader's statements: blocks, if/else/elsif/unless, statement modifiers,
// `A or die` (what it asks of a run of tokens: tokenLists.ts).
import { type Lang } from './types.ts';
import { type Tok, isOp, isName, text } from './tokens.ts';
import {
  ELSIF,
  BLOCK_STATEMENT,
  continues,
  negate,
  topLevel,
  endsProgram,
  splitTop,
  callback,
} from './tokenLists.ts';

export type Stmt =
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
export class Parser {
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
      // A signal listener takes no time; what it does on the signal is signals.ts's to read.
      if (
        isName(w0, 'process') &&
        isOp(ws[1], '.') &&
        /^(on|once|addListener|prependListener|prependOnceListener)$/.test(String(ws[2]?.v))
      )
        return null;
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
