import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addAction, listActions, removeAction } from '../../../../src/manifest/edit/editActions.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { POD } from '../docs.ts';

const SCENARIO = `# my scenario
apiVersion: podterm.dev/v1
kind: Scenario
spec:
  duration: 60s # a minute is enough
  actions:
    # the first kill
    - at: 10s
      do: delete
      target: pod/web # this one
    - {at: 30s, do: evict, target: pod/web}
`;
// Odd spacing on purpose: a re-serialised document would lose it.
const OTHER = `# the workload
apiVersion: v1
kind: Pod
metadata: {  name: web  }
spec:
  containers:   [{name: app, image: nginx}]
`;
const TEXT = `${SCENARIO}---\n${OTHER}`;

const actionsOf = (text: string) =>
  loadScenario(text).model!.actions.map((a) => `${a.atMs / 1000} ${a.do} ${a.target.name}`);

describe('addAction', () => {
  it('puts a Scenario document in front of a text without one, the rest untouched', () => {
    const r = addAction(POD, { at: 5, do: 'delete', target: 'pod/web' });
    expect(r.reason).toBeUndefined();
    expect(r.text.endsWith(`---\n${POD}`)).toBe(true);
    expect(r.text).toContain('at: 5s');
    expect(actionsOf(r.text)).toEqual(['5 delete web']);
  });

  it('keeps comments and every other document byte for byte', () => {
    const r = addAction(TEXT, { at: 20, do: 'drain', target: 'node/node-a' });
    expect(r.text.endsWith(`---\n${OTHER}`)).toBe(true);
    for (const c of ['# my scenario', '# a minute is enough', '# the first kill', '# this one'])
      expect(r.text).toContain(c);
  });

  it('keeps the actions ordered by `at` (after those at the same time)', () => {
    let text = addAction(TEXT, { at: 20, do: 'drain', target: 'node/node-a' }).text;
    text = addAction(text, { at: 10, do: 'preempt', target: 'pod/web' }).text;
    text = addAction(text, { at: 45, do: 'nodeLost', target: 'node/node-b' }).text;
    expect(listActions(text).actions.map((a) => `${a.atMs} ${a.do}`)).toEqual([
      '10000 delete',
      '10000 preempt',
      '20000 drain',
      '30000 evict',
      '45000 nodeLost',
    ]);
  });

  it('writes durations Kubernetes-style and parameters as given', () => {
    const r = addAction(TEXT, {
      at: 1.5,
      do: 'nodeShutdown',
      target: 'node/node-a',
      params: { shutdownGracePeriod: '30s', shutdownGracePeriodCriticalPods: '10s' },
    });
    expect(r.text).toContain('- at: 1500ms\n      do: nodeShutdown\n');
    expect(r.text).toContain('shutdownGracePeriod: 30s');
    const listed = listActions(r.text).actions[0]!;
    expect(listed.params).toEqual({
      shutdownGracePeriod: '30s',
      shutdownGracePeriodCriticalPods: '10s',
    });
  });

  it('adds `actions:` to a Scenario that has none', () => {
    const text = `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  seed: 3 # lucky\n---\n${OTHER}`;
    const r = addAction(text, {
      at: 2,
      do: 'scale',
      target: 'deploy/web',
      params: { replicas: 0 },
    });
    expect(r.text).toContain('# lucky');
    expect(listActions(r.text).actions).toEqual([
      { index: 0, atMs: 2000, do: 'scale', target: 'deploy/web', params: { replicas: 0 } },
    ]);
  });

  it('adds into a Scenario that is not the first document', () => {
    const text = `${OTHER}---\n${SCENARIO}`;
    const r = addAction(text, { at: 0, do: 'evict', target: 'pod/web' });
    expect(r.text.startsWith(`${OTHER}---\n`)).toBe(true);
    expect(actionsOf(r.text)[0]).toBe('0 evict web');
  });

  it('leaves broken YAML unchanged and says why', () => {
    const broken = `${TEXT}foo: [unclosed\n`;
    const r = addAction(broken, { at: 1, do: 'drain', target: 'node/node-a' });
    expect(r.text).toBe(broken);
    expect(r.reason).toMatch(/YAML/);
    expect(listActions(broken).reason).toMatch(/YAML/);
  });

  it('refuses an `actions:` that is not a list', () => {
    const text = 'apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  actions: nope\n';
    const r = addAction(text, { at: 1, do: 'drain', target: 'node/node-a' });
    expect(r.text).toBe(text);
    expect(r.reason).toMatch(/not a list/);
  });

  it('fills an empty `spec:` of a Scenario', () => {
    const r = addAction('apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n', {
      at: 1,
      do: 'drain',
      target: 'node/node-a',
    });
    expect(actionsOf(r.text)).toEqual(['1 drain node-a']);
  });

  it('writes a whole Scenario into an empty text', () => {
    const r = addAction('', { at: 3, do: 'drain', target: 'node/node-a' });
    expect(actionsOf(r.text)).toEqual(['3 drain node-a']);
  });
});

describe('removeAction', () => {
  it('removes the action at that index of the document and nothing else', () => {
    const r = removeAction(TEXT, 1);
    expect(r.reason).toBeUndefined();
    expect(actionsOf(r.text)).toEqual(['10 delete web']);
    expect(r.text).toContain('# this one');
    expect(r.text.endsWith(`---\n${OTHER}`)).toBe(true);
  });

  it('says why when there is nothing to remove, and leaves the text', () => {
    expect(removeAction(TEXT, 5)).toEqual({ text: TEXT, reason: 'there is no action 6' });
    expect(removeAction(POD, 0)).toEqual({ text: POD, reason: 'the document has no actions' });
    expect(removeAction('a: [', 0).text).toBe('a: [');
  });

  it('undoes an Add: every preset comes back byte for byte', () => {
    const dir = 'src/presets';
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      const added = addAction(text, { at: 3600, do: 'drain', target: 'node/node-a' }).text;
      const last = listActions(added).actions.length - 1;
      expect(removeAction(added, last).text, file).toBe(text);
    }
  });
});
