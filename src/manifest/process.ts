// What a container's main process does when it runs and when it gets its stop signal
// (contract §1 "How a container's process behaves"). A manifest does not say, so podterm
// infers it from `command`/`args`, and the `podterm.dev/process.<container>` annotation
// overrides the inference. The assumption is always spelled out for the user.
import { parseDuration } from './duration.ts';
import type { ProcessSpec } from './model.ts';

const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'zsh', 'busybox']);
const base = (s: string): string => s.split('/').pop() ?? s;

/** The server default: an image's own entrypoint, e.g. nginx or an app server. */
export const serverProcess = (): ProcessSpec => ({
  startupMs: 1000,
  runMs: null,
  exitCode: 0,
  onStopSignal: { kind: 'exit', afterMs: 1000 },
  stopSignalExitCode: 0,
  stopSignal: null,
  source: 'inferred',
  assumption:
    'No command: the image runs a server that is ready 1 s after start and, on its stop signal, finishes in-flight work and exits 0 after 1 s.',
});

/** The shell script a container runs, if it runs one (`sh -c '…'`). */
function shellScript(argv: string[]): string | null {
  const [cmd, ...rest] = argv;
  if (!cmd || !SHELLS.has(base(cmd))) return null;
  const args = base(cmd) === 'busybox' && rest[0] === 'sh' ? rest.slice(1) : rest;
  const c = args.indexOf('-c');
  return c >= 0 ? (args[c + 1] ?? '') : null;
}

interface Script {
  runMs: number | null;
  exitCode: number;
}

/** Sums the sleeps of a simple script; null runMs = runs forever. */
function readScript(script: string): Script {
  const s = script.replace(/\s+/g, ' ');
  if (
    /\bsleep (infinity|inf)\b/.test(s) ||
    /\bwhile (true|:|\[ 1 \])/.test(s) ||
    /\btail -f\b/.test(s)
  ) {
    return { runMs: null, exitCode: 0 };
  }
  let runMs = 0;
  // for i in 1 2 3; do …; done → the body's sleeps once per item.
  const loops = [...s.matchAll(/\bfor \w+ in ([^;]*?); do (.*?); done/g)];
  let rest = s;
  for (const m of loops) {
    const items = m[1]!.trim().split(' ').filter(Boolean).length;
    runMs += items * sumSleeps(m[2]!);
    rest = rest.replace(m[0], '');
  }
  runMs += sumSleeps(rest);
  const exits = [...s.matchAll(/\bexit (\d+)/g)];
  const exitCode = exits.length > 0 ? Number(exits[exits.length - 1]![1]) % 256 : 0;
  return { runMs, exitCode };
}

const sumSleeps = (s: string): number =>
  [...s.matchAll(/\bsleep (\d+(?:\.\d+)?)(s|m|h)?\b/g)].reduce(
    (t, m) => t + Number(m[1]) * ({ s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 's'] ?? 1000),
    0,
  );

/** `trap '…' TERM` (or SIGTERM, or 15): the exit code its handler ends with, else null. */
function termTrap(script: string): number | null {
  const m = /\btrap\s+(?:'([^']*)'|"([^"]*)"|(\S+))\s+([\w\s]+)/.exec(script);
  if (!m) return null;
  const signals = m[4]!.split(/\s+/);
  if (!signals.some((x) => /^(SIG)?TERM$|^15$/.test(x))) return null;
  const handler = m[1] ?? m[2] ?? m[3] ?? '';
  const exit = /\bexit\s+(\d+)/.exec(handler);
  return exit ? Number(exit[1]) % 256 : 0;
}

export function inferProcess(command: string[], args: string[]): ProcessSpec {
  const argv = [...command, ...args];
  if (argv.length === 0) return serverProcess();
  const pid1 = (why: string): string =>
    `${why} is PID 1 without a TERM handler: SIGTERM is ignored, SIGKILL at the end of the grace period (exit 137)`;
  const script = shellScript(argv);
  if (script !== null) {
    const sh = `\`${base(argv[0]!)} -c\``;
    const { runMs, exitCode } = readScript(script);
    const trap = termTrap(script);
    const runs = runMs === null ? 'runs forever' : `runs ${runMs / 1000} s then exits ${exitCode}`;
    if (trap !== null) {
      return {
        ...base0(runMs, exitCode),
        onStopSignal: { kind: 'exit', afterMs: 0 },
        stopSignalExitCode: trap,
        assumption: `${sh} traps TERM: it ${runs}, and exits ${trap} at once on SIGTERM`,
      };
    }
    return { ...base0(runMs, exitCode), assumption: `${pid1(sh)}; it ${runs}` };
  }
  const cmd = base(argv[0]!);
  if (cmd === 'sleep') {
    const r = readScript(argv.join(' '));
    const runs = r.runMs === null ? 'forever' : `${r.runMs / 1000} s`;
    return { ...base0(r.runMs, 0), assumption: `${pid1('`sleep`')}; it sleeps ${runs}` };
  }
  if (cmd === 'tail' && argv.includes('-f'))
    return { ...base0(null, 0), assumption: pid1('`tail -f`') };
  return {
    ...serverProcess(),
    assumption: `\`${argv.join(' ').slice(0, 60)}\` is taken for a server: ready 1 s after start, exits 0 1 s after SIGTERM (annotate podterm.dev/process.<container> to change)`,
  };
}

const base0 = (runMs: number | null, exitCode: number): Omit<ProcessSpec, 'assumption'> => ({
  startupMs: 0,
  runMs,
  exitCode,
  onStopSignal: { kind: 'ignore' },
  stopSignalExitCode: 0,
  stopSignal: null,
  source: 'inferred',
});

/**
 * `podterm.dev/process.<c>: "startup=2s run=forever sigterm=exit:3s exitCode=0 stopSignal=SIGQUIT"`.
 * Returns the process, or the message for the first bad key.
 */
export function applyAnnotation(p: ProcessSpec, text: string): ProcessSpec | string {
  const out: ProcessSpec = { ...p, source: 'annotation' };
  for (const part of text.trim().split(/\s+/).filter(Boolean)) {
    const [k, v = ''] = part.split('=', 2) as [string, string?];
    const dur = (): number | null => parseDuration(v);
    const code = (): number | null => (/^\d+$/.test(v) && Number(v) < 256 ? Number(v) : null);
    if (k === 'startup' && dur() !== null) out.startupMs = dur()!;
    else if (k === 'run' && v === 'forever') out.runMs = null;
    else if (k === 'run' && dur() !== null) out.runMs = dur()!;
    else if (k === 'exitCode' && code() !== null) out.exitCode = code()!;
    else if (k === 'sigtermExitCode' && code() !== null) out.stopSignalExitCode = code()!;
    else if (k === 'sigterm' && v === 'ignore') out.onStopSignal = { kind: 'ignore' };
    else if (k === 'sigterm' && v === 'exit') out.onStopSignal = { kind: 'exit', afterMs: 0 };
    else if (k === 'sigterm' && v.startsWith('exit:') && parseDuration(v.slice(5)) !== null)
      out.onStopSignal = { kind: 'exit', afterMs: parseDuration(v.slice(5))! };
    else if (k === 'stopSignal' && /^SIG[A-Z0-9]+$/.test(v)) out.stopSignal = v;
    else
      return `bad process annotation "${part}": keys are startup=<duration>, run=forever|<duration>, exitCode=<0-255>, sigterm=ignore|exit|exit:<duration>, sigtermExitCode=<0-255>, stopSignal=SIG…`;
  }
  const stop =
    out.onStopSignal.kind === 'ignore'
      ? 'ignores its stop signal'
      : `exits ${out.stopSignalExitCode} ${out.onStopSignal.afterMs / 1000} s after its stop signal`;
  out.assumption = `From the annotation: ready ${out.startupMs / 1000} s after start, ${out.runMs === null ? 'runs forever' : `exits ${out.exitCode} after ${out.runMs / 1000} s`}, ${stop}`;
  return out;
}
