// The brace-code reader's statements: blocks, if/else/elsif/unless, statement modifiers,
// `A or die` (what it asks of a run of tokens: tokenLists.ts).
import { type Lang } from './types.ts';
import { type Tok, isOp, isName, text } from './tokens.ts';
import { ELSIF, BLOCK_STATEMENT, continues, negate, topLevel, endsProgram } from './tokenLists.ts';
import { type Stmt, jsStatement, perlStatement, phpStatement } from './statementKinds.ts';

export type { Stmt } from './statementKinds.ts';

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
    if (this.lang === 'js') return jsStatement(ws, all, (fn) => new Parser(fn, 'js').all());
    if (this.lang === 'php') return phpStatement(ws, all);
    return perlStatement(ws, all);
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
