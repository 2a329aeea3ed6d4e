// Scripts read with what the Pod knows (issue 26): the container's env, the Job's
// completion index, the downward API, HOSTNAME; exits in branches, bounded loops, Python's
// sys.exit and time.sleep. What podterm does not know stays the happy path, said as such.
import { describe, expect, it } from 'vitest';
import { inferProcess, type ProcessRole } from '../../../../../src/manifest/process/process.ts';
import { analyseScript } from '../../../../../src/manifest/process/shell/script.ts';
import { expandWord } from '../../../../../src/manifest/process/shell/shellExpand.ts';
import { Vars } from '../../../../../src/manifest/process/shell/shellVars.ts';
import { arithmetic } from '../../../../../src/manifest/process/shell/shellArith.ts';
import { evalTest } from '../../../../../src/manifest/process/shell/shellTest.ts';
import { containerEnv, expandK8s, processEnv } from '../../../../../src/manifest/model/podEnv.ts';
import {
  processFor,
  podTemplateFor,
  type ProcessSource,
} from '../../../../../src/manifest/process/podProcess.ts';
import { readPython } from '../../../../../src/manifest/process/python/run.ts';
import { simulateText } from '../../../../../src/run/simulate.ts';

const job: ProcessRole = { kind: 'job' };
const env = (o: Record<string, string>) => new Map(Object.entries(o));
const sh = (script: string, vars: Record<string, string> = {}) => {
  const r = analyseScript(script, { batch: true, vars: new Vars(env(vars)) });
  return { runMs: r.runMs, exitCode: r.exitCode, notes: r.notes };
};
const py = (code: string, vars: Record<string, string> = {}) => readPython(code, env(vars), 2000);

describe('shell words', () => {
  const v = new Vars(env({ N: '3', HOSTNAME: 'web-1', EMPTY: '' }));
  it('expands $VAR, ${VAR}, ${VAR##*-}, ${#VAR}, $((…)) and a known $(…)', () => {
    expect(expandWord('$N', v)).toBe('3');
    expect(expandWord('x${N}y', v)).toBe('x3y');
    expect(expandWord('${HOSTNAME##*-}', v)).toBe('1');
    expect(expandWord('${HOSTNAME%-*}', v)).toBe('web');
    expect(expandWord('${#HOSTNAME}', v)).toBe('5');
    expect(expandWord('$((N * 2 % 4))', v)).toBe('2');
    expect(expandWord('$(seq 1 $N)', v)).toBe('1\n2\n3');
    expect(expandWord('$(hostname)', v)).toBe('web-1');
    expect(expandWord('${EMPTY:-d}', v)).toBe('d');
  });
  it('is null when a value is unknown (an unset name may be the image’s, a default too)', () => {
    expect(expandWord('$OTHER', v)).toBeNull();
    expect(expandWord('${OTHER:-x}', v)).toBeNull();
    expect(expandWord('$1', v)).toBeNull();
    expect(v.missing.has('OTHER')).toBe(true);
  });
  it('evaluates tests and arithmetic in three values', () => {
    expect(evalTest(['3', '-eq', '3'])).toBe(true);
    expect(evalTest(['a', '!=', 'a'])).toBe(false);
    expect(evalTest([null, '-eq', '1'])).toBeNull();
    expect(evalTest(['-f', '/x'])).toBeNull();
    expect(evalTest(['-z', ''])).toBe(true);
    expect(evalTest(['1', '-eq', '2', '-o', '2', '-eq', '2'])).toBe(true);
    expect(evalTest(['web-1', '==', 'web-*'], true)).toBe(true);
    expect(arithmetic('7 % 2 == 1 && 1', v)).toBe(1);
    expect(arithmetic('UNKNOWN + 1', v)).toBeNull();
  });
});

describe('shell scripts on the Pod’s environment', () => {
  it('takes the `if` its test decides: exit 1 in one index, 0 in another', () => {
    const s = 'if [ "$JOB_COMPLETION_INDEX" -eq 1 ]; then exit 1; fi; sleep 2';
    expect(sh(s, { JOB_COMPLETION_INDEX: '1' })).toMatchObject({ runMs: 0, exitCode: 1 });
    expect(sh(s, { JOB_COMPLETION_INDEX: '0' })).toMatchObject({ runMs: 2000, exitCode: 0 });
  });
  it('keeps the happy path and names the variable when it is unknown', () => {
    const r = sh('if [ "$JOB_COMPLETION_INDEX" -eq 1 ]; then exit 1; fi; sleep 2');
    expect(r).toMatchObject({ runMs: 2000, exitCode: 0 });
    expect(r.notes.join(' ')).toContain('does not know JOB_COMPLETION_INDEX');
  });
  it('`[ … ] && exit 1`, `|| exit`, and modulo arithmetic', () => {
    const s = '[ $((JOB_COMPLETION_INDEX % 2)) -eq 0 ] && exit 3; echo ok';
    expect(sh(s, { JOB_COMPLETION_INDEX: '4' }).exitCode).toBe(3);
    expect(sh(s, { JOB_COMPLETION_INDEX: '5' }).exitCode).toBe(0);
    expect(sh('[[ $MODE == fail* ]] || exit 0; exit 2', { MODE: 'failing' }).exitCode).toBe(2);
    expect(sh('[[ $MODE == fail* ]] || exit 0; exit 2', { MODE: 'ok' }).exitCode).toBe(0);
  });
  it('`case` takes the arm its word matches; an unknown word the arm that does not exit', () => {
    const s =
      'case "$HOSTNAME" in\n  web-0) sleep 1;;\n  web-1|web-2) exit 4;;\n  *) sleep 5;;\nesac';
    expect(sh(s, { HOSTNAME: 'web-0' })).toMatchObject({ runMs: 1000, exitCode: 0 });
    expect(sh(s, { HOSTNAME: 'web-2' })).toMatchObject({ runMs: 0, exitCode: 4 });
    expect(sh(s, { HOSTNAME: 'web-9' })).toMatchObject({ runMs: 5000, exitCode: 0 });
    const unknown = sh(s);
    expect(unknown).toMatchObject({ runMs: 1000, exitCode: 0 });
    expect(unknown.notes.join(' ')).toContain('case');
  });
  it('adds up the sleeps of a loop with a known bound', () => {
    expect(sh('for i in 1 2 3; do sleep $i; done').runMs).toBe(6000);
    expect(sh('for i in $(seq 1 $N); do sleep 2; done', { N: '4' }).runMs).toBe(8000);
    expect(sh('N=2; for i in $(seq 1 $N); do sleep 1; done').runMs).toBe(2000);
    expect(sh('for i in {1..3}; do sleep $i; done').runMs).toBe(6000);
    expect(sh('for i in 1 2 3; do [ $i -eq 2 ] && exit 7; sleep 1; done')).toMatchObject({
      runMs: 1000,
      exitCode: 7,
    });
  });
  it('reads `sleep $DELAY` and `exit $CODE` with the env’s values', () => {
    expect(sh('sleep $DELAY; exit $CODE', { DELAY: '3', CODE: '2' })).toMatchObject({
      runMs: 3000,
      exitCode: 2,
    });
  });
  it('says the Pod’s values it read', () => {
    const p = inferProcess(['sh', '-c', '[ "$JOB_COMPLETION_INDEX" = 2 ] && exit 1; sleep 1'], [], {
      role: job,
      env: env({ JOB_COMPLETION_INDEX: '2' }),
    });
    expect(p.exitCode).toBe(1);
    expect(p.assumption).toContain('read with JOB_COMPLETION_INDEX=2');
  });
});

describe('Python inline code', () => {
  const example =
    'import os, sys\nprint("Hello world")\nif int(os.environ.get("JOB_COMPLETION_INDEX")) % 2 == 0:\n  sys.exit(1)\n';
  it('exits as its branch on the index says (the backoffLimitPerIndex example)', () => {
    expect(py(example, { JOB_COMPLETION_INDEX: '0' })).toMatchObject({ exitCode: 1, runMs: 0 });
    expect(py(example, { JOB_COMPLETION_INDEX: '3' })).toMatchObject({ exitCode: 0, runMs: 0 });
  });
  it('if/else, os.environ[…], os.getenv, raise SystemExit, exit()', () => {
    const s = 'import os, sys\nif os.environ["I"] == "2":\n  sys.exit(0)\nelse:\n  sys.exit(1)';
    expect(py(s, { I: '2' }).exitCode).toBe(0);
    expect(py(s, { I: '1' }).exitCode).toBe(1);
    expect(
      py('import os\nif os.getenv("X", "a") != "a": raise SystemExit(3)', { X: 'b' }).exitCode,
    ).toBe(3);
    expect(py('exit(300)').exitCode).toBe(44);
    expect(py('import sys; sys.exit("boom")').exitCode).toBe(1);
    expect(py('raise RuntimeError("x")').exitCode).toBe(1);
  });
  it('an uncaught ValueError exits 1', () => {
    expect(py('import os\nn = int(os.environ["N"])', { N: 'x' }).exitCode).toBe(1);
  });
  it('adds up time.sleep, in a range loop too', () => {
    expect(py('import time\ntime.sleep(1.5)\nfor i in range(3):\n  time.sleep(i)').runMs).toBe(
      4500,
    );
  });
  it('an unknown condition takes the branch that does not exit non-zero, and says so', () => {
    const r = py(example);
    expect(r.exitCode).toBe(0);
    expect(r.notes.join(' ')).toContain('does not know JOB_COMPLETION_INDEX');
  });
  it('code it does not read takes the batch step', () => {
    const r = py('import json\ndo_work()\nsys.exit(2)');
    expect(r).toMatchObject({ runMs: 2000, exitCode: 2 });
  });
});

describe('the Pod’s environment', () => {
  const pod = {
    name: 'web-1',
    namespace: 'prod',
    labels: { app: 'web' },
    annotations: { 'batch.kubernetes.io/job-completion-index': '4' },
    complete: true,
  };
  it('resolves literal values with $(VAR) and fieldRefs; an unknown source stays unknown', () => {
    const k = containerEnv(
      [
        { name: 'A', value: 'x' },
        { name: 'B', value: '$(A)-$$(A)-$(NOPE)' },
        { name: 'NS', fieldPath: 'metadata.namespace' },
        { name: 'APP', fieldPath: "metadata.labels['app']" },
        { name: 'TIER', fieldPath: "metadata.labels['tier']" },
        { name: 'IP', fieldPath: 'status.podIP' },
        { name: 'SECRET' },
      ],
      pod,
    );
    expect(k.vars.get('B')).toBe('x-$(A)-$(NOPE)');
    expect(k.vars.get('NS')).toBe('prod');
    expect(k.vars.get('APP')).toBe('web');
    expect(k.vars.get('TIER')).toBe('');
    expect(k.unknown).toEqual(new Set(['IP', 'SECRET']));
    expect(processEnv(k, pod).get('HOSTNAME')).toBe('web-1');
    expect(expandK8s('echo $(IP)', k.vars, k.unknown)).toBeNull();
  });
  it('a generated name is not known, nor HOSTNAME', () => {
    const k = containerEnv([], { ...pod, name: null });
    expect(processEnv(k, { ...pod, name: null }).has('HOSTNAME')).toBe(false);
  });
  it('processFor runs each Pod with its own values; podTemplateFor keeps a template no value changes', () => {
    const source: ProcessSource = {
      command: ['sh', '-c', '[ "${HOSTNAME##*-}" = 0 ] || exit 1; sleep 1'],
      args: [],
      env: [],
      stopSignal: null,
      role: { kind: 'server' },
      image: 'busybox',
    };
    expect(processFor(source, { ...pod, name: 'web-0' }).exitCode).toBe(0);
    expect(processFor(source, { ...pod, name: 'web-1' }).exitCode).toBe(1);
    const plain = processFor(source, { ...pod, name: null });
    const c = {
      name: 'c',
      image: 'busybox',
      process: plain,
      source,
      preStop: null,
      readinessProbe: null,
      ports: [],
      sidecar: false,
      line: 1,
    };
    const t = {
      labels: {},
      annotations: {},
      containers: [c],
      initContainers: [],
      restartPolicy: 'Always' as const,
      terminationGracePeriodSeconds: 30 as never,
      activeDeadlineSeconds: null,
      priority: 0,
      nodeName: null,
      hash: 'h',
    };
    expect(podTemplateFor(t, { ...pod, name: null })).toBe(t);
    expect(podTemplateFor(t, { ...pod, name: 'web-1' }).containers[0]!.process.exitCode).toBe(1);
  });
});

describe('each Pod runs its own process', () => {
  const run = (yaml: string) => {
    const r = simulateText(yaml, { maxEvents: 5000 });
    if (!r.trace) throw new Error(JSON.stringify(r.diagnostics));
    return r.trace;
  };
  it('a StatefulSet’s ordinal from HOSTNAME: only web-1 exits, and says so', () => {
    const trace = run(`apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: s}
spec: {duration: 30s}
---
apiVersion: apps/v1
kind: StatefulSet
metadata: {name: web}
spec:
  replicas: 2
  serviceName: web
  podManagementPolicy: Parallel
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: main
          image: busybox
          command: ["sh", "-c", "[ \\"\${HOSTNAME##*-}\\" = 1 ] && exit 3; sleep infinity"]
`);
    const exits = trace.events.filter((e) => e.type === 'ContainerExited');
    expect(exits.map((e) => [e.object, e.data.exitCode])).toContainEqual(['Pod/web-1', 3]);
    expect(exits.some((e) => e.object === 'Pod/web-0')).toBe(false);
    const own = trace.assumptions.find((a) => a.object === 'Pod/web-1');
    expect(own?.text).toContain('read with HOSTNAME=web-1');
    expect(trace.assumptions.find((a) => a.object === 'StatefulSet/web')?.text).toContain(
      'does not know HOSTNAME',
    );
  });
  it('a value every Pod shares is read on the template: no Pod says its own', () => {
    const trace = run(`apiVersion: batch/v1
kind: Job
metadata: {name: loop}
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: main
          image: busybox:1.36
          env: [{name: N, value: "3"}, {name: MSG, value: "n=$(N)"}]
          command: ["sh", "-c", "for i in $(seq 1 $N); do sleep 1; done; echo $(MSG)"]
`);
    const a = trace.assumptions.filter((x) => x.container === 'main');
    expect(a.map((x) => x.object)).toEqual(['Job/loop']);
    expect(a[0]!.text).toContain('runs 3 s then exits 0');
    const started = trace.events.find((e) => e.type === 'ContainerStarted')!.t;
    const exited = trace.events.find((e) => e.type === 'ContainerExited')!.t;
    expect(exited - started).toBe(3000);
  });
});

it('Python’s -c code is the main module', () => {
  expect(
    readPython('import sys\nif __name__ == "__main__":\n  sys.exit(5)', new Map(), 2000).exitCode,
  ).toBe(5);
});

it('a value only printed decides nothing: the Pod’s values are not said to be read', () => {
  const p = inferProcess(['sh', '-c', 'echo $HOSTNAME; sleep 1'], [], {
    role: job,
    env: env({ HOSTNAME: 'web-0' }),
  });
  expect(p.runMs).toBe(1000);
  expect(p.assumption).not.toContain('read with');
});
