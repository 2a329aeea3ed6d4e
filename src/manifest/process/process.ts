// What a container's main process does when it runs and when it gets its stop signal
// (contract §1 "How a container's process behaves"). A manifest does not say, so podterm
// infers it from `command`/`args` (annotation.ts lets the user override it). The
// assumption is always spelled out in one sentence for the user. What a program podterm
// does not know does depends on the container's role: in a Job's Pod or as an init
// container it is a batch step that finishes, in a long-running workload a server.
import { msToSeconds } from '../../trace/units.ts';
import type { ProcessRole, ProcessSpec } from '../model/model.ts';
import { notesOf, say } from './assumptions.ts';
import { base, INSTANT, isServer, isServerImage, QUICK, shellScript } from './programs.ts';
import { lookupImage, imageStopSignal } from '../images/imageLookup.ts';
import type { ImageRow } from '../images/imageTable.ts';
import { composeArgv } from '../images/compose.ts';
import { programProcess, stdinProcess, whoRuns } from './imageProcess.ts';
import {
  analyseScript,
  commandWords,
  signalName,
  sleepMs,
  type ScriptRun,
} from './shell/script.ts';
import {
  SIGNUM,
  base0,
  batchProcess,
  runs,
  serverProcess,
  withoutHandler,
} from './processParts.ts';

export { serverProcess } from './processParts.ts';
import { Vars } from './shell/shellVars.ts';
import { inlineProcess, stressProcess, usedNote } from './inlineProcess.ts';

export type { ProcessRole } from '../model/containerModel.ts';

export interface ProcessContext {
  /** lifecycle.stopSignal, when set. */
  stopSignal?: string | null;
  role?: ProcessRole;
  /** The container's image: its ENTRYPOINT, CMD and STOPSIGNAL (images/imageTable.ts). */
  image?: string;
  /** `stdin: true` or `tty: true`: the container's standard input stays open. */
  stdin?: boolean;
  /** The variables the process starts with, as far as podterm knows them (podEnv.ts). */
  env?: ReadonlyMap<string, string>;
}

/** What the reader carries down: `pid1` is false when an init (tini) runs the command. */
interface Infer {
  sig: string;
  role: ProcessRole;
  image: string;
  pid1: boolean;
  /** The image's row in the table, or null. */
  row: ImageRow | null;
  /** The image's ENTRYPOINT/CMD chose the program. */
  fromImage: boolean;
  stdin: boolean;
  env: ReadonlyMap<string, string>;
}

/** Init processes that forward signals to their child, so the child is not PID 1. */
const INITS = new Set(['tini', 'dumb-init', 'docker-init', 'catatonit']);
export function inferProcess(
  command: readonly string[],
  args: readonly string[],
  ctx: ProcessContext = {},
): ProcessSpec {
  const image = ctx.image ?? '';
  const row = lookupImage(image)?.row ?? null;
  // The runtime sends lifecycle.stopSignal, else the image's STOPSIGNAL, else SIGTERM
  // (containerd internal/cri/server/container_stop.go stopContainer).
  const stopSignal = ctx.stopSignal ?? imageStopSignal(image);
  const { argv, fromImage } = composeArgv(command, args, row);
  const p = infer(commandWords(argv), {
    sig: signalName(stopSignal ?? 'SIGTERM'),
    role: ctx.role ?? { kind: 'server' },
    image,
    pid1: true,
    row,
    fromImage,
    stdin: ctx.stdin ?? false,
    env: ctx.env ?? new Map(),
  });
  return stopSignal ? { ...p, stopSignal } : p;
}

function infer(argv: string[], x: Infer): ProcessSpec {
  const batch = x.role.kind !== 'server';
  if (argv.length === 0)
    return batch && !isServerImage(x.image) ? batchProcess(say('noCommand'), x) : serverProcess();
  const cmd = base(argv[0]!);
  if (INITS.has(cmd)) return underInit(cmd, argv, x);
  const known =
    programProcess(argv, x.sig, whoRuns(x.fromImage, x.image), x.row?.ownSleep ?? false) ??
    stdinProcess(argv, x.sig, x.stdin);
  if (known) return known;
  const sh = shellScript(argv);
  if (sh) return shellCommand(sh.shell, sh.script, x);
  const stress = stressProcess(argv, x);
  if (stress) return stress;
  if (cmd === 'sleep' || (cmd === 'tail' && argv.some((a) => /^(-f|-F|--follow)/.test(a)))) {
    const ms = cmd === 'tail' ? null : (sleepMs(argv.slice(1)) ?? null);
    return withoutHandler(base0(ms, 0), `\`${argv.join(' ')}\``, x.sig, x.pid1, '');
  }
  if (QUICK.has(cmd)) {
    const code = cmd === 'false' ? 1 : 0;
    return { ...base0(0, code), assumption: say('quick', { command: cmd, code }) };
  }
  if (INSTANT.has(cmd)) return { ...base0(0, 0), assumption: say('finishes', { command: cmd }) };
  const inline = inlineProcess(argv, x);
  if (inline) return inline;
  const why = say('takenFor', { command: argv.join(' ').slice(0, 60) });
  return batch && !isServer(argv) ? batchProcess(why, x) : serverProcess(why);
}

/** `tini -- prog`: the child is the process, and no longer PID 1 (the init forwards the signal). */
function underInit(init: string, argv: string[], x: Infer): ProcessSpec {
  const rest = argv.slice(1);
  // The child starts at the first word that is not one of the init's flags.
  const child = rest.slice(
    Math.max(
      0,
      rest.findIndex((a) => !a.startsWith('-')),
    ),
  );
  const p = infer(commandWords(child[0] === '--' ? child.slice(1) : child), { ...x, pid1: false });
  return { ...p, assumption: say('init', { init, process: p.assumption }) };
}

/** `sh -c '…'`: a lone command the shell execs, or the script's own run. */
function shellCommand(shell: string, script: string, x: Infer): ProcessSpec {
  const run = analyseScript(script, { batch: x.role.kind !== 'server', vars: new Vars(x.env) });
  run.notes.push(...usedNote(run.vars.used));
  const only = run.onlyCommand;
  if (
    only &&
    only.length > 0 &&
    !INSTANT.has(base(only[0]!)) &&
    !['sleep', 'tail', 'exit', 'trap', 'exec', 'wait'].includes(base(only[0]!))
  ) {
    // bash, dash and busybox ash exec a lone command instead of forking it: the
    // program itself is PID 1 and gets the signal.
    const p = infer(commandWords(only), x);
    return { ...p, assumption: say('loneCommand', { shell, process: p.assumption }) };
  }
  return shellProcess(shell, run, x);
}

function shellProcess(shell: string, run: ScriptRun, x: Infer): ProcessSpec {
  const { sig, pid1 } = x;
  const what = `\`${shell} -c\``;
  const notes = notesOf([...new Set(run.notes)]);
  if (run.exec) {
    // `exec prog` replaces the shell: prog becomes the process, after the script's lead-in.
    const p = infer(commandWords(run.exec), x);
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
  const after = h.ms > 0 ? say('afterSeconds', { s: msToSeconds(h.ms) }) : say('atOnce');
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
  const h = analyseScript(handler, { functions: run.functions });
  return { exits: h.exited, exitCode: h.exitCode, ms: h.runMs ?? 0 };
}
