// The process of inline code (`python -c`, `ruby -e`, `node -e`, `perl -e`, `php -r`) and of
// `stress`, for the process reader (process.ts): each read on the Pod's environment where
// podterm reads the language, else a batch step or a program that runs until stopped.
import { msToSeconds } from '../../trace/units.ts';
import type { ProcessSpec } from '../model/model.ts';
import { notesOf, say } from './assumptions.ts';
import { BATCH_STEP_MS, inlineCode } from './programs.ts';
import { readStress } from './memory.ts';
import { base0, withoutHandler } from './processParts.ts';
import { bytesText } from '../read/quantity.ts';
import { readPython } from './python/run.ts';
import { readBraceCode } from './braceCode/run.ts';
import { nodeStopHandler } from './braceCode/signals.ts';
import { readRuby } from './ruby/run.ts';
import { nodeProcess, rubyProcess } from './inlineStop.ts';
import { codeText } from './shell/shellWords.ts';

/** What the inline readers need of the container: its stop signal, PID 1, its variables. */
export interface InlineFacts {
  sig: string;
  pid1: boolean;
  env: ReadonlyMap<string, string>;
}

type Inline = NonNullable<ReturnType<typeof inlineCode>>;

/** `read with JOB_COMPLETION_INDEX=2`: the Pod's variables a script's outcome was read with. */
export function usedNote(used: ReadonlyMap<string, string>): string[] {
  if (used.size === 0) return [];
  const vars = [...used].map(([k, v]) => `${k}=${codeText(v) || '""'}`).join(', ');
  return [say('readWith', { vars })];
}

/** `stress --vm …`: its run and what it allocates; null for another program. */
export function stressProcess(argv: string[], x: InlineFacts): ProcessSpec | null {
  const stress = readStress(argv);
  if (!stress) return null;
  // stress installs no handler for the stop signal: as PID 1 it ignores it.
  const a = stress.allocates;
  const total = a ? a.steps.reduce((sum, s) => sum + s.bytes, 0) : 0;
  const note = a
    ? say('allocates', {
        size: bytesText(total),
        n: a.steps.length,
        ms: Math.min(...a.steps.map((s) => s.afterMs)),
      })
    : null;
  const p = withoutHandler(
    base0(stress.runMs, 0),
    `\`${argv.join(' ').slice(0, 60)}\``,
    x.sig,
    x.pid1,
    notesOf(note ? [note] : []),
  );
  return a ? { ...p, allocates: a } : p;
}

/** Inline code's process; null when `argv` runs none. */
export function inlineProcess(argv: string[], x: InlineFacts): ProcessSpec | null {
  const inline = inlineCode(argv);
  if (!inline) return null;
  const what = `\`${inline.what.slice(0, 60)}\``;
  if (inline.python && !inline.forever) {
    // Python read on the Pod's environment: its sleeps, and the exit its branches reach.
    const py = readPython(inline.code, x.env, BATCH_STEP_MS);
    const notes = [...py.notes, ...usedNote(py.used)];
    return withoutHandler(base0(py.runMs, py.exitCode), what, x.sig, x.pid1, notesOf(notes));
  }
  const ruby = inline.ruby ? readRuby(inline.code, x.env, BATCH_STEP_MS, x.sig) : null;
  // Ruby's code: its run, and its trap or Ruby's own handler (inlineStop.ts).
  if (ruby) return rubyProcess(ruby, what, x.sig, x.pid1, usedNote(ruby.used));
  return braceProcess(inline, what, x);
}

/** Node's, Perl's or PHP's code, or code podterm does not read (a batch step, or forever). */
function braceProcess(inline: Inline, what: string, x: InlineFacts): ProcessSpec {
  // Node with `process.on('SIGTERM', …)`: the handler decides (braceCode/signals.ts).
  const nodeStop =
    inline.brace === 'js' && x.sig !== 'KILL' ? nodeStopHandler(inline.code, x.sig, x.env) : null;
  const brace =
    inline.brace && !inline.forever
      ? readBraceCode(inline.code, inline.brace, x.env, BATCH_STEP_MS)
      : null;
  if (brace) {
    // Node's or Perl's code read on the Pod's environment, as Python's.
    const notes = [...brace.notes, ...usedNote(brace.used)];
    const p = base0(brace.runMs, brace.exitCode);
    if (nodeStop) return nodeProcess(p, nodeStop, what, x.sig, notes);
    return withoutHandler(p, what, x.sig, x.pid1, notesOf(notes));
  }
  const ms = inline.forever ? null : BATCH_STEP_MS;
  const note = inline.forever
    ? say('untilStoppedCommand', { command: inline.what.slice(0, 60) })
    : say('stepFinishes', { command: inline.what.slice(0, 60), s: msToSeconds(BATCH_STEP_MS) });
  if (nodeStop) return nodeProcess(base0(ms, 0), nodeStop, what, x.sig, [note]);
  return withoutHandler(base0(ms, 0), what, x.sig, x.pid1, notesOf([note]));
}
