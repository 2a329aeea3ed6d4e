// The editor's schema: where the cursor is in a half-typed document, what may be typed
// there (by version), and the documentation of the key under the cursor.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { completionsAt, cursorPlace, hoverAt } from '../../../../src/manifest/schema/lookup.ts';

const DEPLOY = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  template:
    spec:
      containers:
        - name: app
          image: nginx
          lifecycle:
            preStop:
              exec: {command: [sleep, "5"]}
      terminationGracePeriodSeconds: 30
`;

const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const colOf = (text: string, needle: string) =>
  text.split('\n')[lineOf(text, needle) - 1]!.indexOf(needle) + 1;

describe('cursorPlace: the path from indentation alone', () => {
  it('a key deep in a list item, and its siblings', () => {
    expect(cursorPlace(DEPLOY, lineOf(DEPLOY, 'image:'), colOf(DEPLOY, 'image:'))).toMatchObject({
      kind: 'Deployment',
      path: ['spec', 'template', 'spec', 'containers', '-'],
      key: 'image',
      inValue: false,
    });
    expect(cursorPlace(DEPLOY, lineOf(DEPLOY, '- name'), colOf(DEPLOY, 'name: app')).path).toEqual([
      'spec',
      'template',
      'spec',
      'containers',
      '-',
    ]);
    expect(cursorPlace(DEPLOY, lineOf(DEPLOY, 'exec'), colOf(DEPLOY, 'exec')).path).toEqual([
      'spec',
      'template',
      'spec',
      'containers',
      '-',
      'lifecycle',
      'preStop',
    ]);
    expect(cursorPlace(DEPLOY, lineOf(DEPLOY, 'terminationGrace'), 7).path).toEqual([
      'spec',
      'template',
      'spec',
    ]);
  });

  it('a list at its key’s own indent, a value being typed, the next document', () => {
    const text =
      'kind: Pod\nspec:\n  containers:\n  - name: a\n    image: x\n---\nkind: Job\nspec:\n  ';
    expect(cursorPlace(text, 5, 5)).toMatchObject({
      path: ['spec', 'containers', '-'],
      key: 'image',
    });
    expect(cursorPlace(text, 5, 12)).toMatchObject({ key: 'image', inValue: true });
    expect(cursorPlace(text, 9, 3)).toMatchObject({ kind: 'Job', path: ['spec'], key: null });
  });
});

describe('completionsAt', () => {
  it('the keys of the object at the cursor, without those already written', () => {
    const text = DEPLOY.replace('  replicas: 2\n', '  replicas: 2\n  \n');
    const labels = completionsAt(text, lineOf(text, 'replicas') + 1, 3).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['selector', 'strategy', 'minReadySeconds']));
    expect(labels).not.toContain('replicas');
    expect(labels).not.toContain('template');
  });

  it('values: enums, booleans, kinds; newer fields marked with their version', () => {
    const job = 'apiVersion: batch/v1\nkind: Job\nspec:\n  completionMode: \n  \n';
    expect(completionsAt(job, 4, 19).map((c) => c.label)).toEqual(['Indexed', 'NonIndexed']);
    const keys = completionsAt(job, 5, 3, kube(27));
    expect(keys.find((c) => c.label === 'podReplacementPolicy')).toMatchObject({
      later: true,
      detail: expect.stringContaining('from 1.29 (JobPodReplacementPolicy is off in 1.27)'),
    });
    expect(keys.find((c) => c.label === 'backoffLimit')).toMatchObject({
      later: false,
      detail: 'integer, default 6',
    });
    expect(completionsAt('kind: \n', 1, 7).map((c) => c.label)).toContain('CronJob');
  });

  it('the Scenario document: its keys and its actions', () => {
    const text =
      'apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  kubernetesVersion: \n  actions:\n    - do: \n      \n';
    expect(completionsAt(text, 4, 22).map((c) => c.label)).toContain('"1.27"');
    expect(completionsAt(text, 6, 11).map((c) => c.label)).toContain('drain');
    expect(completionsAt(text, 7, 7).map((c) => c.label)).toEqual(
      expect.arrayContaining(['at', 'target', 'gracePeriodSeconds']),
    );
  });
});

describe('hoverAt', () => {
  it('documents the key under the cursor with its type and default', () => {
    const h = hoverAt(DEPLOY, lineOf(DEPLOY, 'terminationGrace'), 10)!;
    expect(h.title).toBe('spec.template.spec.terminationGracePeriodSeconds (integer, default 30)');
    expect(h.doc).toMatch(/SIGKILL/);
    expect(hoverAt(DEPLOY, lineOf(DEPLOY, 'image:'), colOf(DEPLOY, 'nginx') + 1)).toBeNull();
    expect(hoverAt('kind: Widget\nspec:\n  x: 1\n', 3, 3)).toBeNull();
  });
});

describe('unknown fields (strict field validation)', () => {
  it('a typo is a warning on its key, with the nearest field; open objects accept anything', () => {
    const text = DEPLOY.replace('  replicas: 2', '  replica: 2').replace(
      '          image: nginx',
      '          image: nginx\n          resources: {limits: {cpu: 1}}\n          imagePullPolcy: Always',
    );
    const found = loadScenario(text).diagnostics.filter((d) => d.message.includes('unknown field'));
    expect(found.map((d) => [d.severity, d.line, d.message])).toEqual([
      [
        'warning',
        6,
        'strict decoding error: unknown field "spec.replica" (did you mean "replicas"?): kubectl apply refuses it; podterm ignores it',
      ],
      [
        'warning',
        13,
        'strict decoding error: unknown field "spec.template.spec.containers[0].imagePullPolcy" (did you mean "imagePullPolicy"?): kubectl apply refuses it; podterm ignores it',
      ],
    ]);
  });
});

describe('a word being typed', () => {
  it('a half-typed key (no colon yet) is completed at its own indent', () => {
    const text = 'kind: Job\nspec:\n  backoffLimit: 2\n  comp\n  template: {}\n';
    expect(cursorPlace(text, 4, 7)).toMatchObject({ path: ['spec'], key: null, keyStart: 2 });
    expect(completionsAt(text, 4, 7).map((c) => c.label)).toContain('completionMode');
  });
});
