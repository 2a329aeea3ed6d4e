// Python's `-c` code as the reader (run.ts) takes it: its bounds and values, the lines with
// their indentation, the statements of one line.

export const MAX_CODE = 20_000;
export const MAX_PASSES = 100;
export const MAX_STEPS = 10_000;
export const MAX_DEPTH = 32;

/** A value podterm knows, or UNKNOWN. */
export type Value = number | string | boolean | null | typeof UNKNOWN;
export const UNKNOWN: unique symbol = Symbol('unknown');

/** A Python exception podterm knows is raised (the interpreter exits 1). */
export class Raised extends Error {}

export interface PythonRun {
  /** Time in `time.sleep`, plus one batch step for code podterm does not read. */
  runMs: number;
  exitCode: number;
  notes: string[];
  /** The Pod's variables the code read with a known value. */
  used: Map<string, string>;
}

export interface Line {
  indent: number;
  text: string;
}

export interface Ctx {
  env: ReadonlyMap<string, string>;
  vars: Map<string, Value>;
  used: Map<string, string>;
  missing: Set<string>;
  ms: number;
  unread: string | null;
  notes: string[];
  steps: number;
  depth: number;
}

/** Splits code into logical lines (no continuation lines are read), without comments. */
export function lines(code: string): Line[] {
  const out: Line[] = [];
  for (const raw of code.slice(0, MAX_CODE).split('\n')) {
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '') continue;
    out.push({ indent: text.length - text.trimStart().length, text: text.trim() });
  }
  return out;
}

export function stripComment(s: string): string {
  let quote: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return s.slice(0, i);
  }
  return s;
}

/** Splits `a; b` at top-level semicolons. */
export function statements(text: string): string[] {
  const out: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}
