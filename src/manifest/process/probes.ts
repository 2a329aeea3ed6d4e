// A container's probes, with Kubernetes' defaults (pkg/apis/core/v1/defaults.go
// SetDefaults_Probe, SetDefaults_HTTPGetAction), its validation (validation.go validateProbe,
// validateLivenessProbe, validateStartupProbe, validateReadinessProbe) and the fields the API
// server drops by version. What an exec probe's command does is read here, once.
import { seconds, secondsToMs } from '../../trace/units.ts';
import { NEWEST, type KubeVersion } from '../../versions/version.ts';
import type { Reader } from '../read/fields.ts';
import { dropDisabledFields, type GatedFields } from '../read/gatedFields.ts';
import { portOf, scriptOf } from './lifecycle.ts';
import type { ProbeAction, ProbeSpec } from '../model/model.ts';
import { base } from './programs.ts';
import { analyseScript, commandWords, sleepMs } from './shell/script.ts';

export type ProbeKind = 'liveness' | 'readiness' | 'startup';

const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'] as const;

/**
 * pkg/api/pod/util.go dropDisabledFields: probe-level terminationGracePeriodSeconds while
 * ProbeTerminationGracePeriod is off (alpha 1.21, beta off 1.22–1.24, on 1.25, GA 1.27);
 * the grpc handler while GRPCContainerProbe is off (alpha 1.23, beta on 1.24, GA 1.27).
 */
const GATED = {
  terminationGracePeriodSeconds: 'ProbeTerminationGracePeriod',
  grpc: 'GRPCContainerProbe',
} as const satisfies GatedFields;

/** A probe's count or duration as validateProbe takes it: non-negative; podterm's own cap. */
const PROBE_FIELD = (max: number) => ({
  min: 0,
  max,
  maxWhy: `must be less than or equal to ${max} (podterm's limit)`,
});

/**
 * SetDefaults_Probe: initialDelay 0, period 10 s, timeout 1 s, success 1, failure 3 — a 0
 * written is defaulted too (`if obj.PeriodSeconds == 0`), and validateProbe refuses only a
 * negative value (ValidateNonnegativeField).
 */
export function readProbe(
  raw: Reader,
  kind: ProbeKind = 'readiness',
  version: KubeVersion = NEWEST,
): ProbeSpec | null {
  if (!raw.isMap) return null;
  const p = dropDisabledFields(raw, GATED, version);
  const probe: ProbeSpec = {
    initialDelayMs: secondsToMs(p.secs('initialDelaySeconds', 0, PROBE_FIELD(86_400))),
    periodMs: secondsToMs(seconds(p.num('periodSeconds', 10, PROBE_FIELD(86_400)) || 10)),
    failureThreshold: p.num('failureThreshold', 3, PROBE_FIELD(1000)) || 3,
    successThreshold: p.num('successThreshold', 1, PROBE_FIELD(1000)) || 1,
    timeoutMs: secondsToMs(seconds(p.num('timeoutSeconds', 1, PROBE_FIELD(86_400)) || 1)),
    terminationGracePeriodSeconds: p.num('terminationGracePeriodSeconds', null, {
      min: 1,
      minWhy: 'must be greater than 0',
      max: 31_536_000,
    }),
  };
  const action = readAction(p);
  if (action) probe.action = action;
  // validateLivenessProbe, validateStartupProbe: a single success decides; validateReadinessProbe.
  if (kind !== 'readiness' && probe.successThreshold !== 1)
    p.invalid('successThreshold', probe.successThreshold, 'must be 1');
  if (kind === 'readiness' && probe.terminationGracePeriodSeconds !== null) {
    p.invalid(
      'terminationGracePeriodSeconds',
      probe.terminationGracePeriodSeconds,
      'must not be set for readinessProbes',
    );
  }
  return probe;
}

/** validateHandler: exactly one handler. */
function readAction(p: Reader): ProbeAction | null {
  const present = HANDLERS.filter((k) => p.has(k));
  if (present.length === 0) {
    p.error(`${p.name()}: Required value: must specify a handler type`);
    return null;
  }
  if (present.length > 1) {
    p.error(
      `${p.name(present[1])}: Forbidden: may not specify more than 1 handler type`,
      present[1],
    );
    return null;
  }
  const h = p.child(present[0]!);
  switch (present[0]!) {
    case 'exec':
      return readExec(h);
    case 'httpGet': {
      // HTTPGetAction.scheme (default HTTP): the URL the prober's messages name.
      const https = h.oneOf('scheme', ['HTTP', 'HTTPS'], 'HTTP') === 'HTTPS';
      return {
        kind: 'httpGet',
        path: h.str('path', '/'),
        port: portOf(h),
        ...(https && { https }),
      };
    }
    case 'tcpSocket':
      return { kind: 'tcpSocket', port: portOf(h) };
    case 'grpc':
      return { kind: 'grpc', port: h.num('port', 0, { min: 1, max: 65535 }) };
  }
}

function readExec(h: Reader): ProbeAction | null {
  const command = h
    .list('command')
    .map((c) =>
      typeof c.value === 'string' || typeof c.value === 'number' ? String(c.value) : '',
    );
  if (command.length === 0) {
    h.error(`${h.name('command')}: Required value`, 'command');
    return null;
  }
  const script = scriptOf(command);
  const run = script === null ? null : analyseScript(script);
  const only = run?.onlyCommand ?? (script === null ? commandWords(command) : null);
  const exitCode = run ? run.exitCode : /(^|\/)false$/.test(command[0] ?? '') ? 1 : 0;
  const runMs =
    run?.runMs ?? (base(command[0] ?? '') === 'sleep' ? (sleepMs(command.slice(1)) ?? 0) : 0);
  return { kind: 'exec', command, exitCode, runMs, file: only ? fileCheck(only) : null };
}

/**
 * `cat F`, `ls F`, `test -e F`, `[ -f F ]`: a command that succeeds while F exists;
 * `test ! -f F`, `[ ! -e F ]`: while it does not.
 */
function fileCheck(
  argv: readonly string[],
): { path: string; tool: 'cat' | 'ls' | 'test'; absent?: boolean } | null {
  const [cmd = '', ...rest] = argv;
  const args = rest.filter((a) => a !== ']' && a !== '!' && !a.startsWith('-'));
  const path = args.length === 1 ? args[0]! : null;
  if (path === null) return null;
  const tool = base(cmd);
  if (tool === 'cat' || tool === 'ls') return rest.includes('!') ? null : { path, tool };
  if ((tool === 'test' || tool === '[') && rest.some((a) => /^-[efsdr]$/.test(a)))
    return rest[0] === '!' ? { path, tool: 'test', absent: true } : { path, tool: 'test' };
  return null;
}
