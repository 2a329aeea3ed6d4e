// What a container's main process does when it runs and when it gets its stop signal
// (contract §1 "How a container's process behaves"). A manifest does not say, so podterm
// infers it from `command`/`args` (annotation.ts lets the user override it). The
// assumption is always spelled out in one sentence for the user.
import type { ProcessSpec } from './model.ts';
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

const seconds = (ms: number): string => `${ms / 1000} s`;
const runs = (p: { runMs: number | null; exitCode: number }): string =>
  p.runMs === null ? 'runs forever' : `runs ${seconds(p.runMs)} then exits ${p.exitCode}`;

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
export const serverProcess = (why = 'No command: the image runs'): ProcessSpec => ({
  ...base0(null, 0),
  startupMs: 1000,
  onStopSignal: { kind: 'exit', afterMs: 1000 },
  assumption: `${why} a server that is ready 1 s after start and, on its stop signal, finishes in-flight work and exits 0 after 1 s`,
});

/** The `-c` script of a shell command line (`sh -c`, `bash -ec`, `busybox sh -c`), or null. */
function shellScript(argv: string[]): { shell: string; script: string } | null {
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
    return { ...p, assumption: `\`${cmd}\` is PID 1 and forwards signals; ${p.assumption}` };
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
        assumption: `\`${sh.shell} -c\` runs one command, which the shell execs: ${p.assumption}`,
      };
    }
    return shellProcess(sh.shell, run, sig, pid1, stopSignal);
  }
  if (cmd === 'sleep' || (cmd === 'tail' && argv.some((a) => /^(-f|-F|--follow)/.test(a)))) {
    const ms = cmd === 'tail' ? null : (sleepMs(argv.slice(1)) ?? null);
    return withoutHandler(base0(ms, 0), `\`${argv.join(' ')}\``, sig, pid1);
  }
  if (QUICK.has(cmd)) {
    const code = cmd === 'false' ? 1 : 0;
    return { ...base0(0, code), assumption: `\`${cmd}\` prints and exits ${code} at once` };
  }
  return serverProcess(`\`${argv.join(' ').slice(0, 60)}\` is taken for`);
}

/** A process with no handler for its stop signal. */
function withoutHandler(
  p: Omit<ProcessSpec, 'assumption'>,
  what: string,
  sig: string,
  pid1: boolean,
): ProcessSpec {
  if (sig === 'KILL' || !pid1) {
    // Not PID 1 (or SIGKILL): the signal's default action terminates it, exit 128 + n.
    const code = 128 + (SIGNUM[sig] ?? 15);
    return {
      ...p,
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: code,
      assumption: `${what} ${runs(p)}; SIG${sig} kills it at once (exit ${code})`,
    };
  }
  // The wording is the one the golden trace pins (tests/fixtures/golden).
  return {
    ...p,
    assumption: `${what} is PID 1 without a ${sig} handler: SIG${sig} is ignored, SIGKILL at the end of the grace period (exit 137); it ${runs(p)}`,
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
  const notes = [...new Set(run.notes)];
  const guessed = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  if (run.exec) {
    // `exec prog` replaces the shell: prog becomes the process, after the script's lead-in.
    const p = inferProcess(run.exec, [], stopSignal, pid1);
    const lead = run.runMs ?? 0;
    return {
      ...p,
      startupMs: p.startupMs + lead,
      runMs: p.runMs === null ? null : p.runMs + lead,
      assumption: `${what} execs \`${run.exec.join(' ').slice(0, 60)}\`: ${p.assumption}${guessed}`,
    };
  }
  const p = base0(run.runMs, run.exitCode);
  const handler = run.traps.get(sig);
  const none = withoutHandler(p, what, sig, pid1);
  if (handler === undefined || handler === '-' || sig === 'KILL')
    return {
      ...none,
      assumption: none.assumption + guessed,
    };
  if (handler.trim() === '')
    return {
      ...p,
      assumption: `${what} sets \`trap '' ${sig}\`: SIG${sig} is ignored; it ${runs(p)}${guessed}`,
    };
  const h = handlerRun(handler, run);
  const trapped = `${what} traps ${sig}`;
  if (run.blockedIn === 'foreground') {
    // POSIX: a trap waits until the foreground command finishes.
    return {
      ...p,
      assumption: `${trapped}, but the shell runs the handler only after \`${run.blockedOn}\` finishes, so the signal changes nothing: it ${runs(p)}, or dies by SIGKILL at the end of the grace period (exit 137)${guessed}`,
    };
  }
  if (!h.exits && !(run.blockedIn === 'wait' && run.endsAfterWait)) {
    return {
      ...p,
      assumption: `${trapped}, but the handler does not exit, so the script carries on: it ${runs(p)}, or dies by SIGKILL at the end of the grace period (exit 137)${guessed}`,
    };
  }
  const code = h.exits ? h.exitCode : 128 + (SIGNUM[sig] ?? 15);
  const when =
    run.blockedIn === 'loop' && run.blockedOn.startsWith('sleep')
      ? ` (between two \`${run.blockedOn}\`s of its loop; podterm takes no delay)`
      : '';
  return {
    ...p,
    onStopSignal: { kind: 'exit', afterMs: h.ms },
    stopSignalExitCode: code,
    assumption: `${trapped}: it ${runs(p)}, and on SIG${sig} exits ${code}${h.ms > 0 ? ` after ${seconds(h.ms)}` : ' at once'}${when}${guessed}`,
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
