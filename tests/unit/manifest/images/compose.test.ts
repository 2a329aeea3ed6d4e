// ENTRYPOINT and CMD against the container's command and args (WithProcessArgs), and the
// process podterm infers from what they compose.
import { describe, expect, it } from 'vitest';
import { composeArgv } from '../../../../src/manifest/images/compose.ts';
import { goDurationMs, programHealth } from '../../../../src/manifest/process/imageProcess.ts';
import { lookupImage } from '../../../../src/manifest/images/imageLookup.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { inferProcess } from '../../../../src/manifest/process/process.ts';

const row = (image: string) => lookupImage(image)!.row;

describe('ENTRYPOINT and CMD', () => {
  it('runs ENTRYPOINT + CMD without command or args; the entrypoint script execs CMD', () => {
    expect(composeArgv([], [], row('nginx')).argv).toEqual(['nginx', '-g', 'daemon off;']);
    expect(composeArgv([], [], row('registry.k8s.io/e2e-test-images/agnhost:2.53')).argv).toEqual([
      '/agnhost',
      'pause',
    ]);
  });

  it('args replace CMD after the ENTRYPOINT', () => {
    expect(composeArgv([], ['sleep', '10'], row('busybox'))).toEqual({
      argv: ['sleep', '10'],
      fromImage: true,
    });
    expect(
      composeArgv(
        [],
        ['netexec', '--http-port=8080'],
        row('registry.k8s.io/e2e-test-images/agnhost:2.53'),
      ).argv,
    ).toEqual(['/agnhost', 'netexec', '--http-port=8080']);
    expect(composeArgv([], ['10s'], row('gcr.io/k8s-staging-perf-tests/sleep')).argv).toEqual([
      'sleep',
      '10s',
    ]);
  });

  it('puts the program before options, as the docker-entrypoint.sh scripts do', () => {
    expect(composeArgv([], ['--appendonly', 'yes'], row('redis')).argv).toEqual([
      'redis-server',
      '--appendonly',
      'yes',
    ]);
    expect(composeArgv([], ['/etc/redis.conf'], row('redis')).argv[0]).toBe('redis-server');
    expect(composeArgv([], ['-c', 'max_connections=200'], row('postgres')).argv[0]).toBe(
      'postgres',
    );
    expect(composeArgv([], ['server.js'], row('node:22')).argv).toEqual(['node', 'server.js']);
    expect(composeArgv([], ['npm', 'start'], row('node:22')).argv).toEqual(['npm', 'start']);
  });

  it('a command replaces ENTRYPOINT and drops CMD', () => {
    expect(composeArgv(['sh', '-c'], ['sleep 5'], row('nginx'))).toEqual({
      argv: ['sh', '-c', 'sleep 5'],
      fromImage: false,
    });
    expect(composeArgv([], ['a'], null).argv).toEqual(['a']);
  });
});

describe('the process of an image', () => {
  it("is nginx's graceful stop on SIGQUIT, the image's STOPSIGNAL", () => {
    const p = inferProcess([], [], { image: 'nginx:1.27' });
    expect(p.stopSignal).toBe('SIGQUIT');
    expect(p.onStopSignal).toEqual({ kind: 'exit', afterMs: 1000 });
    expect(p.assumption).toMatch(/on SIGQUIT stops gracefully/);
    expect(inferProcess([], [], { image: 'nginx:1.18' }).assumption).toMatch(
      /on SIGTERM shuts down fast/,
    );
  });

  it('keeps the STOPSIGNAL when the command replaces the program', () => {
    const p = inferProcess(['sleep', 'infinity'], [], { image: 'nginx' });
    expect(p.stopSignal).toBe('SIGQUIT');
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.assumption).toMatch(/without a QUIT handler/);
  });

  it('lets lifecycle.stopSignal win over the image', () => {
    expect(inferProcess([], [], { image: 'nginx', stopSignal: 'SIGTERM' }).stopSignal).toBe(
      'SIGTERM',
    );
  });

  it('runs busybox args `sleep 10` for 10 s', () => {
    expect(
      inferProcess([], ['sleep', '10'], { image: 'busybox', role: { kind: 'job' } }).runMs,
    ).toBe(10_000);
  });

  it('runs perf-tests sleep `10s` for 10 s and exits 0 at once on SIGTERM', () => {
    const p = inferProcess([], ['10s'], {
      image: 'gcr.io/k8s-staging-perf-tests/sleep:v0.1.0',
      role: { kind: 'job' },
    });
    expect(p).toMatchObject({ runMs: 10_000, exitCode: 0, stopSignalExitCode: 0 });
    expect(p.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    const slow = inferProcess([], ['-termination-grace-period=5s', '-termination-code=3', '1m'], {
      image: 'gcr.io/k8s-staging-perf-tests/sleep',
    });
    expect(slow).toMatchObject({ runMs: 60_000, stopSignalExitCode: 3 });
    expect(slow.onStopSignal).toEqual({ kind: 'exit', afterMs: 5000 });
    expect(
      inferProcess([], ['10'], { image: 'gcr.io/k8s-staging-perf-tests/sleep' }),
    ).toMatchObject({
      runMs: 0,
      exitCode: 1,
    });
  });

  it('reads Go durations', () => {
    expect(goDurationMs('1m30s')).toBe(90_000);
    expect(goDurationMs('500ms')).toBe(500);
    expect(goDurationMs('10')).toBeNull();
  });

  it('exits pause 0 and agnhost pause 2 at once on SIGTERM', () => {
    const pause = inferProcess([], [], { image: 'registry.k8s.io/pause:3.10' });
    expect(pause).toMatchObject({ runMs: null, stopSignalExitCode: 0 });
    expect(pause.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    const agn = inferProcess([], [], { image: 'registry.k8s.io/e2e-test-images/agnhost:2.53' });
    expect(agn).toMatchObject({ runMs: null, stopSignalExitCode: 2 });
  });

  it('ends a shell image with nothing to read at once, unless stdin is kept open', () => {
    expect(inferProcess([], [], { image: 'busybox' })).toMatchObject({ runMs: 0, exitCode: 0 });
    expect(inferProcess([], [], { image: 'python:3.12' }).runMs).toBe(0);
    const open = inferProcess([], [], { image: 'ubuntu', stdin: true });
    expect(open.runMs).toBeNull();
    expect(open.onStopSignal).toEqual({ kind: 'ignore' });
  });

  it('does not take a one-shot run of a server program for its server', () => {
    const p = inferProcess(['nginx', '-s', 'quit'], [], { image: 'nginx', role: { kind: 'job' } });
    expect(p.runMs).not.toBeNull();
    expect(p.assumption).not.toMatch(/stops gracefully/);
  });
});

describe('a container read from its manifest', () => {
  const container = (fields: string) => {
    const r = loadScenario(`apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers:
    - name: app
      image: ubuntu:24.04
${fields}`);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return r.model!.pods[0]!.template.containers[0]!;
  };

  it('exits at once without stdin or tty, and waits with either', () => {
    expect(container('').process.runMs).toBe(0);
    expect(container('      stdin: true').process.runMs).toBeNull();
    expect(container('      tty: true').process.runMs).toBeNull();
  });

  it("carries the image's STOPSIGNAL to the kubelet", () => {
    const r = loadScenario(`apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers:
    - {name: db, image: "docker.io/library/postgres:16@sha256:0123"}`);
    expect(r.model!.pods[0]!.template.containers[0]!.process.stopSignal).toBe('SIGINT');
  });
});

describe('what a program of the table answers its probes', () => {
  it('agnhost liveness: /healthz 200 for its first 10 s, 500 after (liveness/server.go)', () => {
    expect(programHealth(['/agnhost', 'liveness'])).toEqual({
      healthyAfterMs: 0,
      unhealthyAfterMs: 10000,
      status: 500,
    });
    expect(programHealth(['/agnhost', 'pause'])).toBeNull();
    expect(programHealth(['nginx'])).toBeNull();
  });
});
