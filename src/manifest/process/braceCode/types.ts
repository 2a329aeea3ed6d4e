// What the brace-code reader (run.ts) shares: its bounds, its languages and values, the
// program's end.

export const MAX_CODE = 20_000;
export const MAX_STEPS = 10_000;
export const MAX_DEPTH = 32;
export const MAX_TIMERS = 100;
/** Node's TIMEOUT_MAX (lib/internal/timers.js): 2^31 - 1 ms. */
export const TIMEOUT_MAX = 2 ** 31 - 1;

export type Lang = 'js' | 'perl' | 'php';
/** A value podterm knows (JavaScript's or Perl's, undefined = undef), or UNKNOWN. */
export type Value = number | string | boolean | null | undefined | typeof UNKNOWN;
export const UNKNOWN: unique symbol = Symbol('unknown');
export type Exit = number | typeof UNKNOWN;

/** The program ends here with this status (an uncaught throw, a die, a division by zero). */
export class Ends extends Error {
  constructor(readonly code: number) {
    super(String(code));
  }
}

export interface BraceRun {
  /** Time in `sleep` and timers, plus one batch step for code podterm does not read; null: forever. */
  runMs: number | null;
  exitCode: number;
  notes: string[];
  /** The Pod's variables the code read with a known value. */
  used: Map<string, string>;
}
