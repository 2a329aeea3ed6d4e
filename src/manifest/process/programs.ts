// What podterm knows of programs by their name, for the process reader (process.ts) and
// the script reader (script.ts): which finish at once, which run a short piece of inline
// code, and which are servers whatever Pod they run in. Everything else is unknown, and
// the container's role (a Job's step, an init container, a server) decides.

/** Shell builtins and small utilities that do one thing and finish at once. */
export const INSTANT = new Set(
  (
    'echo printf date true : cat ls env printenv export set unset cd mkdir touch rm cp mv ln ' +
    'chmod chown test [ [[ hostname id whoami pwd uname shift local return source . eval ' +
    'read wc grep sed awk head cut tr sort uniq tee basename dirname seq expr let declare ' +
    'ulimit umask sync kill ' +
    // One file, one request, one lookup, one archive: done in well under a second.
    'rev wget curl nslookup dig tar gzip gunzip unzip base64 sha256sum md5sum'
  )
    .split(' ')
    .filter(Boolean),
);

/** Programs that print and exit at once when they are the whole command. */
export const QUICK = new Set([
  'echo',
  'date',
  'true',
  'false',
  'printf',
  'env',
  'ls',
  'hostname',
  'id',
]);

/**
 * How long a batch step podterm cannot read runs: a Job's program, an init container's,
 * inline code (`python3 -c`). Real steps take from no time (`rev`) to minutes; 2 s keeps
 * the step visible on the timeline as a Running stretch without making a run long, and
 * the process annotation sets the real time in one click.
 */
export const BATCH_STEP_MS = 2000;

export const base = (s: string): string => s.split('/').pop() ?? s;

/** The flag after which each interpreter takes inline code. */
const INLINE_FLAG: readonly [RegExp, RegExp][] = [
  [/^python[\d.]*$/, /^-[A-Za-z]*c$/],
  [/^(node|nodejs)$/, /^(-e|--eval|-p|--print)$/],
  [/^perl[\d.]*$/, /^-[A-Za-z]*[eE]$/],
  [/^ruby[\d.]*$/, /^-[A-Za-z]*e$/],
  [/^php[\d.]*$/, /^-r$/],
];
/** Words in the user's inline code (`-c`/`-e`) that keep it running: an endless loop, a server, a JavaScript timer (read as text, never run). */
const LOOPS_FOREVER =
  /\bwhile\s*\(?\s*(True|1|true)\b|serve_forever|run_forever|createServer|\.listen\(|setInterval|app\.run\(|\.run\(host/;

/**
 * `python3 -c …`, `node -e …`, `perl -Mbignum=bpi -wle …`: the command up to its inline
 * code (for the assumption), and whether the code loops forever; null for anything else.
 */
export function inlineCode(argv: readonly string[]): {
  what: string;
  forever: boolean;
  code: string;
  python: boolean;
  /** The language braceCode.ts reads it as (node, perl, php), or null. */
  brace: 'js' | 'perl' | 'php' | null;
  /** `ruby -e`: ruby/run.ts reads it. */
  ruby: boolean;
} | null {
  const cmd = base(argv[0] ?? '');
  const flag = INLINE_FLAG.find(([name]) => name.test(cmd))?.[1];
  const at = flag ? argv.findIndex((a, i) => i > 0 && flag.test(a)) : -1;
  if (at < 0) return null;
  const code = argv[at + 1] ?? '';
  const perl = /^perl/.test(cmd);
  // perlrun: several -e lines are one program, joined by newlines; -n and -p wrap it in a loop
  // over the input lines (not read); -M, -I, … take the rest of their word as their argument.
  const lines = perl
    ? argv.flatMap((a, i) => (i > 0 && flag!.test(a) ? [argv[i + 1] ?? ''] : []))
    : [code];
  const loop = perl && argv.slice(1, at + 1).some((a) => /^-(?![MmIdDxFi])[A-Za-z]*[np]/.test(a));
  return {
    what: argv.slice(0, at + 1).join(' '),
    forever: LOOPS_FOREVER.test(code),
    code: lines.join('\n'),
    python: /^python/.test(cmd),
    ruby: /^ruby/.test(cmd),
    brace: /^(node|nodejs)$/.test(cmd)
      ? 'js'
      : perl && !loop
        ? 'perl'
        : /^php[\d.]*$/.test(cmd)
          ? 'php'
          : null,
  };
}

const SERVERS = new Set(
  (
    'nginx httpd apache2 redis-server mysqld mysqld_safe postgres mongod memcached haproxy ' +
    'envoy caddy traefik etcd'
  ).split(' '),
);
/**
 * A well-known server binary, wherever it runs: `nginx`, `redis-server`, `ncat --listen`,
 * `python -m http.server` (not `nginx -s quit`, which signals one and exits).
 */
export function isServer(argv: readonly string[]): boolean {
  const cmd = base(argv[0] ?? '');
  const args = argv.slice(1);
  if (cmd === 'nginx') return !args.some((a) => a === '-s' || a === '-t' || a === '-v');
  if (SERVERS.has(cmd)) return true;
  if (cmd === 'ncat' || cmd === 'nc')
    return args.some((a) => /^(-l|--listen|-[a-z]*l[a-z]*)$/.test(a));
  return /^python[\d.]*$/.test(cmd) && args.join(' ').includes('-m http.server');
}

/** The image runs a well-known server when it is given no command (the image table's rows). */
export { isServerImage } from '../images/imageLookup.ts';

const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'zsh', 'ksh', 'mksh']);

/** The `-c` script of a shell command line (`sh -c`, `bash -ec`, `busybox sh -c`), or null. */
export function shellScript(argv: string[]): { shell: string; script: string } | null {
  let [cmd, ...rest] = argv;
  if (cmd && base(cmd) === 'busybox' && rest[0] && SHELLS.has(rest[0])) [cmd, ...rest] = rest;
  if (!cmd || !SHELLS.has(base(cmd))) return null;
  const c = rest.findIndex((a) => /^-[a-z]*c[a-z]*$/.test(a));
  return c >= 0 ? { shell: base(cmd), script: rest[c + 1] ?? '' } : null;
}
