// The few built-in functions the brace-code reader evaluates, per language: a call to any
// other function is code podterm does not read (the evaluator's batch step).
import { type Lang, type Value, UNKNOWN } from './types.ts';
import { perlNum, perlStr, phpNum } from './values.ts';

type Known = string | number | boolean | null | undefined;
/** One built-in: its known arguments, and how it reads the Pod's environment (PHP's getenv). */
type Builtin = (a: readonly Value[], envGet: (name: Value) => Value) => Value;

const JS: Record<string, Builtin> = {
  Number: (a) => (a.length === 0 ? 0 : Number(a[0] as Known)),
  parseInt: (a) => parseInt(String(a[0] as Known), a[1] as number),
  'Number.parseInt': (a) => parseInt(String(a[0] as Known), a[1] as number),
  parseFloat: (a) => parseFloat(String(a[0] as Known)),
  'Number.parseFloat': (a) => parseFloat(String(a[0] as Known)),
  String: (a) => (a.length === 0 ? '' : String(a[0] as Known)),
  Boolean: (a) => Boolean(a[0] as Known),
  'Math.floor': (a) => Math.floor(a[0] as number),
};

const PHP: Record<string, Builtin> = {
  getenv: (a, envGet) => (typeof a[0] === 'string' ? envGet(a[0]) : UNKNOWN),
  // intval of a string that does not start with a number is 0 (PHP's leading-numeric rule).
  intval: ([x]) =>
    typeof x === 'string' && !/^\s*[-+]?\.?\d/.test(x) ? 0 : Math.trunc(phpNum(x ?? 0)),
};

const PERL: Record<string, Builtin> = {
  int: ([x]) => Math.trunc(perlNum(x)),
  defined: ([x]) => (x === undefined ? '' : 1),
  length: ([x]) => (x === undefined ? undefined : perlStr(x).length),
};

const BUILTINS: Record<Lang, Record<string, Builtin>> = { js: JS, php: PHP, perl: PERL };

/** Whether `fn` is a built-in this language's reader evaluates. */
export const knownBuiltin = (lang: Lang, fn: string): boolean => Object.hasOwn(BUILTINS[lang], fn);

/** A built-in's value; UNKNOWN when an argument is unknown. */
export function callBuiltin(
  lang: Lang,
  fn: string,
  a: readonly Value[],
  envGet: (name: Value) => Value,
): Value {
  if (a.some((v) => v === UNKNOWN)) return UNKNOWN;
  const builtin = BUILTINS[lang][fn];
  return builtin ? builtin(a, envGet) : UNKNOWN;
}
