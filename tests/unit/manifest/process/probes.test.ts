// Probes as the API server takes them (defaults, validation, fields dropped by version),
// what podterm reads of an exec probe's command, the files a container's command writes, and
// the podterm.dev/health.<container> annotation.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { isDurationNote } from '../../../../src/manifest/duration/durationNote.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import type { ContainerModel } from '../../../../src/manifest/model/model.ts';
import { errors } from '../docs.ts';

/** A Pod whose container `app` has these extra lines (indented as container fields). */
const pod = (lines: string, annotations = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n${annotations}spec:\n  containers:\n    - name: app\n      image: busybox\n${lines}`;
const container = (lines: string, minor = 34, annotations = ''): ContainerModel | undefined =>
  loadScenario(pod(lines, annotations), { version: kube(minor) }).model?.pods[0]?.template
    .containers[0];
const diagnostics = (lines: string, minor = 34) =>
  loadScenario(pod(lines), { version: kube(minor) })
    .diagnostics.filter((d) => !isDurationNote(d))
    .map((d) => `${d.severity}: ${d.message}`);

describe('probe fields', () => {
  it('SetDefaults_Probe: delay 0, period 10 s, timeout 1 s, thresholds 1 and 3; the handler', () => {
    expect(container('      livenessProbe: {tcpSocket: {port: 8080}}\n')?.livenessProbe).toEqual({
      initialDelayMs: 0,
      periodMs: 10_000,
      timeoutMs: 1000,
      failureThreshold: 3,
      successThreshold: 1,
      terminationGracePeriodSeconds: null,
      action: { kind: 'tcpSocket', port: 8080 },
    });
    expect(
      container('      startupProbe: {httpGet: {port: http}, periodSeconds: 2}\n')?.startupProbe,
    ).toMatchObject({ periodMs: 2000, action: { kind: 'httpGet', path: '/', port: 'http' } });
  });

  it('a 0 written is defaulted too; only a negative value is refused (validateProbe)', () => {
    const zeros =
      '      livenessProbe: {tcpSocket: {port: 1}, periodSeconds: 0, timeoutSeconds: 0, failureThreshold: 0, successThreshold: 0}\n';
    expect(container(zeros)?.livenessProbe).toMatchObject({
      periodMs: 10_000,
      timeoutMs: 1000,
      failureThreshold: 3,
      successThreshold: 1,
    });
    expect(errors(pod(zeros))).toEqual([]);
    expect(
      errors(pod('      readinessProbe: {tcpSocket: {port: 1}, periodSeconds: -1}\n'))[0]?.message,
    ).toBe(
      'spec.containers[0].readinessProbe.periodSeconds: Invalid value: -1: must be greater than or equal to 0',
    );
  });

  it('validateHandler: exactly one handler', () => {
    expect(errors(pod('      livenessProbe: {periodSeconds: 5}\n'))[0]?.message).toBe(
      'spec.containers[0].livenessProbe: Required value: must specify a handler type',
    );
    expect(
      errors(pod('      readinessProbe: {exec: {command: [true]}, tcpSocket: {port: 1}}\n'))[0]
        ?.message,
    ).toBe(
      'spec.containers[0].readinessProbe.tcpSocket: Forbidden: may not specify more than 1 handler type',
    );
  });

  it('validateLivenessProbe, validateStartupProbe: successThreshold must be 1', () => {
    expect(
      errors(pod('      livenessProbe: {tcpSocket: {port: 1}, successThreshold: 2}\n'))[0]?.message,
    ).toBe('spec.containers[0].livenessProbe.successThreshold: Invalid value: 2: must be 1');
    expect(
      errors(pod('      readinessProbe: {tcpSocket: {port: 1}, successThreshold: 2}\n')),
    ).toEqual([]);
  });

  it('probe-level terminationGracePeriodSeconds: kept from 1.25, dropped with a warning before', () => {
    const lines = '      livenessProbe: {tcpSocket: {port: 1}, terminationGracePeriodSeconds: 5}\n';
    expect(container(lines, 25)?.livenessProbe?.terminationGracePeriodSeconds).toBe(5);
    expect(container(lines, 24)?.livenessProbe?.terminationGracePeriodSeconds).toBeNull();
    expect(diagnostics(lines, 24)).toEqual([
      'warning: spec.containers[0].livenessProbe.terminationGracePeriodSeconds: ignored: the ProbeTerminationGracePeriod feature gate is off in Kubernetes 1.24 (on from 1.25), so the API server drops this field',
    ]);
    expect(errors(pod(lines.replace('livenessProbe', 'readinessProbe')), 25)[0]?.message).toBe(
      'spec.containers[0].readinessProbe.terminationGracePeriodSeconds: Invalid value: 5: must not be set for readinessProbes',
    );
  });

  it('grpc needs GRPCContainerProbe (on from 1.24): dropped before, leaving no handler', () => {
    const lines = '      livenessProbe: {grpc: {port: 9090}}\n';
    expect(container(lines, 24)?.livenessProbe?.action).toEqual({ kind: 'grpc', port: 9090 });
    expect(diagnostics(lines, 23)).toEqual([
      'error: spec.containers[0].livenessProbe: Required value: must specify a handler type',
      'warning: spec.containers[0].livenessProbe.grpc: ignored: the GRPCContainerProbe feature gate is off in Kubernetes 1.23 (on from 1.24), so the API server drops this field',
    ]);
  });

  it('a regular init container may have no liveness or startup probe', () => {
    const text = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  initContainers:\n    - name: init\n      image: busybox\n      livenessProbe: {tcpSocket: {port: 1}}\n  containers:\n    - {name: app, image: nginx}\n`;
    expect(errors(text, 31)[0]?.message).toBe(
      'spec.initContainers[0].livenessProbe: Forbidden: may not be set for init containers without restartPolicy=Always',
    );
    expect(errors(text, 27)[0]?.message).toBe(
      'spec.initContainers[0].livenessProbe: Forbidden: may not be set for init containers',
    );
  });
});

describe('what an exec probe does', () => {
  const exec = (command: string) =>
    container(`      livenessProbe: {exec: {command: ${command}}}\n`)?.livenessProbe?.action;

  it('reads a file: cat, ls, test -f, [ -e ], also inside sh -c', () => {
    expect(exec('[cat, /tmp/healthy]')).toMatchObject({
      exitCode: 0,
      file: { path: '/tmp/healthy', tool: 'cat' },
    });
    expect(exec('[sh, -c, "test -f /tmp/ready"]')).toMatchObject({
      file: { path: '/tmp/ready', tool: 'test' },
    });
    expect(exec('["[", -e, /ready, "]"]')).toMatchObject({
      file: { path: '/ready', tool: 'test' },
    });
    expect(exec('[ls, /data]')).toMatchObject({ file: { path: '/data', tool: 'ls' } });
  });

  it('exits: false, sh -c "exit 3"; runs: its sleeps', () => {
    expect(exec('["false"]')).toMatchObject({ exitCode: 1, file: null, runMs: 0 });
    expect(exec('[sh, -c, "exit 3"]')).toMatchObject({ exitCode: 3 });
    expect(exec('[sleep, "5"]')).toMatchObject({ exitCode: 0, runMs: 5000 });
    expect(exec('[/app/healthcheck]')).toMatchObject({ exitCode: 0, file: null });
  });
});

describe('the files a container’s command writes', () => {
  it('the kubernetes.io liveness example: /tmp/healthy from 0 to 30 s', () => {
    const c = container(
      '      args: [/bin/sh, -c, "touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600"]\n      livenessProbe: {exec: {command: [cat, /tmp/healthy]}}\n',
    );
    expect(c?.files).toEqual([
      { path: '/tmp/healthy', atMs: 0, present: true },
      { path: '/tmp/healthy', atMs: 30_000, present: false },
    ]);
  });

  it('redirections create, and reading stops at what it cannot time', () => {
    const c = container(
      '      command: [sh, -c, "sleep 5; echo ok > /tmp/ready; sleep 1m; rm /tmp/ready; while true; do touch /x; done"]\n      readinessProbe: {exec: {command: [cat, /tmp/ready]}}\n',
    );
    expect(c?.files).toEqual([
      { path: '/tmp/ready', atMs: 5000, present: true },
      { path: '/tmp/ready', atMs: 65_000, present: false },
    ]);
    expect(container('      command: [sleep, "3600"]\n')?.files).toBeUndefined();
  });
});

describe('podterm.dev/health.<container>', () => {
  const ann = (text: string) => `  annotations:\n    podterm.dev/health.app: "${text}"\n`;

  it('healthy-after, unhealthy-after and status', () => {
    expect(
      container('', 34, ann('healthy-after=20s unhealthy-after=1m status=503'))?.health,
    ).toEqual({ healthyAfterMs: 20_000, unhealthyAfterMs: 60_000, status: 503 });
    expect(container('', 34, ann('unhealthy-after=never'))?.health).toEqual({
      healthyAfterMs: 0,
      unhealthyAfterMs: null,
      status: 500,
    });
  });

  it('a bad part is an error naming the key; a container it does not name, a warning', () => {
    expect(errors(pod('', ann('status=700')))[0]?.message).toBe(
      'metadata.annotations[podterm.dev/health.app]: Invalid value: "status=700": status: must be an HTTP status code from 100 to 599',
    );
    expect(errors(pod('', ann('sick=1')))[0]?.message).toMatch(/unknown key "sick"/);
    const stray = `  annotations:\n    podterm.dev/health.web: "unhealthy-after=1s"\n`;
    expect(
      loadScenario(pod('', stray))
        .diagnostics.filter((d) => !isDurationNote(d))
        .map((d) => d.message),
    ).toEqual(['annotation podterm.dev/health.web names no container of this Pod']);
  });
});
