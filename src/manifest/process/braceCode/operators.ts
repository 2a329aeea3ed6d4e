// The brace-code reader's binary operators, each language's own: JavaScript's coercions,
// Perl's numeric and string forms, PHP 8's loose comparison; a division by zero ends the program.
import { type Lang, type Value, UNKNOWN, Ends } from './types.ts';
import { perlNum, perlStr, phpNum, phpCompare } from './values.ts';

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
  if (lang === 'js') return jsBinary(op, a, b);
  if (lang === 'php') return phpBinary(op, a, b);
  return perlBinary(op, a, b);
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

/** JavaScript's own operators on JavaScript's own values: its coercions exactly. */
function jsBinary(op: string, a: Value, b: Value): Value {
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

/** Perl's operators: numbers and strings by the operator, not the value (perlop). */
function perlBinary(op: string, a: Value, b: Value): Value {
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
