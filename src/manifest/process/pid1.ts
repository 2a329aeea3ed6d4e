// Init processes that run the rest of the command line as their child (`tini -- app`,
// `dumb-init app`): what the child does is what the container does, for the files it makes
// (files.ts) and the ports it listens on (listening.ts).

export const INITS = new Set(['tini', 'dumb-init', 'docker-init', 'catatonit']);

const name = (s: string): string => s.split('/').pop() ?? s;

/** The command line past any init process (`tini -s -- sleep 5` → `sleep 5`). */
export function afterInit(argv: readonly string[]): string[] {
  let out = [...argv];
  while (INITS.has(name(out[0] ?? ''))) {
    const at = out.findIndex((a, i) => i > 0 && !a.startsWith('-'));
    out = at < 0 ? [] : out.slice(out[at] === '--' ? at + 1 : at);
  }
  return out;
}
