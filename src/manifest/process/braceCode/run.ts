// A small reader of the JavaScript people put in `node -e '…'`, the Perl of `perl -e '…'` and
// the PHP of `php -r '…'`,
// as python.ts reads Python: enough of each language to tell how long the code runs and how it
// exits on the environment the Pod gives it. It never runs anything: what it cannot read is
// code that "finishes after the batch step", and a condition on something it does not know
// takes the happy path (the branch that does not exit non-zero), as script.ts does.
//
// JavaScript (Node): `process.exit(n)`, `process.exitCode = n`, `process.env.X`,
// `process.env['X']`, `if`/`else`, `c ? a : b`, `==`/`===`/`!=`/`!==`/`<`/`>` with the
// language's own coercion (the values are JavaScript's own, so `'3' == 3` is evaluated by
// JavaScript itself), `Number`, `parseInt`, `%`; `throw` (an uncaught exception: Node exits 1,
// "Uncaught Fatal Exception" in Node's exit codes); a timer callback with its delay (it runs
// when the synchronous code is over, in time order; Node takes a delay outside 1..2^31-1 as 1 ms:
// lib/internal/timers.js Timeout). Node's process.exit(code): an integer or an integer string
// (lib/internal/process/per_thread.js exit → validateInteger since Node 20); the status the
// kubelet sees is its low 8 bits.
// Perl: `exit N` (perlfunc exit; EXPR's low 8 bits), `die` (perlfunc die: exits with $! if it is
// non-zero, else ($? >> 8), else 255 — a die before any failed system call exits 255), `$ENV{X}`,
// `if`/`elsif`/`else`, `unless`, statement modifiers (`exit 1 if …`), `A or die`, `==`/`!=`/`<`/
// `>` on numbers (a string's leading number, else 0), `eq`/`ne` on strings, `sleep N` (whole
// seconds; perlfunc sleep: no argument sleeps forever).
// PHP (`php -r`, PHP 8): `exit(n)`/`die(n)` (an int: its status; a string: printed, status 0),
// `getenv('X')`, `intval`, `if`/`elseif`/`else`, `A or die(…)`, PHP 8's loose comparison (the
// manual's "Comparison with Various Types": numeric strings compare as numbers, `'abc' == 0` is
// false), `===`, `.`, `%` (the left operand's sign), `sleep(n)`; an uncaught `throw`, a
// DivisionByZeroError or a TypeError is a fatal error: exit 255.
import { seconds, secondsToMs } from '../../../trace/units.ts';
import { say } from '../assumptions.ts';
import { inlineNotes } from '../inlineNotes.ts';
import { codeText } from '../shell/shellWords.ts';
import {
  MAX_CODE,
  MAX_STEPS,
  MAX_DEPTH,
  MAX_TIMERS,
  TIMEOUT_MAX,
  type Lang,
  type Value,
  UNKNOWN,
  type Exit,
  Ends,
  type BraceRun,
} from './types.ts';
import { tokens, isOp } from './tokens.ts';
import { type Stmt, Parser } from './statements.ts';
import { type Ctx, newCtx, perlNum, truth } from './values.ts';
import { unread, evaluate } from './evaluate.ts';

/** How a block ended: it ran off its end, or the program exits (status; UNKNOWN: not known). */
export type Flow = { exit: Exit } | null;

/** The status `process.exit(v)`, `process.exitCode = v` or Perl's `exit v` gives the kubelet. */
export function exitStatus(lang: Lang, v: Value): Exit {
  if (v === UNKNOWN) return UNKNOWN;
  if (lang === 'perl') return ((Math.trunc(perlNum(v)) % 256) + 256) % 256;
  if (lang === 'php') {
    // exit(string) prints it and exits 0; exit(int) exits with it; others differ by version
    // (PHP 8.4 made exit a function taking int|string).
    if (v === undefined || v === null || typeof v === 'string') return 0;
    return typeof v === 'number' && Number.isInteger(v) ? ((v % 256) + 256) % 256 : UNKNOWN;
  }
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n === 'number' && Number.isInteger(n)) return ((n % 256) + 256) % 256;
  return UNKNOWN; // Node 20 refuses it (ERR_INVALID_ARG_TYPE), older Node took its Int32: depends on the image
}

/** The status a block surely ends in at its top level (a literal), or null. */
export function blockExit(body: readonly Stmt[], lang: Lang): number | null {
  for (const s of body) {
    if (s.k === 'ends') return s.code;
    if (s.k === 'exit') {
      if (s.arg === null) return 0;
      const lit =
        s.arg.length === 1
          ? s.arg[0]!
          : s.arg.length === 3 && isOp(s.arg[0], '(')
            ? s.arg[1]!
            : null;
      if (lit?.k === 'num' || (lang === 'php' && lit?.k === 'str')) {
        const c = exitStatus(lang, lit.v);
        return c === UNKNOWN ? 1 : c;
      }
      return 1;
    }
  }
  return null;
}

export function runBlock(body: readonly Stmt[], ctx: Ctx): Flow {
  if (ctx.depth > MAX_DEPTH) {
    unread(ctx, '…');
    return null;
  }
  ctx.depth++;
  try {
    for (const s of body) {
      if (++ctx.steps > MAX_STEPS) return null;
      const flow = run(s, ctx);
      if (flow) return flow;
    }
    return null;
  } finally {
    ctx.depth--;
  }
}

export function run(s: Stmt, ctx: Ctx): Flow {
  switch (s.k) {
    case 'ends':
      // perlfunc die: $! (errno), else ($? >> 8), else 255; code podterm did not read may have set them.
      if (s.die && ctx.unread !== null) ctx.notes.push(say('dieStatus'));
      return { exit: s.code };
    case 'exit': {
      if (s.arg === null)
        return { exit: ctx.lang === 'js' ? exitStatus('js', ctx.exitCode ?? 0) : 0 };
      const v = evaluate(s.arg, ctx);
      const code = exitStatus(ctx.lang, v);
      if (code === UNKNOWN) ctx.notes.push(say('exitUnknown', { command: codeText(s.text) }));
      return { exit: code };
    }
    case 'exitCode':
      ctx.exitCode = evaluate(s.arg, ctx);
      return null;
    case 'sleep': {
      if (s.arg === null) {
        ctx.forever = true; // perlfunc sleep: without an argument, forever
        return { exit: 0 };
      }
      const v = evaluate(s.arg, ctx);
      const n = v === UNKNOWN ? NaN : Math.trunc(perlNum(v));
      if (n >= 0) ctx.ms += secondsToMs(seconds(n));
      else unread(ctx, s.text);
      return null;
    }
    case 'timer': {
      const v = evaluate(s.ms, ctx);
      if (v === UNKNOWN || ctx.timers.length >= MAX_TIMERS) {
        unread(ctx, s.text);
        return null;
      }
      const after = Number(v);
      const ms = after >= 1 && after <= TIMEOUT_MAX ? Math.round(after) : 1;
      ctx.timers.push({ at: ctx.ms + ms, seq: ctx.timers.length, body: s.body });
      return null;
    }
    case 'set':
      ctx.vars.set(
        s.name,
        s.arg === null ? UNKNOWN : s.arg.length === 0 ? undefined : evaluate(s.arg, ctx),
      );
      return null;
    case 'block':
      return runBlock(s.body, ctx);
    case 'print':
      for (const a of s.args) if (a.length > 0) evaluate(a, ctx);
      return null;
    case 'unread':
      unread(ctx, s.text);
      return null;
    case 'if':
      return runIf(s, ctx);
  }
}

/** An `if`: the branch its condition takes, or the happy path when it is unknown. */
export function runIf(s: Extract<Stmt, { k: 'if' }>, ctx: Ctx): Flow {
  const t = truth(ctx.lang, evaluate(s.cond, ctx));
  if (t !== UNKNOWN) return runBlock(t ? s.then : s.else, ctx);
  const thenExit = blockExit(s.then, ctx.lang);
  const takesThen = (thenExit ?? 0) === 0 || (blockExit(s.else, ctx.lang) ?? 0) !== 0;
  ctx.notes.push(takesThen ? say('ifThen') : say('ifNotExit', { code: thenExit ?? 1 }));
  return runBlock(takesThen ? s.then : s.else, ctx);
}

/**
 * What `node -e CODE` (lang 'js'), `perl -e CODE` ('perl') or `php -r CODE` ('php') does with the Pod's environment
 * `env`: how long it runs, its exit status, and the guesses it took; null when podterm cannot
 * read the code at all (then it is the batch step, as before). `stepMs` is what code podterm
 * cannot read is taken to run (the batch step).
 */
export function readBraceCode(
  code: string,
  lang: Lang,
  env: ReadonlyMap<string, string>,
  stepMs: number,
): BraceRun | null {
  const ts = tokens(code.slice(0, MAX_CODE), lang);
  if (!ts) return null;
  let body: Stmt[];
  try {
    body = new Parser(ts, lang).all();
  } catch {
    return null;
  }
  const ctx = newCtx(lang, env);
  let flow: Flow;
  try {
    flow = runBlock(body, ctx);
    // Node's event loop: the timers, in time order, once the code is over.
    while (!flow && ctx.timers.length > 0) {
      ctx.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const timer = ctx.timers.shift()!;
      ctx.ms = Math.max(ctx.ms, timer.at);
      flow = runBlock(timer.body, ctx);
    }
  } catch (e) {
    if (!(e instanceof Ends)) throw e;
    flow = { exit: e.code };
  }
  if (!flow && lang === 'js') {
    // Node exits with process.exitCode when nothing is left to run.
    const c = exitStatus('js', ctx.exitCode);
    if (c === UNKNOWN) ctx.notes.push(say('exitUnknown', { command: 'process.exitCode' }));
    flow = { exit: c };
  }
  const notes = inlineNotes(ctx, env, stepMs);
  const exit = flow?.exit;
  return {
    runMs: ctx.forever ? null : ctx.ms + (ctx.unread !== null ? stepMs : 0),
    exitCode: exit === undefined || exit === UNKNOWN ? 0 : exit,
    notes,
    used: ctx.used,
  };
}
