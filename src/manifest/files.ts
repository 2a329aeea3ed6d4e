// The files a container's own shell command creates and removes, and when: what an exec
// probe such as `cat /tmp/healthy` finds (the kubernetes.io liveness example runs
// `touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600`). Read in order, line by
// line, up to the first step podterm cannot time (a loop, an `if`, a command it does not
// know to end, `exec`, `exit`).
import type { FileChange } from './model.ts';
import { base, shellScript } from './programs.ts';
import { commandWords, sleepMs } from './script.ts';
import { parseScript } from './shell.ts';
import type { ShellNode } from './shellNodes.ts';

const CREATE = new Set(['touch', 'mkdir']);
const REMOVE = new Set(['rm', 'rmdir', 'unlink']);

export function fileChanges(command: readonly string[], args: readonly string[]): FileChange[] {
  const sh = shellScript(commandWords([...command, ...args]));
  if (!sh) return [];
  const out: FileChange[] = [];
  let t = 0;
  const step = (n: ShellNode): boolean => {
    if (n.t === 'group') return n.body.every(step);
    if (n.t !== 'cmd') return false;
    if (n.background) return true;
    for (const path of redirected(n.argv)) out.push({ path, atMs: t, present: true });
    const argv = commandWords(n.argv);
    const cmd = base(argv[0] ?? '');
    const paths = argv.slice(1).filter((a) => !a.startsWith('-'));
    if (CREATE.has(cmd)) for (const path of paths) out.push({ path, atMs: t, present: true });
    else if (REMOVE.has(cmd)) for (const path of paths) out.push({ path, atMs: t, present: false });
    else if (cmd === 'sleep') {
      const ms = sleepMs(argv.slice(1));
      if (ms === null || ms === undefined) return false;
      t += ms;
    } else if (cmd === 'exit' || cmd === 'exec') return false;
    return true;
  };
  parseScript(sh.script).every(step);
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
