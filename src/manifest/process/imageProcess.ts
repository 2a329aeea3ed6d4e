// What the table's programs do (programs.ts), as a process podterm runs: a server that
// stops in its documented way, the pause programs and perf-tests' `sleep` whose handlers
// exit at once (read in their source), and a shell or an interpreter given nothing to run,
// which reads its standard input (closed in a container without `stdin: true`).
import { msToSeconds } from '../../trace/units.ts';
import type { HealthSpec, ProcessSpec } from '../model/containerModel.ts';
import { secondsToMs, type Seconds } from '../../trace/units.ts';
import { say } from './assumptions.ts';
import { programRow } from '../images/programs.ts';

const base = (s: string): string => s.split('/').pop() ?? s;

/** Who chose the program: the image (no command) or the container's command. */
export const whoRuns = (fromImage: boolean, image: string): string =>
  fromImage ? say('imageRuns', { image: image.slice(0, 80) }) : say('commandRuns');

const ONE_SHOT = /^(-s|-t|-T|-v|-V|-vv|-h|--version|--help)$/;

const spec = (p: Omit<ProcessSpec, 'stopSignal' | 'source'>): ProcessSpec => ({
  ...p,
  stopSignal: null,
  source: 'inferred',
});

/**
 * A program of the table on `signal` (`QUIT`, without SIG), or null when the table does
 * not say what it does on that signal (podterm's server default applies).
 */
export function programProcess(
  argv: readonly string[],
  signal: string,
  from: string,
  ownSleep: boolean,
): ProcessSpec | null {
  const name = base(argv[0] ?? '');
  const program = argv.join(' ').slice(0, 60);
  if (ownSleep && name === 'sleep') return perfSleep(argv.slice(1), signal, from, program);
  // test/images/agnhost/pause/pause.go: os.Exit(2) on SIGTERM, os.Exit(1) on SIGINT.
  if ((name === 'agnhost' || name === 'agnhost-2') && argv[1] === 'pause') {
    const code = signal === 'TERM' ? 2 : signal === 'INT' ? 1 : null;
    return code === null ? null : exitsAtOnce(null, code, signal, from, program);
  }
  // `nginx -s quit`, `postgres --version`: a one-shot run of the program, not its server.
  if (argv.slice(1).some((a) => ONE_SHOT.test(a))) return null;
  const reaction = programRow(name)?.on[`SIG${signal}`];
  if (!reaction) return null;
  if (reaction.kind === 'exits') return exitsAtOnce(null, reaction.code, signal, from, program);
  return spec({
    startupMs: 1000,
    runMs: null,
    exitCode: 0,
    onStopSignal: { kind: 'exit', afterMs: 1000 },
    stopSignalExitCode: 0,
    assumption: say('imageServer', { from, program, signal, reaction: say(reaction.how) }),
  });
}

function exitsAtOnce(
  runMs: number | null,
  code: number,
  signal: string,
  from: string,
  program: string,
  afterMs = 0,
): ProcessSpec {
  const runs =
    runMs === null ? say('runsForever') : say('runsThenExits', { s: msToSeconds(runMs), code: 0 });
  const after = afterMs > 0 ? say('afterSeconds', { s: msToSeconds(afterMs) }) : say('atOnce');
  return spec({
    startupMs: 0,
    runMs,
    exitCode: 0,
    onStopSignal: { kind: 'exit', afterMs },
    stopSignalExitCode: code,
    assumption: say('imageExits', { from, program, runs, signal, code, after }),
  });
}

/** A Go duration (`10s`, `1m30s`, `500ms`) in ms, or null (`10`: "missing unit in duration"). */
export function goDurationMs(text: string): number | null {
  const unit: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1000,
    m: 60000,
    h: 3600000,
  };
  if (text === '0') return 0;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) return null;
  let ms = 0;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
    ms += Number(m[1]) * unit[m[2]!]!;
  return Math.round(ms);
}

/**
 * perf-tests util-images/sleep main.go: sleeps for its first argument (a Go duration) and
 * exits 0; on SIGTERM it waits -termination-grace-period, then exits -termination-code;
 * a duration without a unit makes it print its usage and exit 1.
 */
function perfSleep(args: readonly string[], signal: string, from: string, program: string) {
  const flags = new Map<string, string>();
  let i = 0;
  for (; i < args.length && args[i]!.startsWith('-') && args[i] !== '--'; i++) {
    const [k, v] = args[i]!.replace(/^--?/, '').split('=', 2) as [string, string | undefined];
    flags.set(k, v ?? args[++i] ?? '');
  }
  if (args[i] === '--') i++;
  const input = args[i] ?? '';
  const runMs = input === '' ? 0 : goDurationMs(input);
  if (runMs === null) {
    return spec({
      startupMs: 0,
      runMs: 0,
      exitCode: 1,
      onStopSignal: { kind: 'ignore' },
      stopSignalExitCode: 0,
      assumption: say('quick', { command: program, code: 1 }),
    });
  }
  if (signal !== 'TERM') return null;
  const grace = goDurationMs(flags.get('termination-grace-period') ?? '0') ?? 0;
  const code = Number(flags.get('termination-code') ?? 0) & 255;
  return exitsAtOnce(runMs, code, signal, from, program, grace);
}

const SHELLS = /^(sh|bash|ash|dash|zsh|ksh|mksh|python[\d.]*|node|nodejs)$/;

/**
 * A shell or an interpreter with nothing to run reads its program from standard input. The
 * runtime leaves it closed (EOF) unless the container sets `stdin: true` (or `tty: true`,
 * whose terminal stays open): `image: busybox` with no command exits 0 at once; with stdin
 * open it waits, and as PID 1 without a handler it ignores its stop signal.
 */
export function stdinProcess(
  argv: readonly string[],
  signal: string,
  stdin: boolean,
): ProcessSpec | null {
  if (argv.length !== 1 || !SHELLS.test(base(argv[0]!))) return null;
  const command = argv[0]!;
  if (!stdin) {
    return spec({
      startupMs: 0,
      runMs: 0,
      exitCode: 0,
      onStopSignal: { kind: 'ignore' },
      stopSignalExitCode: 0,
      assumption: say('readsStdin', { command }),
    });
  }
  return spec({
    startupMs: 0,
    runMs: null,
    exitCode: 0,
    onStopSignal: signal === 'KILL' ? { kind: 'exit', afterMs: 0 } : { kind: 'ignore' },
    stopSignalExitCode: signal === 'KILL' ? 137 : 0,
    assumption: say('waitsOnStdin', { command, signal }),
  });
}

/**
 * What a program of the table answers its HTTP probes, where its source says (null: podterm's
 * healthy default). agnhost `liveness` (test/images/agnhost/liveness/server.go Main): `/healthz`
 * answers 200 while `time.Since(started).Seconds() > 10` is false, then 500, on :8080.
 */
export function programHealth(argv: readonly string[]): HealthSpec | null {
  const name = base(argv[0] ?? '');
  if ((name === 'agnhost' || name === 'agnhost-2') && argv[1] === 'liveness')
    return { healthyAfterMs: 0, unhealthyAfterMs: secondsToMs(10 as Seconds), status: 500 };
  return null;
}
