// The files a container's own shell command creates and removes, and when: what an exec
// probe such as `cat /tmp/healthy` finds (the kubernetes.io liveness example runs
// `touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600`). Read in order, line by
// line, up to the first step podterm cannot time (a loop, an `if`, a command it does not
// know to end, `exec`, `exit`). `scriptFiles` says besides whether podterm knows every file
// the command can make (each step is one it knows), so that a file nothing makes is absent.
import type { FileChange } from '../model/model.ts';
import { base, INSTANT, isServer, QUICK, shellScript } from './programs.ts';
import { afterInit } from './pid1.ts';
import { commandWords, sleepMs } from './shell/script.ts';
import { parseScript } from './shell/shell.ts';
import { stepsBeneath, type ShellNode } from './shell/shellNodes.ts';

const CREATE = new Set(['touch', 'mkdir']);
const REMOVE = new Set(['rm', 'rmdir', 'unlink']);
/**
 * Steps that make no file but what their redirections and CREATE name: the instant tools
 * that write none (not cp, mv, ln, tee, sed, tar, wget, curl, which may), the waits, and
 * the servers podterm knows (isServer), which keep their files in their own places.
 */
const WRITES_NOTHING = new Set(
  [...INSTANT, ...QUICK, 'sleep', 'tail', 'trap', 'wait', 'exit', 'exec', 'false'].filter(
    (c) =>
      ![
        'cp',
        'mv',
        'ln',
        'tee',
        'sed',
        'tar',
        'gzip',
        'gunzip',
        'unzip',
        'wget',
        'curl',
        'source',
        '.',
        'eval',
      ].includes(c),
  ),
);

export function fileChanges(command: readonly string[], args: readonly string[]): FileChange[] {
  return scriptFiles(command, args).changes;
}

/** What a command line does to files, as far as podterm can read it. */
export interface ScriptFiles {
  /** The changes podterm can time (from the process's start). */
  changes: FileChange[];
  /** Every step is one podterm knows the files of, so nothing else makes a file. */
  complete: boolean;
  /** Paths a step changes at a time podterm cannot tell (in a loop, after an untimed step). */
  untimed: string[];
}

export function scriptFiles(command: readonly string[], args: readonly string[]): ScriptFiles {
  const argv = afterInit(commandWords([...command, ...args]));
  const sh = shellScript(argv);
  if (!sh) return { changes: [], complete: argv.length > 0 && knownStep(argv), untimed: [] };
  const nodes = parseScript(sh.script);
  const changes = timedChanges(nodes);
  const all: string[] = [];
  let complete = true;
  const functions = new Set<string>();
  const walk = (n: ShellNode): void => {
    if (n.t === 'cmd') {
      const argv = commandWords(n.argv);
      const touched = [...redirected(n.argv), ...changedBy(argv)];
      if (touched.some((p) => p.includes('$') || p.includes('*'))) complete = false;
      all.push(...touched);
      if (argv.length > 0 && !functions.has(argv[0]!) && !knownStep(argv)) complete = false;
    } else {
      if (n.t === 'func') functions.add(n.name);
      stepsBeneath(n).forEach(walk);
    }
  };
  nodes.forEach(walk);
  const timed = new Map<string, number>();
  for (const c of changes) timed.set(c.path, (timed.get(c.path) ?? 0) + 1);
  const counted = new Map<string, number>();
  for (const p of all) counted.set(p, (counted.get(p) ?? 0) + 1);
  const untimed = [...counted].filter(([p, n]) => n > (timed.get(p) ?? 0)).map(([p]) => p);
  return { changes, complete, untimed };
}

/** A step whose files podterm knows: one that writes none but what it names, or a known server. */
function knownStep(argv: readonly string[]): boolean {
  const cmd = base(argv[0] ?? '');
  if (cmd === 'exec') return argv.length === 1 || knownStep(argv.slice(1));
  return WRITES_NOTHING.has(cmd) || CREATE.has(cmd) || REMOVE.has(cmd) || isServer(argv);
}

/** The paths `touch`, `mkdir`, `rm`… name. */
function changedBy(argv: readonly string[]): string[] {
  const cmd = base(argv[0] ?? '');
  if (!CREATE.has(cmd) && !REMOVE.has(cmd)) return [];
  return argv.slice(1).filter((a) => !a.startsWith('-'));
}

/** The changes of the script's steps up to the first one podterm cannot time. */
function timedChanges(nodes: readonly ShellNode[]): FileChange[] {
  const out: FileChange[] = [];
  let t = 0;
  const step = (n: ShellNode): boolean => {
    if (n.t === 'group') return n.body.every(step);
    if (n.t !== 'cmd') return false;
    if (n.background) return true;
    for (const path of redirected(n.argv)) out.push({ path, atMs: t, present: true });
    const argv = commandWords(n.argv);
    const cmd = base(argv[0] ?? '');
    const paths = changedBy(argv);
    if (CREATE.has(cmd)) for (const path of paths) out.push({ path, atMs: t, present: true });
    else if (REMOVE.has(cmd)) for (const path of paths) out.push({ path, atMs: t, present: false });
    else if (cmd === 'sleep') {
      const ms = sleepMs(argv.slice(1));
      if (ms === null || ms === undefined) return false;
      t += ms;
    } else if (cmd === 'exit' || cmd === 'exec') return false;
    return true;
  };
  nodes.every(step);
  return out;
}

/** `> F`, `>> F`, `>F`, `2>F`: files a command writes (and so creates). */
function redirected(argv: readonly string[]): string[] {
  const out: string[] = [];
  argv.forEach((w, i) => {
    const m = /^\d*>>?(.*)$/.exec(w);
    if (!m) return;
    const target = m[1] || argv[i + 1] || '';
    if (target && !target.startsWith('&') && target !== '/dev/null') out.push(target);
  });
  return out;
}
