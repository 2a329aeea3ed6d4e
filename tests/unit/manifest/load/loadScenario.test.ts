// The manifest loader: Kubernetes defaults, process inference, and a diagnostic on the
// right line for each kind of bad input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '../../../fixtures/scenarios', name), 'utf8');

const errorsOf = (text: string) =>
  loadScenario(text).diagnostics.filter((d) => d.severity === 'error');

const pod = (spec: string, scenario = ''): string =>
  `${scenario}apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n${spec}`;

describe('the shared scenarios', () => {
  it('infers a shell without a TERM trap as ignoring SIGTERM, running forever', () => {
    const m = loadScenario(fixture('finalizer-phase-1.26.yaml')).model!;
    const p = m.pods[0]!.template.containers[0]!.process;
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.runMs).toBeNull();
    expect(m.version.minor).toBe(26);
    expect(m.pods[0]!.finalizers).toEqual(['example.com/my-finalizer']);
  });

  it('reads a TERM trap as exit 0 at once', () => {
    const p = loadScenario(fixture('trap-phase-1.27.yaml')).model!.pods[0]!.template.containers[0]!
      .process;
    expect(p.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    expect(p.stopSignalExitCode).toBe(0);
  });

  it('sums a for loop of sleeps: 9 × 10 s', () => {
    const p = loadScenario(fixture('job-deadline.yaml')).model!.jobs[0]!.template.containers[0]!
      .process;
    expect(p.runMs).toBe(90_000);
    expect(p.onStopSignal.kind).toBe('ignore');
  });

  it('applies the process annotation and the Deployment defaults', () => {
    const m = loadScenario(fixture('rollout-no-prestop.yaml')).model!;
    const d = m.deployments[0]!;
    expect(d.strategy).toEqual({ type: 'RollingUpdate', maxSurge: '25%', maxUnavailable: '25%' });
    expect(d.template.containers[0]!.process).toMatchObject({
      source: 'annotation',
      startupMs: 1000,
      onStopSignal: { kind: 'exit', afterMs: 0 },
    });
    expect(d.template.terminationGracePeriodSeconds).toBe(30);
    expect(m.traffic).toEqual({ service: 'web', requestsPerSecond: 50 });
  });

  it('reads an exec preStop `sleep 5` as 5 s', () => {
    const c = loadScenario(fixture('rollout-prestop-sleep.yaml')).model!.deployments[0]!.template
      .containers[0]!;
    expect(c.preStop).toEqual({
      hook: 'exec',
      durationMs: 5000,
      fails: false,
      exec: { command: ['sh', '-c', 'sleep 5'] },
    });
  });
});

describe('bad input gets a diagnostic on its line', () => {
  it('broken YAML', () => {
    const [e] = errorsOf('kind: Pod\nmetadata: {name: [x\n');
    expect(e?.line).toBeGreaterThanOrEqual(2);
    expect(e?.message).toMatch(/^YAML/);
  });

  it('actions beside spec: instead of under it, never dropped without a word', () => {
    const errors = errorsOf(
      pod(
        '  containers: [{name: a, image: b}]\n',
        'kind: Scenario\nactions: [{at: 1s, do: delete, target: pod/p}]\nextra: 1\n---\n',
      ),
    );
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [2, 'unknown field "actions" (it belongs under spec: as spec.actions)'],
      [3, 'unknown field "extra"'],
    ]);
  });

  it('a duplicated key', () => {
    expect(errorsOf('kind: Pod\nkind: Job\n')[0]?.line).toBe(2);
  });

  it('a negative terminationGracePeriodSeconds, as Kubernetes says it', () => {
    const [e] = errorsOf(
      pod('  terminationGracePeriodSeconds: -5\n  containers: [{name: a, image: b}]\n'),
    );
    expect(e).toMatchObject({ line: 6 });
    expect(e?.message).toBe(
      'spec.terminationGracePeriodSeconds: Invalid value: -5: must be greater than or equal to 0',
    );
  });

  it('a field of the wrong type', () => {
    const text =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: three\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec: {containers: [{name: a, image: b}]}\n';
    const [e] = errorsOf(text);
    expect(e).toMatchObject({ line: 5 });
    expect(e?.message).toMatch(/spec.replicas: Invalid value: "three": must be an integer/);
  });

  it('an unknown action and a target that matches nothing', () => {
    const scenario =
      'kind: Scenario\nspec:\n  actions:\n    - {at: 1s, do: explode, target: pod/p}\n    - {at: 2s, do: delete, target: pod/nothing}\n---\n';
    const es = errorsOf(pod('  containers: [{name: a, image: b}]\n', scenario));
    expect(es.map((e) => e.line)).toEqual([4, 5]);
    expect(es[0]!.message).toMatch(/Unsupported value: "explode"/);
    expect(es[1]!.message).toMatch(/matches no object/);
  });

  it('caps a 100h duration at 1h with a warning', () => {
    const r = loadScenario('kind: Scenario\nspec:\n  duration: 100h\n');
    expect(r.model?.durationMs).toBe(3_600_000);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'warning', line: 3 });
  });

  it('lists kinds it does not simulate, without failing', () => {
    const r = loadScenario('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n');
    expect(r.model?.ignored).toEqual([{ kind: 'ConfigMap', name: 'c', line: 1 }]);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'info', line: 2 });
  });

  it('keeps __proto__ keys as data', () => {
    const r = loadScenario(
      pod('  __proto__: {polluted: true}\n  containers: [{name: a, image: b}]\n'),
    );
    expect(r.model).not.toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an alias bomb', () => {
    const bomb = [
      'a: &a [x,x,x,x,x,x,x,x,x,x]',
      ...'bcdefgh'
        .split('')
        .map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(',')}]`),
    ].join('\n');
    const r = loadScenario(bomb);
    expect(r.model).toBeNull();
    expect(r.diagnostics[0]?.message).toMatch(/YAML/);
  });

  it('refuses a native sidecar before 1.28, runs it on 1.28 (alpha, with a warning) and from 1.29', () => {
    const text = pod(
      '  initContainers: [{name: proxy, image: envoy, restartPolicy: Always}]\n  containers: [{name: a, image: b}]\n',
      'kind: Scenario\nspec: {kubernetesVersion: "1.28"}\n---\n',
    );
    const sidecar = (t: string) =>
      loadScenario(t).model?.pods[0]?.template.initContainers[0]?.sidecar;
    expect(errorsOf(text.replace('1.28', '1.27'))[0]?.message).toMatch(/restartPolicy: Forbidden/);
    expect(errorsOf(text)).toEqual([]);
    expect(loadScenario(text).diagnostics[0]?.message).toMatch(/alpha in 1.28/);
    expect(sidecar(text)).toBe(true);
    expect(sidecar(text.replace('1.28', '1.29'))).toBe(true);
  });

  it('asks for a quoted version when a number is ambiguous', () => {
    const [e] = errorsOf('kind: Scenario\nspec:\n  kubernetesVersion: 1.3\n');
    expect(e?.message).toMatch(/quoted string/);
  });
});

describe('a Pod bound to a node by name', () => {
  const bound = (scenario: string): string =>
    pod('  nodeName: kind-worker\n  containers: [{name: a, image: nginx}]\n', scenario);

  it('adds the node when the scenario only counts its nodes (a pasted kubectl get pod)', () => {
    const { model, diagnostics } = loadScenario(bound('kind: Scenario\nspec: {nodes: 2}\n---\n'));
    expect(model?.nodes.map((n) => n.name)).toEqual(['node-a', 'node-b', 'kind-worker']);
    expect(diagnostics.find((d) => d.severity === 'info')?.line).toBe(4);
  });

  it('leaves it Pending with a warning when the scenario lists its nodes by name', () => {
    const { model, diagnostics } = loadScenario(
      bound('kind: Scenario\nspec: {nodes: [node-a]}\n---\n'),
    );
    expect(model?.nodes.map((n) => n.name)).toEqual(['node-a']);
    expect(diagnostics.find((d) => d.severity === 'warning')?.message).toMatch(
      /"kind-worker" is not one of the scenario's nodes/,
    );
  });
});
