// What one probe finds (prober.go runProbe over pkg/probe/exec, http, tcp and grpc): success,
// or the output the kubelet writes after "Liveness probe failed: ". podterm's answers: a
// process listens, once it has started up, where manifest/listening.ts says (a server on
// its ports, a batch step on none: http.go DoHTTPProbe and tcp.go DoTCPProbe then meet
// "connection refused"); the app is healthy as podterm.dev/health.<c> says (always, without
// it); an exec probe that reads a file finds it while something of the Pod has made it
// (manifest/probeFiles.ts), or from the start when it is the image's; a file podterm cannot
// decide is taken as the probe expects.
import { msToSeconds, secondsToMs } from '../../trace/units.ts';
import { HEALTHY } from '../../manifest/process/annotation.ts';
import type {
  ContainerModel,
  FileChange,
  ProbeAction,
  ProbeSpec,
} from '../../manifest/model/model.ts';
import { podIP } from './podFormat.ts';

export interface ProbeOutcome {
  ok: boolean;
  /** What the probe printed or the error it met (the event's text after the colon). */
  output: string;
  /** How long the probe took before its result (a timeout), ms. */
  tookMs: number;
}

const OK: ProbeOutcome = { ok: true, output: '', tookMs: 0 };
const fail = (output: string, tookMs = 0): ProbeOutcome => ({ ok: false, output, tookMs });
/** Go's %q of a plain string. */
const q = (s: string): string => JSON.stringify(s);

/**
 * Whether the probe's socket finds a listener: `byStartup` once the process has started up
 * (liveness and startup probes), or as the caller knows it (readiness.ts follows the
 * process that closes its listener at its stop signal).
 */
export type Socket = 'byStartup' | 'open' | 'closed';

/**
 * The probe of container `c`, `sinceMs` after the container started. `hookFiles`: what a
 * preStop hook has written or removed since (times since the container started).
 */
export function probeOutcome(
  c: ContainerModel,
  probe: ProbeSpec,
  sinceMs: number,
  uid: number,
  socket: Socket = 'byStartup',
  hookFiles: readonly FileChange[] = [],
): ProbeOutcome {
  const a = probe.action;
  if (!a) return OK;
  const h = c.health ?? HEALTHY;
  const healthy = sinceMs >= h.healthyAfterMs && (h.unhealthyAfterMs ?? Infinity) > sinceMs;
  if (a.kind === 'exec') {
    const files = hookFiles.length > 0 ? [...(c.files ?? []), ...hookFiles] : (c.files ?? []);
    return execOutcome(c, a, files, sinceMs, probe.timeoutMs ?? 1000, healthy);
  }
  const host = `${podIP(uid)}:${a.port}`;
  const refused =
    socket === 'closed' ||
    (socket === 'byStartup' ? !listens(c, a.port, sinceMs) : !listensOn(c, a.port));
  switch (a.kind) {
    case 'httpGet': {
      // http.go DoHTTPProbe: the client's error, or the status outside 200–399.
      const url = `${a.https ? 'https' : 'http'}://${host}${a.path.startsWith('/') ? '' : '/'}${a.path}`;
      if (refused) return fail(`Get ${q(url)}: dial tcp ${host}: connect: connection refused`);
      return healthy ? OK : fail(`HTTP probe failed with statuscode: ${h.status}`);
    }
    case 'tcpSocket':
      // tcp.go DoTCPProbe: an open port is a pass, however the app feels.
      return refused ? fail(`dial tcp ${host}: connect: connection refused`) : OK;
    case 'grpc': {
      // grpc.go Probe: the dial blocks until the timeout; a reply other than SERVING fails.
      const s = msToSeconds(probe.timeoutMs ?? 1000);
      if (refused)
        return fail(
          `timeout: failed to connect service ${q(host)} within ${s}s: context deadline exceeded`,
          secondsToMs(s),
        );
      return healthy ? OK : fail('service unhealthy (responded with "NOT_SERVING")');
    }
  }
}

/** A process listens on `port` once it has started up (a named port is taken as its own). */
const listens = (c: ContainerModel, port: number | string, sinceMs: number): boolean =>
  sinceMs >= c.process.startupMs && listensOn(c, port);

/** Whether the process ever listens on `port` (manifest/listening.ts). */
function listensOn(c: ContainerModel, port: number | string): boolean {
  const l = c.listens ?? { kind: 'any' };
  if (l.kind === 'none') return false;
  if (typeof port === 'string') return true;
  if (l.kind === 'ports') return l.ports.includes(port);
  return c.ports.length === 0 || c.ports.includes(port);
}

/** exec.go Probe: exit 0 passes; remote_runtime.go ExecSync times out at timeoutSeconds. */
function execOutcome(
  c: ContainerModel,
  a: Extract<ProbeAction, { kind: 'exec' }>,
  files: readonly FileChange[],
  sinceMs: number,
  timeoutMs: number,
  healthy: boolean,
): ProbeOutcome {
  if (a.runMs >= timeoutMs) return fail(`command ${q(a.command.join(' '))} timed out`, timeoutMs);
  // `test ! -f F` fails, printing nothing, while F is there.
  const start = c.filesAtStart?.[a.file?.path ?? ''];
  if (a.file?.absent)
    return exists(files, a.file.path, sinceMs, start ?? false, start !== undefined) ? fail('') : OK;
  if (a.file && !exists(files, a.file.path, sinceMs, start ?? true, start !== undefined))
    return fail(missing(c.image, a.file.tool, a.file.path));
  return a.exitCode === 0 && healthy ? OK : fail('');
}

/**
 * Whether the file is there then: its last change, else `start`. `start` is what podterm
 * decided the file is before any change (filesAtStart), or, undecided, what the probe
 * expects: in the image for `cat F`, absent for `test ! -f F`, so an undecidable probe
 * passes; a file with changes but no decided start is before the first the opposite of it.
 */
function exists(
  files: readonly FileChange[],
  path: string,
  sinceMs: number,
  start: boolean,
  decided = false,
): boolean {
  const own = files.filter((f) => f.path === path).sort((x, y) => x.atMs - y.atMs);
  if (own.length === 0) return start;
  const last = own.filter((f) => f.atMs <= sinceMs).at(-1);
  return last ? last.present : decided ? start : !own[0]!.present;
}

/** What cat or ls prints for a missing file: busybox (busybox, alpine) or GNU coreutils. */
function missing(image: string, tool: 'cat' | 'ls' | 'test', path: string): string {
  const busybox = /busybox|alpine/.test(image);
  if (tool === 'cat')
    return busybox
      ? `cat: can't open '${path}': No such file or directory\n`
      : `cat: ${path}: No such file or directory\n`;
  if (tool === 'ls')
    return busybox
      ? `ls: ${path}: No such file or directory\n`
      : `ls: cannot access '${path}': No such file or directory\n`;
  return '';
}
