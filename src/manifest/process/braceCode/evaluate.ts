// The brace-code reader's expressions, evaluated on the Pod's environment.
import { type Value, UNKNOWN, Ends } from './types.ts';
import { type Tok, isOp, isName, text } from './tokens.ts';
import { type Ctx, PREC, truth } from './values.ts';
import { binary } from './operators.ts';
import { callBuiltin, knownBuiltin } from './builtins.ts';

export function unread(ctx: Ctx, what: string): void {
  if (ctx.unread === null) ctx.unread = what;
}

/** A precedence-climbing reader over one expression's tokens; each language reads its own
 *  names (JavaScript's literals and process.env, PHP's $variables, Perl's $ENV{…}). */
class Expression {
  private pos = 0;
  constructor(
    private readonly ts: readonly Tok[],
    private readonly ctx: Ctx,
  ) {}

  /** The whole run of tokens, or UNKNOWN (and noted unread) when podterm cannot read it. */
  read(): Value {
    try {
      const v = this.expr(0);
      if (this.pos === this.ts.length) return v;
    } catch (e) {
      if (e instanceof Ends) throw e;
    }
    // Code podterm does not read (a call, a method, a regular expression): the batch step.
    unread(this.ctx, text(this.ts));
    return UNKNOWN;
  }

  private peek(): Tok | undefined {
    return this.ts[this.pos];
  }
  private expectOp(v: string): void {
    if (!isOp(this.peek(), v)) throw new SyntaxError(v);
    this.pos++;
  }
  /** A Pod variable's value, remembered as used (or missing) for the run's notes. */
  private envGet(name: Value): Value {
    if (typeof name !== 'string') return UNKNOWN;
    const v = this.ctx.env.get(name);
    if (v === undefined) {
      this.ctx.missing.add(name);
      return UNKNOWN;
    }
    this.ctx.used.set(name, v);
    return v;
  }
  private args(): Value[] {
    const out: Value[] = [];
    this.expectOp('(');
    while (!isOp(this.peek(), ')')) {
      if (this.peek() === undefined) throw new SyntaxError(')');
      out.push(this.expr(0));
      if (isOp(this.peek(), ',')) this.pos++;
    }
    this.pos++;
    return out;
  }
  private call(fn: string, a: Value[]): Value {
    return callBuiltin(this.ctx.lang, fn, a, (name) => this.envGet(name));
  }
  private variable(name: string): Value {
    return this.ctx.vars.has(name) ? this.ctx.vars.get(name) : UNKNOWN;
  }

  private primary(): Value {
    const t = this.ts[this.pos++];
    if (!t) throw new SyntaxError('end');
    if (t.k === 'num') return t.v;
    if (t.k === 'str') return t.open ? UNKNOWN : t.v;
    if (t.k === 'op') return this.prefixOp(t.v as string);
    const name = t.v as string;
    if (this.ctx.lang === 'js') return this.jsName(name);
    if (this.ctx.lang === 'php') return this.phpName(name);
    return this.perlName(name);
  }

  /** A parenthesis or a prefix operator, each with its language's result type. */
  private prefixOp(op: string): Value {
    const lang = this.ctx.lang;
    if (op === '(') {
      const v = this.expr(0);
      this.expectOp(')');
      return v;
    }
    if (op === '!') {
      const v = truth(lang, this.primary());
      // Perl's not gives '' or 1, not a boolean.
      return v === UNKNOWN ? UNKNOWN : lang === 'perl' ? (v ? '' : 1) : !v;
    }
    if (op === '-') return binary(lang, '-', 0, this.primary());
    if (op === '+') {
      const v = this.primary();
      return v === UNKNOWN ? UNKNOWN : lang === 'js' ? Number(v) : v;
    }
    throw new SyntaxError(op);
  }

  private jsName(name: string): Value {
    const literal = JS_LITERALS.get(name);
    if (literal) return literal.v;
    if (name === 'process' && isOp(this.peek(), '.') && isName(this.ts[this.pos + 1], 'env')) {
      this.pos += 2;
      return this.processEnv();
    }
    let fn = name;
    while (isOp(this.peek(), '.') && this.ts[this.pos + 1]?.k === 'name') {
      fn += `.${this.ts[this.pos + 1]!.v as string}`;
      this.pos += 2;
    }
    if (isOp(this.peek(), '(')) {
      if (!knownBuiltin('js', fn)) throw new SyntaxError(fn); // a call podterm does not read
      return this.call(fn, this.args());
    }
    if (fn !== name || isOp(this.peek(), '[')) throw new SyntaxError(fn);
    return this.variable(name);
  }
  /** `process.env.NAME` or `process.env[expr]`, read after `process.env`. */
  private processEnv(): Value {
    if (isOp(this.peek(), '.') && this.ts[this.pos + 1]?.k === 'name') {
      this.pos += 2;
      return this.envGet(this.ts[this.pos - 1]!.v as string);
    }
    if (isOp(this.peek(), '[')) {
      this.pos++;
      const key = this.expr(0);
      this.expectOp(']');
      return this.envGet(key);
    }
    throw new SyntaxError('env');
  }

  private phpName(name: string): Value {
    // PHP's true, false and null are case-insensitive constants.
    const literal = PHP_LITERALS.get(name.toLowerCase());
    if (literal) return literal.v;
    if (name.startsWith('$')) {
      if (isOp(this.peek(), '[') || isOp(this.peek(), '->')) throw new SyntaxError(name);
      return this.variable(name);
    }
    if (isOp(this.peek(), '(') && knownBuiltin('php', name)) return this.call(name, this.args());
    throw new SyntaxError(name); // a call or a constant podterm does not read
  }

  private perlName(name: string): Value {
    if (name === 'not') {
      // `not` binds looser than everything but `and`/`or` (perlop).
      const v = truth('perl', this.expr(PREC.perl.and! + 1));
      return v === UNKNOWN ? UNKNOWN : v ? '' : 1;
    }
    if (name === '$ENV' && isOp(this.peek(), '{')) {
      this.pos++;
      const key =
        this.peek()?.k === 'name' && isOp(this.ts[this.pos + 1], '}')
          ? (this.ts[this.pos++]!.v as string)
          : this.expr(0);
      this.expectOp('}');
      return this.envGet(key);
    }
    if (name.startsWith('$')) {
      const p = this.peek();
      if (isOp(p, '{') || isOp(p, '[') || isOp(p, '->')) throw new SyntaxError(name);
      return this.variable(name);
    }
    if (name === 'undef') return undefined;
    if (knownBuiltin('perl', name)) {
      // Perl's named unary operators take their argument without parentheses too.
      if (isOp(this.peek(), '(')) return this.call(name, this.args());
      return this.call(name, [this.primary()]);
    }
    throw new SyntaxError(name);
  }

  private expr(min: number): Value {
    const lang = this.ctx.lang;
    let left = this.primary();
    for (;;) {
      const t = this.peek();
      if (isOp(t, '?') && min <= 1) {
        left = this.ternary(left);
        continue;
      }
      const op = t && (t.k === 'op' || t.k === 'name') ? (t.v as string) : '';
      const p = PREC[lang][op];
      if (p === undefined || p < min) return left;
      this.pos++;
      // `**` is right-associative.
      const right = this.expr(op === '**' ? p : p + 1);
      left = combine(this.ctx, op, left, right);
    }
  }
  private ternary(cond: Value): Value {
    this.pos++;
    const a = this.expr(0);
    this.expectOp(':');
    const b = this.expr(1);
    const c = truth(this.ctx.lang, cond);
    return c === UNKNOWN ? UNKNOWN : c ? a : b;
  }
}

/** A binary operator's value; the logical ones give an operand, as in all three languages. */
function combine(ctx: Ctx, op: string, left: Value, right: Value): Value {
  if (op === '&&' || op === 'and') {
    const l = truth(ctx.lang, left);
    return l === false ? left : l === UNKNOWN ? UNKNOWN : right;
  }
  if (op === '||' || op === 'or') {
    const l = truth(ctx.lang, left);
    return l === true ? left : l === UNKNOWN ? UNKNOWN : right;
  }
  if (op === '??' || op === '//')
    return left === UNKNOWN ? UNKNOWN : left === undefined || left === null ? right : left;
  return binary(ctx.lang, op, left, right);
}

// Wrapped so that a literal whose value is falsy (false, null, undefined) is still found.
const JS_LITERALS = new Map<string, { v: Value }>([
  ['true', { v: true }],
  ['false', { v: false }],
  ['null', { v: null }],
  ['undefined', { v: undefined }],
  ['NaN', { v: NaN }],
]);
const PHP_LITERALS = new Map<string, { v: Value }>([
  ['true', { v: true }],
  ['false', { v: false }],
  ['null', { v: null }],
]);

export function evaluate(ts: readonly Tok[], ctx: Ctx): Value {
  return new Expression(ts, ctx).read();
}
