// Python's expressions, evaluated on the Pod's environment: tokens, operators (Python's `%`
// and `//` on negative numbers), precedence; an unknown value stays unknown.
import { type Value, UNKNOWN, Raised } from './lines.ts';

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
