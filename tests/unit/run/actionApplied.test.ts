// ActionApplied names the object the action reached (contract: `object` is the Kind/name of
// the object an event is about); the target as written stays in data.target (issue 31 item 12).
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { deployment } from '../manifest/docs.ts';

const doc = (actions: string): string =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata: {name: t}\nspec:\n  duration: 30s\n  actions:\n${actions}---\n` +
  deployment('  replicas: 2\n');

const applied = (text: string) => {
  const r = simulateText(text);
  expect(r.trace, JSON.stringify(r.diagnostics)).not.toBeNull();
  return r.trace!.events.filter((e) => e.type === 'ActionApplied');
};

describe('ActionApplied', () => {
  it('is about the Pod a prefix reached, with the target as written in data', () => {
    const [a] = applied(doc('    - {at: 5s, do: delete, target: pod/web}\n'));
    const pods = new Set(
      simulateText(doc('    - {at: 5s, do: delete, target: pod/web}\n'))
        .trace!.events.filter((e) => e.type === 'PodCreated')
        .map((e) => e.object),
    );
    expect(a!.object).toMatch(/^Pod\/web-[a-z0-9]+-[a-z0-9]{5}$/);
    expect(pods.has(a!.object)).toBe(true);
    expect(a!.data).toEqual({ action: 'delete', target: 'pod/web' });
  });

  it('names kinds as the API does, for short names too', () => {
    const events = applied(
      doc(
        '    - {at: 5s, do: scale, target: deploy/web, replicas: 3}\n' +
          '    - {at: 8s, do: drain, target: node/node-a}\n',
      ),
    );
    expect(events.map((e) => e.object)).toEqual(['Deployment/web', 'Node/node-a']);
    expect(events.map((e) => (e.data as { target: string }).target)).toEqual([
      'deployment/web',
      'node/node-a',
    ]);
  });

  it('an action that reaches nothing names its target in the same form', () => {
    // At 0 s the Deployment's Pods are not made yet: nothing to delete.
    const r = simulateText(doc('    - {at: 0s, do: delete, target: po/web}\n'));
    const a = r.trace!.events.find((e) => e.type === 'ActionApplied');
    expect(a!.object).toBe('Pod/web');
    expect(r.trace!.notices).toContainEqual(expect.stringMatching(/no such object at that time/));
  });
});
