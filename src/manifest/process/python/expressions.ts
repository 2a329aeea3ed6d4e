// Python's expressions, evaluated on the Pod's environment: tokens, operators (Python's `%`
// and `//` on negative numbers), precedence; an unknown value stays unknown.
import { type Value, UNKNOWN, Raised, type Ctx } from './lines.ts';

export type Tok =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'name'; v: string }
  | { k: 'op'; v: string };
export const OPS = [
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

export function tokens(text: string): Tok[] | null {
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

export const truthy = (v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : v !== null && v !== false && v !== 0 && v !== '';

export const known = (...vs: Value[]): boolean => vs.every((v) => v !== UNKNOWN);

/** Python's `%` and `//` take the divisor's sign. */
export const pyMod = (a: number, b: number): number => a - b * Math.floor(a / b);

export function binary(op: string, a: Value, b: Value): Value {
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

export const PRECEDENCE: Record<string, number> = {
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
export function evaluate(text: string, ctx: Ctx): Value {
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
