// The process of inline code that handles its own stop signal: `ruby -e` (ruby/run.ts reads
// it: its run, its trap) and `node -e` with `process.on('SIGTERM', …)` (braceCode/signals.ts).
// A handler runs whether or not the program is PID 1: the kernel drops only signals whose
// action is the default one for a namespace's init.
import { msToSeconds } from '../../trace/units.ts';
import type { ProcessSpec } from '../model/model.ts';
import { notesOf, say } from './assumptions.ts';
import { SIGNUM, base0, runs, withoutHandler } from './processParts.ts';
import type { RubyRun } from './ruby/run.ts';
import type { NodeStop } from './braceCode/signals.ts';

/** How the program meets its stop signal, once read. */
type Stop =
  | { kind: 'exit'; code: number; afterMs: number; handler: string }
  | { kind: 'carriesOn'; handler: string }
  | { kind: 'ignored'; handler: string };

function handled(
  p: Omit<ProcessSpec, 'assumption'>,
  stop: Stop,
  what: string,
  sig: string,
  notes: string,
): ProcessSpec {
  const said = { what, signal: sig, handler: stop.handler, runs: runs(p), notes };
  if (stop.kind === 'ignored')
    return { ...p, onStopSignal: { kind: 'ignore' }, assumption: say('handlerIgnores', said) };
  if (stop.kind === 'carriesOn')
    return { ...p, onStopSignal: { kind: 'ignore' }, assumption: say('handlerCarriesOn', said) };
  const after =
    stop.afterMs > 0 ? say('afterSeconds', { s: msToSeconds(stop.afterMs) }) : say('atOnce');
  return {
    ...p,
    onStopSignal: { kind: 'exit', afterMs: stop.afterMs },
    stopSignalExitCode: stop.code,
    assumption: say('handlerExits', { ...said, code: stop.code, after }),
  };
}

/** `ruby -e CODE` as ruby/run.ts read it; `pid1`: no init forwards the signal to it. */
export function rubyProcess(
  r: RubyRun,
  what: string,
  sig: string,
  pid1: boolean,
  notes: readonly string[],
): ProcessSpec {
  const p = base0(r.runMs, r.exitCode);
  const n = notesOf([...r.notes, ...notes]);
  const s = r.stop;
  if (s.kind === 'none' || sig === 'KILL') return withoutHandler(p, what, sig, pid1, n);
  if (s.kind === 'rubyDefault') {
    // SignalException uncaught: the re-raised signal kills it (128 + n), or, as PID 1, Ruby
    // exits 1 (eval.c rb_ec_cleanup, signal.c ruby_default_signal).
    const code = pid1 ? 1 : 128 + (SIGNUM[sig] ?? 15);
    return {
      ...p,
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: code,
      assumption: say('rubyDefault', { what, runs: runs(p), signal: sig, code, notes: n }),
    };
  }
  return handled(p, s, what, sig, n);
}

/** A Node program's process `p`, with what its SIG handler does (signals.ts). */
export function nodeProcess(
  p: Omit<ProcessSpec, 'assumption'>,
  stop: NodeStop,
  what: string,
  sig: string,
  notes: readonly string[],
): ProcessSpec {
  return handled(p, stop, what, sig, notesOf([...notes, ...stop.notes]));
}
