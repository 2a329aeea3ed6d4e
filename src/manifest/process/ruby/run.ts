// A small reader of the Ruby people put in `ruby -e '…'`, as python/ reads Python: how long the
// code runs, how it exits on the Pod's environment, and what it does on its stop signal. It
// never runs anything: code it cannot read is taken to finish after the batch step, and a
// condition on what it does not know takes the happy path (script.ts's rule).
//
// Kernel#exit(status = true): true → 0, false → 1, an Integer → its low 8 bits; exit! the same
// with false as its default; abort and an uncaught exception → 1; sleep(n) (no argument: for
// ever); `loop`, `while`, `until`, `N.times`. Signals (signal.c): trap(sig) { … } / trap(sig,
// command) with "IGNORE"/"SIG_IGN"/"" (ignored), "EXIT" (exits 0), "DEFAULT"/"SIG_DFL" (Ruby's
// own handler), "SYSTEM_DEFAULT" (the OS's action). Without a trap, Ruby's own handler
// (Init_signal installs it for INT, HUP, QUIT, TERM, ALRM, USR1, USR2) raises SignalException in
// the main thread; uncaught, rb_ec_cleanup re-raises the signal with its default action
// (ruby_default_signal): killed, status 128 + n, or, as a container's PID 1 (whose default
// actions the kernel drops), exit 1 — checked with ruby 3.1.2 as PID 1 of a pid namespace.
import { seconds, secondsToMs } from '../../../trace/units.ts';
import { say } from '../assumptions.ts';
import { inlineNotes } from '../inlineNotes.ts';
import { tokens, text, type Tok } from './tokens.ts';
import { Parser, type Stmt } from './statements.ts';
import { type Ctx, type Value, UNKNOWN, Ends, evaluate, truth } from './values.ts';

const MAX_CODE = 20_000;
const MAX_STEPS = 10_000;
const MAX_DEPTH = 32;

/** The signals Ruby handles itself from the start (signal.c Init_signal). */
const RUBY_HANDLES = new Set(['INT', 'HUP', 'QUIT', 'TERM', 'ALRM', 'USR1', 'USR2']);
const SIGNAL_NAMES: Record<number, string> = {
  1: 'HUP',
  2: 'INT',
  3: 'QUIT',
  10: 'USR1',
  12: 'USR2',
  14: 'ALRM',
  15: 'TERM',
};

/** What the program does on its stop signal. */
export type RubyStop =
  /** A trap whose handler ends it: status, after the handler's sleeps. */
  | { kind: 'exit'; code: number; afterMs: number; handler: string }
  /** A trap whose handler returns: the program carries on. */
  | { kind: 'carriesOn'; handler: string }
  /** trap(sig, "IGNORE"). */
  | { kind: 'ignored'; handler: string }
  /** Ruby's own handler (no trap): SignalException, uncaught. */
  | { kind: 'rubyDefault' }
  /** The OS's default action (a signal Ruby leaves alone, or "SYSTEM_DEFAULT"). */
  | { kind: 'none' };

export interface RubyRun {
  /** Time in sleeps, plus one batch step for code podterm does not read; null: for ever. */
  runMs: number | null;
  exitCode: number;
  stop: RubyStop;
  notes: string[];
  used: Map<string, string>;
}

type Flow = { exit: number } | { forever: true } | null;

interface Run extends Ctx {
  ms: number;
  steps: number;
  depth: number;
  notes: string[];
  traps: Map<string, { body: Stmt[] | null; command: Value; text: string }>;
}

/** Kernel#exit's argument → the status (exit! defaults to false). */
function exitStatus(v: Value | undefined, bang: boolean): number {
  if (v === undefined) return bang ? 1 : 0;
  if (v === true) return 0;
  if (v === false) return 1;
  if (typeof v === 'number' && Number.isInteger(v)) return ((v % 256) + 256) % 256;
  return 1; // TypeError: no implicit conversion, an uncaught exception
}

function unread(ctx: Run, t: string): void {
  if (ctx.unread === null) ctx.unread = t;
}

/** A statement's literal exit, read without running it (for `loop` bodies and happy paths). */
function blockExit(body: readonly Stmt[]): number | null {
  for (const s of body) {
    if (s.k === 'ends') return s.code;
    if (s.k === 'exit') {
      const lit = s.arg?.length === 1 ? s.arg[0] : undefined;
      if (s.arg === null) return exitStatus(undefined, s.bang);
      return lit?.k === 'num' ? exitStatus(lit.v, s.bang) : 1;
    }
  }
  return null;
}

function runBlock(body: readonly Stmt[], ctx: Run): Flow {
  if (ctx.depth > MAX_DEPTH) return null;
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

/** What each kind of statement does to the run: its time, its variables, its end. */
type Runner<K extends Stmt['k']> = (s: Extract<Stmt, { k: K }>, ctx: Run) => Flow;
const RUNNERS: { [K in Stmt['k']]: Runner<K> } = {
  exit: (s, ctx) => {
    if (s.arg === null) return { exit: exitStatus(undefined, s.bang) };
    const v = evaluate(s.arg, ctx);
    if (v === UNKNOWN) {
      ctx.notes.push(say('exitUnknown', { command: s.text }));
      return { exit: 0 };
    }
    return { exit: exitStatus(v, s.bang) };
  },
  ends: (s) => ({ exit: s.code }),
  sleep: (s, ctx) => {
    if (s.arg === null) return { forever: true };
    const v = evaluate(s.arg, ctx);
    if (typeof v === 'number' && v >= 0) ctx.ms += secondsToMs(seconds(v));
    else unread(ctx, s.text);
    return null;
  },
  times: (s, ctx) => {
    const n = evaluate(s.count, ctx);
    if (typeof n !== 'number' || !Number.isInteger(n)) {
      unread(ctx, s.text);
      return null;
    }
    for (let i = 0; i < n; i++) {
      const flow = runBlock(s.body, ctx);
      if (flow || ctx.steps > MAX_STEPS) return flow;
    }
    return null;
  },
  loop: (s, ctx) => runLoop(s, ctx),
  if: (s, ctx) => runIf(s, ctx),
  set: (s, ctx) => {
    ctx.vars.set(s.name, evaluate(s.arg, ctx));
    return null;
  },
  trap: (s, ctx) => {
    const sig = signalOf(evaluate(s.sig, ctx));
    if (sig === null) unread(ctx, s.text);
    else
      ctx.traps.set(sig, {
        body: s.body,
        command: s.command ? evaluate(s.command, ctx) : null,
        text: s.text,
      });
    return null;
  },
  print: (s, ctx) => {
    if (s.args.length > 0) evaluate(s.args, ctx);
    return null;
  },
  unread: (s, ctx) => {
    unread(ctx, s.text);
    return null;
  },
};

function run(s: Stmt, ctx: Run): Flow {
  return (RUNNERS[s.k] as Runner<Stmt['k']>)(s, ctx);
}

/**
 * `if`: its branch when the condition is known; else the branch that does not exit with an
 * error (the happy path), said in the notes.
 */
function runIf(s: Extract<Stmt, { k: 'if' }>, ctx: Run): Flow {
  const t = truth(evaluate(s.cond, ctx));
  if (t !== UNKNOWN) return runBlock(t ? s.then : s.else, ctx);
  const thenExit = blockExit(s.then);
  const takesThen = (thenExit ?? 0) === 0 || (blockExit(s.else) ?? 0) !== 0;
  ctx.notes.push(takesThen ? say('ifThen') : say('ifNotExit', { code: thenExit ?? 1 }));
  return runBlock(takesThen ? s.then : s.else, ctx);
}

/** `loop`, `while true`: one pass read; if it does not end the program, it loops for ever. */
function runLoop(s: Extract<Stmt, { k: 'loop' }>, ctx: Run): Flow {
  const holds = (): boolean | typeof UNKNOWN => {
    if (s.cond === null) return true;
    const t = truth(evaluate(s.cond, ctx));
    return t === UNKNOWN ? UNKNOWN : s.until ? !t : t;
  };
  const first = holds();
  if (first === false) return null;
  if (first === UNKNOWN && s.cond) {
    ctx.notes.push(say('whileLoops', { condition: textOf(s.cond) }));
    return { forever: true };
  }
  const flow = runBlock(s.body, ctx);
  if (flow) return flow;
  if (s.cond !== null && holds() === false) return null;
  return { forever: true };
}

const textOf = (ts: readonly Tok[]): string => text(ts);

/** `:TERM`, `"SIGTERM"`, `15` → `TERM`. */
function signalOf(v: Value): string | null {
  if (typeof v === 'number') return SIGNAL_NAMES[v] ?? null;
  if (typeof v !== 'string') return null;
  return v.toUpperCase().replace(/^SIG/, '') || null;
}

/** What the program does on SIG`sig` (without SIG). */
function stopOf(ctx: Run, sig: string): RubyStop {
  const trap = ctx.traps.get(sig);
  if (!trap) return RUBY_HANDLES.has(sig) ? { kind: 'rubyDefault' } : { kind: 'none' };
  if (trap.body === null) {
    const c = typeof trap.command === 'string' ? trap.command : null;
    if (c === null) return { kind: 'carriesOn', handler: trap.text }; // a Proc podterm does not read
    if (c === '' || c === 'IGNORE' || c === 'SIG_IGN')
      return { kind: 'ignored', handler: trap.text };
    if (c === 'EXIT') return { kind: 'exit', code: 0, afterMs: 0, handler: trap.text };
    if (c === 'DEFAULT' || c === 'SIG_DFL')
      return RUBY_HANDLES.has(sig) ? { kind: 'rubyDefault' } : { kind: 'none' };
    return { kind: 'none' };
  }
  // The handler runs in the main thread; `exit` there ends the program (SystemExit).
  const h: Run = { ...ctx, ms: 0, steps: 0, depth: 0, notes: [], traps: new Map() };
  let flow: Flow;
  try {
    flow = runBlock(trap.body, h);
  } catch (e) {
    if (!(e instanceof Ends)) throw e;
    flow = { exit: e.code };
  }
  ctx.notes.push(...h.notes);
  if (flow && 'exit' in flow)
    return { kind: 'exit', code: flow.exit, afterMs: h.ms, handler: trap.text };
  return { kind: 'carriesOn', handler: trap.text };
}

/**
 * What `ruby -e CODE` does with the Pod's environment `env` and the stop signal `sig` (without
 * SIG); null when podterm cannot read the code at all.
 */
export function readRuby(
  code: string,
  env: ReadonlyMap<string, string>,
  stepMs: number,
  sig: string,
): RubyRun | null {
  const ts = tokens(code.slice(0, MAX_CODE));
  if (!ts) return null;
  let body: Stmt[];
  try {
    body = new Parser(ts).all();
  } catch {
    return null;
  }
  const ctx: Run = {
    env,
    vars: new Map(),
    used: new Map(),
    missing: new Set(),
    unread: null,
    ms: 0,
    steps: 0,
    depth: 0,
    notes: [],
    traps: new Map(),
  };
  let flow: Flow;
  try {
    flow = runBlock(body, ctx);
  } catch (e) {
    if (!(e instanceof Ends)) throw e;
    flow = { exit: e.code };
  }
  const stop = stopOf(ctx, sig);
  const forever = flow !== null && 'forever' in flow;
  return {
    runMs: forever ? null : ctx.ms + (ctx.unread !== null ? stepMs : 0),
    exitCode: flow && 'exit' in flow ? flow.exit : 0,
    stop,
    notes: inlineNotes(ctx, env, stepMs),
    used: ctx.used,
  };
}
