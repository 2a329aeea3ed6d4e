// What a parsed shell script does over time: how long it runs, how it ends, which traps
// it sets, and what the shell is waiting on when a signal arrives (POSIX shells run a
// trap only once the foreground command has finished, but interrupt `wait` at once).
// A condition is evaluated on what podterm knows (the Pod's env, the script's own variables:
// shellExpand.ts); one it cannot evaluate (`[[ -f /x ]] || exit 1`, `if …; then exit 1; fi`)
// takes the happy path: the one on which the script goes on.
import { parseScript } from './shell.ts';
import { exitOf, nodeText, outcome, type ShellNode } from './shellNodes.ts';
import { expandWord, globRegExp } from './shellExpand.ts';
import { statusOf, statusOfList } from './shellTest.ts';
import { Vars } from './shellVars.ts';
import { say } from '../assumptions.ts';
import { base } from '../programs.ts';
import { evalCommand } from './scriptCommand.ts';
import { spend, type ScriptOptions, type ScriptRun, type State } from './scriptState.ts';
import { codeText, commandWords, itemCount } from './shellWords.ts';

export { commandWords, signalName, sleepMs } from './shellWords.ts';

export type { ScriptOptions, ScriptRun } from './scriptState.ts';

const MAX_DEPTH = 16;
const MAX_ITEMS = 1_000_000;
/** A loop with at most this many known items runs its body once per item (its variable set). */
const MAX_PASSES = 100;
export function analyseScript(script: string, options: ScriptOptions = {}): ScriptRun {
  const run: ScriptRun = {
    runMs: 0,
    exitCode: 0,
    exited: false,
    blockedIn: 'none',
    blockedOn: '',
    endsAfterWait: false,
    traps: new Map(),
    exec: null,
    functions: new Map(options.functions ?? []),
    onlyCommand: null,
    notes: [],
    batch: options.batch ?? false,
    vars: options.vars ?? new Vars(),
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

function evalList(nodes: ShellNode[], st: State, run: ScriptRun, depth: number, top: boolean) {
  nodes.forEach((n, i) => {
    if (st.done || depth > MAX_DEPTH) return;
    evalNode(n, st, run, depth, top && i === nodes.length - 1);
  });
}

function evalNode(n: ShellNode, st: State, run: ScriptRun, depth: number, last: boolean) {
  if (n.t === 'cmd') evalCommand(n.argv, n.background, st, run, depth, last, evalList);
  else if (n.t === 'func') run.functions.set(n.name, n.body);
  else if (n.t === 'group') evalList(n.body, st, run, depth + 1, last);
  else if (n.t === 'if') evalIf(n, st, run, depth, last);
  else if (n.t === 'andOr') evalAndOr(n, st, run, depth, last);
  else if (n.t === 'for') evalFor(n, st, run, depth);
  else if (n.t === 'case') evalCase(n, st, run, depth, last);
  else evalLoop(n, st, run, depth, last);
}

/** Says which of the Pod's variables podterm did not know when a condition on them stays undecided. */
function unknownVars(run: ScriptRun, text: string, before: ReadonlySet<string>): void {
  const names = [...run.vars.missing].filter(
    (v) => !before.has(v) || new RegExp(`\\$\\{?${v}\\b`).test(text),
  );
  if (names.length > 0) run.notes.push(say('envUnknown', { names: names.join(', ') }));
}

/** `case`: the first arm whose pattern matches; a word podterm does not know takes the happy path. */
function evalCase(
  n: Extract<ShellNode, { t: 'case' }>,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
) {
  const before = new Set(run.vars.missing);
  const word = expandWord(n.word, run.vars);
  if (word !== null) {
    const arm = n.arms.find((a) =>
      a.patterns.some((p) => {
        const pat = expandWord(p, run.vars);
        return pat !== null && globRegExp(pat).test(word);
      }),
    );
    if (arm) evalList(arm.body, st, run, depth + 1, last);
    return;
  }
  unknownVars(run, n.word, before);
  // The happy path: the first arm that does not exit (else the first).
  const arm = n.arms.find((a) => exitOf(a.body, run.functions, depth) === null) ?? n.arms[0];
  run.notes.push(
    say('caseArm', { word: codeText(n.word), pattern: codeText(arm?.patterns.join('|') ?? '') }),
  );
  if (arm) evalList(arm.body, st, run, depth + 1, last);
}

/** An `if` takes its `then` branch, unless that branch ends the script and the other does not. */
function evalIf(
  n: Extract<ShellNode, { t: 'if' }>,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
) {
  const before = new Set(run.vars.missing);
  const decided = statusOfList(n.cond, run.vars);
  if (decided !== null) {
    evalList(decided ? n.then : n.otherwise, st, run, depth + 1, last);
    return;
  }
  unknownVars(run, n.cond.map(nodeText).join('; '), before);
  const thenExit = exitOf(n.then, run.functions, depth);
  const elseExit = exitOf(n.otherwise, run.functions, depth);
  const otherwise = thenExit !== null && (elseExit === null || (thenExit !== 0 && elseExit === 0));
  run.notes.push(otherwise ? say('ifNotExit', { code: thenExit }) : say('ifThen'));
  evalList(otherwise ? n.otherwise : n.then, st, run, depth + 1, last);
}

/**
 * `a && b` runs b when a succeeds, `a || b` when it fails. What podterm cannot evaluate
 * (a test, a program's outcome) succeeds, and an `exit` behind it is not taken: the
 * script goes on (`[[ … ]] || exit 1`, `[ -d /data ] && exit 0`).
 */
function evalAndOr(
  n: Extract<ShellNode, { t: 'andOr' }>,
  st: State,
  run: ScriptRun,
  depth: number,
  last: boolean,
) {
  const before = new Set(run.vars.missing);
  const status = (x: ShellNode): boolean | null => statusOf(x, run.vars) ?? outcome(x);
  evalNode(n.first, st, run, depth, false);
  let ok = status(n.first);
  n.rest.forEach(({ op, node }, i) => {
    if (st.done) return;
    if (ok === null && exitOf([node], run.functions, depth) !== null) {
      const upTo = { ...n, rest: n.rest.slice(0, i + 1) };
      unknownVars(run, nodeText(upTo), before);
      run.notes.push(say('goesOn', { command: codeText(nodeText(upTo)) }));
      return;
    }
    if ((ok ?? true) !== (op === '&&')) return;
    evalNode(node, st, run, depth, last && i === n.rest.length - 1);
    ok = status(node);
  });
}

/** Runs a loop body once on a fresh clock: its duration, and whether it exits the script. */
function bodyOnce(body: ShellNode[], st: State, run: ScriptRun, depth: number) {
  const inner: State = { ...st, t: 0, blockedFor: -1, blockedIn: 'none', bgEnds: [] };
  evalList(body, inner, run, depth + 1, false);
  return inner;
}

/**
 * `for x in …`: the items as words (split on white space, as an unquoted expansion is), when
 * podterm knows them all and the loop's body reads its variable; else null.
 */
function knownItems(n: Extract<ShellNode, { t: 'for' }>, run: ScriptRun): string[] | null {
  if (n.items.length === 0 || n.items.some((x) => /[*?[]/.test(x))) return null;
  if (!n.items.some((x) => x.includes('$')) && !bodyReads(n.body, n.name)) return null;
  const words = n.items.map((x) => expandWord(x, run.vars));
  if (words.some((w) => w === null)) return null;
  const brace = words.length === 1 && /^\{(-?\d+)\.\.(-?\d+)\}$/.exec(words[0]!);
  if (brace) {
    const [a, b] = [Number(brace[1]), Number(brace[2])];
    if (Math.abs(b - a) >= MAX_PASSES) return null;
    const step = a <= b ? 1 : -1;
    return Array.from({ length: Math.abs(b - a) + 1 }, (_, k) => `${a + k * step}`);
  }
  return (words as string[]).flatMap((w) => w.split(/\s+/).filter(Boolean));
}

const bodyReads = (body: readonly ShellNode[], name: string): boolean =>
  name !== '' && JSON.stringify(body).match(new RegExp(`\\$\\{?${name}\\b`)) !== null;

/** A loop over known items whose body reads its variable: each pass on its own value. */
function evalPasses(
  n: Extract<ShellNode, { t: 'for' }>,
  items: readonly string[],
  st: State,
  run: ScriptRun,
  depth: number,
): void {
  for (const item of items) {
    if (st.done) return;
    run.vars.set(n.name, item);
    const once = bodyOnce(n.body, st, run, depth);
    const how = once.blockedIn === 'foreground' && once.t === null ? 'foreground' : 'loop';
    spend(st, once.t, how, 'the for loop');
    if (once.exited) {
      st.done = true;
      st.exited = true;
      st.exitCode = once.exitCode;
    }
  }
}

function evalFor(n: Extract<ShellNode, { t: 'for' }>, st: State, run: ScriptRun, depth: number) {
  const { items, body } = n;
  const before = new Set(run.vars.missing);
  const known = knownItems(n, run);
  if (known && known.length <= MAX_PASSES && bodyReads(body, n.name)) {
    evalPasses(n, known, st, run, depth);
    return;
  }
  let count = known ? known.length : itemCount(items);
  if (count === null) {
    unknownVars(run, items.join(' '), before);
    run.notes.push(say('forUncounted', { items: items.join(' ') }));
    count = 1;
  }
  if (n.name) run.vars.set(n.name, null);
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
  if (n.until && !n.forever) {
    // A wait (`until nslookup db; do sleep 2; done`): what it waits for is taken to be there.
    run.notes.push(say('untilEnds', { condition: codeText(n.condition) }));
    return;
  }
  const once = bodyOnce(n.body, st, run, depth);
  if (once.exited) {
    spend(st, once.t, 'loop', 'the loop');
    st.done = true;
    st.exited = once.exited;
    st.exitCode = once.exitCode;
    return;
  }
  if (!n.forever) {
    // A batch step's last loop is a wait too: the step is meant to finish.
    const ends = !last || run.batch;
    run.notes.push(say(ends ? 'whileEnds' : 'whileLoops', { condition: n.condition }));
    if (ends) return;
  }
  spend(
    st,
    null,
    once.blockedIn === 'foreground' && once.t === null ? 'foreground' : 'loop',
    once.blockedOn || 'the loop',
  );
}
