// The parts the process reader (process.ts) builds a process from: a process's base, the
// server default, a batch step, and a process with no handler for its stop signal (exit
// 128 + n where the signal's default action kills it, else SIGKILL at the grace's end).
import { msToSeconds } from '../../trace/units.ts';
import type { ProcessRole, ProcessSpec } from '../model/model.ts';
import { say } from './assumptions.ts';
import { BATCH_STEP_MS } from './programs.ts';

/** What decides how a process meets its stop signal. */
export interface StopFacts {
  /** The stop signal without SIG (`TERM`). */
  sig: string;
  role: ProcessRole;
  /** It is PID 1 (no init forwards the signal to it). */
  pid1: boolean;
}

/** Linux signal numbers, for 128 + n exit codes of a process the signal kills. */
export const SIGNUM: Record<string, number> = {
  HUP: 1,
  INT: 2,
  QUIT: 3,
  KILL: 9,
  USR1: 10,
  USR2: 12,
  TERM: 15,
};

export const runs = (p: { runMs: number | null; exitCode: number }): string =>
  p.runMs === null
    ? say('runsForever')
    : say('runsThenExits', { s: msToSeconds(p.runMs), code: p.exitCode });

export const base0 = (runMs: number | null, exitCode: number): Omit<ProcessSpec, 'assumption'> => ({
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

/**
 * A program podterm does not know, where the Pod expects it to finish: it runs the
 * default batch step and, as PID 1 without a handler (most scripts and tools), ignores
 * its stop signal; not PID 1 (under tini) or with SIGKILL, the signal ends it at once.
 */
export function batchProcess(why: string, x: StopFacts): ProcessSpec {
  const p = base0(BATCH_STEP_MS, 0);
  const role =
    x.role.kind === 'job'
      ? say('inJob')
      : x.role.kind === 'runOnce'
        ? say('inRunOnce', { policy: x.role.policy })
        : say('inInit');
  const runs = say('runsThenExits', { s: msToSeconds(BATCH_STEP_MS), code: 0 });
  const signal = `SIG${x.sig}`;
  if (x.sig !== 'KILL' && x.pid1) {
    const stop = say('ignoresStop', { signal });
    return { ...p, assumption: say('batch', { why, role, runs, stop }) };
  }
  const code = 128 + (SIGNUM[x.sig] ?? 15);
  const stop = say('exitsOnStop', { code, signal });
  return {
    ...p,
    onStopSignal: { kind: 'exit', afterMs: 0 },
    stopSignalExitCode: code,
    assumption: say('batch', { why, role, runs, stop }),
  };
}

/** A process with no handler for its stop signal (`notes`: what the script reader guessed). */
export function withoutHandler(
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
