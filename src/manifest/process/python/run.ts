// A small reader of the Python people put in `python3 -c '…'`: enough of the language to tell
// how long the code runs and how it exits on the environment the Pod gives it — `if`/`elif`/
// `else` on `os.environ[…]`, `os.environ.get`, `os.getenv`, `int(…)`, `%`; `sys.exit(n)`,
// `exit(n)`, `raise SystemExit(n)`; `time.sleep(n)`; `for … in range(n)`. It never runs
// anything: what it cannot read is code that "finishes after the batch step", and a condition
// on something it does not know takes the happy path (the branch that does not exit non-zero),
// as the shell script reader does (script.ts). Python semantics: sys.exit(None) → 0, an int →
// its low 8 bits (the C exit status), anything else → 1; an uncaught exception → 1.
import { seconds, secondsToMs } from '../../../trace/units.ts';
import { say } from '../assumptions.ts';
import { inlineNotes } from '../inlineNotes.ts';
import {
  MAX_PASSES,
  MAX_STEPS,
  MAX_DEPTH,
  type Value,
  UNKNOWN,
  Raised,
  type PythonRun,
  type Line,
  type Ctx,
  lines,
  statements,
} from './lines.ts';
import { truthy } from './expressions.ts';
import { evaluate } from './evaluate.ts';

/** How a block ended: it ran off its end, or the program exits (code; UNKNOWN: not known). */
export type Flow = { exit: number | typeof UNKNOWN } | null;

/** sys.exit's argument → the process's exit status. */
export function exitStatus(v: Value): number | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN;
  if (v === null) return 0;
  if (typeof v === 'number' && Number.isInteger(v)) return ((v % 256) + 256) % 256;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return 1; // a message is printed to stderr, status 1
}

export const EXIT_CALL = /^(?:sys\.exit|exit|quit|os\._exit|_exit)\s*\((.*)\)$/s;

/** The exit a statement is, read without running it: its argument's text, or null. */
export function exitArg(stmt: string): string | null {
  const m = EXIT_CALL.exec(stmt);
  if (m) return m[1]!;
  const r = /^raise\s+SystemExit\b\s*(?:\((.*)\))?$/s.exec(stmt);
  return r ? (r[1] ?? '') : null;
}

/** The exit code a block surely ends in at its top level (literal), or null. */
export function blockExit(block: readonly Line[]): number | null {
  if (block.length === 0) return null;
  const indent = block[0]!.indent;
  for (const l of block) {
    if (l.indent !== indent) continue;
    for (const s of statements(l.text)) {
      const arg = exitArg(s);
      if (arg !== null) {
        const t = arg.trim();
        return t === '' || t === 'None' ? 0 : /^\d+$/.test(t) ? Number(t) % 256 : 1;
      }
      if (/^raise\b/.test(s)) return 1;
    }
  }
  return null;
}

/** The lines of the block under the line at `i` (deeper indented), and the index after it. */
export function blockAt(ls: readonly Line[], i: number): [Line[], number] {
  const indent = ls[i]!.indent;
  let j = i + 1;
  while (j < ls.length && ls[j]!.indent > indent) j++;
  return [ls.slice(i + 1, j), j];
}

export function unread(ctx: Ctx, text: string): void {
  if (ctx.unread === null) ctx.unread = text;
}

export const IGNORED = /^(import\s|from\s+\S+\s+import\s|pass$|print\s*\(|global\s|del\s)/;

/** Runs a block (lines of one indent and the blocks under them). */
export function runBlock(ls: readonly Line[], ctx: Ctx): Flow {
  if (ctx.depth > MAX_DEPTH) {
    if (ls[0]) unread(ctx, ls[0].text);
    return null;
  }
  ctx.depth++;
  try {
    return runLines(ls, ctx);
  } finally {
    ctx.depth--;
  }
}

export function runLines(ls: readonly Line[], ctx: Ctx): Flow {
  let i = 0;
  while (i < ls.length) {
    if (++ctx.steps > MAX_STEPS) return null;
    const line = ls[i]!;
    const head = /^(if|elif|else|for|while|def|class|try|except|finally|with)\b(.*):\s*(.*)$/s.exec(
      line.text,
    );
    if (head && head[1] === 'if') {
      const [flow, next] = runIf(ls, i, ctx);
      if (flow) return flow;
      i = next;
      continue;
    }
    if (head && head[1] === 'for') {
      const [body, next] = head[3]
        ? [[{ indent: line.indent + 1, text: head[3] }], i + 1]
        : blockAt(ls, i);
      const flow = runFor(head[2]!, body, ctx, line.text);
      if (flow) return flow;
      i = next;
      continue;
    }
    if (head) {
      // def, class, try, with, while (not forever): code podterm does not read.
      unread(ctx, line.text);
      i = head[3] ? i + 1 : blockAt(ls, i)[1];
      continue;
    }
    for (const s of statements(line.text)) {
      const flow = runStatement(s, ctx);
      if (flow) return flow;
    }
    i++;
  }
  return null;
}

export function runStatement(s: string, ctx: Ctx): Flow {
  if (IGNORED.test(s)) return null;
  const arg = exitArg(s);
  if (arg !== null) return { exit: exitStatus(arg.trim() === '' ? null : evaluate(arg, ctx)) };
  if (/^raise\b/.test(s)) return { exit: 1 };
  const sleep = /^(?:time\.)?sleep\s*\((.*)\)$/s.exec(s);
  if (sleep) {
    const v = evaluate(sleep[1]!, ctx);
    if (typeof v === 'number' && v >= 0) ctx.ms += Math.round(secondsToMs(seconds(v)));
    else unread(ctx, s);
    return null;
  }
  const assign = /^([A-Za-z_]\w*)\s*=(?!=)\s*(.*)$/s.exec(s);
  if (assign) {
    ctx.vars.set(assign[1]!, evaluate(assign[2]!, ctx));
    return null;
  }
  unread(ctx, s);
  return null;
}

/** `if`/`elif`/`else`: the branch the condition takes, or the happy path when it is unknown. */
export function runIf(ls: readonly Line[], i: number, ctx: Ctx): [Flow, number] {
  const branches: { cond: string | null; body: Line[]; text: string }[] = [];
  const indent = ls[i]!.indent;
  let j = i;
  while (j < ls.length && ls[j]!.indent === indent) {
    const m = /^(if|elif|else)\b\s*(.*?):\s*(.*)$/s.exec(ls[j]!.text);
    if (!m || (branches.length === 0) !== (m[1] === 'if')) break;
    const [body, next] = m[3] ? [[{ indent: indent + 1, text: m[3] }], j + 1] : blockAt(ls, j);
    branches.push({ cond: m[1] === 'else' ? null : m[2]!, body, text: ls[j]!.text });
    j = next;
    if (m[1] === 'else') break;
  }
  if (!branches.some((b) => b.cond === null)) branches.push({ cond: null, body: [], text: 'else' });
  for (let k = 0; k < branches.length; k++) {
    const b = branches[k]!;
    const t = b.cond === null ? true : truthy(evaluate(b.cond, ctx));
    if (t === false) continue;
    if (t === true) return [runBlock(b.body, ctx), j];
    // Unknown: the happy path among what is left, the first branch that does not exit non-zero.
    const rest = branches.slice(k);
    const happy = rest.find((r) => (blockExit(r.body) ?? 0) === 0) ?? rest[0]!;
    const code = blockExit(b.body);
    ctx.notes.push(happy === b ? say('ifThen') : say('ifNotExit', { code: code ?? 1 }));
    return [runBlock(happy.body, ctx), j];
  }
  return [null, j];
}

/** `for x in range(…)` (or a literal list): each pass with its value; anything else once. */
export function runFor(head: string, body: readonly Line[], ctx: Ctx, text: string): Flow {
  const m = /^\s*([A-Za-z_]\w*)\s+in\s+(.*)$/s.exec(head);
  let items: Value[] | null = null;
  if (m) {
    const range = /^range\s*\((.*)\)$/s.exec(m[2]!.trim());
    if (range) {
      const a = statementsArgs(range[1]!).map((x) => evaluate(x, ctx));
      if (
        a.every((x) => typeof x === 'number' && Number.isInteger(x)) &&
        a.length >= 1 &&
        a.length <= 3
      ) {
        const [start, stop, step] =
          a.length === 1
            ? [0, a[0] as number, 1]
            : [a[0] as number, a[1] as number, (a[2] as number | undefined) ?? 1];
        const count = step === 0 ? -1 : Math.max(0, Math.ceil((stop - start) / step));
        if (count > MAX_PASSES) return passesOf(m[1]!, count, body, ctx);
        if (count >= 0) {
          items = [];
          for (let x = start; step > 0 ? x < stop : x > stop; x += step) items.push(x);
        }
      }
    } else {
      const list = /^[[(](.*)[\])]$/s.exec(m[2]!.trim());
      if (list) items = statementsArgs(list[1]!).map((x) => evaluate(x, ctx));
    }
  }
  if (!m || items === null) {
    unread(ctx, text);
    return runBlock(body, ctx);
  }
  if (items.length > MAX_PASSES) return passesOf(m[1]!, items.length, body, ctx);
  for (const v of items) {
    ctx.vars.set(m[1]!, v);
    const flow = runBlock(body, ctx);
    if (flow) return flow;
  }
  return null;
}

/** Many passes: one pass's time (its variable unknown), times their number. */
export function passesOf(name: string, count: number, body: readonly Line[], ctx: Ctx): Flow {
  const before = ctx.ms;
  ctx.vars.set(name, UNKNOWN);
  const flow = runBlock(body, ctx);
  if (flow) return flow;
  ctx.ms = before + (ctx.ms - before) * count;
  return null;
}

/** Splits a call's arguments at top-level commas. */
export function statementsArgs(text: string): string[] {
  return statements(text.replace(/,/g, ';')).filter(Boolean);
}

/**
 * What `python -c CODE` does with the Pod's environment `env`: how long it runs, its exit
 * status, and the guesses it took. `stepMs` is what code podterm cannot read is taken to
 * run (the batch step).
 */
export function readPython(
  code: string,
  env: ReadonlyMap<string, string>,
  stepMs: number,
): PythonRun {
  const ctx: Ctx = {
    env,
    // `python -c` runs its code as the main module.
    vars: new Map<string, Value>([['__name__', '__main__']]),
    used: new Map(),
    missing: new Set(),
    ms: 0,
    unread: null,
    notes: [],
    steps: 0,
    depth: 0,
  };
  let flow: Flow;
  try {
    flow = runBlock(lines(code), ctx);
  } catch (e) {
    if (!(e instanceof Raised)) throw e;
    flow = { exit: 1 }; // an uncaught exception: the interpreter exits 1
  }
  const notes = inlineNotes(ctx, env, stepMs);
  const exit = flow?.exit;
  return {
    runMs: ctx.ms + (ctx.unread !== null ? stepMs : 0),
    exitCode: exit === undefined || exit === UNKNOWN ? 0 : exit,
    notes,
    used: ctx.used,
  };
}
