// What a container's main process does when it runs and when it gets its stop signal
// (contract §1 "How a container's process behaves"). A manifest does not say, so podterm
// infers it from `command`/`args` (annotation.ts lets the user override it). The
// assumption is always spelled out in one sentence for the user.
import type { ProcessSpec } from './model.ts';
import { notesOf, say } from './assumptions.ts';
import {
  analyseScript,
  base,
  commandWords,
  INSTANT,
  signalName,
  sleepMs,
  type ScriptRun,
} from './script.ts';

const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'zsh', 'ksh', 'mksh']);
/** Init processes that forward signals to their child, so the child is not PID 1. */
const INITS = new Set(['tini', 'dumb-init', 'docker-init', 'catatonit']);
/** Programs that print and exit at once when they are the whole command. */
const QUICK = new Set(['echo', 'date', 'true', 'false', 'printf', 'env', 'ls', 'hostname', 'id']);
/** Linux signal numbers, for 128 + n exit codes of a process the signal kills. */
const SIGNUM: Record<string, number> = {
  HUP: 1,
  INT: 2,
  QUIT: 3,
  KILL: 9,
  USR1: 10,
  USR2: 12,
  TERM: 15,
};

const runs = (p: { runMs: number | null; exitCode: number }): string =>
  p.runMs === null
    ? say('runsForever')
    : say('runsThenExits', { s: p.runMs / 1000, code: p.exitCode });

const base0 = (runMs: number | null, exitCode: number): Omit<ProcessSpec, 'assumption'> => ({
  startupMs: 0,
  runMs,
  exitCode,
  onStopSignal: { kind: 'ignore' },
  stopSignalExitCode: 0,
  stopSignal: null,
  source: 'inferred',
});

/** The server default: an image's own entrypoint, e.g. nginx or an app server. */
export const serverProcess = (why = say('noCommand')): ProcessSpec => ({
  ...base0(null, 0),
  startupMs: 1000,
  onStopSignal: { kind: 'exit', afterMs: 1000 },
  assumption: say('server', { why }),
});

/** The `-c` script of a shell command line (`sh -c`, `bash -ec`, `busybox sh -c`), or null. */
export function shellScript(argv: string[]): { shell: string; script: string } | null {
  let [cmd, ...rest] = argv;
  if (cmd && base(cmd) === 'busybox' && rest[0] && SHELLS.has(rest[0])) [cmd, ...rest] = rest;
  if (!cmd || !SHELLS.has(base(cmd))) return null;
  const c = rest.findIndex((a) => /^-[a-z]*c[a-z]*$/.test(a));
  return c >= 0 ? { shell: base(cmd), script: rest[c + 1] ?? '' } : null;
}

/**
 * @param pid1 false when an init (tini) runs the command: then a signal without a handler
 *   takes its default action and kills the process.
 */
export function inferProcess(
  command: readonly string[],
  args: readonly string[],
  stopSignal: string | null = null,
  pid1 = true,
): ProcessSpec {
  const argv = commandWords([...command, ...args]);
  const sig = signalName(stopSignal ?? 'SIGTERM');
  if (argv.length === 0) return serverProcess();
  const cmd = base(argv[0]!);
  if (INITS.has(cmd)) {
    const rest = argv.slice(1);
    const child = rest.slice(
      Math.max(
        0,
        rest.findIndex((a) => !a.startsWith('-')),
      ),
    );
    const p = inferProcess(child[0] === '--' ? child.slice(1) : child, [], stopSignal, false);
    return { ...p, assumption: say('init', { init: cmd, process: p.assumption }) };
  }
  const sh = shellScript(argv);
  if (sh) {
    const run = analyseScript(sh.script);
    const only = run.onlyCommand;
    if (
      only &&
      only.length > 0 &&
      !INSTANT.has(base(only[0]!)) &&
      !['sleep', 'tail', 'exit', 'trap', 'exec', 'wait'].includes(base(only[0]!))
    ) {
      // bash, dash and busybox ash exec a lone command instead of forking it: the
      // program itself is PID 1 and gets the signal.
      const p = inferProcess(only, [], stopSignal, pid1);
      return {
        ...p,
        assumption: say('loneCommand', { shell: sh.shell, process: p.assumption }),
      };
    }
    return shellProcess(sh.shell, run, sig, pid1, stopSignal);
  }
  if (cmd === 'sleep' || (cmd === 'tail' && argv.some((a) => /^(-f|-F|--follow)/.test(a)))) {
    const ms = cmd === 'tail' ? null : (sleepMs(argv.slice(1)) ?? null);
    return withoutHandler(base0(ms, 0), `\`${argv.join(' ')}\``, sig, pid1, '');
  }
  if (QUICK.has(cmd)) {
    const code = cmd === 'false' ? 1 : 0;
    return { ...base0(0, code), assumption: say('quick', { command: cmd, code }) };
  }
  return serverProcess(say('takenFor', { command: argv.join(' ').slice(0, 60) }));
}

/** A process with no handler for its stop signal (`notes`: what the script reader guessed). */
function withoutHandler(
  p: Omit<ProcessSpec, 'assumption'>,
  what: string,
  sig: string,
  pid1: boolean,
  notes: string,
): ProcessSpec {
  if (sig === 'KILL' || !pid1) {
    // Not PID 1 (or SIGKILL): the signal's default action terminates it, exit 128 + n.
    const code = 128 + (SIGNUM[sig] ?? 15);
    return {
      ...p,
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: code,
      assumption: say('killedAtOnce', { what, runs: runs(p), signal: sig, code, notes }),
    };
  }
  // The wording is the one the golden trace pins (tests/fixtures/golden).
  return {
    ...p,
    assumption: say('noHandler', { what, signal: sig, runs: runs(p), notes }),
  };
}

function shellProcess(
  shell: string,
  run: ScriptRun,
  sig: string,
  pid1: boolean,
  stopSignal: string | null,
): ProcessSpec {
  const what = `\`${shell} -c\``;
  const notes = notesOf([...new Set(run.notes)]);
  if (run.exec) {
    // `exec prog` replaces the shell: prog becomes the process, after the script's lead-in.
    const p = inferProcess(run.exec, [], stopSignal, pid1);
    const lead = run.runMs ?? 0;
    return {
      ...p,
      startupMs: p.startupMs + lead,
      runMs: p.runMs === null ? null : p.runMs + lead,
      assumption: say('execs', {
        what,
        command: run.exec.join(' ').slice(0, 60),
        process: p.assumption,
        notes,
      }),
    };
  }
  const p = base0(run.runMs, run.exitCode);
  const handler = run.traps.get(sig);
  if (handler === undefined || handler === '-' || sig === 'KILL')
    return withoutHandler(p, what, sig, pid1, notes);
  const said = { what, signal: sig, runs: runs(p), notes };
  if (handler.trim() === '') return { ...p, assumption: say('trapIgnored', said) };
  const h = handlerRun(handler, run);
  if (run.blockedIn === 'foreground') {
    // POSIX: a trap waits until the foreground command finishes.
    return { ...p, assumption: say('trapBlocked', { ...said, blockedOn: run.blockedOn }) };
  }
  if (!h.exits && !(run.blockedIn === 'wait' && run.endsAfterWait)) {
    return { ...p, assumption: say('trapNoExit', said) };
  }
  const code = h.exits ? h.exitCode : 128 + (SIGNUM[sig] ?? 15);
  const when =
    run.blockedIn === 'loop' && run.blockedOn.startsWith('sleep')
      ? say('betweenSleeps', { blockedOn: run.blockedOn })
      : say('anyTime');
  const after = h.ms > 0 ? say('afterSeconds', { s: h.ms / 1000 }) : say('atOnce');
  return {
    ...p,
    onStopSignal: { kind: 'exit', afterMs: h.ms },
    stopSignalExitCode: code,
    assumption: say('trapExits', { ...said, code, after, when }),
  };
}

/** A trap handler's own run: its sleeps, and whether it ends with `exit`. */
function handlerRun(
  handler: string,
  run: ScriptRun,
): { exits: boolean; exitCode: number; ms: number } {
  const h = analyseScript(handler, run.functions);
  return { exits: h.exited, exitCode: h.exitCode, ms: h.runMs ?? 0 };
}
