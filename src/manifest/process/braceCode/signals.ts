// What a Node program's `process.on('SIGTERM', handler)` does (also `once`, `addListener`,
// `prependListener`, and a handler named by a `function` or `const` of the code). Node's
// "Signal events": a listener removes the default action, so Node exits only if the handler
// makes it: `process.exit(n)` (at once, or in a timer), `server.close(cb)` (cb runs once the
// open connections end: http.Server#close), or a `server.close()` that leaves nothing for the
// event loop, when Node exits with process.exitCode. A handler that does neither keeps the
// program running. Checked with Node 20 as PID 1 of a pid namespace.
import { msToSeconds } from '../../../trace/units.ts';
import { say } from '../assumptions.ts';
import { inlineNotes } from '../inlineNotes.ts';
import { MAX_CODE, UNKNOWN, Ends } from './types.ts';
import { tokens, isOp, isName, text, type Tok } from './tokens.ts';
import { Parser, type Stmt } from './statements.ts';
import { splitTop } from './tokenLists.ts';
import { exitStatus, run, runBlock, type Flow } from './run.ts';
import { type Ctx, newCtx } from './values.ts';

/**
 * How long `server.close()` waits for the open connections: not in the code, so the server
 * default's drain (contract §1: a server "exits 0 after drainSeconds (default 1)").
 */
export const CLOSE_DRAIN_MS = 1000;

const LISTENS = /^(on|once|addListener|prependListener|prependOnceListener)$/;

export type NodeStop = (
  | { kind: 'exit'; code: number; afterMs: number; handler: string }
  | { kind: 'carriesOn'; handler: string }
) & { notes: string[] };

/** The tokens from `i` (an opening bracket) to its closing one, inclusive; -1 when unclosed. */
function closing(ts: readonly Tok[], i: number): number {
  let depth = 0;
  for (let j = i; j < ts.length; j++) {
    const t = ts[j]!;
    if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
    if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
    if (depth === 0) return j;
  }
  return -1;
}

/** A function's body: `(…) => {…}`, `x => e`, `function (…) {…}`, `async …`; or null. */
function bodyOf(ws: readonly Tok[]): Tok[] | null {
  let w = isName(ws[0], 'async') ? ws.slice(1) : ws;
  if (isName(w[0], 'function')) {
    w = w.slice(w[1]?.k === 'name' ? 2 : 1);
    const end = isOp(w[0], '(') ? closing(w, 0) : -1;
    if (end < 0 || !isOp(w[end + 1], '{') || !isOp(w.at(-1), '}')) return null;
    return w.slice(end + 2, -1);
  }
  const arrow = isOp(w[0], '(') ? closing(w, 0) + 1 : w[0]?.k === 'name' ? 1 : -1;
  if (arrow <= 0 || !isOp(w[arrow], '=>')) return null;
  const b = w.slice(arrow + 1);
  return isOp(b[0], '{') && isOp(b.at(-1), '}') ? b.slice(1, -1) : b;
}

/** The body of `function name(…) {…}` or `const name = (…) => …` in the code. */
function declared(ts: readonly Tok[], name: string): Tok[] | null {
  for (let i = 0; i < ts.length; i++) {
    if (isName(ts[i], 'function') && isName(ts[i + 1], name) && isOp(ts[i + 2], '(')) {
      const end = closing(ts, i + 2);
      const close = end > 0 && isOp(ts[end + 1], '{') ? closing(ts, end + 1) : -1;
      return close > 0 ? bodyOf(ts.slice(i, close + 1)) : null;
    }
    if (
      /^(const|let|var)$/.test(String(ts[i]!.v)) &&
      isName(ts[i + 1], name) &&
      isOp(ts[i + 2], '=')
    ) {
      let j = i + 3;
      let depth = 0;
      for (; j < ts.length; j++) {
        const t = ts[j]!;
        if (t.k === 'op' && '([{'.includes(t.v as string)) depth++;
        if (t.k === 'op' && ')]}'.includes(t.v as string)) depth--;
        if (depth === 0 && (isOp(t, ';') || (j > i + 3 && t.nl && !isOp(t, '=>')))) break;
      }
      return bodyOf(ts.slice(i + 3, j));
    }
  }
  return null;
}

/** `srv.close(…)`: its callback's statements ([] without one), or null when it is not one. */
function closeCall(s: Stmt): Stmt[] | null {
  if (s.k !== 'print' || s.args.length !== 1) return null;
  const w = s.args[0]!;
  const at = w.findIndex(
    (t, i) => isName(t, 'close') && isOp(w[i - 1], '.') && isOp(w[i + 1], '('),
  );
  if (at < 1 || closing(w, at + 1) !== w.length - 1) return null;
  const arg = w.slice(at + 2, -1);
  if (arg.length === 0) return [];
  const b = bodyOf(arg);
  return b ? new Parser(b, 'js').all() : null;
}

/** Where `process.on('SIG…', …)` listens for SIG`sig`, or -1. */
function listenerAt(ts: readonly Tok[], sig: string): number {
  return ts.findIndex(
    (t, i) =>
      isName(t, 'process') &&
      isOp(ts[i + 1], '.') &&
      LISTENS.test(String(ts[i + 2]?.v)) &&
      isOp(ts[i + 3], '(') &&
      ts[i + 4]?.k === 'str' &&
      ts[i + 4]!.v === `SIG${sig}`,
  );
}

/**
 * What `node -e CODE` does on SIG`sig` (without SIG) when it listens for it; null when it does
 * not (Node's default: as PID 1 the signal is ignored, else it kills the process).
 */
export function nodeStopHandler(
  code: string,
  sig: string,
  env: ReadonlyMap<string, string>,
): NodeStop | null {
  const ts = tokens(code.slice(0, MAX_CODE), 'js');
  if (!ts) return null;
  const at = listenerAt(ts, sig);
  if (at < 0) return null;
  const end = closing(ts, at + 3);
  if (end < 0) return null;
  const handler = text(ts.slice(at, end + 1)).slice(0, 60);
  const fn = splitTop(ts.slice(at + 4, end), ',')[1] ?? [];
  // A named handler (`process.on('SIGTERM', stop)`): the function declared with that name.
  const body = fn.length === 1 && fn[0]!.k === 'name' ? declared(ts, String(fn[0]!.v)) : bodyOf(fn);
  const ctx = newCtx('js', env);
  if (body === null) {
    ctx.unread = handler;
    return { kind: 'carriesOn', handler, notes: inlineNotes(ctx, env, 0) };
  }
  let stmts: Stmt[];
  try {
    stmts = new Parser(body, 'js').all();
  } catch {
    return null;
  }
  const notes: string[] = [];
  const { flow, closed } = runHandler(stmts, ctx, notes);
  const all = [...inlineNotes(ctx, env, 0), ...notes];
  if (flow) {
    const exit = flow.exit === UNKNOWN ? 0 : flow.exit;
    return { kind: 'exit', code: exit, afterMs: ctx.ms, handler, notes: all };
  }
  // The server closed and nothing else keeps the event loop alive: Node exits by itself.
  if (closed && !/\bsetInterval\s*\(/.test(code)) {
    const c = exitStatus('js', ctx.exitCode);
    const code2 = c === UNKNOWN ? 0 : c;
    return {
      kind: 'exit',
      code: code2,
      afterMs: ctx.ms,
      handler,
      notes: [...all, say('loopEmpties', { code: code2 })],
    };
  }
  return { kind: 'carriesOn', handler, notes: all };
}

/**
 * The handler's run: its statements, then its timers in order, as Node's event loop runs them;
 * a server's `close(cb)` runs `cb` after the drain. `closed`: a server was closed.
 */
function runHandler(stmts: Stmt[], ctx: Ctx, notes: string[]): { flow: Flow; closed: boolean } {
  let closed = false;
  let flow: Flow = null;
  try {
    for (const s of stmts) {
      const cb = closeCall(s);
      if (cb) {
        closed = true;
        notes.push(
          say('closeDrain', {
            command: text(s.k === 'print' ? s.args[0]! : []).slice(0, 60),
            s: msToSeconds(CLOSE_DRAIN_MS),
          }),
        );
        ctx.timers.push({ at: ctx.ms + CLOSE_DRAIN_MS, seq: ctx.timers.length, body: cb });
        continue;
      }
      flow = run(s, ctx);
      if (flow) break;
    }
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
  return { flow, closed };
}
