// What one simple statement is, by language (statements.ts has cut it out and read its
// modifiers): an exit, a sleep, a timer, an assignment, a print, or an expression read for
// the calls in it.
import { type Tok, isOp, isName } from './tokens.ts';
import { splitTop, callback } from './tokenLists.ts';

export type Stmt =
  | { k: 'if'; cond: Tok[]; then: Stmt[]; else: Stmt[]; text: string }
  | { k: 'exit'; arg: Tok[] | null; text: string }
  | { k: 'ends'; code: number; text: string; die?: true }
  | { k: 'exitCode'; arg: Tok[]; text: string }
  | { k: 'sleep'; arg: Tok[] | null; text: string }
  | { k: 'timer'; body: Stmt[]; ms: Tok[]; text: string }
  | { k: 'set'; name: string; arg: Tok[] | null }
  | { k: 'block'; body: Stmt[] }
  /** Printing: no time, but its arguments may call what podterm does not read. */
  | { k: 'print'; args: Tok[][] }
  | { k: 'unread'; text: string };

/** `exit`'s argument: none for `exit` and `exit()`. */
const exitArg = (r: Tok[]): Tok[] | null =>
  r.length === 0 || (r.length === 2 && isOp(r[0], '(') && isOp(r[1], ')')) ? null : r;

/** Node's statements (`node -e`); `parse` reads a timer callback's body. */
export function jsStatement(ws: Tok[], all: string, parse: (ts: Tok[]) => Stmt[]): Stmt | null {
  const w0 = ws[0]!;
  if (isName(w0, 'process') && isOp(ws[1], '.')) {
    const p = processStatement(ws, all);
    if (p !== undefined) return p;
  }
  if (isName(w0, 'throw')) return { k: 'ends', code: 1, text: all };
  if (isName(w0, 'setTimeout') && isOp(ws[1], '(') && isOp(ws[ws.length - 1], ')')) {
    const args = splitTop(ws.slice(2, -1), ',');
    const fn = args[0] && callback(args[0]);
    if (fn && args[1]) return { k: 'timer', body: parse(fn), ms: args[1], text: all };
    return { k: 'unread', text: all };
  }
  if (/^(const|let|var)$/.test(w0.v as string) && ws[1]?.k === 'name' && isOp(ws[2], '=')) {
    // `const x = require(…)`: a module, no value podterm reads.
    if (isName(ws[3], 'require')) return { k: 'set', name: ws[1].v as string, arg: null };
    return { k: 'set', name: ws[1].v as string, arg: ws.slice(3) };
  }
  if (w0.k === 'name' && isOp(ws[1], '=') && ws.length > 2)
    return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
  if (ws.length === 1 && w0.k === 'str') return null; // 'use strict'
  if (isName(w0, 'console') && isOp(ws[1], '.') && isOp(ws[3], '(') && isOp(ws.at(-1), ')'))
    return { k: 'print', args: splitTop(ws.slice(4, -1), ',') };
  // A declaration does nothing by itself (a call of it is not read).
  if (isName(w0, 'function') || isName(w0, 'class')) return null;
  return { k: 'print', args: [ws] }; // an expression: read for what it calls
}

/** `process.exit(…)`, `process.exitCode = …`, `process.on(…)`; undefined for another. */
function processStatement(ws: Tok[], all: string): Stmt | null | undefined {
  if (isName(ws[2], 'exit') && isOp(ws[3], '(') && isOp(ws[ws.length - 1], ')'))
    return { k: 'exit', arg: ws.length === 5 ? null : ws.slice(4, -1), text: all };
  if (isName(ws[2], 'exitCode') && isOp(ws[3], '='))
    return { k: 'exitCode', arg: ws.slice(4), text: all };
  // A signal listener takes no time; what it does on the signal is signals.ts's to read.
  if (/^(on|once|addListener|prependListener|prependOnceListener)$/.test(String(ws[2]?.v)))
    return null;
  return undefined;
}

/** Perl's statements (`perl -e`). */
export function perlStatement(ws: Tok[], all: string): Stmt | null {
  const w0 = ws[0]!;
  if (isName(w0, 'exit')) return { k: 'exit', arg: exitArg(ws.slice(1)), text: all };
  if (isName(w0, 'die')) return { k: 'ends', code: 255, text: all, die: true };
  if (isName(w0, 'sleep')) {
    const arg = ws.slice(1);
    return { k: 'sleep', arg: arg.length === 0 ? null : arg, text: all };
  }
  if (
    (isName(w0, 'my') || isName(w0, 'our') || isName(w0, 'local')) &&
    ws[1]?.k === 'name' &&
    isOp(ws[2], '=')
  )
    return { k: 'set', name: ws[1].v as string, arg: ws.slice(3) };
  if (isName(w0, 'my') && ws.length === 2) return { k: 'set', name: ws[1]!.v as string, arg: [] };
  if (w0.k === 'name' && (w0.v as string).startsWith('$') && isOp(ws[1], '=') && ws.length > 2)
    return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
  if (/^(use|no|sub)$/.test(w0.v as string)) return null;
  if (/^(print|say|printf|warn)$/.test(w0.v as string)) return perlPrint(ws);
  return { k: 'print', args: [ws] }; // an expression: read for what it calls
}

/** A filehandle (`print STDERR …`) is no argument; the arguments are evaluated, for the calls in them. */
function perlPrint(ws: Tok[]): Stmt {
  let rest = ws.slice(1);
  if (rest[0]?.k === 'name' && /^[A-Z]+$/.test(rest[0].v as string)) rest = rest.slice(1);
  if (isOp(rest[0], '(') && isOp(rest.at(-1), ')')) rest = rest.slice(1, -1);
  return { k: 'print', args: rest.length === 0 ? [] : splitTop(rest, ',') };
}

/** PHP's statements (`php -r`). */
export function phpStatement(ws: Tok[], all: string): Stmt | null {
  const w0 = ws[0]!;
  if (isName(w0, 'exit') || isName(w0, 'die'))
    return { k: 'exit', arg: exitArg(ws.slice(1)), text: all };
  if (isName(w0, 'throw')) return { k: 'ends', code: 255, text: all }; // an uncaught exception: a fatal error
  if (isName(w0, 'sleep') && isOp(ws[1], '(') && isOp(ws.at(-1), ')') && ws.length > 3)
    return { k: 'sleep', arg: ws.slice(2, -1), text: all };
  if (w0.k === 'name' && (w0.v as string).startsWith('$') && isOp(ws[1], '=') && ws.length > 2)
    return { k: 'set', name: w0.v as string, arg: ws.slice(2) };
  if (isName(w0, 'function')) return null;
  if (isName(w0, 'echo') || isName(w0, 'print'))
    return { k: 'print', args: ws.length === 1 ? [] : splitTop(ws.slice(1), ',') };
  return { k: 'print', args: [ws] }; // an expression: read for what it calls
}
