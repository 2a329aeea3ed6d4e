// The words of a command line as the script reader (script.ts) and the process reader
// (process.ts) read them: signal names, `sleep` durations, `for` item counts, and the
// argv without its variable assignments and redirections.

const SIGNAL_NUMBERS: Record<string, string> = {
  '1': 'HUP',
  '2': 'INT',
  '3': 'QUIT',
  '15': 'TERM',
};
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

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

/** How many times `for x in …` runs, or null when podterm cannot tell. */
export function itemCount(items: readonly string[]): number | null {
  const one = items.length === 1 ? items[0]!.trim() : null;
  const seq = one && /^(?:\$\()?seq\s+(?:(\d+)\s+)?(\d+)\)?$/.exec(one);
  if (seq) return Math.max(0, Number(seq[2]) - Number(seq[1] ?? 1) + 1);
  const brace = one && /^\{(\d+)\.\.(\d+)\}$/.exec(one);
  if (brace) return Math.abs(Number(brace[2]) - Number(brace[1])) + 1;
  if (items.some((x) => x.includes('$') || x.includes('*'))) return null;
  return items.length;
}

/** A command text as a value of an assumption sentence: short, and without backquotes. */
export const codeText = (text: string): string =>
  text.replace(/`/g, "'").replace(/\s+/g, ' ').trim().slice(0, 60);
