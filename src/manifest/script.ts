// What a parsed shell script does over time: how long it runs, how it ends, which traps
// it sets, and what the shell is waiting on when a signal arrives (POSIX shells run a
// trap only once the foreground command has finished, but interrupt `wait` at once).
import { parseScript, type ShellNode } from './shell.ts';
import { say } from './assumptions.ts';

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
}

/** Shell builtins and small utilities that finish at once. */
export const INSTANT = new Set(
  (
    'echo printf date true : cat ls env printenv export set unset cd mkdir touch rm cp mv ln ' +
    'chmod chown test [ [[ hostname id whoami pwd uname shift local return source . eval ' +
    'read wc grep sed awk head cut tr sort uniq tee basename dirname seq expr let declare ' +
    'ulimit umask sync kill'
  )
    .split(' ')
    .filter(Boolean),
);
const SIGNAL_NUMBERS: Record<string, string> = {
  '1': 'HUP',
  '2': 'INT',
  '3': 'QUIT',
  '15': 'TERM',
};
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const MAX_DEPTH = 16;
const MAX_ITEMS = 1_000_000;

export const signalName = (s: string): string => {
  const up = s.toUpperCase().replace(/^SIG/, '');
  return SIGNAL_NUMBERS[up] ?? up;
};

/** `sleep 5`, `sleep 1m 30s`, `sleep infinity` → ms (null = forever, undefined = unreadable). */
export function sleepMs(args: readonly string[]): number | null | undefined {
  let total = 0;
  for (const a of args) {
    if (/^(infinity|inf)$/i.test(a)) return null;
    const m = /^(\d+(?:\.\d+)?)([smhd]?)$/.exec(a);
    if (!m) return undefined;
    total += Number(m[1]) * UNIT_MS[m[2] || 's']!;
  }
  return Number.isFinite(total) ? Math.round(total) : null;
}

/** Drops `VAR=value` prefixes and redirections (`>/dev/null`, `2>&1`, `> file`). */
export function commandWords(argv: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < argv.length && out.length === 0 && /^[A-Za-z_]\w*=/.test(argv[i]!)) i++;
  for (; i < argv.length; i++) {
    const w = argv[i]!;
    if (/^(\d*|&)(>>?|<)$/.test(w)) i++;
    else if (!/^(\d*|&)(>>?|<)/.test(w)) out.push(w);
  }
  return out;
}

export const base = (s: string): string => s.split('/').pop() ?? s;

/** How many times `for x in …` runs, or null when podterm cannot tell. */
function itemCount(items: readonly string[]): number | null {
  const one = items.length === 1 ? items[0]!.trim() : null;
  const seq = one && /^(?:\$\()?seq\s+(?:(\d+)\s+)?(\d+)\)?$/.exec(one);
  if (seq) return Math.max(0, Number(seq[2]) - Number(seq[1] ?? 1) + 1);
  const brace = one && /^\{(\d+)\.\.(\d+)\}$/.exec(one);
  if (brace) return Math.abs(Number(brace[2]) - Number(brace[1])) + 1;
  if (items.some((x) => x.includes('$') || x.includes('*'))) return null;
  return items.length;
}

interface State {
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

/** `functions`: ones defined earlier (a trap handler may call the script's functions). */
export function analyseScript(
  script: string,
  functions: ReadonlyMap<string, ShellNode[]> = new Map(),
): ScriptRun {
  const run: ScriptRun = {
    runMs: 0,
    exitCode: 0,
    exited: false,
    blockedIn: 'none',
    blockedOn: '',
    endsAfterWait: false,
    traps: new Map(),
    exec: null,
    functions: new Map(functions),
    onlyCommand: null,
    notes: [],
  };
  const nodes = parseScript(script);
  const st: State = {
    t: 0,
    done: false,
    exited: false,
    exitCode: 0,
    blockedIn: 'none',
    blockedOn: '',
    blockedFor: -1,
    bgEnds: [],
  };
  evalList(nodes, st, run, 0, true);
  run.runMs = st.t;
  run.exitCode = st.exitCode;
  run.exited = st.exited;
  run.blockedIn = st.blockedIn;
  run.blockedOn = st.blockedOn;
  const last = nodes[nodes.length - 1];
  if (nodes.length === 1 && last?.t === 'cmd' && !last.background)
    run.onlyCommand = commandWords(last.argv);
  run.endsAfterWait = last?.t === 'cmd' && base(commandWords(last.argv)[0] ?? '') === 'wait';
  return run;
}

/** Advances the clock by `ms` (null = forever) spent in one blocking step. */
function spend(st: State, ms: number | null, how: State['blockedIn'], on: string): void {
  if (st.t === null) return;
  if (ms === null || ms > st.blockedFor) {
    st.blockedIn = how;
    st.blockedOn = on;
    st.blockedFor = ms ?? Infinity;
  }
  st.t = ms === null ? null : st.t + ms;
  if (st.t === null) st.done = true;
}

function evalList(nodes: ShellNode[], st: State, run: ScriptRun, depth: number, top: boolean) {
  nodes.forEach((n, i) => {
    if (st.done || depth > MAX_DEPTH) return;
    const last = top && i === nodes.length - 1;
    if (n.t === 'cmd') evalCommand(n.argv, n.background, st, run, depth, last);
    else if (n.t === 'func') run.functions.set(n.name, n.body);
    else if (n.t === 'group') evalList(n.body, st, run, depth + 1, last);
    else if (n.t === 'if') {
      run.notes.push(say('ifThen'));
      evalList(n.then, st, run, depth + 1, last);
    } else if (n.t === 'for') evalFor(n.items, n.body, st, run, depth);
    else evalLoop(n, st, run, depth, last);
  });
}

/** Runs a loop body once on a fresh clock: its duration, and whether it exits the script. */
function bodyOnce(body: ShellNode[], st: State, run: ScriptRun, depth: number) {
  const inner: State = { ...st, t: 0, blockedFor: -1, blockedIn: 'none', bgEnds: [] };
  evalList(body, inner, run, depth + 1, false);
  return inner;
}

function evalFor(items: string[], body: ShellNode[], st: State, run: ScriptRun, depth: number) {
  let count = itemCount(items);
  if (count === null) {
    run.notes.push(say('forUncounted', { items: items.join(' ') }));
    count = 1;
  }
  const once = bodyOnce(body, st, run, depth);
  if (once.exited) {
    // The body exits the script on its first pass.
    spend(st, once.t, 'loop', 'the for loop');
    st.done = true;
    st.exited = once.exited;
    st.exitCode = once.exitCode;
    return;
  }
  const ms = once.t === null ? null : once.t * Math.min(count, MAX_ITEMS);
  spend(
    st,
    ms,
    once.blockedIn === 'foreground' && once.t === null ? 'foreground' : 'loop',
    'the for loop',
  );
}

function evalLoop(
  n: Extract<ShellNode, { t: 'loop' }>,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
) {
  const once = bodyOnce(n.body, st, run, depth);
  if (once.exited) {
    spend(st, once.t, 'loop', 'the loop');
    st.done = true;
    st.exited = once.exited;
    st.exitCode = once.exitCode;
    return;
  }
  if (!n.forever) {
    run.notes.push(say(last ? 'whileLoops' : 'whileEnds', { condition: n.condition }));
    if (!last) return;
  }
  spend(
    st,
    null,
    once.blockedIn === 'foreground' && once.t === null ? 'foreground' : 'loop',
    once.blockedOn || 'the loop',
  );
}

function evalCommand(
  raw: string[],
  background: boolean,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
) {
  const argv = commandWords(raw);
  const cmd = base(argv[0] ?? '');
  if (!cmd) return;
  const text = argv.join(' ');
  if (cmd === 'exit') {
    st.exitCode = /^\d+$/.test(argv[1] ?? '') ? Number(argv[1]) % 256 : st.exitCode;
    st.done = true;
    st.exited = true;
  } else if (cmd === 'trap') {
    const args = argv.slice(1).filter((a) => a !== '--');
    if (args.length < 2 || args[0] === '-p' || args[0] === '-l') return;
    const handler = args[0]!;
    for (const s of args.slice(1)) run.traps.set(signalName(s), handler);
  } else if (cmd === 'exec') {
    if (argv.length > 1) {
      run.exec = argv.slice(1);
      st.done = true;
    }
  } else if (run.functions.has(cmd)) {
    evalList(run.functions.get(cmd)!, st, run, depth + 1, last);
  } else if (cmd === 'sleep' || (cmd === 'tail' && argv.some((a) => /^(-f|-F|--follow)/.test(a)))) {
    let ms = cmd === 'tail' ? null : sleepMs(argv.slice(1));
    if (ms === undefined) {
      run.notes.push(say('unreadable', { command: text }));
      ms = 0;
    }
    if (background) st.bgEnds.push(ms === null || st.t === null ? null : st.t + ms);
    else spend(st, ms, 'foreground', text);
  } else if (cmd === 'wait') {
    if (st.t === null || st.bgEnds.length === 0) return;
    const end = st.bgEnds.includes(null) ? null : Math.max(...(st.bgEnds as number[]));
    spend(st, end === null ? null : Math.max(0, end - st.t), 'wait', 'wait');
  } else if (cmd === 'false') {
    st.exitCode = 1;
  } else if (INSTANT.has(cmd)) {
    st.exitCode = 0;
  } else if (background) {
    st.bgEnds.push(null);
    run.notes.push(say('inBackground', { command: text }));
  } else if (last) {
    run.notes.push(say('untilStoppedCommand', { command: text }));
    spend(st, null, 'foreground', text);
  } else {
    run.notes.push(say('finishesAtOnce', { command: text }));
  }
}
