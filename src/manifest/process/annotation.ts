// The annotations that tell podterm what Kubernetes cannot know from a manifest:
// `podterm.dev/process.<container>` (what the program does, overriding the inference),
// `podterm.dev/prestop.<container>` (how long an httpGet or exec preStop handler runs) and
// `podterm.dev/health.<container>` (when the app answers its probes well).
import { msToSeconds } from '../../trace/units.ts';
import { parseDuration } from '../read/duration.ts';
import type { HealthSpec, ProcessSpec } from '../model/model.ts';
import { say } from './assumptions.ts';

export const PROCESS_PREFIX = 'podterm.dev/process.';
export const PRESTOP_PREFIX = 'podterm.dev/prestop.';
export const HEALTH_PREFIX = 'podterm.dev/health.';

const KEYS =
  'startup=<duration>, run=forever|<duration>, exitCode=<0-255>, sigterm=ignore|exit|exit:<duration>, sigtermExitCode=<0-255>, stopSignal=SIG<NAME>';

/** The annotation's problem: which `key=value` part is wrong, and why. */
export interface AnnotationError {
  part: string;
  message: string;
}

const code = (v: string): number | null =>
  /^\d{1,3}$/.test(v) && Number(v) <= 255 ? Number(v) : null;

/** One key of the process annotation: sets its field on `out`, or says why `v` is wrong. */
type ProcessKey = (out: ProcessSpec, v: string, k: string) => string | null;

const exitCodeKey: ProcessKey = (out, v, k) => {
  const c = code(v);
  if (c === null) return 'must be an exit code from 0 to 255';
  if (k === 'exitCode') out.exitCode = c;
  else out.stopSignalExitCode = c;
  return null;
};

const PROCESS_KEYS = new Map<string, ProcessKey>([
  [
    'startup',
    (out, v) => {
      const ms = parseDuration(v);
      if (ms === null) return 'must be a duration such as 2s';
      out.startupMs = ms;
      return null;
    },
  ],
  [
    'run',
    (out, v) => {
      const ms = v === 'forever' ? null : parseDuration(v);
      if (ms === null && v !== 'forever') return 'must be forever or a duration such as 30s';
      out.runMs = ms;
      return null;
    },
  ],
  ['exitCode', exitCodeKey],
  ['sigtermExitCode', exitCodeKey],
  [
    'sigterm',
    (out, v) => {
      const ms = v === 'exit' ? 0 : v.startsWith('exit:') ? parseDuration(v.slice(5)) : null;
      if (v === 'ignore') out.onStopSignal = { kind: 'ignore' };
      else if (ms !== null) out.onStopSignal = { kind: 'exit', afterMs: ms };
      else return 'must be ignore, exit or exit:<duration> such as exit:3s';
      return null;
    },
  ],
  [
    'stopSignal',
    (out, v) => {
      if (!/^SIG[A-Z0-9]+$/.test(v)) return 'must be a signal name such as SIGQUIT';
      out.stopSignal = v;
      return null;
    },
  ],
]);

/**
 * `startup=2s run=forever sigterm=exit:3s exitCode=0 stopSignal=SIGQUIT sigtermExitCode=0`
 * applied over the inferred process. Returns the process, or the first bad part.
 */
export function applyProcessAnnotation(
  p: ProcessSpec,
  text: string,
): ProcessSpec | AnnotationError {
  const out: ProcessSpec = { ...p, source: 'annotation' };
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0) return { part: text, message: `is empty; keys are ${KEYS}` };
  for (const part of parts) {
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    const key = PROCESS_KEYS.get(k);
    if (!key) return { part, message: `unknown key "${k}"; keys are ${KEYS}` };
    const why = key(out, v, k);
    if (why !== null) return { part, message: `${k}: ${why}` };
  }
  out.assumption = annotatedSentence(out);
  return out;
}

/** The assumption's sentence for a process the annotation describes. */
function annotatedSentence(out: ProcessSpec): string {
  const signal = out.stopSignal ?? 'SIGTERM';
  const exit = out.stopSignalExitCode;
  const stop =
    out.onStopSignal.kind === 'ignore'
      ? say('ignoresStop', { signal })
      : out.onStopSignal.afterMs === 0
        ? say('exitsOnStop', { code: exit, signal })
        : say('exitsAfterStop', { code: exit, s: msToSeconds(out.onStopSignal.afterMs), signal });
  const life =
    out.runMs === null
      ? say('untilStopped')
      : say('exitsBy', { code: out.exitCode, s: msToSeconds(out.runMs) });
  return say('annotated', { startup: msToSeconds(out.startupMs), life, stop });
}

/** `podterm.dev/prestop.<c>: 3s` → ms, or null when unreadable. */
export const preStopAnnotation = (text: string): number | null => parseDuration(text.trim());

const HEALTH_KEYS = 'healthy-after=<duration>, unhealthy-after=<duration>|never, status=<100-599>';

/** The app's health when no annotation says otherwise: healthy from the start, forever. */
export const HEALTHY: HealthSpec = { healthyAfterMs: 0, unhealthyAfterMs: null, status: 500 };

/**
 * `healthy-after=20s unhealthy-after=10s status=500`: probes fail until `healthy-after`
 * and from `unhealthy-after` (both from the container's start); an httpGet probe then gets
 * `status`. Returns the health, or the first bad part.
 */
export function parseHealth(text: string): HealthSpec | AnnotationError {
  const out: HealthSpec = { ...HEALTHY };
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0) return { part: text, message: `is empty; keys are ${HEALTH_KEYS}` };
  for (const part of parts) {
    const [k = '', v = ''] = part.split('=', 2);
    const bad = (why: string): AnnotationError => ({ part, message: `${k}: ${why}` });
    const ms = parseDuration(v);
    if (k === 'healthy-after') {
      if (ms === null) return bad('must be a duration such as 20s');
      out.healthyAfterMs = ms;
    } else if (k === 'unhealthy-after') {
      if (ms === null && v !== 'never') return bad('must be never or a duration such as 10s');
      out.unhealthyAfterMs = ms;
    } else if (k === 'status') {
      const n = /^\d{3}$/.test(v) ? Number(v) : 0;
      if (n < 100 || n > 599) return bad('must be an HTTP status code from 100 to 599');
      out.status = n;
    } else return { part, message: `unknown key "${k}"; keys are ${HEALTH_KEYS}` };
  }
  return out;
}
