// The duration written into the document: the one-click Scenario of a bare text, and the
// action picker's duration that reaches past each action and what it sets off.
import { seconds } from '../../../../src/trace/units.ts';
import { describe, expect, it } from 'vitest';
import { addAction } from '../../../../src/manifest/edit/editActions.ts';
import { fitDuration } from '../../../../src/manifest/edit/fitDuration.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { readDuration, setDuration } from '../../../../src/manifest/edit/setDuration.ts';
import { effectMs } from '../../../../src/manifest/duration/actionNeeds.ts';
import type { ActionModel } from '../../../../src/manifest/model/model.ts';

const POD = `# my pod
apiVersion: v1
kind: Pod
metadata: {  name: web  }
spec:
  containers:   [{name: app, image: nginx}]
`;
const IGNORES = POD.replace(
  'metadata: {  name: web  }',
  'metadata:\n  name: web\n  annotations: {podterm.dev/process.app: "startup=1s run=forever sigterm=ignore"}',
);
const scenario = (spec: string) =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: s # mine\nspec:\n${spec}---\n`;

describe('setDuration', () => {
  it('puts a Scenario document in front of a bare text, which stays byte for byte', () => {
    const r = setDuration(POD, 200_000);
    expect(r.reason).toBeUndefined();
    expect(r.text).toBe(
      `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: scenario\nspec:\n  duration: 3m20s\n---\n${POD}`,
    );
    expect(loadScenario(r.text).model!.durationMs).toBe(200_000);
    // A text that starts with its own `---` gets no second one.
    expect(setDuration(`---\n${POD}`, 30_000).text).toMatch(/duration: 30s\n---\n# my pod/);
  });

  it('writes or replaces spec.duration beside the version, comments kept', () => {
    const text = scenario('  kubernetesVersion: "1.30"\n  actions: []\n') + POD;
    const r = setDuration(text, 90_000).text;
    expect(r).toContain('kubernetesVersion: "1.30"\n  duration: 1m30s\n  actions: []');
    expect(r).toContain('name: s # mine');
    expect(r.endsWith(POD)).toBe(true);
    const again = setDuration(r, 45_000).text;
    expect(readDuration(again)).toEqual({ text: '45s', ms: 45_000, scenario: true });
  });

  it('leaves broken YAML alone, with the reason', () => {
    const r = setDuration('kind: [', 30_000);
    expect(r.text).toBe('kind: [');
    expect(r.reason).toMatch(/YAML/);
  });
});

describe('fitDuration: the picker makes the duration cover each action', () => {
  it('a bare text gets the whole duration it needs, its action included', () => {
    const added = addAction(IGNORES, { at: 20, do: 'delete', target: 'pod/web' }).text;
    const r = fitDuration(added);
    expect(r).toMatchObject({ changed: true, durationMs: 70_000 });
    // 20 s + a 30 s grace (SIGTERM ignored) + removal, and a margin.
    expect(readDuration(r.text).text).toBe('1m10s');
  });

  it('a Scenario without duration gets one no shorter than the run on screen', () => {
    const text = scenario('  nodes: 1\n  actions:\n    - {at: 2s, do: delete, target: pod/web}\n');
    expect(fitDuration(text + POD).durationMs).toBe(30_000);
    expect(fitDuration(text + POD, 93_400).durationMs).toBe(100_000);
  });

  it('a written duration is raised to cover a later action, never lowered', () => {
    const text = scenario(
      '  duration: 30s\n  actions:\n    - {at: 60s, do: delete, target: pod/web}\n',
    );
    const r = fitDuration(text + IGNORES);
    expect(r).toMatchObject({ changed: true, durationMs: 110_000 });
    const long = scenario(
      '  duration: 10m\n  actions:\n    - {at: 60s, do: delete, target: pod/web}\n',
    );
    expect(fitDuration(long + IGNORES)).toMatchObject({ changed: false, durationMs: 600_000 });
  });

  it('a document with errors keeps its duration, with the reason', () => {
    const r = fitDuration(scenario('  duration: 30s\n  nodes: -1\n') + POD);
    expect(r).toMatchObject({ changed: false, durationMs: 30_000 });
    expect(r.reason).toMatch(/errors/);
  });
});

describe('what an action needs after its time', () => {
  const DEPLOY = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 4
  minReadySeconds: 10
  strategy: {rollingUpdate: {maxSurge: 1, maxUnavailable: 0}}
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations: {podterm.dev/process.app: "startup=2s run=forever sigterm=exit:1s"}
    spec:
      containers: [{name: app, image: nginx}]
`;
  const model = loadScenario(DEPLOY).model!;
  const action = (a: Partial<ActionModel>): ActionModel =>
    ({
      atMs: 10_000,
      do: 'delete',
      target: { kind: 'pod', name: 'web-abc-xyz' },
      gracePeriodSeconds: null,
      force: false,
      ...a,
    }) as ActionModel;

  it('a rollout: one wave a Pod (maxSurge 1), each started, available, the old one stopped', () => {
    const one = effectMs(model, action({ do: 'delete' }));
    const rollout = effectMs(
      model,
      action({ do: 'rollout', target: { kind: 'deployment', name: 'web' } }),
    );
    // Four waves of at least 2 s start + 10 s minReadySeconds + 1 s stop.
    expect(rollout).toBeGreaterThan(4 * 13_000);
    expect(one).toBeLessThan(rollout / 3);
  });

  it("a Pod's grace: a controller's Pod is found by its name's prefix, --grace-period wins", () => {
    const ignores = loadScenario(DEPLOY.replace('sigterm=exit:1s', 'sigterm=ignore')).model!;
    expect(effectMs(ignores, action({}))).toBeGreaterThan(30_000);
    expect(effectMs(ignores, action({ gracePeriodSeconds: seconds(5) }))).toBeLessThan(15_000);
  });

  it('a lost node: the node monitor grace, then the 300 s toleration', () => {
    const lost = action({ do: 'nodeLost', target: { kind: 'node', name: 'node-a' } });
    expect(effectMs(model, lost)).toBeGreaterThan(340_000);
  });
});
