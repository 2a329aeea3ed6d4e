// Which ports a container's process listens on, for its httpGet, tcpSocket and grpc probes
// (pkg/probe/http/http.go DoHTTPProbe, tcp/tcp.go DoTCPProbe, grpc/grpc.go Probe all dial
// the Pod IP: a port nothing listens on refuses the connection). A server podterm knows
// listens on the port its command names (`python -m http.server 8080`, `nc -l -p 8080`),
// else on the container's declared containerPorts, else on its image's own ports
// (`serverImagePorts`, which the image table fills); a batch step (a Job's step, an init
// container's, `sleep`, a script that starts no server) listens on none; a program podterm
// does not know, where the Pod expects a server, on any declared port.
import type { Listening } from '../model/model.ts';
import {
  base,
  INSTANT,
  inlineCode,
  isServer,
  isServerImage,
  QUICK,
  shellScript,
} from './programs.ts';
import { afterInit } from './pid1.ts';
import { commandWords } from './shell/script.ts';
import { parseScript } from './shell/shell.ts';
import { stepsBeneath, type ShellNode } from './shell/shellNodes.ts';

const ANY: Listening = { kind: 'any' };
const NONE: Listening = { kind: 'none' };
/** Steps that open no listening socket (the instant tools, the waits). */
const NO_SOCKET = new Set([...INSTANT, ...QUICK, 'sleep', 'tail', 'trap', 'wait', 'exit', 'false']);

/**
 * The ports a server image listens on when run with its own entrypoint, or null when
 * podterm does not know them (then any port the container declares). The image table
 * (manifest/images/) is the place that knows them; none is guessed here.
 */
export type ImagePorts = (image: string) => readonly number[] | null;
export const serverImagePorts: ImagePorts = () => null;

export interface ListenContext {
  image: string;
  /** The Pod expects the container to finish (a Job's step, an init container, runOnce). */
  batch: boolean;
  /** The declared containerPorts. */
  ports: readonly number[];
  imagePorts?: ImagePorts;
}

export function listeningOf(
  command: readonly string[],
  args: readonly string[],
  x: ListenContext,
): Listening {
  const argv = afterInit(commandWords([...command, ...args]));
  if (argv.length === 0) return isServerImage(x.image) ? serverPorts([], x) : x.batch ? NONE : ANY;
  const sh = shellScript(argv);
  if (!sh) return programListens(argv, x) ?? (x.batch ? NONE : ANY);
  const steps: string[][] = [];
  const walk = (n: ShellNode): void => {
    if (n.t === 'cmd') steps.push(commandWords(n.argv));
    else stepsBeneath(n).forEach(walk);
  };
  parseScript(sh.script).forEach(walk);
  const each = steps
    .map((s) => (base(s[0] ?? '') === 'exec' ? s.slice(1) : s))
    .filter((s) => s.length > 0)
    .map((s) => programListens(s, x));
  const servers = each.filter((l): l is Listening => l !== null && l.kind !== 'none');
  if (servers.length > 0) {
    if (servers.some((l) => l.kind === 'any')) return ANY;
    const ports = servers.flatMap((l) => (l.kind === 'ports' ? l.ports : []));
    return { kind: 'ports', ports: [...new Set(ports)] };
  }
  // Every step known and none a server: the script starts no listener.
  return each.every((l) => l !== null) || x.batch ? NONE : ANY;
}

/** A program podterm knows: a server's ports, none for a tool; null for anything else. */
function programListens(argv: readonly string[], x: ListenContext): Listening | null {
  const cmd = base(argv[0] ?? '');
  if (isServer(argv)) return serverPorts(argv, x);
  if (NO_SOCKET.has(cmd)) return NONE;
  const inline = inlineCode(argv);
  if (inline) return inline.forever ? ANY : NONE;
  return null;
}

/** The port the command names, else the declared ones, else the image's, else any. */
function serverPorts(argv: readonly string[], x: ListenContext): Listening {
  const named = commandPort(argv);
  if (named !== null) return { kind: 'ports', ports: [named] };
  if (x.ports.length > 0) return { kind: 'ports', ports: [...x.ports] };
  const own = (x.imagePorts ?? serverImagePorts)(x.image);
  return own ? { kind: 'ports', ports: [...own] } : ANY;
}

const portNumber = (s: string | undefined): number | null =>
  s !== undefined && /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 65535 ? Number(s) : null;

/**
 * The port a server's command line names: `python -m http.server 8080` (8000 when none:
 * the http.server module's default), `nc -l -p 8080`, `nc -lk 8080`, `--port 7000`,
 * `--port=7000`; null when it names none.
 */
export function commandPort(argv: readonly string[]): number | null {
  const cmd = base(argv[0] ?? '');
  const args = argv.slice(1);
  const flag = args.findIndex((a) => a === '--port' || a === '-p' || /^-[a-z]*p$/.test(a));
  const eq = args.map((a) => /^--port=(\d+)$/.exec(a)?.[1]).find((p) => p !== undefined);
  if (eq !== undefined) return portNumber(eq);
  if (/^python[\d.]*$/.test(cmd)) {
    const at = args.indexOf('http.server');
    return at < 0
      ? null
      : (args
          .slice(at + 1)
          .map(portNumber)
          .find((p) => p !== null) ?? 8000);
  }
  if (flag >= 0) {
    const p = portNumber(args[flag + 1]);
    if (p !== null) return p;
  }
  if (cmd === 'nc' || cmd === 'ncat')
    // The first bare number that is no option's value (`-w 1`, `-q 0`, `-i 2`, `-s ADDR`).
    return (
      args
        .map((a, i) => (/^-[wqis]$/.test(args[i - 1] ?? '') ? null : portNumber(a)))
        .find((p) => p !== null) ?? null
    );
  return null;
}
