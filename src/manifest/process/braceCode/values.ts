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

export const truth = (lang: Lang, v: Value): boolean | typeof UNKNOWN =>
  v === UNKNOWN ? UNKNOWN : lang === 'js' ? Boolean(v) : lang === 'php' ? phpTrue(v) : perlTrue(v);
