// The state of a shell script's run as script.ts reads it: what it returns (ScriptRun),
// the clock and status it keeps while it reads (State), and the one way time passes.
import type { ShellNode } from './shellNodes.ts';
import type { Vars } from './shellVars.ts';

export interface ScriptRun {
  /** Time until the script ends by itself; null = never. */
  runMs: number | null;
  exitCode: number;
  /** It ends by an `exit` (not by running off its end, nor by `exec`). */
  exited: boolean;
  /** What the shell is doing while it runs: decides when a trap handler gets to run. */
  blockedIn: 'loop' | 'wait' | 'foreground' | 'none';
  /** The command it is blocked in (`sleep infinity`), for the assumption sentence. */
  blockedOn: string;
  /** The script ends right after its `wait` (so a handler that does not exit still ends it). */
  endsAfterWait: boolean;
  /** signal name without SIG (`TERM`) → handler text (`''` = ignore the signal). */
  traps: Map<string, string>;
  /** `exec cmd …` replaced the shell with this program. */
  exec: string[] | null;
  functions: Map<string, ShellNode[]>;
  /** The script is one plain foreground command (a shell may exec it directly). */
  onlyCommand: string[] | null;
  /** Guesses podterm made, in words. */
  notes: string[];
  /** A batch step's script (a Job's, an init container's): it is meant to finish. */
  batch: boolean;
  /** Its variables: the Pod's it read (for the assumption) and its own. */
  vars: Vars;
}

export interface ScriptOptions {
  /** Functions defined earlier (a trap handler may call the script's functions). */
  functions?: ReadonlyMap<string, ShellNode[]>;
  /** The script is a batch step: a last command podterm does not know finishes. */
  batch?: boolean;
  /** The variables it starts with (the Pod's env as podterm knows it). */
  vars?: Vars;
}

export interface State {
  t: number | null;
  done: boolean;
  exited: boolean;
  exitCode: number;
  blockedIn: ScriptRun['blockedIn'];
  blockedOn: string;
  /** Time spent in the step that set `blockedIn` (the longest step wins). */
  blockedFor: number;
  bgEnds: (number | null)[];
}

/** Advances the clock by `ms` (null = forever) spent in one blocking step. */
export function spend(st: State, ms: number | null, how: State['blockedIn'], on: string): void {
  if (st.t === null) return;
  if (ms === null || ms > st.blockedFor) {
    st.blockedIn = how;
    st.blockedOn = on;
    st.blockedFor = ms ?? Infinity;
  }
  st.t = ms === null ? null : st.t + ms;
  if (st.t === null) st.done = true;
}
