// The brace-code reader's values and operators: each language's own coercion (Perl's and PHP's
// numbers and truth, PHP 8's loose comparison) and precedence.
import { type Lang, type Value, UNKNOWN, Ends } from './types.ts';
import { type Stmt } from './statements.ts';

export interface Ctx {
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

/** A run's context before its first statement: nothing read, spent or noted yet. */
export const newCtx = (lang: Lang, env: ReadonlyMap<string, string>): Ctx => ({
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
});

/** Perl's number of a value: a string's leading number, else 0 (perlop). */
export function perlNum(v: Value): number {
  if (typeof v === 'number') return v;
  if (v === undefined || v === null || v === false) return 0;
  if (v === true) return 1;
  const m = /^\s*([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)/.exec(v as string);
  return m ? Number(m[1]) : 0;
}
export const perlStr = (v: Value): string => (v === undefined || v === null ? '' : String(v));
/** Perl's false: undef, '', '0', 0. */
export const perlTrue = (v: Value): boolean =>
  !(v === undefined || v === null || v === '' || v === '0' || v === 0 || v === false);

/** PHP's numeric string (PHP 8, "Saner numeric strings"): whitespace around one number. */
export const PHP_NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
/** PHP 8's number of a value in arithmetic: a non-numeric string is a TypeError (exit 255). */
export function phpNum(v: Value): number {
  if (typeof v === 'number') return v;
  if (v === undefined || v === null || v === false) return 0;
  if (v === true) return 1;
  const s = v as string;
  if (PHP_NUMERIC.test(s)) return Number(s.trim());
  const lead = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?/.exec(s);
  if (lead) return Number(lead[0].trim()); // leading-numeric: a warning, the leading number
  throw new Ends(255); // TypeError: Unsupported operand types
}
export const phpTrue = (v: Value): boolean =>
  !(v === undefined || v === null || v === false || v === 0 || v === '' || v === '0');
/** PHP 8's loose comparison (`==`, `<`, `>`; the manual's "Comparison with Various Types"): -1, 0, 1, or UNKNOWN. */
export function phpCompare(a: Value, b: Value): number | typeof UNKNOWN {
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

export const PREC: Record<Lang, Record<string, number>> = {
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

/** -1, 0 or 1 as `<=>` and `cmp` give. */
const order = <T extends number | string>(p: T, q: T): number => (p < q ? -1 : p > q ? 1 : 0);

/** Perl's comparisons: string or numeric, and the test of the order (none: the order itself). */
const PERL_RELATIONS: Record<string, { str: boolean; test: ((c: number) => boolean) | null }> = {
  '==': { str: false, test: (c) => c === 0 },
  '!=': { str: false, test: (c) => c !== 0 },
  '<': { str: false, test: (c) => c < 0 },
  '>': { str: false, test: (c) => c > 0 },
  '<=': { str: false, test: (c) => c <= 0 },
  '>=': { str: false, test: (c) => c >= 0 },
  '<=>': { str: false, test: null },
  eq: { str: true, test: (c) => c === 0 },
  ne: { str: true, test: (c) => c !== 0 },
  lt: { str: true, test: (c) => c < 0 },
  gt: { str: true, test: (c) => c > 0 },
  le: { str: true, test: (c) => c <= 0 },
  ge: { str: true, test: (c) => c >= 0 },
  cmp: { str: true, test: null },
};

export function binary(lang: Lang, op: string, a: Value, b: Value): Value {
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
  // perlop: each comparison has a numeric form and a string form (== and eq, <=> and cmp).
  const rel = PERL_RELATIONS[op];
  if (rel) {
    const c = rel.str ? order(s, t) : order(x, y);
    return rel.test ? (rel.test(c) ? 1 : '') : c;
  }
  switch (op) {
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

export function phpBinary(op: string, a: Value, b: Value): Value {
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
export const phpText = (v: Value): string =>
  v === true ? '1' : v === false || v === null || v === undefined ? '' : String(v);

export const truth = (lang: Lang, v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : lang === 'js' ? Boolean(v) : lang === 'php' ? phpTrue(v) : perlTrue(v);

/** Evaluates an expression's tokens; UNKNOWN when it reads what podterm does not know or read. */
