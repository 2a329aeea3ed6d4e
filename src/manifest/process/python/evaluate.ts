// Python's expressions evaluated on the Pod's environment (the tokens, operators and
// precedence are expressions.ts'): os.environ, a few built-ins, and Python's own `and`, `or`,
// `not` and `in`; an unknown value stays unknown.
import { type Value, UNKNOWN, Raised, type Ctx } from './lines.ts';
import { type Tok, tokens, truthy, known, binary, PRECEDENCE } from './expressions.ts';

/** The ways a script reads one variable of the environment (os.environ.get, os.getenv). */
const ENV_GETTERS = new Set(['os.environ.get', 'os.getenv', 'environ.get', 'getenv']);

type Builtin = (x: Value | undefined) => Value;
/** The built-ins podterm evaluates, on a known first argument; each raises as Python does. */
const BUILTINS = new Map<string, Builtin>([
  [
    'int',
    (x) => {
      if (typeof x === 'number') return Math.trunc(x);
      if (typeof x === 'boolean') return x ? 1 : 0;
      if (typeof x === 'string' && /^\s*[-+]?\d+\s*$/.test(x)) return Number(x.trim());
      throw new Raised('ValueError'); // int(None), int('a')
    },
  ],
  [
    'str',
    (x) =>
      x === null
        ? 'None'
        : typeof x === 'boolean'
          ? x
            ? 'True'
            : 'False'
          : `${x as string | number}`,
  ],
  [
    'float',
    (x) => {
      if (typeof x === 'number') return x;
      if (typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x))) return Number(x);
      throw new Raised('ValueError');
    },
  ],
  ['len', (x) => (typeof x === 'string' ? x.length : UNKNOWN)],
  ['bool', (x) => truthy(x ?? null)],
]);

/** A precedence-climbing reader over one expression's tokens. */
class Expression {
  private pos = 0;
  constructor(
    private readonly toks: readonly Tok[],
    private readonly ctx: Ctx,
  ) {}

  read(): Value {
    try {
      const v = this.expr(0);
      return this.pos === this.toks.length ? v : UNKNOWN;
    } catch (e) {
      if (e instanceof Raised) throw e;
      return UNKNOWN;
    }
  }

  private peek(): Tok | undefined {
    return this.toks[this.pos];
  }
  private isOp(v: string): boolean {
    const t = this.peek();
    return t?.k === 'op' && t.v === v;
  }
  private expectOp(v: string): void {
    if (!this.isOp(v)) throw new SyntaxError(v);
    this.pos++;
  }
  private args(): Value[] {
    const out: Value[] = [];
    this.expectOp('(');
    while (!this.isOp(')')) {
      if (this.peek() === undefined) throw new SyntaxError(')');
      out.push(this.expr(0));
      if (this.isOp(',')) this.pos++;
    }
    this.pos++;
    return out;
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
  private call(fn: string, a: Value[]): Value {
    if (ENV_GETTERS.has(fn)) return this.envGet(a[0] ?? UNKNOWN);
    if (!known(...a)) return UNKNOWN;
    const builtin = BUILTINS.get(fn);
    return builtin ? builtin(a[0]) : UNKNOWN;
  }

  private primary(): Value {
    const t = this.toks[this.pos++];
    if (!t) throw new SyntaxError('end');
    if (t.k === 'num' || t.k === 'str') return t.v;
    if (t.k === 'op') return this.prefixOp(t.v);
    if (t.v === 'True') return true;
    if (t.v === 'False') return false;
    if (t.v === 'None') return null;
    if (t.v === 'not') {
      const v = truthy(this.primary());
      return v === UNKNOWN ? UNKNOWN : !v;
    }
    return this.name(t.v);
  }
  private prefixOp(op: string): Value {
    if (op === '(') {
      const v = this.expr(0);
      this.expectOp(')');
      return v;
    }
    if (op === '-') {
      const v = this.primary();
      return v === UNKNOWN ? UNKNOWN : binary('-', 0, v);
    }
    if (op === '+') return this.primary();
    throw new SyntaxError(op);
  }
  /** A dotted name: a call, `os.environ[key]`, or a variable the script set. */
  private name(first: string): Value {
    let name = first;
    while (this.isOp('.') && this.toks[this.pos + 1]?.k === 'name') {
      name += `.${this.toks[this.pos + 1]!.v}`;
      this.pos += 2;
    }
    if (this.isOp('(')) return this.call(name, this.args());
    if ((name === 'os.environ' || name === 'environ') && this.isOp('[')) {
      this.pos++;
      const key = this.expr(0);
      this.expectOp(']');
      return this.envGet(key);
    }
    if (this.isOp('[') || this.isOp('.')) throw new SyntaxError(name);
    return this.ctx.vars.has(name) ? this.ctx.vars.get(name)! : UNKNOWN;
  }

  private expr(min: number): Value {
    let left = this.primary();
    for (;;) {
      const t = this.peek();
      const op = t && (t.k === 'op' || t.k === 'name') ? t.v : '';
      const p = PRECEDENCE[op];
      if (p === undefined || p < min) return left;
      this.pos++;
      // `**` is right-associative.
      const right = this.expr(op === '**' ? p : p + 1);
      left = combine(op, left, right);
    }
  }
}

/** A binary operator's value: `and`/`or` give an operand, as Python's do. */
function combine(op: string, left: Value, right: Value): Value {
  if (op === 'and' || op === 'or') {
    const l = truthy(left);
    if (op === 'and') return l === false ? left : l === UNKNOWN ? UNKNOWN : right;
    return l === true ? left : l === UNKNOWN ? UNKNOWN : right;
  }
  if (op === 'in')
    return known(left, right) && typeof left === 'string' && typeof right === 'string'
      ? right.includes(left)
      : UNKNOWN;
  return binary(op, left, right);
}

/** Evaluates an expression; UNKNOWN when it reads what podterm does not know or cannot read. */
export function evaluate(text: string, ctx: Ctx): Value {
  const toks = tokens(text);
  if (!toks || toks.length === 0) return UNKNOWN;
  return new Expression(toks, ctx).read();
}
