// Process inference: what podterm assumes a container's program does with its stop signal.
import { describe, expect, it } from 'vitest';
import { applyProcessAnnotation } from '../../../../src/manifest/process/annotation.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import type { ContainerModel } from '../../../../src/manifest/model/model.ts';
import { inferProcess, type ProcessRole } from '../../../../src/manifest/process/process.ts';
import { BATCH_STEP_MS } from '../../../../src/manifest/process/programs.ts';

const sh = (script: string, shell = 'sh') => inferProcess([shell, '-c', script], []);

describe('a shell as PID 1', () => {
  it('ignores SIGTERM without a trap and runs the sum of its sleeps', () => {
    const p = sh('echo hi && date && sleep 2; sleep 3');
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.runMs).toBe(5000);
    expect(p.exitCode).toBe(0);
    expect(p.assumption).toMatch(/PID 1 without a TERM handler/);
  });

  it('exits with the last `exit N`', () => {
    expect(sh('sleep 5; exit 3')).toMatchObject({ runMs: 5000, exitCode: 3 });
  });

  it('counts a for loop: items × the body’s sleeps', () => {
    expect(sh('for i in 1 2 3 4 5 6 7 8 9; do echo $i; sleep 10; done').runMs).toBe(90_000);
    expect(sh('for i in $(seq 1 5); do sleep 2; done').runMs).toBe(10_000);
    expect(sh('for i in {1..4}; do sleep 1; done', 'bash').runMs).toBe(4000);
  });

  it('runs forever with sleep infinity, while true, tail -f', () => {
    expect(sh('echo "Hello world" && sleep infinity', 'ash').runMs).toBeNull();
    expect(sh('while true; do echo x; sleep 5; done').runMs).toBeNull();
    expect(sh('tail -f /var/log/app.log').runMs).toBeNull();
  });

  it('reads command and args together, and /bin/sh or busybox sh', () => {
    const p = inferProcess(['/bin/ash'], ['-c', 'echo "Hello world" && sleep infinity']);
    expect(p).toMatchObject({ runMs: null, onStopSignal: { kind: 'ignore' } });
    expect(inferProcess(['busybox', 'sh', '-c', 'sleep 7'], []).runMs).toBe(7000);
  });
});

describe('traps', () => {
  it('`trap … TERM` exits on SIGTERM with the trap’s code (0 for a bare exit)', () => {
    const bare = sh("trap 'echo Terminated; exit' TERM; while true; do sleep 1; done", 'ash');
    expect(bare.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    expect(bare.stopSignalExitCode).toBe(0);
    expect(sh("trap 'exit 3' INT TERM; while :; do sleep 1; done").stopSignalExitCode).toBe(3);
    expect(sh('trap "exit 4" SIGTERM; while true; do sleep 1; done').stopSignalExitCode).toBe(4);
  });

  it('a handler that is a function of the script', () => {
    const p = sh('cleanup() { echo bye; exit 4; }\ntrap cleanup TERM\nwhile :; do sleep 1; done');
    expect(p).toMatchObject({ onStopSignal: { kind: 'exit', afterMs: 0 }, stopSignalExitCode: 4 });
  });

  it('a handler’s own sleep delays the exit', () => {
    const p = sh("trap 'sleep 3; exit 0' TERM; while true; do sleep 1; done");
    expect(p.onStopSignal).toEqual({ kind: 'exit', afterMs: 3000 });
  });

  it('waits for a foreground command: a trap behind `sleep infinity` never runs', () => {
    const p = sh("trap 'exit 0' TERM; sleep infinity");
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.assumption).toMatch(/only after `sleep infinity` finishes/);
  });

  it('interrupts `wait` at once', () => {
    expect(sh("trap 'exit 0' TERM; sleep infinity & wait").onStopSignal).toEqual({
      kind: 'exit',
      afterMs: 0,
    });
  });

  it("`trap '' TERM` ignores the signal", () => {
    expect(sh("trap '' TERM; sleep 100").onStopSignal).toEqual({ kind: 'ignore' });
  });
});

describe('other programs', () => {
  it('a bare sleep as PID 1 ignores SIGTERM', () => {
    expect(inferProcess(['/bin/sleep', '5'], [])).toMatchObject({
      runMs: 5000,
      onStopSignal: { kind: 'ignore' },
    });
  });

  it('no command, or an unknown one, is a server: ready after 1 s, exits 0 1 s after SIGTERM', () => {
    for (const p of [
      inferProcess([], []),
      inferProcess(['/app/server'], []),
      inferProcess(['python', 'app.py'], []),
    ]) {
      expect(p).toMatchObject({
        startupMs: 1000,
        runMs: null,
        onStopSignal: { kind: 'exit', afterMs: 1000 },
        stopSignalExitCode: 0,
        source: 'inferred',
      });
    }
  });

  it('a shell that execs its program hands it the signal', () => {
    expect(sh('echo start; exec /app/server').onStopSignal).toEqual({
      kind: 'exit',
      afterMs: 1000,
    });
    expect(sh('python app.py', 'bash').onStopSignal).toEqual({ kind: 'exit', afterMs: 1000 });
  });

  it('under tini the child is not PID 1: SIGTERM kills a sleep (exit 143)', () => {
    expect(inferProcess(['tini', '--', 'sleep', '100'], [])).toMatchObject({
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: 143,
    });
  });
});

describe('the process annotation', () => {
  it('overrides every key', () => {
    const p = applyProcessAnnotation(
      inferProcess([], []),
      'startup=2s run=forever sigterm=exit:3s exitCode=0 stopSignal=SIGQUIT sigtermExitCode=5',
    );
    expect(p).toMatchObject({
      source: 'annotation',
      startupMs: 2000,
      runMs: null,
      onStopSignal: { kind: 'exit', afterMs: 3000 },
      stopSignal: 'SIGQUIT',
      stopSignalExitCode: 5,
    });
  });

  it('names the bad key', () => {
    expect(applyProcessAnnotation(inferProcess([], []), 'startup=soon')).toMatchObject({
      part: 'startup=soon',
      message: expect.stringMatching(/^startup: must be a duration/),
    });
    expect(applyProcessAnnotation(inferProcess([], []), 'colour=red')).toMatchObject({
      message: expect.stringMatching(/unknown key "colour"/),
    });
  });
});

describe('by role: what a command podterm does not know does', () => {
  const ROLES = {
    server: { kind: 'server' },
    job: { kind: 'job' },
    init: { kind: 'init' },
    never: { kind: 'runOnce', policy: 'Never' },
  } satisfies Record<string, ProcessRole>;
  const SERVER = { runMs: null, onStopSignal: { kind: 'exit', afterMs: 1000 } };
  const STEP = { runMs: BATCH_STEP_MS, exitCode: 0, onStopSignal: { kind: 'ignore' } };
  const FOREVER = { runMs: null, onStopSignal: { kind: 'ignore' } };
  const AT_ONCE = { runMs: 0, exitCode: 0 };
  // command, args, image → server, job, init, bare Pod with restartPolicy Never
  const TABLE: [string[], string[], string, object, object][] = [
    [[], [], 'example/app', SERVER, STEP],
    [['/app/run'], ['--once'], 'example/app', SERVER, STEP],
    [
      [],
      ['create', '--host=a'],
      'registry.k8s.io/ingress-nginx/kube-webhook-certgen',
      SERVER,
      STEP,
    ],
    [['sh', '-c', 'set -e; /app/migrate'], [], 'example/app', FOREVER, STEP],
    [
      ['/bin/ash', '-ecx', '/request-cert -type=node'],
      [],
      'cockroachdb/request-cert',
      SERVER,
      STEP,
    ],
    [[], [], 'nginx:1.27', SERVER, SERVER],
    [[], [], 'docker.io/library/redis:7-alpine', SERVER, SERVER],
    [['nginx', '-g', 'daemon off;'], [], 'nginx', SERVER, SERVER],
    [['sh', '-c', 'exec nginx -g "daemon off;"'], [], 'nginx', SERVER, SERVER],
    [['sleep', 'infinity'], [], 'busybox', FOREVER, FOREVER],
    [['sh', '-c', 'tail -f /dev/null'], [], 'busybox', FOREVER, FOREVER],
    // Python podterm reads wholly takes no time; code it does not read, the batch step.
    [['python3', '-c', 'print(1)'], [], 'python', AT_ONCE, AT_ONCE],
    [['python3', '-c', 'do_work()'], [], 'python', STEP, STEP],
    [['rev', '/input/data.txt'], [], 'busybox', AT_ONCE, AT_ONCE],
    [['cp', '-n', '/usr/local/bin/argocd', '/shared/argocd-dex'], [], 'argocd', AT_ONCE, AT_ONCE],
  ];

  it.each(TABLE)('%j %j (%s)', (command, args, image, server, batch) => {
    expect(inferProcess(command, args, { role: ROLES.server, image })).toMatchObject(server);
    for (const role of ['job', 'init', 'never'] as const)
      expect(inferProcess(command, args, { role: ROLES[role], image }), role).toMatchObject(batch);
  });

  it('says the batch step and the role in the assumption', () => {
    expect(inferProcess([], [], { role: ROLES.job }).assumption).toBe(
      "No command: the image runs a batch step, as is usual in a Job's Pod: it runs 2 s then exits 0; it ignores its stop signal (SIGTERM) and dies by SIGKILL at the end of the grace period (exit 137)",
    );
    expect(inferProcess(['/app/run'], [], { role: ROLES.init }).assumption).toMatch(
      /^`\/app\/run` is taken for a batch step, as is usual in an init container:/,
    );
    expect(inferProcess(['/app/run'], [], { role: ROLES.never }).assumption).toMatch(
      /as is usual in a Pod with restartPolicy Never:/,
    );
  });

  it('under tini or with SIGKILL as its stop signal, the batch step ends at once', () => {
    expect(inferProcess(['tini', '--', '/app/run'], [], { role: ROLES.job })).toMatchObject({
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: 143,
    });
    expect(
      inferProcess(['/app/run'], [], { role: ROLES.job, stopSignal: 'SIGKILL' }),
    ).toMatchObject({ onStopSignal: { kind: 'exit', afterMs: 0 }, stopSignalExitCode: 137 });
  });
});

describe('by workload: the role the manifest gives each container', () => {
  /** An init container, a native sidecar and a container, indented by `n`. */
  const podSpec = (n: number, restart = '') =>
    [
      restart && `restartPolicy: ${restart}`,
      'initContainers:',
      '  - {name: setup, image: example/tool}',
      '  - {name: proxy, image: example/proxy, restartPolicy: Always}',
      'containers:',
      '  - {name: main, image: example/app}',
    ]
      .filter(Boolean)
      .map((line) => `${' '.repeat(n)}${line}`)
      .join('\n');
  const model = (yaml: string) => {
    const r = loadScenario(yaml);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return r.model!;
  };
  const runs = (t: { initContainers: ContainerModel[]; containers: ContainerModel[] }) =>
    Object.fromEntries(
      [...t.initContainers, ...t.containers].map((c) => [c.name, c.process.runMs]),
    );
  const STEPS = { setup: 2000, proxy: null, main: 2000 };

  it('a Job’s and a CronJob’s Pods are batch steps; a native sidecar stays a server', () => {
    const job = model(
      `apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  template:\n    spec:\n${podSpec(6, 'Never')}`,
    );
    expect(runs(job.jobs[0]!.template)).toEqual(STEPS);
    const cron = model(
      `apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: c}\nspec:\n  schedule: "* * * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n${podSpec(10, 'OnFailure')}`,
    );
    expect(runs(cron.cronJobs[0]!.jobTemplate.template)).toEqual(STEPS);
  });

  it('a Deployment’s containers are servers, its init containers batch steps', () => {
    const d = model(
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {app: a}}\n  template:\n    metadata: {labels: {app: a}}\n    spec:\n${podSpec(6)}`,
    );
    expect(runs(d.deployments[0]!.template)).toEqual({ ...STEPS, main: null });
  });

  it('a bare Pod: Always is a server, Never and OnFailure are batch steps', () => {
    const bare = (restart: string) =>
      model(`apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n${podSpec(2, restart)}`)
        .pods[0]!.template;
    expect(runs(bare(''))).toEqual({ ...STEPS, main: null });
    expect(runs(bare('Always'))).toEqual({ ...STEPS, main: null });
    expect(runs(bare('Never'))).toEqual(STEPS);
    expect(runs(bare('OnFailure'))).toEqual(STEPS);
  });

  it('the annotation still changes it in one click', () => {
    const job = model(
      `apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  template:\n    metadata:\n      annotations: {podterm.dev/process.main: "run=forever"}\n    spec:\n${podSpec(6, 'Never')}`,
    );
    expect(job.jobs[0]!.template.containers[0]!.process).toMatchObject({
      source: 'annotation',
      runMs: null,
    });
  });
});
