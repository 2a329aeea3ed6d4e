// A container's lifecycle (preStop, stopSignal), with the validation Kubernetes applies
// (pkg/apis/core/validation/validation.go validateHandler, validateSleepAction).
import { fileChanges } from './files.ts';
import { seconds, secondsToMs } from '../../trace/units.ts';
import {
  preStopSleepAction,
  sleepHandlerExists,
  sleepZeroAllowed,
  stopSignalFieldExists,
} from '../../versions/features.ts';
import { gateFirstRelease, gateOnSince, gateOnWhen, gateStageWords } from '../../versions/gates.ts';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';
import { PRESTOP_PREFIX, preStopAnnotation } from './annotation.ts';
import type { Reader } from '../read/fields.ts';
import type { HookKind, PreStopSpec } from '../model/model.ts';
import { shellScript } from './programs.ts';
import { analyseScript, sleepMs } from './shell/script.ts';

/** podterm's default for a hook whose duration it cannot see (an HTTP call, a script). */
const DEFAULT_HOOK_MS = 100;

export interface HookContext {
  version: KubeVersion;
  tGPS: number;
  containerName: string;
  annotations: Readonly<Record<string, string>>;
  /** The template's `metadata.annotations` reader, to point at a bad annotation. */
  annotationsAt: Reader;
  /** The container's declared containerPorts. */
  ports: readonly number[];
}

/**
 * `lifecycle.stopSignal`, or null. ContainerStopSignals is alpha (off by default) from 1.33
 * through 1.35, so with the default gates the API server drops the field
 * (pkg/api/pod/util.go dropContainerStopSignals) and the image's STOPSIGNAL applies.
 */
export function readStopSignal(lifecycle: Reader, v: KubeVersion): string | null {
  const signal = lifecycle.str('stopSignal', null);
  if (signal === null) return null;
  const why = !stopSignalFieldExists(v)
    ? `the field exists from Kubernetes ${gateFirstRelease('ContainerStopSignals')} (ContainerStopSignals); ${versionLabel(v)} does not know it`
    : `ignored: ContainerStopSignals is ${gateStageWords(v, 'ContainerStopSignals')} in ${versionLabel(v)}, so the API server drops the field`;
  lifecycle.report(
    'warning',
    `${lifecycle.name('stopSignal')}: ${why}, and the image's STOPSIGNAL (SIGTERM when it sets none, unless podterm.dev/process says stopSignal=…) is used`,
    'stopSignal',
    'stopSignalDropped',
  );
  return null;
}

/** preStop durations (contract §1): `sleep N` in an exec → N s; `sleep:` → seconds; else the annotation or 100 ms. */
export function readPreStop(h: Reader, x: HookContext): PreStopSpec | null {
  if (h.value === undefined || h.value === null) return null;
  if (!h.isMap) {
    h.error(`${h.name()}: Invalid value: must be a handler such as {exec: {command: [...]}}`);
    return null;
  }
  const kinds: HookKind[] = ['exec', 'httpGet', 'sleep', 'tcpSocket'];
  const present = kinds.filter((k) => h.has(k));
  if (present.length === 0) {
    h.error(`${h.name()}: Required value: must specify a handler type`);
    return null;
  }
  if (present.length > 1) {
    h.error(
      `${h.name(present[1])}: Forbidden: may not specify more than 1 handler type`,
      present[1],
    );
    return null;
  }
  const hook = present[0]!;
  if (hook === 'sleep') return readSleep(h, x);
  // handlers.go Run: tcpSocket is not a lifecycle handler and hits `default:` at once.
  if (hook === 'tcpSocket') {
    const port = portOf(h.child('tcpSocket'));
    return { hook, durationMs: 0, fails: true, failure: { kind: 'invalid', port } };
  }
  if (hook === 'httpGet') return readHttpGet(h.child('httpGet'), x);
  const argv = h
    .child('exec')
    .list('command')
    .map((c) =>
      typeof c.value === 'string' || typeof c.value === 'number' ? String(c.value) : '',
    );
  if (argv.length === 0) {
    h.child('exec').error(`${h.name('exec.command')}: Required value`, 'command');
    return null;
  }
  const durationMs = execSleepMs(argv) ?? annotatedMs(x);
  // remote_runtime.go ExecSync: a non-zero exit code is an error, so the hook failed.
  const exitCode = execExitCode(argv);
  const exec = { command: argv };
  // What an exec readiness probe may see change: `echo > /tmp/shutdown` in the hook.
  const files = fileChanges(argv, []);
  const spec: PreStopSpec = { hook, durationMs, fails: exitCode !== 0, exec };
  if (files.length > 0) spec.files = files;
  if (exitCode !== 0) spec.failure = { kind: 'exit', command: argv, exitCode };
  return spec;
}

/** A port as the API holds it (IntOrString): a number, or a name. */
export function portOf(r: Reader): number | string {
  const v = r.get('port');
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return /^\d+$/.test(v) ? Number(v) : v;
  return 80; // handlers.go runHTTPHandler: an empty port means 80
}

/**
 * httpGet: the kubelet GETs the pod IP. A container that declares containerPorts is taken to
 * listen on those alone, so a request to another port is refused at once.
 */
function readHttpGet(g: Reader, x: HookContext): PreStopSpec {
  const httpGet = { path: g.str('path', ''), port: portOf(g) };
  const { port } = httpGet;
  if (typeof port === 'number' && x.ports.length > 0 && !x.ports.includes(port)) {
    const failure = { kind: 'refused' as const, path: httpGet.path, port };
    return { hook: 'httpGet', durationMs: 0, fails: true, failure, httpGet };
  }
  return { hook: 'httpGet', durationMs: annotatedMs(x), fails: false, httpGet };
}

/** The `-c` script of a shell command line, or null (programs.ts reads the shells). */
export const scriptOf = (argv: string[]): string | null => shellScript(argv)?.script ?? null;

/** The exit code podterm infers for an exec hook: `false`, or what a `-c` script ends with. */
function execExitCode(argv: string[]): number {
  const text = scriptOf(argv);
  if (text !== null) return analyseScript(text).exitCode;
  return /(^|\/)false$/.test(argv[0] ?? '') ? 1 : 0;
}

/** The time an exec hook sleeps: `sleep 5`, `/bin/sleep 5`, `sh -c "sleep 5 && …"`; null if none. */
function execSleepMs(argv: string[]): number | null {
  const [cmd = '', ...rest] = argv;
  if (/(^|\/)sleep$/.test(cmd)) return sleepMs(rest) ?? null;
  const text = scriptOf(argv);
  if (text !== null) {
    if (!/\bsleep\b/.test(text)) return null;
    // A program after the sleep (`sleep 5 && nginx -s quit`) reads as "runs until stopped"
    // to the script reader; in a hook it is a quick command, so count the sleeps alone.
    const run = analyseScript(text);
    if (run.runMs !== null) return run.runMs;
    return [...text.matchAll(/\bsleep\s+([\d.]+[smhd]?)/g)].reduce(
      (t, m) => t + (sleepMs([m[1]!]) ?? 0),
      0,
    );
  }
  return null;
}

function annotatedMs(x: HookContext): number {
  const key = `${PRESTOP_PREFIX}${x.containerName}`;
  const text = x.annotations[key];
  if (text === undefined) return DEFAULT_HOOK_MS;
  const ms = preStopAnnotation(text);
  if (ms === null) {
    x.annotationsAt.invalid(key, text, 'must be a duration such as 3s');
    return DEFAULT_HOOK_MS;
  }
  return ms;
}

/** `sleep: {seconds: N}`: PodLifecycleSleepAction alpha 1.29, beta (on) 1.30; 0 allowed from 1.33. */
function readSleep(h: Reader, x: HookContext): PreStopSpec | null {
  const sleep = h.child('sleep');
  if (!sleepHandlerExists(x.version)) {
    h.error(
      `${h.name('sleep')}: Forbidden: the sleep handler needs Kubernetes ${gateOnSince('PodLifecycleSleepAction')} or newer (it does not exist in ${versionLabel(x.version)})`,
      'sleep',
    );
    return null;
  }
  if (!preStopSleepAction(x.version)) {
    // pkg/api/pod/util.go dropPodLifecycleSleepAction: with the alpha gate off the API server
    // drops the sleep handler, and the preStop with it when it was the only handler.
    h.report(
      'warning',
      `${h.name('sleep')}: ignored: PodLifecycleSleepAction is ${gateStageWords(x.version, 'PodLifecycleSleepAction')} in ${versionLabel(x.version)}, so the API server drops this preStop hook (on from ${gateOnWhen('PodLifecycleSleepAction')})`,
      'sleep',
      'preStopSleepDropped',
    );
    return null;
  }
  if (!sleep.has('seconds')) {
    sleep.error(`${sleep.name('seconds')}: Required value`);
    return null;
  }
  const s = sleep.num('seconds', 0, { min: 0 });
  const zeroOk = sleepZeroAllowed(x.version);
  if ((zeroOk ? s < 0 : s <= 0) || s > x.tGPS) {
    const range = zeroOk ? 'must be non-negative' : 'must be greater than 0';
    sleep.error(
      `${sleep.name()}: Invalid value: ${s}: ${range} and less than terminationGracePeriodSeconds (${x.tGPS})`,
      'seconds',
    );
  }
  return { hook: 'sleep', durationMs: secondsToMs(seconds(s)), fails: false };
}
