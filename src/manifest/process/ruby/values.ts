// Ruby's expressions as the reader (run.ts) evaluates them on the Pod's environment:
// literals, local variables, `ENV['X']`, `ENV.fetch('X', d)`, `Integer(…)`, `.to_i`, `.to_f`,
// `.to_s`, `.strip`, `.empty?`, `.nil?`, `!`/`not`, `&&`/`and`, `||`/`or`, comparisons, `+ - * / %`
// (Integer division and `%` round toward minus infinity, Ruby's Integer#/ and #%). Only `nil`
// and `false` are false (Ruby's truth). A value it does not know stays unknown.
import { type Tok, isName, isOp } from './tokens.ts';
import { splitComma } from './statements.ts';

export const UNKNOWN: unique symbol = Symbol('unknown');
export type Value = number | string | boolean | null | typeof UNKNOWN;

/** The program ends here with this status (an uncaught exception: Ruby exits 1). */
export class Ends extends Error {
  constructor(readonly code: number) {
    super(String(code));
  }
}

export interface Ctx {
  env: ReadonlyMap<string, string>;
  vars: Map<string, Value>;
  used: Map<string, string>;
  missing: Set<string>;
  unread: string | null;
}

export const truth = (v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : v !== null && v !== false;

export function evaluate(ts: readonly Tok[], ctx: Ctx): Value {
  const e = new Expr(ts, ctx);
  const v = e.or();
  return e.pos === ts.length ? v : UNKNOWN;
}

const ENV: unique symbol = Symbol('ENV');
type Inner = Value | typeof ENV;

class Expr {
  pos = 0;
  constructor(
    readonly ts: readonly Tok[],
    readonly ctx: Ctx,
  ) {}

  or(): Value {
    let v = this.and();
    while (isName(this.ts[this.pos], 'or') || isOp(this.ts[this.pos], '||')) {
      this.pos++;
      const r = this.and();
      v = truth(v) === true ? v : truth(v) === false ? r : UNKNOWN;
    }
    return v;
  }

  and(): Value {
    let v = this.not();
    while (isName(this.ts[this.pos], 'and') || isOp(this.ts[this.pos], '&&')) {
      this.pos++;
      const r = this.not();
      v = truth(v) === false ? v : truth(v) === true ? r : UNKNOWN;
    }
    return v;
  }

  not(): Value {
    if (isName(this.ts[this.pos], 'not')) {
      this.pos++;
      const t = truth(this.not());
      return t === UNKNOWN ? UNKNOWN : !t;
    }
    return this.compare();
  }

  compare(): Value {
    const a = this.add();
    const t = this.ts[this.pos];
    if (t?.k !== 'op' || !['==', '!=', '<', '>', '<=', '>='].includes(t.v)) return a;
    this.pos++;
    const b = this.add();
    if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
    if (t.v === '==' || t.v === '!=') return (a === b) === (t.v === '==');
    if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) return UNKNOWN;
    const [x, y] = [a as number | string, b as number | string];
    return t.v === '<' ? x < y : t.v === '>' ? x > y : t.v === '<=' ? x <= y : x >= y;
  }

  add(): Value {
    let v = this.mul();
    while (isOp(this.ts[this.pos], '+') || isOp(this.ts[this.pos], '-')) {
      const op = (this.ts[this.pos++] as { v: string }).v;
      const r = this.mul();
      if (v === UNKNOWN || r === UNKNOWN) v = UNKNOWN;
      else if (typeof v === 'number' && typeof r === 'number') v = op === '+' ? v + r : v - r;
      else if (op === '+' && typeof v === 'string' && typeof r === 'string') v = v + r;
      else throw new Ends(1); // TypeError
    }
    return v;
  }

  mul(): Value {
    let v = this.unary();
    while (['*', '/', '%'].some((o) => isOp(this.ts[this.pos], o))) {
      const op = (this.ts[this.pos++] as { v: string }).v;
      const r = this.unary();
      if (v === UNKNOWN || r === UNKNOWN) v = UNKNOWN;
      else if (typeof v !== 'number' || typeof r !== 'number') v = UNKNOWN;
      else if (op === '*') v = v * r;
      else if (Number.isInteger(v) && Number.isInteger(r)) {
        if (r === 0) throw new Ends(1); // ZeroDivisionError
        v = op === '/' ? Math.floor(v / r) : v - r * Math.floor(v / r);
      } else v = op === '/' ? v / r : v - r * Math.floor(v / r);
    }
    return v;
  }

  unary(): Value {
    if (isOp(this.ts[this.pos], '!')) {
      this.pos++;
      const t = truth(this.unary());
      return t === UNKNOWN ? UNKNOWN : !t;
    }
    if (isOp(this.ts[this.pos], '-')) {
      this.pos++;
      const v = this.unary();
      return typeof v === 'number' ? -v : UNKNOWN;
    }
    const v = this.postfix();
    return v === ENV ? UNKNOWN : v;
  }

  postfix(): Inner {
    let v = this.primary();
    for (;;) {
      if (isOp(this.ts[this.pos], '[')) {
        const key = this.args('[', ']')[0];
        const k = key ? evaluate(key, this.ctx) : UNKNOWN;
        v = v === ENV && typeof k === 'string' ? this.env(k, null) : UNKNOWN;
        continue;
      }
      if (!isOp(this.ts[this.pos], '.') || this.ts[this.pos + 1]?.k !== 'name') return v;
      const m = (this.ts[this.pos + 1] as { v: string }).v;
      this.pos += 2;
      const args = isOp(this.ts[this.pos], '(') ? this.args('(', ')') : [];
      if (v === ENV && m === 'fetch' && args[0]) {
        const k = evaluate(args[0], this.ctx);
        v =
          typeof k === 'string'
            ? this.env(k, args[1] ? evaluate(args[1], this.ctx) : UNKNOWN)
            : UNKNOWN;
      } else v = v === ENV || v === UNKNOWN ? UNKNOWN : method(v, m);
    }
  }

  /** `ENV[k]` (nil when unset) or `ENV.fetch(k, d)`, as far as podterm knows the Pod's variables. */
  env(k: string, fallback: Value | null): Value {
    const v = this.ctx.env.get(k);
    if (v === undefined) {
      this.ctx.missing.add(k);
      return UNKNOWN;
    }
    this.ctx.used.set(k, v);
    return v ?? fallback;
  }

  args(open: string, close: string): Tok[][] {
    const start = ++this.pos;
    let depth = 1;
    for (; this.pos < this.ts.length && depth > 0; this.pos++) {
      if (isOp(this.ts[this.pos], open)) depth++;
      if (isOp(this.ts[this.pos], close)) depth--;
    }
    return splitComma(this.ts.slice(start, this.pos - 1) as Tok[]);
  }

  primary(): Inner {
    const t = this.ts[this.pos++];
    if (!t) return UNKNOWN;
    if (t.k === 'num') return t.v;
    if (t.k === 'str') return t.v ?? UNKNOWN;
    if (t.k === 'sym') return t.v;
    if (isOp(t, '(')) {
      const v = this.or();
      if (isOp(this.ts[this.pos], ')')) this.pos++;
      return v;
    }
    if (t.k !== 'name') return UNKNOWN;
    if (t.v === 'true' || t.v === 'false') return t.v === 'true';
    if (t.v === 'nil') return null;
    if (t.v === 'ENV') return ENV;
    if ((t.v === 'Integer' || t.v === 'Float') && isOp(this.ts[this.pos], '(')) {
      const a = this.args('(', ')')[0];
      const v = a ? evaluate(a, this.ctx) : UNKNOWN;
      if (v === UNKNOWN) return UNKNOWN;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
      if (Number.isNaN(n) || (t.v === 'Integer' && !Number.isInteger(n))) throw new Ends(1); // ArgumentError
      return t.v === 'Integer' ? Math.trunc(n) : n;
    }
    return this.ctx.vars.get(t.v) ?? UNKNOWN;
  }
}

/** The few String/Integer methods the reader knows. */
function method(v: Value, m: string): Value {
  if (v === UNKNOWN) return UNKNOWN;
  switch (m) {
    case 'to_i': {
      if (typeof v === 'number') return Math.trunc(v);
      if (typeof v === 'string')
        return Number(/^\s*[-+]?\d+/.exec(v.replaceAll('_', ''))?.[0] ?? 0);
      return v === null ? 0 : UNKNOWN;
    }
    case 'to_f': {
      if (typeof v === 'number') return v;
      if (typeof v === 'string') return Number(/^\s*[-+]?\d+(\.\d+)?/.exec(v)?.[0] ?? 0);
      return v === null ? 0 : UNKNOWN;
    }
    case 'to_s':
      return v === null ? '' : String(v);
    case 'strip':
      return typeof v === 'string' ? v.trim() : UNKNOWN;
    case 'empty?':
      return typeof v === 'string' ? v === '' : UNKNOWN;
    case 'nil?':
      return v === null;
    case 'zero?':
      return typeof v === 'number' ? v === 0 : UNKNOWN;
    default:
      return UNKNOWN;
  }
}
