// The nodes a shell script is parsed into (shell.ts), and what a node says without
// running it: its text for the assumption's notes, an outcome podterm is sure of, and an
// `exit` it reaches with no condition on the way. The script reader (script.ts) decides
// its happy path with them.
import { base } from '../programs.ts';
import { commandWords } from './shellWords.ts';

export type ShellNode =
  | { t: 'cmd'; argv: string[]; background: boolean }
  | { t: 'for'; name: string; items: string[]; body: ShellNode[] }
  /** `while`/`until`; `forever` when the condition never ends the loop by itself. */
  | { t: 'loop'; until: boolean; forever: boolean; condition: string; body: ShellNode[] }
  /** `a && b || c`: a next command runs if the list so far succeeded (`&&`) or failed (`||`). */
  | { t: 'andOr'; first: ShellNode; rest: { op: '&&' | '||'; node: ShellNode }[] }
  | { t: 'if'; cond: ShellNode[]; then: ShellNode[]; otherwise: ShellNode[] }
  /** `case word in p1|p2) …;; esac`: each arm's patterns and commands. */
  | { t: 'case'; word: string; arms: { patterns: string[]; body: ShellNode[] }[] }
  | { t: 'group'; body: ShellNode[] }
  | { t: 'func'; name: string; body: ShellNode[] };

/**
 * The commands a node may run, beneath it (an `if`'s branches, not its condition; every arm
 * of a `case`), for readers that look at every step without running the script.
 */
export function stepsBeneath(n: ShellNode): ShellNode[] {
  switch (n.t) {
    case 'cmd':
      return [];
    case 'andOr':
      return [n.first, ...n.rest.map((r) => r.node)];
    case 'if':
      return [...n.then, ...n.otherwise];
    case 'case':
      return n.arms.flatMap((a) => a.body);
    default:
      return n.body;
  }
}

const MAX_DEPTH = 16;
/** Commands that always succeed, so what follows their `&&` runs for sure. */
const ALWAYS_OK = new Set(['true', ':', 'echo', 'printf', 'sleep', 'date']);

/** A command or an `&&`/`||` list as text (for the assumption's notes); other nodes as ''. */
export function nodeText(n: ShellNode): string {
  if (n.t === 'cmd') return n.argv.join(' ');
  if (n.t === 'andOr')
    return [nodeText(n.first), ...n.rest.map((r) => `${r.op} ${nodeText(r.node)}`)].join(' ');
  return '';
}

/** Whether a command surely succeeds (true) or fails (false); null when podterm cannot tell. */
export function outcome(n: ShellNode): boolean | null {
  if (n.t === 'andOr') {
    let ok = outcome(n.first);
    for (const { op, node } of n.rest) {
      if (op === '&&' ? ok === false : ok === true) continue; // `node` does not run
      const r = outcome(node);
      // Unknown so far: either the list stopped before `node` (its status), or `node` ran.
      ok = ok !== null ? r : r === (op === '||') ? r : null;
    }
    return ok;
  }
  if (n.t !== 'cmd') return null;
  const cmd = base(commandWords(n.argv)[0] ?? '');
  return cmd === 'false' ? false : ALWAYS_OK.has(cmd) ? true : null;
}

/** The code of an `exit` that `nodes` reach with no condition on the way (or via a function). */
export function exitOf(
  nodes: readonly ShellNode[],
  functions: ReadonlyMap<string, ShellNode[]>,
  depth = 0,
): number | null {
  if (depth > MAX_DEPTH) return null;
  for (const n of nodes) {
    const argv = n.t === 'cmd' ? commandWords(n.argv) : [];
    const cmd = base(argv[0] ?? '');
    if (cmd === 'exit') return /^\d+$/.test(argv[1] ?? '') ? Number(argv[1]) % 256 : 0;
    const body = n.t === 'group' ? n.body : functions.get(cmd);
    const code = body ? exitOf(body, functions, depth + 1) : null;
    if (code !== null) return code;
  }
  return null;
}
