// One simple command of a shell script (script.ts): what it does to the script's clock,
// status and traps — exit, trap, exec, sleep and `tail -f`, wait, the script's own
// functions, inline code, and commands podterm does not know.
import { msToSeconds } from '../../../trace/units.ts';
import { say } from '../assumptions.ts';
import { BATCH_STEP_MS, INSTANT, base, inlineCode } from '../programs.ts';
import type { ShellNode } from './shellNodes.ts';
import { expandWord } from './shellExpand.ts';
import type { Vars } from './shellVars.ts';
import { codeText, commandWords, signalName, sleepMs } from './shellWords.ts';
import { spend, type ScriptRun, type State } from './scriptState.ts';

/** Commands whose words decide how long the script runs or how it ends. */
const TIMED = new Set(['exit', 'sleep', 'return']);

/** script.ts's reader of a list of nodes (a function's body), passed in: no import cycle. */
export type EvalList = (
  nodes: ShellNode[],
  st: State,
  run: ScriptRun,
  depth: number,
  top: boolean,
) => void;

/** One command with what it runs in: the script's state and run, where it stands. */
interface Call {
  argv: string[];
  cmd: string;
  text: string;
  background: boolean;
  st: State;
  run: ScriptRun;
  last: boolean;
}

export function evalCommand(
  raw: string[],
  background: boolean,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
  evalList: EvalList,
) {
  const written = raw[0] === '!' ? raw.slice(1) : raw;
  if (assigns(written, run.vars)) {
    if (!/^[A-Za-z_]\w*=/.test(written[0] ?? '')) st.exitCode = 0; // `export X=1` succeeds
    return;
  }
  // A word whose value podterm knows is read expanded; one it does not know, as written. The
  // Pod's values count as read (for the assumption) where they decide how long or how it ends.
  const expand = (): string[] => commandWords(written).map((w) => expandWord(w, run.vars) ?? w);
  const words = run.vars.quietly(expand);
  const argv = TIMED.has(base(words[0] ?? '')) ? expand() : words;
  const cmd = base(argv[0] ?? '');
  if (!cmd) return;
  const call: Call = { argv, cmd, text: argv.join(' '), background, st, run, last };
  // The special built-ins come before the script's functions (POSIX "Command Search").
  const special = SPECIAL.get(cmd);
  if (special) special(call);
  else if (run.functions.has(cmd)) evalList(run.functions.get(cmd)!, st, run, depth + 1, last);
  else if (cmd === 'sleep' || (cmd === 'tail' && argv.some((a) => /^(-f|-F|--follow)/.test(a))))
    sleeps(call);
  else if (cmd === 'wait') waits(call);
  else if (cmd === 'false') st.exitCode = 1;
  else if (INSTANT.has(cmd)) st.exitCode = 0;
  else otherCommand(call);
}

const SPECIAL = new Map<string, (c: Call) => void>([
  [
    'exit',
    ({ argv, st }) => {
      st.exitCode = /^\d+$/.test(argv[1] ?? '') ? Number(argv[1]) % 256 : st.exitCode;
      st.done = true;
      st.exited = true;
    },
  ],
  [
    'trap',
    ({ argv, run }) => {
      const args = argv.slice(1).filter((a) => a !== '--');
      if (args.length < 2 || args[0] === '-p' || args[0] === '-l') return;
      const handler = args[0]!;
      for (const s of args.slice(1)) run.traps.set(signalName(s), handler);
    },
  ],
  [
    'exec',
    ({ argv, run, st }) => {
      if (argv.length > 1) {
        run.exec = argv.slice(1);
        st.done = true;
      }
    },
  ],
]);

/** `sleep N` or `tail -f` (for ever), in the foreground or in the background (`&`). */
function sleeps({ argv, cmd, text, background, st, run }: Call): void {
  let ms = cmd === 'tail' ? null : sleepMs(argv.slice(1));
  if (ms === undefined) {
    run.notes.push(say('unreadable', { command: text }));
    ms = 0;
  }
  if (background) st.bgEnds.push(ms === null || st.t === null ? null : st.t + ms);
  else spend(st, ms, 'foreground', text);
  st.exitCode = 0; // a script's status is its last command's
}

/** `wait`: until the last background job ends. */
function waits({ st }: Call): void {
  if (st.t === null || st.bgEnds.length === 0) return;
  const end = st.bgEnds.includes(null) ? null : Math.max(...(st.bgEnds as number[]));
  spend(st, end === null ? null : Math.max(0, end - st.t), 'wait', 'wait');
}

/**
 * A program podterm does not know: inline code is a batch step; the script's last command
 * is a batch step in a Job and runs until stopped in a server; any other finishes at once.
 */
function otherCommand({ argv, text, background, st, run, last }: Call): void {
  const inline = inlineCode(argv);
  if (inline && !inline.forever) {
    run.notes.push(
      say('stepFinishes', { command: codeText(inline.what), s: msToSeconds(BATCH_STEP_MS) }),
    );
    if (background) st.bgEnds.push(st.t === null ? null : st.t + BATCH_STEP_MS);
    else spend(st, BATCH_STEP_MS, 'foreground', inline.what);
  } else if (background) {
    st.bgEnds.push(null);
    run.notes.push(say('inBackground', { command: text }));
  } else if (last && run.batch && !inline) {
    run.notes.push(say('stepFinishes', { command: codeText(text), s: msToSeconds(BATCH_STEP_MS) }));
    spend(st, BATCH_STEP_MS, 'foreground', text);
  } else if (last || inline) {
    run.notes.push(say('untilStoppedCommand', { command: text }));
    spend(st, null, 'foreground', text);
  } else {
    run.notes.push(say('finishesAtOnce', { command: text }));
  }
}

/**
 * `NAME=value …` alone (or after `export`/`readonly`/`local`): sets the script's variables;
 * true when the command was only that. `read NAME` makes NAME unknown.
 */
function assigns(argv: readonly string[], vars: Vars): boolean {
  const first = argv[0] ?? '';
  const words = ['export', 'readonly', 'local', 'declare'].includes(first) ? argv.slice(1) : argv;
  if (first === 'read') {
    for (const w of argv.slice(1)) if (/^[A-Za-z_]\w*$/.test(w)) vars.set(w, null);
    return false;
  }
  const pairs = words.map((w) => /^([A-Za-z_]\w*)=(.*)$/s.exec(w));
  if (words.length === 0 || pairs.some((p) => p === null)) return false;
  for (const p of pairs) vars.set(p![1]!, /^\(/.test(p![2]!) ? null : expandWord(p![2]!, vars));
  return true;
}
