// The preStop search's one click writes a sleep on the serving container, keeping the text.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { setPreStopSleep } from '../../../../src/manifest/edit/setPreStopSleep.ts';

const DEPLOY = `# comment kept
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: side # the other container
          image: busybox
        - name: app
          image: nginx
          lifecycle:
            preStop:
              exec: {command: ["sleep", "2"]} # too short
---
apiVersion: v1
kind: Pod
metadata: {name: solo}
spec:
  containers: [{name: main, image: nginx}]
`;

const preStopMs = (text: string, i = 0) => {
  const m = loadScenario(text).model!;
  return {
    web: m.deployments[0]!.template.containers[1]!.preStop,
    solo: m.pods[0]!.template.containers[i]!.preStop,
  };
};

describe('setPreStopSleep', () => {
  it('replaces the container’s preStop and keeps the comments and other documents', () => {
    const out = setPreStopSleep(DEPLOY, 'Deployment/web', 'app', 12)!;
    expect(out.startsWith('# comment kept\n')).toBe(true);
    expect(out).toContain('- name: side # the other container');
    expect(out).toContain(
      '            preStop:\n              sleep:\n                seconds: 12\n',
    );
    expect(out).not.toContain('too short');
    expect(out).toContain('containers: [{name: main, image: nginx}]');
    expect(preStopMs(out).web).toMatchObject({ hook: 'sleep', durationMs: 12_000 });
  });

  it('writes into a flow-style container, and 0 removes the hook', () => {
    const out = setPreStopSleep(DEPLOY, 'Pod/solo', 'main', 5)!;
    expect(preStopMs(out).solo).toMatchObject({ hook: 'sleep', durationMs: 5000 });
    const none = setPreStopSleep(out, 'Pod/solo', 'main', 0)!;
    expect(preStopMs(none).solo).toBe(null);
    expect(none).toContain('containers: [{name: main, image: nginx}]');
  });

  it('an exec of sleep where the sleep action does not exist yet', () => {
    const out = setPreStopSleep(DEPLOY, 'Deployment/web', 'app', 7, false)!;
    expect(out).toContain('command:\n                  - sleep\n                  - "7"');
    expect(preStopMs(out).web).toMatchObject({ hook: 'exec', durationMs: 7000 });
  });

  it('null for an object or container the text does not have', () => {
    expect(setPreStopSleep(DEPLOY, 'Deployment/api', 'app', 3)).toBe(null);
    expect(setPreStopSleep(DEPLOY, 'Deployment/web', 'nope', 3)).toBe(null);
  });
});
